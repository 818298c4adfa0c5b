import { z } from 'zod';
import { PRODUCT_IDENTIFIERS } from '../reference-data/tiers.ts';
import { INSTALMENT_TYPE_DIRECT_DEBIT } from '../reference-data/enumerations.ts';
import { PayMethodTypeSchema } from '../payment/payment.schema.ts';
import { IsoDateOrDateTimeSchema } from '../shared/dates.ts';

// §3.4-§3.5: the priced result of one event (one tier). Every field is optional because a quote
// being built in the browser carries a result holding only productIdentifier (§3.13), and because
// a declined or referred result leaves most of it out.

/** §3.5 / §4.4: the product tiers. */
export const ProductIdentifierSchema = z.enum(PRODUCT_IDENTIFIERS);
export type ProductIdentifier = z.infer<typeof ProductIdentifierSchema>;

/** §3.4: one explained line of the rating (code, words, amount). */
export const BreakdownLineSchema = z.object({
  code: z.string(),
  text: z.string(),
  value: z.number(),
});
export type BreakdownLine = z.infer<typeof BreakdownLineSchema>;

export const CalcDetailsSchema = z.object({
  algName: z.string().optional(),
  areaRating: z.string().optional(),
  breakdownLines: z.array(BreakdownLineSchema).optional(),
  qmasDate: IsoDateOrDateTimeSchema.optional(),
  qmasSeqNo: z.number().int().optional(),
  quotesEngineVersion: z.string().optional(),
  rtpFlexedInstalments: z.boolean().optional(),
  rtpFlexedOpexes: z.boolean().optional(),
  rtpRulesetName: z.string().optional(),
  rtpStatus: z.string().optional(),
});
export type CalcDetails = z.infer<typeof CalcDetailsSchema>;

/** §3.4: a monthly credit plan. Amounts in pounds; percentages as numbers (26.9 means 26.9 %). */
export const InstalmentPlanSchema = z.object({
  aprRateNewInstruction: z.number().optional(),
  aprRateStored: z.number().optional(),
  depositAmountFee: z.number().optional(),
  depositAmountTotal: z.number().optional(),
  instalmentType: z
    .string()
    .optional()
    .describe(`${INSTALMENT_TYPE_DIRECT_DEBIT} (direct debit), §3.4`),
  interestAmountFlatFee: z.number().optional(),
  interestAmountTotal: z.number().optional(),
  interestPercentage: z.number().optional(),
  paymentAmountNormal: z.number().optional(),
  paymentAmountVaried: z.number().optional(),
  paymentCountNormal: z.number().int().optional(),
  paymentCountTotal: z.number().int().optional(),
  paymentFrequency: z.string().optional().describe('OneMonth, §3.4'),
  paymentVariedFirst: z.boolean().optional().describe('The varied payment comes first'),
  paymentVariedLast: z.boolean().optional().describe('The varied payment comes last'),
  schemeCode: z.string().optional(),
  totalPayable: z.number().optional(),
});
export type InstalmentPlan = z.infer<typeof InstalmentPlanSchema>;

/** §3.4: a broker or insurer load (true) or discount (false) on the premium. */
export const LoadDiscountSchema = z.object({
  load: z.boolean().optional().describe('true for a load, false for a discount'),
  amount: z.number().optional(),
  amountSigned: z.number().optional(),
  percent: z.number().optional(),
  percentSigned: z.number().optional(),
});
export type LoadDiscount = z.infer<typeof LoadDiscountSchema>;

export const PremiumDetailsSchema = z.object({
  totalPayable: z.number().optional().describe('Annual price (§9.3 yearly figure)'),
  feeBroker: z.number().optional(),
  feeInsurer: z.number().optional(),
  iptAmount: z.number().optional(),
  iptRatePercent: z.number().optional(),
  loadDiscountBroker: LoadDiscountSchema.optional(),
  loadDiscountInsurer: LoadDiscountSchema.optional(),
  nettRated: z.number().optional(),
  premiumBook: z.number().optional(),
  premiumInsurer: z.number().optional(),
  isDecline: z.boolean().optional(),
  premiumMaxDiscounted: z.number().optional(),
  maxDiscountedPremium: z.number().optional(),
  premiumAlg: z.number().optional(),
  premiumProvisional: z.number().optional(),
  protectedNCDImpliedPrice: z.number().optional(),
});
export type PremiumDetails = z.infer<typeof PremiumDetailsSchema>;

/** §3.4 / §7.5: wrapUp purchases this event; quoteStore creates further proposals. */
export const AvailableActionSchema = z.object({
  action: z.enum(['wrapUp', 'quoteStore']),
  info: z.string().optional(),
  link: z
    .string()
    .optional()
    .describe('e.g. /api/v1/policies/{webReference}/proposals/{eventRef} (§7.5)'),
  method: z.string().optional().describe('HTTP method of link'),
});
export type AvailableAction = z.infer<typeof AvailableActionSchema>;

export const AvailablePayMethodSchema = z.object({
  type: PayMethodTypeSchema,
  instalmentType: z.string().optional().describe('DD for Instalmnts (§9.13)'),
});
export type AvailablePayMethod = z.infer<typeof AvailablePayMethodSchema>;

export const ResultStatusDetailsSchema = z.object({
  availableActions: z.array(AvailableActionSchema).optional(),
  availablePayMethods: z
    .array(AvailablePayMethodSchema)
    .optional()
    .describe('§5.4: payment options are shown only if there is at least one'),
  guaranteedProduct: z.boolean().optional(),
  referredQuote: z.boolean().optional(),
  resultStatus: z.string().optional(),
});
export type ResultStatusDetails = z.infer<typeof ResultStatusDetailsSchema>;

