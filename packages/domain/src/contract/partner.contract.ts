import { z } from 'zod';
import { PRODUCT_IDENTIFIERS } from '../reference-data/tiers.ts';
import { PersonSchema } from '../risk/person.schema.ts';
import { RiskSchema } from '../risk/risk.schema.ts';
import { VehicleSchema } from '../risk/vehicle.schema.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { IsoDateSchema, IsoDateTimeSchema } from '../shared/dates.ts';
import { defineContract } from './define-contract.ts';

// Decision 057: the comparison sites' own versioned surface, /partner/v1. A site authenticates with
// its API key (Authorization: Bearer …), sends a risk in our canonical shape under its own request
// id, and is answered, for each tier we will sell, the prices, the monthly terms, the excess, what
// is included and a landing link into our journey.

const PARTNER_TAG = 'partner';

/** Every auth failure answers this, whatever went wrong, so an answer tells a guesser nothing. */
export const PARTNER_UNAUTHORIZED_MESSAGE =
  'The request must carry a valid API key: Authorization: Bearer <key>.';
export const PARTNER_QUOTE_NOT_FOUND_MESSAGE = 'No quote request with this id.';
export const PARTNER_REQUEST_ID_REUSED_MESSAGE =
  'This requestId was already used with a different body. Send a new requestId for a new request.';
export const PARTNER_QUOTA_EXCEEDED_MESSAGE =
  'The daily quota of quote requests is used up. It starts again at midnight UK time.';
/** Customer-neutral words for a risk we decline: no reason, no personal data. */
export const PARTNER_DECLINED_MESSAGE = 'We cannot offer this customer a price online.';
/** ...and for one we refer: we must check something with the customer ourselves. */
export const PARTNER_REFERRED_MESSAGE =
  'We need to talk to this customer before we can offer a price. They can call us.';

/** The site's own id for a request: its retries send it again (decision 057 item 3). */
export const PartnerRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 characters of A-Z a-z 0-9 . _ : -')
  .describe("The site's own id for this request; a retry with the same id gets the same answer");

/**
 * What the engine needs to price (decision 057): the proposer's date of birth and the van's value.
 * Every other answer is optional; an answer not sent is priced with the engine's neutral default
 * and stays unanswered on the quote, so the journey asks it before anything can be bought.
 */
export const PartnerRiskSchema = RiskSchema.extend({
  proposer: PersonSchema.extend({ dateOfBirth: IsoDateSchema }),
  vehicles: z
    .array(VehicleSchema.extend({ value: z.number().positive().describe('Pounds') }))
    .min(1)
    .max(1)
    .describe('The van: its value is needed to price it'),
}).describe(
  'Our canonical risk, as PUT /v1/quote takes it. Required: proposer.dateOfBirth and vehicles[0].value; ' +
    'everything else is optional. An answer not sent is priced as the engine defaults it (no claims, no ' +
    'convictions and no no-claims discount declared, a full UK licence held since 17, the average ' +
    'annual mileage, the van kept at the home postcode, cover starting today) and is asked of ' +
    'the customer when they arrive: unansweredQuestions lists them. sourceOfBusiness is ignored: the ' +
    'source of business is always the authenticated site.',
);

export const PartnerQuoteRequestSchema = z.strictObject({
  requestId: PartnerRequestIdSchema,
  risk: PartnerRiskSchema,
  requestedOpexCodes: z
    .array(z.string().max(20))
    .max(20)
    .optional()
    .describe('Optional extras to price with, e.g. BDV2O'),
});
export type PartnerQuoteRequest = z.infer<typeof PartnerQuoteRequestSchema>;

const PoundsSchema = z.number().nonnegative().describe('Pounds');

