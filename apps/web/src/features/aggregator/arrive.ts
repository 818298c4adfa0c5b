import type { QueryClient } from '@tanstack/react-query';
import { readAlreadyPurchased } from '@van/domain/contract';
import { withTier } from '@van/domain/forms';
import { type PageId } from '@van/domain/journey';
import { type ProductIdentifier, type Quote } from '@van/domain/quote';
import { missingRequiredAnswers } from '@van/domain/risk';
import { replace } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { pageForError } from '../../lib/error-page';
import { priceQuote } from '../../lib/price-quote';
import { holdArrivedQuote } from '../../stores/hold-arrived-quote';
import { useJourneyStore } from '../../stores/journey-store';
import { exchangeTokenQuery } from './api/exchange-token';
import { tierToSelect } from './arrival-tier';

/** The query parameter a comparison site's link carries (§2.1 aggregator?token=…). */
const TOKEN_PARAMETER = 'token';
/** Decision 058: the tier whose price the site showed, beside the token. */
const TIER_PARAMETER = 'tier';

/**
 * Where an arrival ends: the page the journey goes on to; the summary of what the site sent, with
 * the questions it did not ask (decision 058); or a link that cannot be used.
 */
export type Arrival =
  { page: PageId } | { finish: 'unanswered' } | { refusal: 'invalid' | 'tooMany' };

/** What the aggregator page is handed by its entry action: the arrival, under way. */
export type AggregatorPageData = { arrival: Promise<Arrival> };

/**
 * The arrival whose token the loader has just taken out of the address. The loader runs again at
 * once for the address without it, and takes this up.
 */
let underWay: Promise<Arrival> | undefined;

/**
 * §4.4 'Aggregator entry', as the aggregator page's entry action. With a token in the address the
 * exchange starts, and the address is replaced by one without the token (so it is not kept in
 * history, bookmarked, shared or sent on as a referrer); the page then opens on the arrival under
 * way, which it shows while it lasts. Without one there is nothing to exchange: a link that
 * cannot be used.
 * @throws a redirect Response to the address without the token.
 */
export function arriveFromComparisonSite(queryClient: QueryClient, url: URL): AggregatorPageData {
  const token = url.searchParams.get(TOKEN_PARAMETER);
  if (token !== null) {
    const tier = url.searchParams.get(TIER_PARAMETER);
    underWay = token === '' ? undefined : arrive(queryClient, token, tier);
    url.searchParams.delete(TOKEN_PARAMETER);
    url.searchParams.delete(TIER_PARAMETER);
    throw replace(`${url.pathname}${url.search}`);
  }
  const arrival = underWay ?? Promise.resolve(heldArrival());
  underWay = undefined;
  return { arrival };
}

/**
 * The page opened again without a token (a reload, or Back from a question): for the quote that
 * arrived, the summary again while it still lacks answers, else on to your-quote (whose guards
 * send unpriced answers to be priced); otherwise a link that cannot be used.
 */
function heldArrival(): Arrival {
  const { quote, arrivedQuote } = useJourneyStore.getState();
  if (
    quote === null ||
    arrivedQuote === null ||
    quote.policy.webReference !== arrivedQuote.policy.webReference
  ) {
    return { refusal: 'invalid' };
  }
  return lacksAnswers(quote) ? { finish: 'unanswered' } : { page: 'YourQuote' };
}

/** Decision 058: the quote lacks an answer the direct journey requires (the site did not ask it). */
function lacksAnswers(quote: Quote): boolean {
  return missingRequiredAnswers(quote.policy.eventCurrent.risk).length > 0;
}

/**
 * The token exchanged for the quote, which becomes the session's as a retrieved one does
 * (holdArrivedQuote); the journey goes on where it stands. Never rejects: a quote already bought
 * goes to purchased with its policy number kept in session storage (§8), a service that cannot
 * answer after its retries to service-unavailable (§4.1), any other refusal is a link that cannot
 * be used.
 */
async function arrive(
  queryClient: QueryClient,
  token: string,
  tier: string | null,
): Promise<Arrival> {
  try {
    const quote = await queryClient.query(exchangeTokenQuery(token));
    const page = holdArrivedQuote(quote);
    // Decision 058: kept as the site priced it, to explain a later price against.
    useJourneyStore.getState().setArrivedQuote(quote);
    const tierNamed = tierToSelect(quote, tier);
    if (lacksAnswers(quote) && page !== 'NoQuote' && page !== 'CallUsToComplete') {
      // Priced with the answers still to come, on cover-details (decision 051's guard).
      if (tierNamed !== undefined) {
        useJourneyStore.getState().setWorkingQuote(withTier(quote, tierNamed));
      }
      return { finish: 'unanswered' };
    }
    if (tierNamed !== undefined) await selectTier(quote, tierNamed);
    return { page };
  } catch (error) {
    const outcome = pageForError(error, 'aggregatorToken');
    if (outcome.page === 'Purchased' && error instanceof ApiError) {
      const journey = useJourneyStore.getState();
      journey.reset();
      journey.setAlreadyPurchased(
        readAlreadyPurchased(error.message) ?? { policyNumber: null, sourceOfBusiness: null },
      );
    }
    if (outcome.page !== undefined) return { page: outcome.page };
    const tooMany = error instanceof ApiError && error.code === 'TooManyRequests';
    return { refusal: tooMany ? 'tooMany' : 'invalid' };
  }
}

/**
 * Decision 058: a complete arrival opens on the tier the site's link named, priced as your-quote
 * prices a choice of tier (the service makes it the current event). If that cannot be done the
 * customer still has the quote as it arrived, with every tier to choose from on your-quote.
 */
async function selectTier(quote: Quote, tier: ProductIdentifier) {
  const journey = useJourneyStore.getState();
  try {
    const priced = await priceQuote({
      quote: withTier(quote, tier),
      retrievalKey: journey.retrievalKey,
    });
    journey.setQuote(priced.quote, priced.retrievalKey);
  } catch {
    // The quote as it arrived stays held; nothing is lost.
  }
}
