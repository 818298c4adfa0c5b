import {
  type BreakdownLine,
  type ExcessPricesEntry,
  type InsuranceProductInformationDoc,
  type LoadDiscount,
  type ProductIdentifier,
  type Result,
} from '@van/domain/quote';
import { WINDSCREEN_EXCESSES } from '@van/domain/reference-data';
import type { Facts } from '../facts/read-facts.ts';
import type { RiskPremium } from '../factors/risk-premium.ts';
import { effectOf } from '../factors/factor-line.ts';
import { monthlyPlan } from '../finance/instalments.ts';
import { toPence } from '../finance/money.ts';
import type { RateTables } from '../tables/rate-tables.ts';
import { ENGINE_VERSION } from '../version.ts';
import type { DriverExcessParts, ExcessAddition } from './excesses.ts';
import { tierExcesses } from './excesses.ts';
import { tierExtras } from './extensions.ts';
import { tierPrecis, type QuotePrecis } from './precis.ts';

// One tier's Result (§3.4-§3.5). The money pipeline (domain notes §1.1), all in whole pence:
//   nettRated (risk premium)                            premiumAlg
//   + the tier's product load     loadDiscountInsurer -> premiumBook, premiumProvisional
//   - an offer code's discount    loadDiscountBroker  -> premiumInsurer, premiumMaxDiscounted
//   + IPT at 12% of premiumInsurer                       iptAmount
//   + broker and insurer fees                           feeBroker, feeInsurer
//   + each selected extra, its price including IPT       appliedOptionalExtensions
//   = totalPayable, the yearly figure of the grid (§9.3) for this tier with the extras as chosen.
// The breakdown lines continue the risk premium's lines with one line per step above, so they add
// up to totalPayable to the penny.

export interface QuoteContext {
  facts: Facts;
  tables: RateTables;
  today: string;
  risk: RiskPremium;
  selected: readonly string[];
  additions: readonly ExcessAddition[][];
  /** Each driver's excess lines that are the same on every tier (quoteExcessParts). */
  excessParts: readonly DriverExcessParts[];
  offerPercent: number;
  areaRating: string;
  precis: QuotePrecis;
}

export interface PricedTier {
  result: Result;
  excessPrices: Record<string, ExcessPricesEntry>;
  totalAmountOfCredit: number;
  monthlyAmounts: Record<string, number>;
}

/** The percent off the premium for the customer's offer code (§9.8), 0 when none applies. */
export function offerPercentFor(code: string, tables: RateTables): number {
  if (code === '') return 0;
  const exact = tables.offers.codes[code];
  if (exact !== undefined) return exact;
  for (const [ending, percent] of Object.entries(tables.offers.endings))
    if (code.length > ending.length && code.endsWith(ending)) return percent;
  return 0;
}

/**
 * What a tier's Result has that is the same on every quote of a tariff, built once. The lines and
 * documents go into every quote, so they are frozen.
 */
interface TierConstants {
  /** The TIER breakdown line's words: the product and its load. */
  tierText: string;
  /** The OFFER line without an offer code, which every such quote shares. */
  noOfferLine: BreakdownLine;
  iptText: string;
  feeBroker: number;
  feeInsurer: number;
  /** The FEE line, and the insurer's fee line where there is one. */
  feeLines: readonly BreakdownLine[];
  insuranceProductInformationDocs: InsuranceProductInformationDoc[];
}

const constantsByTables = new WeakMap<
  RateTables,
  Partial<Record<ProductIdentifier, TierConstants>>
>();

/** The tier's constants for this tariff (see TierConstants). */
function tierConstants(tier: ProductIdentifier, tables: RateTables): TierConstants {
  let byTier = constantsByTables.get(tables);
  if (!byTier) {
    byTier = {};
    constantsByTables.set(tables, byTier);
  }
  const cached = byTier[tier];
  if (cached) return cached;
  const product = tables.tiers[tier];
  const feeBroker = toPence(tables.feeBroker);
  const feeInsurer = toPence(tables.feeInsurer);
  const feeLines: BreakdownLine[] = [
    Object.freeze({ code: 'FEE', text: 'Our arrangement fee', value: feeBroker / 100 }),
  ];
  if (feeInsurer !== 0)
    feeLines.push(
      Object.freeze({ code: 'FEE_INSURER', text: 'Insurer fee', value: feeInsurer / 100 }),
    );
  const constants: TierConstants = {
    tierText: `${product.productName} cover: ${effectOf(1 + product.loadPercent / 100)}`,
    // -0: minus a discount of 0 pence, as every quote without an offer code had it.
    noOfferLine: Object.freeze({
      code: 'OFFER',
      text: 'No offer discount: no change',
      value: -0,
    }),
    iptText: `Insurance Premium Tax at ${tables.iptRatePercent}%`,
    feeBroker,
    feeInsurer,
    feeLines,
    // Frozen, though typed as the Result's mutable array: a caller changing it would change
    // every quote's.
    insuranceProductInformationDocs: Object.freeze([
      Object.freeze({ ...product.ipid, ipidRequired: true }),
    ]) as InsuranceProductInformationDoc[],
  };
  byTier[tier] = constants;
  return constants;
}

/** §3.4 resultStatusDetails of every priced tier, shared by every quote, so frozen. */
const OFFERED: NonNullable<Result['resultStatusDetails']> = Object.freeze({
  resultStatus: 'Offered',
  referredQuote: false,
  guaranteedProduct: true,
  availablePayMethods: Object.freeze([
    Object.freeze({ type: 'PayInFull' }),
    Object.freeze({ type: 'Instalmnts', instalmentType: 'DD' }),
  ]) as NonNullable<Result['resultStatusDetails']>['availablePayMethods'],
});