export const PartnerTierSchema = z.object({
  tier: z.enum(PRODUCT_IDENTIFIERS),
  name: z.string().describe("The tier's product name"),
  annualPrice: PoundsSchema.describe('Paid in full for the year, pounds'),
  monthly: z
    .object({
      deposit: PoundsSchema,
      instalmentCount: z.number().int().positive(),
      instalmentAmount: PoundsSchema,
      apr: z.number().nonnegative().describe('Representative APR, percent'),
      interestRate: z.number().nonnegative().describe('Fixed interest rate a year, percent'),
      totalPayable: PoundsSchema,
    })
    .optional()
    .describe('Absent when paying monthly is not offered for this tier'),
  excess: z.object({ compulsory: PoundsSchema, voluntary: PoundsSchema, total: PoundsSchema }),
  included: z
    .array(z.object({ code: z.string(), description: z.string() }))
    .describe('The extras included with this tier'),
  landingUrl: z
    .url()
    .describe("Our journey, at this quote with this tier chosen: the customer's link"),
});
export type PartnerTier = z.infer<typeof PartnerTierSchema>;

export const PartnerQuoteAnswerSchema = z.object({
  requestId: PartnerRequestIdSchema,
  quoteReference: z.string().describe('Our quote reference, as the customer sees it'),
  outcome: z.enum(['priced', 'declined', 'referred']),
  expiresAt: IsoDateTimeSchema.describe('The last moment the quote, and its links, may be used'),
  tiers: z.array(PartnerTierSchema).describe('Empty unless priced'),
  unansweredQuestions: z
    .array(z.string())
    .describe('What the customer will be asked on arrival, in their words, before they can buy'),
  message: z.string().optional().describe('For a decline or referral, in neutral words'),
});
export type PartnerQuoteAnswer = z.infer<typeof PartnerQuoteAnswerSchema>;

const EligibilityRuleSchema = z.object({ code: z.string(), rule: z.string() });

export const PartnerEligibilitySchema = z.object({
  tariffVersion: z.string(),
  rules: z.array(EligibilityRuleSchema),
  limits: z.object({
    minDriverAge: z.number(),
    maxDriverAge: z.number(),
    maxVanValue: z.number(),
    maxVanAgeYears: z.number(),
    maxGrossWeightTonnes: z.number(),
    maxElectricGrossWeightTonnes: z.number(),
    excludedPostcodeAreas: z.array(z.string()),
    excludedVanUses: z.array(z.string()),
    excludedLicenceKinds: z.array(z.string()),
    maxCoverStartDaysAhead: z.number(),
  }),
});
export type PartnerEligibility = z.infer<typeof PartnerEligibilitySchema>;

const authorization = z.object({
  authorization: z.string().max(500).optional().describe("Bearer <the site's API key>"),
});

export const partnerQuoteContract = defineContract({
  method: 'POST',
  path: '/partner/v1/quotes',
  summary: 'Price a risk for a comparison site (decision 057)',
  tags: [PARTNER_TAG],
  headers: authorization,
  body: PartnerQuoteRequestSchema,
  response: {
    200: PartnerQuoteAnswerSchema,
    400: ApiErrorSchema,
    // Missing, malformed, wrong, expired or revoked key, or a revoked site: one answer for all.
    401: ApiErrorSchema,
    // RequestIdReused: the same requestId with another body.
    409: ApiErrorSchema,
    // OutsideEligibility (each rule failed, in the message), or a cover start we cannot sell.
    422: ApiErrorSchema,
    // TooManyRequests (per minute, Retry-After) or QuotaExceeded (per UK day).
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const partnerQuoteAgainContract = defineContract({
  method: 'GET',
  path: '/partner/v1/quotes/:requestId',
  summary: "The answer to one of the site's own quote requests, again",
  tags: [PARTNER_TAG],
  headers: authorization,
  params: z.object({ requestId: PartnerRequestIdSchema }),
  response: {
    200: PartnerQuoteAnswerSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    // Unknown, and another site's: the same answer.
    404: ApiErrorSchema,
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const partnerEligibilityContract = defineContract({
  method: 'GET',
  path: '/partner/v1/eligibility',
  summary: 'The rules a risk must meet to be priced, as data, for the site’s own pre-filter',
  tags: [PARTNER_TAG],
  headers: authorization,
  response: {
    200: PartnerEligibilitySchema,
    401: ApiErrorSchema,
    429: ApiErrorSchema,
    500: ApiErrorSchema,
  },
});

export const PARTNER_CONTRACTS = [
  partnerQuoteContract,
  partnerQuoteAgainContract,
  partnerEligibilityContract,
] as const;
