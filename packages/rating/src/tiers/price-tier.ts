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

const ipidDocsByTables = new WeakMap<
  RateTables,
  Partial<Record<ProductIdentifier, InsuranceProductInformationDoc[]>>
>();

/**
 * The tier's product information documents, the same on every quote: built once per tariff and
 * frozen, as every quote shares them.
 */
function ipidDocs(tier: ProductIdentifier, tables: RateTables): InsuranceProductInformationDoc[] {
  let byTier = ipidDocsByTables.get(tables);
  if (!byTier) {
    byTier = {};
    ipidDocsByTables.set(tables, byTier);
  }
  let docs = byTier[tier];
  if (!docs) {
    // Frozen, though typed as the Result's mutable array: a caller changing it would change
    // every quote's.
    docs = Object.freeze([
      Object.freeze({ ...tables.tiers[tier].ipid, ipidRequired: true }),
    ]) as InsuranceProductInformationDoc[];
    byTier[tier] = docs;
  }
  return docs;
}

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

/** Prices one tier. Guarantees the pipeline above and lines that sum to totalPayable. */
export function priceTier(tier: ProductIdentifier, context: QuoteContext): PricedTier {
  const { facts, tables, today, risk, offerPercent } = context;
  const product = tables.tiers[tier];

  const nett = toPence(risk.nettRated);
  const book = toPence((risk.nettRated * (100 + product.loadPercent)) / 100);
  const discount = toPence((book * offerPercent) / 10_000);
  const premium = book - discount;
  const ipt = toPence((premium * tables.iptRatePercent) / 10_000);
  const feeBroker = toPence(tables.feeBroker);
  const feeInsurer = toPence(tables.feeInsurer);

  const extras = tierExtras(tier, facts, tables, context.selected, premium / 100);
  let total = premium + ipt + feeBroker + feeInsurer;
  for (const charge of extras.charges) total += toPence(charge.amount);
  const totalPayable = total / 100;

  const lines: BreakdownLine[] = risk.lines.slice();
  lines.push(
    {
      code: 'TIER',
      text: `${product.productName} cover: ${effectOf(1 + product.loadPercent / 100)}`,
      value: (book - nett) / 100,
    },
    {
      code: 'OFFER',
      text:
        offerPercent > 0
          ? `Offer code ${facts.offerCode}: -${offerPercent}%`
          : 'No offer discount: no change',
      value: -discount / 100,
    },
    {
      code: 'IPT',
      text: `Insurance Premium Tax at ${tables.iptRatePercent}%`,
      value: ipt / 100,
    },
    { code: 'FEE', text: 'Our arrangement fee', value: feeBroker / 100 },
  );
  if (feeInsurer !== 0)
    lines.push({ code: 'FEE_INSURER', text: 'Insurer fee', value: feeInsurer / 100 });
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
      loadDiscountBroker: loadDiscount(-discount, -offerPercent),
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
    resultStatusDetails: {
      resultStatus: 'Offered',
      referredQuote: false,
      guaranteedProduct: true,
      availablePayMethods: [{ type: 'PayInFull' }, { type: 'Instalmnts', instalmentType: 'DD' }],
    },
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
      insuranceProductInformationDocs: ipidDocs(tier, tables),
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
