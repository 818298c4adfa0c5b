import { useMutation } from '@tanstack/react-query';
import { createQuoteContract, QuoteSchema, type Quote, type QuoteRequest } from '@van/domain';
import { api } from '../../../lib/api-client';

export interface CreateQuoteVariables {
  request: QuoteRequest;
  /** One per quote asked for, reused by every retry, so a retry never makes a second quote. */
  idempotencyKey: string;
}

/** §7.2 create direct quote: PUT /v1/quote with the risk in its request envelope. */
export function createQuote({ request, idempotencyKey }: CreateQuoteVariables): Promise<Quote> {
  return api.put(createQuoteContract.path, request, QuoteSchema, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function useCreateQuote() {
  return useMutation({ mutationFn: createQuote });
}
