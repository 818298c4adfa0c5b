import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { QuoteRequestSchema } from '../risk/risk.schema.ts';
import { UpdateQuoteRequestSchema } from '../retrieval/retrieval-key.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.2 quote service: create and update. A decline is a 200 with noAvailableProducts true (§4.4);
// 500 sends the web to service-unavailable (§7.1).

export const createQuoteContract = defineContract({
  method: 'PUT',
  path: '/v1/quote',
  summary: 'Create a direct quote from a risk (§7.2)',
  tags: ['quote'],
  body: QuoteRequestSchema,
  headers: z.object({
    'idempotency-key': z
      .uuid()
      .optional()
      .describe(
        'One key per quote the customer asks for: a retry with the same key answers the quote first created, never a second one',
      ),
  }),
  // 429: the client has asked for too many quotes this hour (Retry-After says when to try again).
  response: { 200: QuoteSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 500: ApiErrorSchema },
});

export const updateQuoteContract = defineContract({
  method: 'POST',
  path: '/v1/quote',
  summary: 'Re-price a quote after a change of extras, excess or protected NCD (§4.4, §7.2)',
  tags: ['quote'],
  body: UpdateQuoteRequestSchema,
  response: {
    200: QuoteSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const QUOTE_CONTRACTS = [createQuoteContract, updateQuoteContract] as const;
