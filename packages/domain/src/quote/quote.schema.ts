import { z } from 'zod';
import { IsoDateOrDateTimeSchema, IsoDateSchema, IsoDateTimeSchema } from '../shared/dates.ts';
import { PayMethodTypeSchema } from '../payment/payment.schema.ts';
import { OfferDecisionSchema } from '../offers/offer.schema.ts';
import { RiskSchema } from '../risk/risk.schema.ts';
import { ProductIdentifierSchema, ResultSchema } from './result.schema.ts';

/** §3.1: driver index as a key: '0' the main driver, 'n' additional driver n-1. */
const DriverIndexKeySchema = z.string().regex(/^(0|[1-9]\d*)$/);

/**
 * §3.1: excesses per claim type for one driver on one tier, pounds. MALICIOUS_DAMAGE and LOCK_KEYS
 * are optional: one reading of the spec lists only the other four.
 */
export const ExcessPricesEntrySchema = z.object({
  ACCIDENT_DAMAGE: z.number(),
  MALICIOUS_DAMAGE: z.number().optional(),
  FIRE_THEFT: z.number(),
  LOCK_KEYS: z.number().optional(),
  WINDSCREEN_REPAIR: z.number(),
  WINDSCREEN: z.number(),
});
export type ExcessPricesEntry = z.infer<typeof ExcessPricesEntrySchema>;

export const TopUpVanSchema = z.object({
  shouldAskPartTimeOccupation: z.boolean().optional().describe('§2.2: guards part-time-occupation'),
  shouldAskPolicyStartDate: z.boolean().optional().describe('§4.2: start at cover-details'),
});
export type TopUpVan = z.infer<typeof TopUpVanSchema>;

/** §3.1 / §4.8: the customer's payment choice, sent back with every update (§7.2). */
export const TopUpPaymentSchema = z.object({
  consentToAutoRenew: z.boolean().optional(),
  selectedPaymentMethod: PayMethodTypeSchema.optional(),
});
export type TopUpPayment = z.infer<typeof TopUpPaymentSchema>;

/** §3.1: extra data alongside the policy. Maps keyed by tier hold only the tiers offered. */
export const TopUpSchema = z.object({
  van: TopUpVanSchema.optional(),
  payment: TopUpPaymentSchema.optional(),
  excessPrices: z
    .partialRecord(ProductIdentifierSchema, z.record(DriverIndexKeySchema, ExcessPricesEntrySchema))
    .optional()
    .describe('By productIdentifier, then driver index (0 = main driver)'),
  totalAmountOfCredit: z.partialRecord(ProductIdentifierSchema, z.number()).optional(),
  monthlyAmountForOptionalExtension: z
    .partialRecord(ProductIdentifierSchema, z.record(z.string(), z.number()))
    .optional()
    .describe('By productIdentifier, then extension code'),
  offer: OfferDecisionSchema.optional().describe(
    'The AFFIDON offer code and whether its proof earned the discount',
  ),
});
export type TopUp = z.infer<typeof TopUpSchema>;

/** §3.3: one version of the policy: a risk and, once priced, its result for one tier. */
export const EventSchema = z.object({
  link: z.string().optional().describe('/api/v1/policies/{webReference}/events/{eventRef} (§7.5)'),
  policyEventReference: z.string().optional().describe("'002' and so on"),
  isCurrentEvent: z.boolean().optional(),
  createdByProcess: z.string().optional(),
  resultStatus: z.string().optional().describe('e.g. Offered'),
  riskStartDate: IsoDateOrDateTimeSchema.optional(),
  riskEndDate: IsoDateOrDateTimeSchema.optional(),
  riskQuoteDate: IsoDateOrDateTimeSchema.optional(),
  premiumMaxDiscounted: z.number().optional(),
  result: ResultSchema.optional(),
  risk: RiskSchema,
});
export type Event = z.infer<typeof EventSchema>;

export const RenewalInformationSchema = z.object({
  autoRenewal: z.boolean().optional(),
  previousPaymentMethod: z.object({ type: z.string().optional() }).optional(),
});
export type RenewalInformation = z.infer<typeof RenewalInformationSchema>;

/** §3.2: the policy (a quote until bought). */
export const PolicySchema = z.object({
  webReference: z.string().describe("Quote reference; 'directQuote' until created (§4.4)"),
  policyReference: z.string().optional(),
  link: z.string().optional().describe('/api/v1/policies/{webReference} (§7.5)'),
  policyType: z.string().optional().describe('e.g. GV'),
  fsaSaleType: z.string().optional(),
  sourceOfBusiness: z.string().optional(),
  status: z.string().optional().describe('e.g. Quote'),
  consentToAutoRenew: z.boolean().optional(),
  startDate: IsoDateSchema.optional(),
  endDate: IsoDateTimeSchema.optional(),
  expiryDate: IsoDateTimeSchema.optional(),
  inceptionDate: IsoDateTimeSchema.optional(),
  renewalDate: IsoDateTimeSchema.optional(),
  eventCurrent: EventSchema,
  eventsRelated: z.array(EventSchema).optional().describe('One event per tier'),
  remainingUploads: z.number().int().nonnegative().optional(),
  renewalInformation: RenewalInformationSchema.optional(),
});
export type Policy = z.infer<typeof PolicySchema>;

/** §3.1: the quote as held by the web and returned by every quote call. */
export const QuoteSchema = z.object({
  noAvailableProducts: z.boolean().describe('true: the quote is declined (§4.4)'),
  policy: PolicySchema,
  topUp: TopUpSchema.optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;
