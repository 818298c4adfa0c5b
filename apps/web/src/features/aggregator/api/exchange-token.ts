import { useMutation } from '@tanstack/react-query';
import { aggregatorTokenContract } from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { api } from '../../../lib/api-client';

/** §7.2 POST aggregator/token: the quote a comparison site's click-through token opens. */
export function exchangeAggregatorToken(aggToken: string): Promise<Quote> {
  return api.post(aggregatorTokenContract.path, { aggToken }, QuoteSchema);
}

/**
 * Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx), so an expired link
 * or an already bought quote is answered at once.
 */
export function useExchangeAggregatorToken() {
  return useMutation({ mutationFn: exchangeAggregatorToken });
}
