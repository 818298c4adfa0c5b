import type { FinalizeRequest } from '@van/domain/contract';
import {
  buildCreateQuoteRequest,
  DEMANDS_AND_NEEDS_VERSION,
  QuoteSchema,
  type Quote,
} from '@van/domain/quote';
import { retrievalKeyOf } from '@van/domain/testing';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { fromNewClient } from './network.ts';

// Quotes made through the API, as the journey makes them, for tests of what comes after (re-pricing,
// finalize, payment). Each call comes from a client address of its own: the per-client limits
// (decision 034 item 4) are tested in their own files, not by every test that needs a quote.

/** `answers` priced by PUT /v1/quote on `app`: the quote the service answers (200, or the test fails). */
export async function createQuote(app: App, answers: Quote): Promise<Quote> {
  const created = await app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(answers),
    remoteAddress: fromNewClient(),
  });
  expect(created.statusCode, created.body).toBe(200);
  return QuoteSchema.parse(created.json());
}

/**
 * The body of POST /v1/finalize as check-your-details sends it: the customer's retrieval key, the
 * version of the demands-and-needs statement the page showed (decision 044) and the answers held,
 * here those of `quote` as the service answered it (decision 051).
 */
export function finalizeRequestOf(quote: Quote): FinalizeRequest {
  return {
    ...retrievalKeyOf(quote),
    demandsAndNeedsVersion: DEMANDS_AND_NEEDS_VERSION,
    heldRisk: quote.policy.eventCurrent.risk,
  };
}

/** POST /v1/finalize of `quote` as the journey sends it: the quoteKey for paying (200). */
export async function finalizeQuote(app: App, quote: Quote): Promise<string> {
  const finalized = await app.inject({
    method: 'POST',
    url: '/v1/finalize',
    payload: finalizeRequestOf(quote),
    remoteAddress: fromNewClient(),
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  return finalized.json().quoteKey;
}

/** `answers` priced and finalized, as the journey leaves a quote on the payment page. */
export async function createFinalizedQuote(
  app: App,
  answers: Quote,
): Promise<{ quote: Quote; quoteKey: string }> {
  const quote = await createQuote(app, answers);
  return { quote, quoteKey: await finalizeQuote(app, quote) };
}
