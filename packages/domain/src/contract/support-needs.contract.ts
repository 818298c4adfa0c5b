import { z } from 'zod';
import { SupportNeedsAnswerSchema } from '../forms/support-needs.form.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { defineContract } from './define-contract.ts';

// Decision 047: the optional support-needs answer, sent after finalize with the quoteKey (never in
// the URL; bodies are never logged). Nothing is kept without consent to the current wording: the
// answer says so, and the web tells the customer to call us instead.
export const SupportNeedsRequestSchema = SupportNeedsAnswerSchema.extend({
  quoteKey: z.string().min(1).max(100).describe('From finalize (§3.12)'),
});
export type SupportNeedsRequest = z.input<typeof SupportNeedsRequestSchema>;

export const SupportNeedsResponseSchema = z.object({
  kept: z.boolean().describe('Whether the answer was stored (only with consent)'),
  footnote: z
    .string()
    .optional()
    .describe('When documents in another format were asked for: what the documents will say'),
});
export type SupportNeedsResponse = z.infer<typeof SupportNeedsResponseSchema>;

export const supportNeedsContract = defineContract({
  method: 'POST',
  path: '/v1/supportNeeds',
  summary: 'Keep what extra help the customer needs, with their consent (FCA FG21/1)',
  tags: ['quote'],
  body: SupportNeedsRequestSchema,
  // 400 PolicyAlreadyPurchased, 404 QuoteMissing, 410 QuoteExpired.
  response: {
    200: SupportNeedsResponseSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const SUPPORT_NEEDS_CONTRACTS = [supportNeedsContract] as const;
