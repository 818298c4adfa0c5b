import type { QueryClient } from '@tanstack/react-query';
import { readAlreadyPurchased } from '@van/domain/contract';
import { type PageId } from '@van/domain/journey';
import { replace } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { pageForError } from '../../lib/error-page';
import { holdArrivedQuote } from '../../stores/hold-arrived-quote';
import { useJourneyStore } from '../../stores/journey-store';
import { exchangeTokenQuery } from './api/exchange-token';

/** The query parameter a comparison site's link carries (§2.1 aggregator?token=…). */
const TOKEN_PARAMETER = 'token';

/** Where an arrival ends: the page the journey goes on to, or a link that cannot be used. */
export type Arrival = { page: PageId } | { refusal: 'invalid' | 'tooMany' };

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
    underWay = token === '' ? undefined : arrive(queryClient, token);
    url.searchParams.delete(TOKEN_PARAMETER);
    throw replace(`${url.pathname}${url.search}`);
  }
  const arrival = underWay ?? Promise.resolve<Arrival>({ refusal: 'invalid' });
  underWay = undefined;
  return { arrival };
}

/**
 * The token exchanged for the quote, which becomes the session's as a retrieved one does
 * (holdArrivedQuote); the journey goes on where it stands. Never rejects: a quote already bought
 * goes to purchased with its policy number kept in session storage (§8), a service that cannot
 * answer after its retries to service-unavailable (§4.1), any other refusal is a link that cannot
 * be used.
 */
async function arrive(queryClient: QueryClient, token: string): Promise<Arrival> {
  try {
    const quote = await queryClient.query(exchangeTokenQuery(token));
    return { page: holdArrivedQuote(quote) };
  } catch (error) {
    const outcome = pageForError(error, 'aggregatorToken');
    if (outcome.page === 'Purchased' && error instanceof ApiError) {
      const journey = useJourneyStore.getState();
      journey.reset();
      journey.setPolicyNumber(readAlreadyPurchased(error.message)?.policyNumber ?? null);
    }
    if (outcome.page !== undefined) return { page: outcome.page };
    const tooMany = error instanceof ApiError && error.code === 'TooManyRequests';
    return { refusal: tooMany ? 'tooMany' : 'invalid' };
  }
}
