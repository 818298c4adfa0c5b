import { queryOptions } from '@tanstack/react-query';
import { aggregatorTokenContract } from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { api } from '../../../lib/api-client';

/** §7.2 POST aggregator/token: the quote a comparison site's click-through token opens. */
export function exchangeAggregatorToken(aggToken: string): Promise<Quote> {
  return api.post(aggregatorTokenContract.path, { aggToken }, QuoteSchema);
}

/**
 * The exchange as the aggregator page's entry action runs it. A token may be exchanged again while
 * it is valid and opens the same quote (decision 026), so it is safe as a query. Retries come from
 * the app's QueryClient defaults (§7.1: 3, never on a 4xx), so an expired link or an already bought
 * quote is answered at once. The quote is held in the journey store, not left in the cache.
 */
export function exchangeTokenQuery(aggToken: string) {
  return queryOptions({
    queryKey: ['aggregatorToken', aggToken],
    queryFn: () => exchangeAggregatorToken(aggToken),
    gcTime: 0,
  });
}