export const InsuranceProductInformationDocumentSchema = z.object({
  documentID: z.string().optional(),
  ipidRequired: z.boolean().optional(),
  url: z.string().optional(),
});
export type InsuranceProductInformationDocument = z.infer<
  typeof InsuranceProductInformationDocumentSchema
>;

/** §3.4: an optional extension (add-on) on a result. */
export const OptionalExtensionSchema = z.object({
  code: z.string().describe('Opex code, e.g. BDV1O; codes ending in I are integrated (§4.4)'),
  description: z.string().optional(),
  amount: z.number().optional(),
  amountSigned: z.number().optional(),
  includedInInstalments: z.boolean().optional(),
  status: z.string().optional().describe('e.g. ADDED_AT_QUOTE'),
  compulsory: z
    .boolean()
    .optional()
    .describe('§9.5: compulsory applied extras are shown as included'),
  insuranceProductInformationDocument: InsuranceProductInformationDocumentSchema.optional(),
});
export type OptionalExtension = z.infer<typeof OptionalExtensionSchema>;

export const AllOptionalExtensionsSchema = z.object({
  appliedOptionalExtensions: z.array(OptionalExtensionSchema).optional(),
  availableOptionalExtensions: z.array(OptionalExtensionSchema).optional(),
});
export type AllOptionalExtensions = z.infer<typeof AllOptionalExtensionsSchema>;

/**
 * §3.5: one precis line. `text` is HTML. `code` is not in the spec's shape but §9.3 reads terms
 * by code (90EU, SWT1, SWT5, DRVI), so terms carry it.
 */
export const PrecisItemSchema = z.object({
  code: z.string().optional().describe('Term code such as 90EU or SWT1 (§9.3)'),
  text: z.string().describe('HTML'),
  extraInfo: z.string().optional(),
  status: z.enum(['NORM', 'ERRO']).describe('ERRO: show the §8 error text instead'),
});
export type PrecisItem = z.infer<typeof PrecisItemSchema>;

export const PrecisDetailsSchema = z.object({
  insurerName: z.string().optional(),
  productName: z.string().optional(),
  policySummaryUrl: z.string().optional(),
  policyDocumentUrl: z.string().optional(),
  coverLevel: PrecisItemSchema.optional(),
  drivingOtherVehicles: PrecisItemSchema.optional(),
  vehicleUse: PrecisItemSchema.optional(),
  pncdAverageDiscount: PrecisItemSchema.optional(),
  pncdStepBack: PrecisItemSchema.optional(),
  excesses: z.array(PrecisItemSchema).optional(),
  terms: z.array(PrecisItemSchema).optional(),
  endorsements: z.array(PrecisItemSchema).optional(),
});
export type PrecisDetails = z.infer<typeof PrecisDetailsSchema>;

export const InsuranceProductInformationDocSchema = z.object({
  documentID: z.string().optional(),
  url: z.string().optional(),
  guid: z.string().optional(),
  ipidRequired: z.boolean().optional(),
});
export type InsuranceProductInformationDoc = z.infer<typeof InsuranceProductInformationDocSchema>;

/** §3.5: one excess line; driver is the driver concerned ("Full excess details for {driver}"). */
export const ExcessDetailSchema = z.object({
  excessType: z.string().optional().describe('e.g. ACCIDENT_DAMAGE (§3.1 keys)'),
  policySection: z.string().optional(),
  reason: z.string().optional(),
  driver: z.string().optional(),
  value: z.number().optional().describe('Pounds'),
  isOverridden: z.boolean().optional(),
});
export type ExcessDetail = z.infer<typeof ExcessDetailSchema>;

/** §3.5: what the insurer granted for this tier. Limits and excesses in pounds. */
export const GrantedDetailsMotorSchema = z.object({
  insurerCode: z.string().optional(),
  insurerName: z.string().optional(),
  insurerShortName: z.string().optional(),
  productCode: z.string().optional().describe('e.g. BG, C3, VV, AE (§9.6)'),
  productName: z.string().optional(),
  productIdentifier: ProductIdentifierSchema.optional(),
  precisDetails: PrecisDetailsSchema.optional(),
  insuranceProductInformationDocs: z.array(InsuranceProductInformationDocSchema).optional(),
  excessDetails: z.array(ExcessDetailSchema).optional(),
  grantedVoluntaryExcess: z.number().optional(),
  compulsoryExcess: z.number().optional(),
  drivingOtherCars: z.boolean().optional(),
  drivingOtherVehicles: z.boolean().optional(),
  grantedDrivingRestrictions: z.string().optional(),
  grantedProtectedNCD: z.boolean().optional(),
  greenCardDays: z.number().int().optional(),
  audioLimit: z.number().optional(),
  contentsLimit: z.number().optional(),
  phoneLimit: z.number().optional(),
  windscreenLimit: z.number().optional(),
  authorisedRepairers: z.boolean().optional(),
  carHire: z.boolean().optional(),
  legalExpenses: z.boolean().optional(),
  replacementCar: z.boolean().optional(),
  windscreenExcess: z.number().optional(),
  grantedClassOfUse: z.string().optional(),
});
export type GrantedDetailsMotor = z.infer<typeof GrantedDetailsMotorSchema>;

export const ResultSchema = z.object({
  calcDetails: CalcDetailsSchema.optional(),
  instalmentPlans: z.array(InstalmentPlanSchema).optional(),
  premiumDetails: PremiumDetailsSchema.optional(),
  resultStatusDetails: ResultStatusDetailsSchema.optional(),
  allOptionalExtensions: AllOptionalExtensionsSchema.optional(),
  grantedDetailsMotor: GrantedDetailsMotorSchema.optional(),
});
export type Result = z.infer<typeof ResultSchema>;
