import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { defineContract } from './define-contract.ts';

// §4.4 / §7.2: a price-comparison arrival exchanges its single-use token for a quote.

// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const AggregatorTokenRequestSchema = z.strictObject({
  // Ours are 43 characters (32 random bytes, base64url); bounded as every token a stranger sends.
  aggToken: z
    .string()
    .min(1)
    .max(100)
    .describe('Single-use click-through token from the comparison site'),
});
export type AggregatorTokenRequest = z.infer<typeof AggregatorTokenRequestSchema>;

/**
 * §8: what the exchange of a token for a bought quote puts in error.message, as JSON text: the
 * policy number, or null while the purchase has not issued one yet (docs/decisions/026); and the
 * quote's source of business, so the purchased page gives the comparison site's number (decision
 * 056): the web holds no quote then.
 */
export const AlreadyPurchasedSchema = z.object({
  policyNumber: z.string().min(1).nullable(),
  sourceOfBusiness: z.string().min(1).nullable(),
});
export type AlreadyPurchased = z.infer<typeof AlreadyPurchasedSchema>;

export const aggregatorTokenContract = defineContract({
  method: 'POST',
  path: '/v1/aggregator/token',
  summary: 'Exchange an aggregator token for its quote (§4.4)',
  tags: ['aggregator'],
  body: AggregatorTokenRequestSchema,
  response: {
    200: QuoteSchema,
    // §8: when the policy is already bought, error.message is JSON text with a policyNumber key.
    400: ApiErrorSchema,
    // An unknown token and an expired one get the same answer: it tells a guesser nothing.
    404: ApiErrorSchema,
    // The caller is trying too often (per client address, as for retrieve).
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const AGGREGATOR_CONTRACTS = [aggregatorTokenContract] as const;
