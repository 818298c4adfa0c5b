import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates.ts';
import { QUOTE_REFERENCE_FORMAT_MESSAGE } from '../shared/messages.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { RiskSchema } from '../risk/risk.schema.ts';
import { TopUpPaymentSchema } from '../quote/quote.schema.ts';
import { OfferProofSchema } from '../offers/offer.schema.ts';

/**
 * The longest group of digits a quote reference may have. Ours are 5-5-5 (newWebReference) and
 * §5.2's other example is 1234-123456-1234; 8 leaves room for either form without letting a
 * stranger's 3,000 digits reach a database index (decision 034 item 3).
 */
export const WEB_REFERENCE_GROUP_MAX_DIGITS = 8;
/** The longest quote reference: three full groups and two hyphens (26 characters). */
export const WEB_REFERENCE_MAX_LENGTH = 3 * WEB_REFERENCE_GROUP_MAX_DIGITS + 2;

/** Our own references' groups (newWebReference): 5-5-5, the only shape a run of digits is split into. */
const OWN_GROUP_DIGITS = 5;
const OWN_REFERENCE_UNSEPARATED = /^\d{15}$/;
/**
 * What a customer may type between the groups: spaces (any kind) and any dash (hyphen, en and em
 * dashes, minus sign, the full-width and small hyphen-minus), in runs.
 */
const SEPARATORS = /[\s\p{Dash_Punctuation}\u2212\uFE63\uFF0D]+/gu;

/**
 * A quote reference as the customer typed it, written the one way the service holds it (issue 18
 * item 4): spaces and dashes of any kind between the groups become one hyphen, and 15 digits
 * typed without separators are split as our 5-5-5 references are. Anything else is returned
 * as it is, for WebReferenceSchema to refuse (a run of digits of another length cannot be split
 * with certainty).
 */
export function normaliseWebReference(typed: string): string {
  const joined = typed.replace(SEPARATORS, '-').replace(/^-+|-+$/g, '');
  if (OWN_REFERENCE_UNSEPARATED.test(joined)) {
    return [0, 1, 2]
      .map((group) => joined.slice(group * OWN_GROUP_DIGITS, (group + 1) * OWN_GROUP_DIGITS))
      .join('-');
  }
  return joined;
}

/**
 * §5.2: a quote reference is 3 groups of 1 to 8 digits separated by hyphens, read however it is
 * typed (normaliseWebReference), so the web and the server agree on what a loosely typed
 * reference means. `overwrite` keeps the schema's type a string (and its JSON Schema).
 */
export const WebReferenceSchema = z
  .string()
  // abort: an over-long reference is told once, not again by the pattern below. Spaces typed
  // around each group are allowed for before the reference is normalised.
  .max(2 * WEB_REFERENCE_MAX_LENGTH, { message: QUOTE_REFERENCE_FORMAT_MESSAGE, abort: true })
  .overwrite(normaliseWebReference)
  .max(WEB_REFERENCE_MAX_LENGTH, { message: QUOTE_REFERENCE_FORMAT_MESSAGE, abort: true })
  .regex(/^\d{1,8}-\d{1,8}-\d{1,8}$/, QUOTE_REFERENCE_FORMAT_MESSAGE)
  .describe('Quote reference, e.g. 00000-00000-00000 (§5.2): 3 groups of 1 to 8 digits');

/** §3.10: what a customer gives to get a saved quote back; also the key of sendEmail and finalize. */
// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const RetrievalKeySchema = z.strictObject({
  webReference: WebReferenceSchema,
  postcode: z.string().min(1).max(10),
  dateOfBirth: IsoDateSchema,
  lastName: z.string().min(1).max(FIELD_LIMITS.lastName.maxLength),
});
export type RetrievalKey = z.infer<typeof RetrievalKeySchema>;

/**
 * §3.10 / §7.4: the policy wrap-up request has the retrieval key's fields, and (decision 034 item 4)
 * the quoteKey the payment was made under when the journey holds it: with it the wrap-up is
 * authorised by what the payment step proved, never stopped by a retrieve lock-out.
 */
export const WrapUpRequestSchema = RetrievalKeySchema.extend({
  quoteKey: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('From finalize (§3.12): the key the payment was made under'),
}).describe('Policy wrap-up request (§7.4)');
export type WrapUpRequest = z.infer<typeof WrapUpRequestSchema>;

/** §7.4: a response without a token counts as an error (§8), so both are required. */
export const WrapUpResponseSchema = z.object({
  token: z.string().min(1),
  policyNumber: z.string().min(1),
});
export type WrapUpResponse = z.infer<typeof WrapUpResponseSchema>;

/** §7.2: the update-quote body, built from the quote, the retrieval key and the opex codes. */
// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const UpdateQuoteRequestSchema = z.strictObject({
  retrievalKey: RetrievalKeySchema,
  riskData: RiskSchema,
  requestedOpexCodes: z
    .array(z.string())
    .describe('§4.4: distinct applied codes, none ending in I'),
  payment: TopUpPaymentSchema,
  // Decision 033 item 3: a proof for the offer code; a proof verified earlier for the same code holds.
  offerProof: OfferProofSchema.optional(),
});
export type UpdateQuoteRequest = z.infer<typeof UpdateQuoteRequestSchema>;