function loadDiscount(amountPence: number, percent: number): LoadDiscount {
  const amount = Math.abs(amountPence) / 100;
  return {
    load: amountPence > 0,
    amount,
    amountSigned: amountPence / 100,
    percent: Math.abs(percent),
    percentSigned: percent,
  };
}

/** loadDiscountBroker without an offer code (minus 0 pence, minus 0 %), shared, so frozen. */
const NO_OFFER_DISCOUNT: LoadDiscount = Object.freeze(loadDiscount(-0, -0));

/** Prices one tier. Guarantees the pipeline above and lines that sum to totalPayable. */
export function priceTier(tier: ProductIdentifier, context: QuoteContext): PricedTier {
  const { facts, tables, today, risk, offerPercent } = context;
  const product = tables.tiers[tier];
  const constants = tierConstants(tier, tables);

  const nett = toPence(risk.nettRated);
  const book = toPence((risk.nettRated * (100 + product.loadPercent)) / 100);
  const discount = toPence((book * offerPercent) / 10_000);
  const premium = book - discount;
  const ipt = toPence((premium * tables.iptRatePercent) / 10_000);
  const { feeBroker, feeInsurer } = constants;

  const extras = tierExtras(tier, facts, tables, context.selected, premium / 100);
  let total = premium + ipt + feeBroker + feeInsurer;
  for (const charge of extras.charges) total += toPence(charge.amount);
  const totalPayable = total / 100;

  const lines: BreakdownLine[] = risk.lines.slice();
  lines.push(
    { code: 'TIER', text: constants.tierText, value: (book - nett) / 100 },
    offerPercent === 0
      ? constants.noOfferLine
      : {
          code: 'OFFER',
          text:
            offerPercent > 0
              ? `Offer code ${facts.offerCode}: -${offerPercent}%`
              : constants.noOfferLine.text,
          value: -discount / 100,
        },
    { code: 'IPT', text: constants.iptText, value: ipt / 100 },
    ...constants.feeLines,
  );
  for (const charge of extras.charges)
    lines.push({ code: `EXTRA_${charge.code}`, text: charge.text, value: charge.amount });

  const { plan, credit } = monthlyPlan(totalPayable, tables.credit);
  const excesses = tierExcesses(product, facts, tables, context.additions, context.excessParts);
  const mainAge = facts.mainDriver.age;
  const drivingOtherVehicles =
    product.drivingOtherVehiclesFromAge !== undefined &&
    mainAge !== undefined &&
    mainAge >= product.drivingOtherVehiclesFromAge;

  const result: Result = {
    calcDetails: {
      algName: 'van-tariff',
      areaRating: context.areaRating,
      breakdownLines: lines,
      qmasDate: today,
      qmasSeqNo: 1,
      // The engine's version, and in rtpRulesetName the tariff version that priced the quote.
      quotesEngineVersion: ENGINE_VERSION,
      rtpRulesetName: tables.version,
      rtpStatus: 'Priced',
      rtpFlexedInstalments: false,
      rtpFlexedOpexes: false,
    },
    instalmentPlans: [plan],
    premiumDetails: {
      nettRated: nett / 100,
      premiumAlg: nett / 100,
      loadDiscountInsurer: loadDiscount(book - nett, product.loadPercent),
      premiumBook: book / 100,
      premiumProvisional: book / 100,
      loadDiscountBroker:
        offerPercent === 0 ? NO_OFFER_DISCOUNT : loadDiscount(-discount, -offerPercent),
      premiumInsurer: premium / 100,
      premiumMaxDiscounted: premium / 100,
      maxDiscountedPremium: premium / 100,
      iptRatePercent: tables.iptRatePercent,
      iptAmount: ipt / 100,
      feeBroker: feeBroker / 100,
      feeInsurer: feeInsurer / 100,
      totalPayable,
      isDecline: false,
    },
    resultStatusDetails: OFFERED,
    allOptionalExtensions: extras.extensions,
    grantedDetailsMotor: {
      insurerCode: tables.insurer.code,
      insurerName: tables.insurer.name,
      insurerShortName: tables.insurer.shortName,
      productCode: product.productCode,
      productName: product.productName,
      productIdentifier: tier,
      precisDetails: tierPrecis(
        tier,
        facts,
        tables,
        context.precis,
        excesses.precis,
        drivingOtherVehicles,
        extras.toolsCover,
      ),
      insuranceProductInformationDocs: constants.insuranceProductInformationDocs,
      excessDetails: excesses.details,
      grantedVoluntaryExcess: facts.voluntaryExcess,
      compulsoryExcess: excesses.compulsory,
      drivingOtherCars: drivingOtherVehicles,
      drivingOtherVehicles,
      grantedDrivingRestrictions: facts.drivingRestriction ?? 'INSONLY',
      grantedProtectedNCD: extras.protectedNcdGranted,
      greenCardDays: product.euCoverDays,
      audioLimit: product.audioLimit,
      contentsLimit: product.personalBelongings,
      authorisedRepairers: true,
      carHire: extras.carHire,
      legalExpenses: extras.legalExpenses,
      replacementCar: product.courtesyVehicle,
      windscreenExcess: facts.cover === 'C' ? WINDSCREEN_EXCESSES.WINDSCREEN.approved : 0,
    },
  };
  // Set after the literal, not spread into it: spreading a new object costs more, and a property
  // added last still serialises last.
  if (extras.protectedNcdPrice !== undefined)
    result.premiumDetails!.protectedNCDImpliedPrice = extras.protectedNcdPrice;
  if (facts.classOfUseAsGiven !== undefined)
    result.grantedDetailsMotor!.grantedClassOfUse = facts.classOfUseAsGiven;

  return {
    result,
    excessPrices: excesses.prices,
    totalAmountOfCredit: credit,
    monthlyAmounts: extras.monthly,
  };
}
