import { z } from 'zod';
import { MetadataItemSchema } from '../reference-data/metadata-item.schema.ts';
import { DISCOUNT_TYPES } from '../reference-data/offers-and-userfields.ts';
import { ExcessDetailSchema } from './result.schema.ts';

export { MetadataItemSchema, type MetadataItem } from '../reference-data/metadata-item.schema.ts';

/** §3.11 / §7.3: the answers an underwriting question allows. */
export const DuqMetadataSchema = z.object({
  questionNumber: z.number().int().describe('duq number (§9.10)'),
  answerType: z.object({
    responseItems: z.array(MetadataItemSchema),
  }),
});
export type DuqMetadata = z.infer<typeof DuqMetadataSchema>;

export const DiscountTypeSchema = z.enum(DISCOUNT_TYPES);

/** §3.11 / §9.8: an offer code and how it discounts. */
export const OfferSchema = z.object({
  code: z.string(),
  type: DiscountTypeSchema,
});
export type Offer = z.infer<typeof OfferSchema>;

/**
 * §3.11: prices of one tier as the quote page shows them. Values come from the first instalment
 * plan; each is 0 when there is none.
 */
export const PriceDetailsSchema = z.object({
  annualTotalPayable: z.number(),
  monthlyTotalPayable: z.number(),
  aprRateNewInstruction: z.number(),
  depositAmountTotal: z.number(),
  interestAmountTotal: z.number(),
  interestPercentage: z.number(),
  paymentAmountNormal: z.number(),
  paymentAmountVaried: z.number(),
  paymentCountNormal: z.number().int(),
  totalAmountOfCredit: z.number(),
});
export type PriceDetails = z.infer<typeof PriceDetailsSchema>;

export const AddOnDocumentSchema = z.object({
  name: z.string(),
  url: z.string(),
});
export type AddOnDocument = z.infer<typeof AddOnDocumentSchema>;

/**
 * §3.11: an optional extra as the quote page shows it. The spec names "bullet lists (with
 * third-party-only variants)" without field names; bullets / bulletsThirdPartyOnly and
 * descriptionsThirdPartyOnly are ours.
 */
export const AddOnViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  selected: z.boolean(),
  selectedTitle: z.string(),
  unselectedTitle: z.string(),
  price: z.number(),
  monthlyPrice: z.number(),
  order: z.number(),
  descriptions: z.array(z.string()),
  descriptionsThirdPartyOnly: z.array(z.string()).optional().describe('Shown when cover is TPFT'),
  bullets: z.array(z.string()),
  bulletsThirdPartyOnly: z.array(z.string()).optional().describe('Shown when cover is TPFT'),
  documents: z.array(AddOnDocumentSchema),
  imgClass: z.string().optional(),
});
export type AddOnView = z.infer<typeof AddOnViewSchema>;

/**
 * §3.11: the compulsory excess section. The spec lists the fields without types: drivers are
 * their display names, and additionalExcessDetails holds one list per additional driver, in the
 * order of additionalDrivers.
 */
export const CompulsoryExcessViewSchema = z.object({
  compulsoryExcessAmount: z.number(),
  mainDriver: z.string().describe("Main driver's display name"),
  compulsoryExcessDetails: z.array(ExcessDetailSchema).describe("The main driver's excesses"),
  additionalDrivers: z.array(z.string()).describe('Additional drivers display names'),
  additionalExcessDetails: z
    .array(z.array(ExcessDetailSchema))
    .describe('One list per additional driver, same order as additionalDrivers'),
});
export type CompulsoryExcessView = z.infer<typeof CompulsoryExcessViewSchema>;
