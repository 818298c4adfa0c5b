import { z } from 'zod';

// Decision 033 item 3: an offer code (§9.8) gives its discount only with its proof. The proof travels
// beside the risk, never inside it: it is evidence for the code, not an answer the tariff rates.

/** A membership or staff number as people write them: letters, digits, spaces and hyphens. */
const ReferenceNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'must be letters and numbers only');

/**
 * What the customer (or the app channel) gives to prove an offer code: the membership number of
 * the scheme a member code belongs to, the staff number for STAFF, or the app's signed claim for
 * APPDISCOUNT. Only the one the code needs is used.
 */
export const OfferProofSchema = z
  .strictObject({
    membershipNumber: ReferenceNumberSchema.optional().describe(
      'For a member code (50APPMEMBER, {brand}CARXS, AUTOCENTRE, CARSXS): the membership number',
    ),
    staffNumber: ReferenceNumberSchema.optional().describe('For STAFF: the staff number'),
    appClaim: z
      .string()
      .max(1024)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a claim issued by the app')
      .optional()
      .describe('For APPDISCOUNT: the signed claim the app channel issues'),
  })
  .describe('Proof for the offer code in the AFFIDON answer (§9.8)');
export type OfferProof = z.infer<typeof OfferProofSchema>;

/** The kind of proof an offer code needs, by the OfferProof field that carries it. */
export const OFFER_PROOF_KINDS = ['membershipNumber', 'staffNumber', 'appClaim'] as const;
export type OfferProofKind = (typeof OFFER_PROOF_KINDS)[number];

/** Why an offer code gave no discount. */
export const OFFER_NOT_APPLIED_REASONS = [
  'UNKNOWN_CODE',
  'PROOF_MISSING',
  'PROOF_NOT_CONFIRMED',
  'CHECK_UNAVAILABLE',
] as const;
export type OfferNotAppliedReason = (typeof OFFER_NOT_APPLIED_REASONS)[number];

/** What the quote service decided about the customer's offer code, as the Quote answers it. */
export const OfferDecisionSchema = z
  .object({
    code: z.string().describe('The offer code as given in the AFFIDON answer, upper case'),
    applied: z.boolean().describe('true: the price includes the code’s discount'),
    proofNeeded: z.enum(OFFER_PROOF_KINDS).optional().describe('The proof this code needs'),
    reason: z.enum(OFFER_NOT_APPLIED_REASONS).optional().describe('Why it was not applied'),
    message: z.string().optional().describe('Why it was not applied, in the customer’s words'),
    proofReference: z
      .string()
      .optional()
      .describe('The verified proof, e.g. MEMBER:AUTOCENTRE:0001 (never the whole number)'),
  })
  .describe('The offer code decision');
export type OfferDecision = z.infer<typeof OfferDecisionSchema>;
