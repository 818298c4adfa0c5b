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

export interface PriceQuoteVariables {
  quote: Quote;
  retrievalKey: RetrievalKey | null;
  /** Needed to create a quote (one per submission, reused by its retries); not to update one. */
  idempotencyKey?: string | undefined;
  /** The extras to price an update with; by default the ones already chosen (§4.4 current opex codes). */
  opexCodes?: string[] | undefined;
}

/**
 * Prices the working quote, the one way every page does (cover-details, part-time-occupation,
 * add-registration-number, your-quote's re-pricing): §4.4 create direct quote the first time
 * (PUT, with an idempotency key so a retry never makes a second quote); once created, an update
 * (POST) with the extras asked for, by default those already chosen, and the payment choice.
 * @throws UnretrievableQuoteError when the answer cannot be retrieved.
 */
export async function priceQuote({
  quote,
  retrievalKey,
  idempotencyKey,
  opexCodes = currentOpexCodes(quote),
}: PriceQuoteVariables): Promise<PricedQuote> {
  const created = isCreatedQuote(quote) && retrievalKey !== null;
  if (!created && idempotencyKey === undefined) {
    throw new Error('priceQuote: a quote not yet created needs an idempotency key');
  }
  const priced = created
    ? await updateQuote(
        buildUpdateQuoteRequest(quote, retrievalKey, opexCodes, quote.topUp?.payment ?? {}),
      )
    : await createQuote({
        request: buildCreateQuoteRequest(quote),
        idempotencyKey: idempotencyKey ?? '',
      });
  const key = deriveRetrievalKey(priced);
  if (key === undefined) throw new UnretrievableQuoteError();
  return { quote: priced, retrievalKey: key };
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function usePriceQuote() {
  return useMutation({ mutationFn: priceQuote });
}
