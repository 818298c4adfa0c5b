import { useMutation } from '@tanstack/react-query';
import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  currentOpexCodes,
  isCreatedQuote,
  type Quote,
} from '@van/domain/quote';
import { deriveRetrievalKey, type RetrievalKey } from '@van/domain/retrieval';
import { createQuote, updateQuote } from './quote-service';

export interface PricedQuote {
  quote: Quote;
  retrievalKey: RetrievalKey;
}

/** The quote service answered with a quote that cannot be retrieved: a broken response. */
export class UnretrievableQuoteError extends Error {
  constructor() {
    super('The quote service answered with a quote that has no retrieval key');
    this.name = 'UnretrievableQuoteError';
  }
}

/**
 * Prices the working quote (cover-details, and the pages that change a priced quote): §4.4 create direct quote the first time (PUT, with an idempotency key
 * so a retry never makes a second quote); once created, an update (POST) that keeps the extras
 * already chosen (§4.4 current opex codes) and the payment choice.
 */
export async function priceQuote(
  quote: Quote,
  retrievalKey: RetrievalKey | null,
  idempotencyKey?: string,
): Promise<PricedQuote> {
  const created = isCreatedQuote(quote) && retrievalKey !== null;
  if (!created && idempotencyKey === undefined) {
    throw new Error('priceQuote: a quote not yet created needs an idempotency key');
  }
  const priced = created
    ? await updateQuote(
        buildUpdateQuoteRequest(
          quote,
          retrievalKey,
          currentOpexCodes(quote),
          quote.topUp?.payment ?? {},
        ),
      )
    : await createQuote({
        request: buildCreateQuoteRequest(quote),
        idempotencyKey: idempotencyKey ?? '',
      });
  const key = deriveRetrievalKey(priced);
  if (key === undefined) throw new UnretrievableQuoteError();
  return { quote: priced, retrievalKey: key };
}

interface PriceQuoteVariables {
  quote: Quote;
  retrievalKey: RetrievalKey | null;
  /** Needed to create a quote (one per submission, reused by its retries); not to update one. */
  idempotencyKey?: string;
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function usePriceQuote() {
  return useMutation({
    mutationFn: ({ quote, retrievalKey, idempotencyKey }: PriceQuoteVariables) =>
      priceQuote(quote, retrievalKey, idempotencyKey),
  });
}
