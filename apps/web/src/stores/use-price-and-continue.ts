import { pageAfterPricing, pageHref, type PageId, type ValidityPage } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { useNavigate, type NavigateFunction } from 'react-router';
import { pageForError } from '../lib/error-page';
import { usePriceQuote, type PricedQuote } from '../lib/price-quote';
import { useJourneyStore } from './journey-store';

/** What a page that prices the quote does once the price is back. */
export interface AfterPricing {
  /**
   * The page the quote was priced from: its draft goes once the quote holds its answers, and the
   * customer stays on it when the price leads back there (your-quote's re-pricing).
   */
  from: PageId;
  /** The validity entry the price completes, if any (cover-details: its own, §4.3). */
  completes?: ValidityPage;
  /** Anything else kept of the priced quote (add-registration-number: the van's gaps, §4.5). */
  keep?: (priced: Quote) => void;
}

/**
 * §4.4 after pricing, the same for every page that prices: the quote is stored whatever its
 * outcome (declined and referred ones too) with the key that retrieves it, so the price shown
 * always matches its answers; the page's draft goes; and the journey goes where the price leads
 * (pageAfterPricing: your-quote, part-time-occupation, no-quote, call-us-to-complete), marking the
 * pages the price makes valid. A change made from check-your-details returns there once priced,
 * and the change is over wherever the price leads (decision 023).
 * @returns whether the journey moved on; false when the price leads back to `from`.
 */
export async function continueAfterPricing(
  priced: PricedQuote,
  { from, completes, keep }: AfterPricing,
  navigate: NavigateFunction,
): Promise<boolean> {
  const journey = useJourneyStore.getState();
  journey.setQuote(priced.quote, priced.retrievalKey);
  keep?.(priced.quote);
  journey.clearDraft(from);
  const next = pageAfterPricing(priced.quote);
  if (next.page === from) return false;
  journey.setPageValidity(completes ? [...next.validPages, completes] : next.validPages, true);
  const { returnTo } = useJourneyStore.getState();
  journey.setReturnTo(null);
  await navigate(pageHref(next.page === 'YourQuote' && returnTo !== null ? returnTo : next.page));
  return true;
}

/**
 * A question page's last step: the quote its answers make is priced (lib/price-quote.ts: created
 * the first time, updated after) and the journey continues (continueAfterPricing). A refusal is
 * shown on the page (`onRefused`, its error summary) in the service's words, with the answers
 * kept; any other failure goes where pageForError sends it (§8: service-unavailable).
 */
export function usePriceAndContinue(
  after: AfterPricing & { onRefused: (message: string) => void },
) {
  const navigate = useNavigate();
  const pricing = usePriceQuote();

  /** Prices `quote`; `idempotencyKey` is needed the first time (a quote not yet created). */
  async function priceAndContinue(quote: Quote, idempotencyKey?: string): Promise<void> {
    try {
      const priced = await pricing.mutateAsync({
        quote,
        retrievalKey: useJourneyStore.getState().retrievalKey,
        idempotencyKey,
      });
      await continueAfterPricing(priced, after, navigate);
    } catch (error) {
      const outcome = pageForError(error, 'pricing');
      if (outcome.page !== undefined) await navigate(pageHref(outcome.page));
      else if (outcome.message !== null) after.onRefused(outcome.message);
    }
  }

  return { priceAndContinue, isPending: pricing.isPending };
}
