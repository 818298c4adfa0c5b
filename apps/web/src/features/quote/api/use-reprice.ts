import { pageAfterPricing, pageHref } from '@van/domain/journey';
import { buildUpdateQuoteRequest, currentOpexCodes, type Quote } from '@van/domain/quote';
import { deriveRetrievalKey } from '@van/domain/retrieval';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { quoteCopy } from '../../../content/quote';
import { ApiError } from '../../../lib/api-client';
import { useUpdateQuote } from '../../../lib/quote-service';
import { useJourneyStore } from '../../../stores/journey-store';
import { payMethodOf, withPayMethod } from '../pay-method';

/** What the customer has asked the quote to be: its risk and the extras (§4.4 opex codes). */
export interface Shaping {
  quote: Quote;
  opexCodes: string[];
}

export type RepriceState =
  { status: 'idle' } | { status: 'pending' } | { status: 'failed'; message: string };

/** The shaping a held quote stands for: its risk and its current opex codes (§4.4). */
export function shapingOf(quote: Quote): Shaping {
  return { quote, opexCodes: currentOpexCodes(quote) };
}

/**
 * Re-pricing on your-quote (§4.4): each change the customer makes (an extra, the voluntary excess,
 * NCD protection) is sent as an update (POST /v1/quote) from the event handler that made it.
 *
 * Updates go one at a time, so the service's last event is always the one the page shows: a
 * change made while one is being priced waits, and changes made meanwhile are sent together, built
 * on what the customer last asked for. Every answer is kept as it comes. A failure keeps the quote
 * held before it and says so; a 5xx after the retries goes to service-unavailable (§7.1, §8); a
 * declined or referred answer goes where pricing leads (§4.4).
 */
export function useReprice() {
  const navigate = useNavigate();
  const { mutateAsync: update } = useUpdateQuote();
  const [state, setState] = useState<RepriceState>({ status: 'idle' });
  // What the customer last asked for and not yet priced; shown by the controls meanwhile.
  const [wanted, setWanted] = useState<Shaping | null>(null);
  const wantedRef = useRef<Shaping | null>(null);
  const sending = useRef(false);

  function want(next: Shaping | null) {
    wantedRef.current = next;
    setWanted(next);
  }

  function fail(message: string) {
    want(null);
    setState({ status: 'failed', message });
  }

  async function sendWanted() {
    sending.current = true;
    try {
      for (let target = wantedRef.current; target !== null; target = wantedRef.current) {
        const journey = useJourneyStore.getState();
        const { retrievalKey } = journey;
        if (retrievalKey === null) {
          fail(quoteCopy.repriceFailed);
          return;
        }
        let priced: Quote;
        try {
          priced = await update(
            buildUpdateQuoteRequest(
              target.quote,
              retrievalKey,
              target.opexCodes,
              target.quote.topUp?.payment ?? {},
            ),
          );
        } catch (error) {
          if (error instanceof ApiError && error.status >= 500) {
            want(null);
            await navigate(pageHref('ServiceUnavailable'));
            return;
          }
          fail(
            error instanceof ApiError && error.isClientError
              ? `${quoteCopy.repriceFailed} ${error.message}`
              : quoteCopy.repriceFailed,
          );
          return;
        }
        // The pay-method switch may have moved while the update was out; it does not re-price.
        const held = useJourneyStore.getState().quote;
        const payMethod = held === null ? payMethodOf(priced) : payMethodOf(held);
        const answered =
          payMethodOf(priced) === payMethod ? priced : withPayMethod(priced, payMethod);
        journey.setQuote(answered, deriveRetrievalKey(answered) ?? retrievalKey);
        const next = pageAfterPricing(answered);
        if (next.page !== 'YourQuote') {
          want(null);
          journey.setPageValidity(next.validPages, true);
          await navigate(pageHref(next.page));
          return;
        }
        if (wantedRef.current === target) want(null);
      }
      setState({ status: 'idle' });
    } finally {
      sending.current = false;
    }
  }

  /**
   * Asks for `change` of what the customer last asked for (or of the held quote) and prices it.
   * Call it from the event handler of the control that changed.
   */
  function reprice(change: (current: Shaping) => Shaping): Promise<void> {
    const held = useJourneyStore.getState().quote;
    if (held === null) return Promise.resolve();
    want(change(wantedRef.current ?? shapingOf(held)));
    setState({ status: 'pending' });
    return sending.current ? Promise.resolve() : sendWanted();
  }

  return { state, wanted, reprice };
}
