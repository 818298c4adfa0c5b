import { createQuoteContract, updateQuoteContract } from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { type UpdateQuoteRequest } from '@van/domain/retrieval';
import { type QuoteRequest } from '@van/domain/risk';
import { api } from './api-client';

// §7.2 the quote service's create and update calls, which every page that prices a quote makes
// through priceQuote (lib/price-quote.ts). Retries come from the app's QueryClient defaults
// (§7.1: 3, never on a 4xx).

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

/** §7.2 update quote: POST /v1/quote re-prices a created quote as its next event. */
export function updateQuote(request: UpdateQuoteRequest): Promise<Quote> {
  return api.post(updateQuoteContract.path, request, QuoteSchema);
}
