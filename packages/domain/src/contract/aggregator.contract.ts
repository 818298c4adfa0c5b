import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { defineContract } from './define-contract.ts';

// §4.4 / §7.2: a price-comparison arrival exchanges its single-use token for a quote.

// Request bodies are strict at the top: a field we do not know is refused, not ignored (issue 4).
export const AggregatorTokenRequestSchema = z.strictObject({
  aggToken: z.string().min(1).describe('Single-use click-through token from the comparison site'),
});
export type AggregatorTokenRequest = z.infer<typeof AggregatorTokenRequestSchema>;

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
    404: ApiErrorSchema,
  },
});

export const AGGREGATOR_CONTRACTS = [aggregatorTokenContract] as const;
