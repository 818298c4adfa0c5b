import { z } from 'zod';
import { OfferProofSchema } from '../offers/offer.schema.ts';
import { IsoDateOrDateTimeSchema, IsoDateSchema } from '../shared/dates.ts';
import { DOCUMENT_DELIVERY_METHODS } from '../reference-data/enumerations.ts';
import { PersonSchema } from './person.schema.ts';
import { VehicleSchema } from './vehicle.schema.ts';

/**
 * §3.6: an underwriting answer. Answers are Y/N flags, numbers or codes, always as text, and ''
 * until answered (§3.13).
 */
export const DuqAnswerSchema = z.object({
  questionNumber: z.number().int().describe('duq number (§9.10)'),
  answer: z.string().describe("Y/N, a number or a code; '' until answered"),
});
export type DuqAnswer = z.infer<typeof DuqAnswerSchema>;

/** §3.6 / §9.8: a userfield answer, e.g. CLMKTING Y, LICENCE, AFFIDON. */
export const UserfieldAnswerSchema = z.object({
  questionCode: z.string(),
  answer: z.string(),
});
export type UserfieldAnswer = z.infer<typeof UserfieldAnswerSchema>;

export const NoClaimsDiscountSchema = z.object({
  years: z.number().int().nonnegative().optional(),
  protected: z.boolean().optional(),
  appliedToAnotherVehicle: z.boolean().optional(),
});
export type NoClaimsDiscount = z.infer<typeof NoClaimsDiscountSchema>;

/** §3.6 / §4.7: set only when NCD years > 0, with type GV and expiryDate equal to the cover start. */
export const PreviousInsuranceMotorSchema = z.object({
  type: z.string().optional().describe('GV (§9.7)'),
  expiryDate: IsoDateSchema.optional(),
  noClaimsDiscount: NoClaimsDiscountSchema.optional(),
  previousNCDProtected: z.boolean().optional(),
});
export type PreviousInsuranceMotor = z.infer<typeof PreviousInsuranceMotorSchema>;

/** §3.6 / §4.7: previous driving experience; type BLANK when NCD years is 0. */
export const DrivingExperienceSchema = z.object({
  type: z.string().optional().describe('Previous Experience code, or BLANK'),
  yearsClaimFree: z.number().int().nonnegative().optional(),
});
export type DrivingExperience = z.infer<typeof DrivingExperienceSchema>;

export const DocumentDeliveryMethodSchema = z.enum(DOCUMENT_DELIVERY_METHODS);

/** §3.6: everything that is rated. Only the first vehicle is used. */
export const RiskSchema = z.object({
  proposer: PersonSchema,
  additionalInsuredPersons: z.array(PersonSchema).optional(),
  affinity: z.string().optional().describe('Brand affinity code (§9.2)'),
  sourceOfBusiness: z
    .string()
    .optional()
    .describe(
      "'Website' or empty for direct; 115, 102, 104, 105, 114 for comparison sites (§4.10)",
    ),
  policyTypeCode: z.string().optional().describe('GV'),
  frequency: z.string().optional().describe('PlcyAnnual'),
  preferredDeliveryMethod: DocumentDeliveryMethodSchema.optional().describe('Default Print'),
  quoteDate: IsoDateOrDateTimeSchema.optional(),
  quoteType: z.string().optional(),
  renewalDate: IsoDateOrDateTimeSchema.optional(),
  startDate: IsoDateOrDateTimeSchema.optional().describe('Cover start'),
  endDate: IsoDateOrDateTimeSchema.optional(),
  policyInceptionDate: IsoDateOrDateTimeSchema.optional(),
  volXS: z.number().nonnegative().optional().describe('Voluntary excess, pounds'),
  drivingRestriction: z.string().optional().describe('e.g. INSONLY'),
  duqAnswers: z.array(DuqAnswerSchema).optional(),
  userfieldAnswers: z.array(UserfieldAnswerSchema).optional(),
  vehicles: z.array(VehicleSchema).optional().describe('Only the first is used'),
  previousInsuranceMotor: PreviousInsuranceMotorSchema.optional(),
  drivingExperience: DrivingExperienceSchema.optional(),
  totalAnnualMileage: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Not sent on a direct quote (§5.5)'),
  businessAnnualMileage: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Not sent on a direct quote (§5.5)'),
});
export type Risk = z.infer<typeof RiskSchema>;

/** §3.6 / §9.2: the create-quote request envelope around a risk. */
// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const QuoteRequestSchema = z.strictObject({
  context: z.object({
    schemeGroup: z.string().describe('GVWEB1'),
    branchCode: z.string().describe('DFLTBR'),
  }),
  fsaSaleType: z.string().describe('NON-ADV (non-advised sale)'),
  maxNumToStore: z.number().int().positive(),
  requestedOpexCodes: z.array(z.string()).describe('Optional extension codes to price with'),
  requestedQuoteGrade: z.string().describe('GUARANTEED'),
  storage: z.string().describe('SHORTTERM'),
  risk: RiskSchema,
  // Decision 033 item 3: the proof for the AFFIDON offer code, kept beside the risk, never in it.
  offerProof: OfferProofSchema.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
