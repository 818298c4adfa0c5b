import {
  PRODUCT_IDENTIFIERS,
  ageOn,
  type BreakdownLine,
  type ProductIdentifier,
  type Result,
  type Risk,
} from '@van/domain';
import { monthlyPlan } from './finance/instalments.ts';
import { roundPence } from './finance/money.ts';
import type { Band, RateTables } from './tables/rate-tables.ts';

export interface PriceInput {
  risk: Risk;
  tables: RateTables;
  /** yyyy-MM-dd: the day the quote is given. */
  today: string;
}

/** What the engine needs to know before it can price, named for the customer. */
export interface MissingAnswer {
  field: string;
  question: string;
}

export type RatingOutcome =
  | { outcome: 'incomplete'; missing: MissingAnswer[] }
  | { outcome: 'priced'; tiers: Record<ProductIdentifier, Result> };

/**
 * Prices a risk: for each tier (SILVER, GOLD, PLATINUM, VAN) a Result whose premium details,
 * monthly plan and breakdown lines agree with each other to the penny. Pure: the same input
 * always gives the same prices.
 */
export function price({ risk, tables, today }: PriceInput): RatingOutcome {
  const facts = readFacts(risk, today);
  if ('missing' in facts) return { outcome: 'incomplete', missing: facts.missing };

  const steps: BreakdownLine[] = [];
  let premium = tables.baseRate;
  const apply = (code: string, text: string, factor: number) => {
    const next = premium * factor;
    steps.push({ code, text, value: roundPence(next - premium) });
    premium = next;
  };
  steps.push({
    code: 'BASE',
    text: 'Starting price for insuring a van for a year',
    value: tables.baseRate,
  });
  apply('AGE', `Main driver aged ${facts.age}`, band(tables.mainDriverAge, facts.age));
  apply(
    'NCD',
    facts.ncdYears === 0 ? 'No no-claims discount' : `${facts.ncdYears} years' no-claims discount`,
    tables.ncdYears[Math.min(facts.ncdYears, tables.ncdYears.length - 1)] ?? 1,
  );
  apply(
    'VALUE',
    `Van worth £${facts.value.toLocaleString('en-GB')}`,
    band(tables.vehicleValue, facts.value),
  );

  const tiers = Object.fromEntries(
    PRODUCT_IDENTIFIERS.map((tier) => [tier, priceTier(tier, premium, steps, tables, today)]),
  ) as Record<ProductIdentifier, Result>;
  return { outcome: 'priced', tiers };
}

function priceTier(
  tier: ProductIdentifier,
  riskPremium: number,
  riskSteps: readonly BreakdownLine[],
  tables: RateTables,
  today: string,
): Result {
  const product = tables.tiers[tier];
  const steps = [...riskSteps];
  let nett = riskPremium * product.factor;
  if (product.factor !== 1) {
    steps.push({
      code: 'TIER',
      text: `${product.productName} cover`,
      value: roundPence(nett - riskPremium),
    });
  }
  if (nett < tables.minimumPremium) {
    steps.push({
      code: 'MINIMUM',
      text: 'Raised to our minimum premium',
      value: roundPence(tables.minimumPremium - nett),
    });
    nett = tables.minimumPremium;
  }
  const nettRated = roundPence(nett);
  const iptAmount = roundPence((nettRated * tables.iptRatePercent) / 100);
  steps.push({
    code: 'IPT',
    text: `Insurance Premium Tax at ${tables.iptRatePercent}%`,
    value: iptAmount,
  });
  steps.push({ code: 'FEE', text: 'Our arrangement fee', value: tables.feeBroker });
  const totalPayable = roundPence(nettRated + iptAmount + tables.feeBroker);
  const noLoad = { load: false, amount: 0, amountSigned: 0, percent: 0, percentSigned: 0 };
  return {
    calcDetails: {
      algName: 'van-tariff',
      quotesEngineVersion: tables.version,
      qmasDate: today,
      breakdownLines: steps,
    },
    premiumDetails: {
      nettRated,
      premiumBook: nettRated,
      premiumAlg: nettRated,
      premiumProvisional: nettRated,
      premiumInsurer: nettRated,
      premiumMaxDiscounted: nettRated,
      maxDiscountedPremium: nettRated,
      loadDiscountBroker: noLoad,
      loadDiscountInsurer: noLoad,
      iptRatePercent: tables.iptRatePercent,
      iptAmount,
      feeBroker: tables.feeBroker,
      feeInsurer: 0,
      totalPayable,
      isDecline: false,
    },
    instalmentPlans: [monthlyPlan(totalPayable, tables.credit)],
    resultStatusDetails: {
      resultStatus: 'Offered',
      referredQuote: false,
      guaranteedProduct: true,
      availablePayMethods: [{ type: 'PayInFull' }, { type: 'Instalmnts', instalmentType: 'DD' }],
    },
    grantedDetailsMotor: {
      productIdentifier: tier,
      productCode: product.productCode,
      productName: product.productName,
      productShortName: product.productName,
    },
  };
}

type Facts = { age: number; ncdYears: number; value: number } | { missing: MissingAnswer[] };

function readFacts(risk: Risk, today: string): Facts {
  const startDate = (risk.startDate ?? today).slice(0, 10);
  const dateOfBirth = risk.proposer?.dateOfBirth;
  const value = risk.vehicles?.[0]?.value;
  const missing: MissingAnswer[] = [];
  if (!dateOfBirth) missing.push({ field: 'proposer.dateOfBirth', question: 'your date of birth' });
  if (!value) missing.push({ field: 'vehicles.0.value', question: "your van's value" });
  if (!dateOfBirth || !value) return { missing };
  return {
    age: ageOn(dateOfBirth, startDate),
    ncdYears: risk.previousInsuranceMotor?.noClaimsDiscount?.years ?? 0,
    value,
  };
}

function band(bands: readonly Band[], value: number): number {
  return (bands.find((entry) => value <= entry.upTo) ?? bands[bands.length - 1])?.factor ?? 1;
}
