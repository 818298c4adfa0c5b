import { useMutation } from '@tanstack/react-query';
import { retrieveQuoteContract } from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import { api } from '../../../lib/api-client';

/** §7.2 retrieve: POST /v1/retrieve, the saved quote for a matching retrieval key (§3.10). */
export function retrieveQuote(key: RetrievalKey): Promise<Quote> {
  return api.post(retrieveQuoteContract.path, key, QuoteSchema);
}

/**
 * Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx), so a refused try is
 * sent once and counts once towards the lock-out.
 */
export function useRetrieveQuote() {
  return useMutation({ mutationFn: retrieveQuote });
}
