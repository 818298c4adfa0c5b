import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { RetrievalKeySchema } from '../retrieval/retrieval-key.schema.ts';
import { RiskSchema } from '../risk/risk.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.2: the calls keyed by the retrieval key.

export const SendEmailResponseSchema = z.object({ sent: z.literal(true) });
export type SendEmailResponse = z.infer<typeof SendEmailResponseSchema>;

/** §7.2: finalize returns the key the payment step needs (stored as quoteKey, §3.12). */
export const FinalizeResponseSchema = z.object({ quoteKey: z.string().min(1) });
export type FinalizeResponse = z.infer<typeof FinalizeResponseSchema>;

export const retrieveQuoteContract = defineContract({
  method: 'POST',
  path: '/v1/retrieve',
  summary:
    'Retrieve a saved quote by quote reference, postcode, date of birth and last name (§4.4)',
  tags: ['retrieval'],
  body: RetrievalKeySchema,
  // 404 covers both "no such quote" and "details do not match": the response must not tell which.
  // 429: the reference is locked after 5 failed tries, or the caller is trying too often.
  response: {
    200: QuoteSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const sendEmailContract = defineContract({
  method: 'POST',
  path: '/v1/sendEmail',
  summary: "E-mail the quote to the proposer (§7.2); failure shows 'Email could not be sent.'",
  tags: ['retrieval', 'email'],
  body: RetrievalKeySchema,
  // 404 and 429 as for retrieve (the same key check); 422 EmailNotSent: the quote has no usable
  // e-mail address or no prices to send.
  response: {
    200: SendEmailResponseSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    422: ApiErrorSchema,
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

/**
 * §7.2 finalize: the retrieval key, (decision 044) the version of the demands-and-needs
 * statement check-your-details showed, and (decision 051) the answers the customer holds: a
 * version other than the one in use, or answers other than the ones last priced, are refused.
 */
export const FinalizeRequestSchema = RetrievalKeySchema.extend({
  demandsAndNeedsVersion: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('DEMANDS_AND_NEEDS_VERSION of the statement shown (decision 044)'),
  heldRisk: RiskSchema.optional().describe(
    "The risk of the quote the customer holds (decision 051): compared with the priced event's, never stored",
  ),
});
export type FinalizeRequest = z.infer<typeof FinalizeRequestSchema>;

export const finalizeContract = defineContract({
  method: 'POST',
  path: '/v1/finalize',
  summary: 'Finalize the quote for payment and return its quoteKey (§7.2)',
  tags: ['retrieval', 'payment'],
  body: FinalizeRequestSchema,
  response: {
    200: FinalizeResponseSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const RETRIEVAL_CONTRACTS = [
  retrieveQuoteContract,
  sendEmailContract,
  finalizeContract,
] as const;
