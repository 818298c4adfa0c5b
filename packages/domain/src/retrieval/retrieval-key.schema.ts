import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates.ts';
import { QUOTE_REFERENCE_FORMAT_MESSAGE } from '../shared/messages.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { RiskSchema } from '../risk/risk.schema.ts';
import { TopUpPaymentSchema } from '../quote/quote.schema.ts';
import { OfferProofSchema } from '../offers/offer.schema.ts';

/** §5.2: a quote reference is 3 groups of digits separated by hyphens. */
export const WebReferenceSchema = z
  .string()
  .regex(/^\d+-\d+-\d+$/, QUOTE_REFERENCE_FORMAT_MESSAGE)
  .describe('Quote reference, e.g. 00000-00000-00000 (§5.2)');

/** §3.10: what a customer gives to get a saved quote back; also the key of sendEmail and finalize. */
// Request bodies are strict at the top: a field we do not know is refused, not ignored (issue 4).
export const RetrievalKeySchema = z.strictObject({
  webReference: WebReferenceSchema,
  postcode: z.string().min(1).max(10),
  dateOfBirth: IsoDateSchema,
  lastName: z.string().min(1).max(FIELD_LIMITS.lastName.maxLength),
});
export type RetrievalKey = z.infer<typeof RetrievalKeySchema>;

/** §3.10 / §7.4: the policy wrap-up request has the retrieval key's fields. */
export const WrapUpRequestSchema = RetrievalKeySchema.describe('Policy wrap-up request (§7.4)');
export type WrapUpRequest = z.infer<typeof WrapUpRequestSchema>;

/** §7.4: a response without a token counts as an error (§8), so both are required. */
export const WrapUpResponseSchema = z.object({
  token: z.string().min(1),
  policyNumber: z.string().min(1),
});
export type WrapUpResponse = z.infer<typeof WrapUpResponseSchema>;

/** §7.2: the update-quote body, built from the quote, the retrieval key and the opex codes. */
// Request bodies are strict at the top: a field we do not know is refused, not ignored (issue 4).
export const UpdateQuoteRequestSchema = z.strictObject({
  retrievalKey: RetrievalKeySchema,
  riskData: RiskSchema,
  requestedOpexCodes: z
    .array(z.string())
    .describe('§4.4: distinct applied codes, none ending in I'),
  payment: TopUpPaymentSchema,
  // Issue 13 item 3: a proof for the offer code; a proof verified earlier for the same code holds.
  offerProof: OfferProofSchema.optional(),
});
export type UpdateQuoteRequest = z.infer<typeof UpdateQuoteRequestSchema>;
