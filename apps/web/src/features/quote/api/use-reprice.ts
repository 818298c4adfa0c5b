import { pageHref } from '@van/domain/journey';
import { currentOpexCodes, type Quote } from '@van/domain/quote';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { quoteCopy } from '../../../content/quote';
import { pageForError } from '../../../lib/error-page';
import { usePriceQuote, type PricedQuote } from '../../../lib/price-quote';
import { useJourneyStore } from '../../../stores/journey-store';
import { continueAfterPricing } from '../../../stores/use-price-and-continue';
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
 * NCD protection) is priced as an update (POST /v1/quote, lib/price-quote.ts) from the event
 * handler that made it, and continues as every pricing does (continueAfterPricing).
 *
 * Updates go one at a time, so the service's last event is always the one the page shows: a
 * change made while one is being priced waits, and changes made meanwhile are sent together, built
 * on what the customer last asked for. Every answer is kept as it comes. A failure keeps the quote
 * held before it and says so; a 5xx after the retries goes to service-unavailable (§7.1, §8); a
 * declined or referred answer goes where pricing leads (§4.4).
 */
export function useReprice() {
  const navigate = useNavigate();
  const { mutateAsync: price } = usePriceQuote();
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
        let priced: PricedQuote;
        try {
          priced = await price({
            quote: target.quote,
            retrievalKey,
            opexCodes: target.opexCodes,
          });
        } catch (error) {
          const outcome = pageForError(error, 'repricing');
          if (outcome.page !== undefined) {
            want(null);
            await navigate(pageHref(outcome.page));
            return;
          }
          fail(
            outcome.message === null
              ? quoteCopy.repriceFailed
              : `${quoteCopy.repriceFailed} ${outcome.message}`,
          );
          return;
        }
        // The pay-method switch may have moved while the update was out; it does not re-price.
        const held = useJourneyStore.getState().quote;
        const payMethod = held === null ? payMethodOf(priced.quote) : payMethodOf(held);
        const answered =
          payMethodOf(priced.quote) === payMethod
            ? priced.quote
            : withPayMethod(priced.quote, payMethod);
        // A declined or referred answer goes where pricing leads; otherwise the page stays.
        const movedOn = await continueAfterPricing(
          { quote: answered, retrievalKey: priced.retrievalKey },
          { from: 'YourQuote' },
          navigate,
        );
        if (movedOn) {
          want(null);
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
