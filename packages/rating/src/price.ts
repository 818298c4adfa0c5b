import { type ExcessPricesEntry, type ProductIdentifier, type Result } from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import { type Risk } from '@van/domain/risk';
import { readFacts, type MissingAnswer } from './facts/read-facts.ts';
import { riskPremium } from './factors/risk-premium.ts';
import { areaRating } from './factors/use-factors.ts';
import { underwrite, type RuleReason } from './rules/underwriting-rules.ts';
import type { RateTables } from './tables/rate-tables.ts';
import { driverAdditions, quoteExcessParts } from './tiers/excesses.ts';
import { selectedAddOns } from './tiers/extensions.ts';
import { quotePrecis } from './tiers/precis.ts';
import { offerPercentFor, priceTier, type QuoteContext } from './tiers/price-tier.ts';

export type { MissingAnswer } from './facts/read-facts.ts';
export type { RuleReason } from './rules/underwriting-rules.ts';

export interface PriceInput {
  risk: Risk;
  tables: RateTables;
  /** yyyy-MM-dd: the day the quote is given. Ages and look-backs run to the cover start. */
  today: string;
  /** Optional extras the customer selected (§3.6 requestedOpexCodes), e.g. ['BDV2O', 'TOOLSV1O']. */
  requestedOpexCodes?: readonly string[];
  /**
   * The offer code (§9.8) whose discount this quote has earned, '' for none. A seller passes the
   * code only once its proof was verified (decision 033 item 3), so a code typed into the risk's
   * AFFIDON answer discounts nothing by itself. When omitted, the AFFIDON answer is rated as given
   * (for tools and tests that price a risk as answered).
   */
  offerCode?: string;
}

/** The topUp maps the quote carries beside the tiers (§3.1), in the shapes of TopUpSchema. */
export interface PricedTopUp {
  excessPrices: Record<ProductIdentifier, Record<string, ExcessPricesEntry>>;
  totalAmountOfCredit: Record<ProductIdentifier, number>;
  monthlyAmountForOptionalExtension: Record<ProductIdentifier, Record<string, number>>;
}

export type RatingOutcome =
  | { outcome: 'incomplete'; missing: MissingAnswer[] }
  | { outcome: 'declined'; reasons: RuleReason[] }
  | { outcome: 'referred'; reasons: RuleReason[] }
  | { outcome: 'priced'; tiers: Record<ProductIdentifier, Result>; topUp: PricedTopUp };

/**
 * Rates a risk: the answers still needed to price it; or a decline or referral with the customer's
 * reasons; or, for each tier (SILVER, GOLD, PLATINUM, VAN), the full Result of §3.4-§3.5 and the
 * topUp maps of §3.1. Pure and deterministic: no clock, no I/O; the same input gives the same
 * output. Every amount is in whole pence; in each tier the breakdown lines add up to totalPayable,
 * which is premiumInsurer + iptAmount + feeBroker + feeInsurer + the selected extras.
 */
export function price({
  risk,
  tables,
  today,
  requestedOpexCodes,
  offerCode,
}: PriceInput): RatingOutcome {
  const read = readFacts(risk, today, tables);
  if ('missing' in read) return { outcome: 'incomplete', missing: read.missing };
  const facts =
    offerCode === undefined
      ? read.facts
      : { ...read.facts, offerCode: offerCode.trim().toUpperCase() };

  const verdict = underwrite(facts, tables);
  if (verdict) return verdict;

  const additions = facts.drivers.map((driver) => driverAdditions(driver, tables));
  const context: QuoteContext = {
    facts,
    tables,
    today,
    risk: riskPremium(facts, tables),
    selected: selectedAddOns(requestedOpexCodes, tables),
    additions,
    excessParts: quoteExcessParts(facts, tables, additions),
    offerPercent: offerPercentFor(facts.offerCode, tables),
    areaRating: areaRating(facts, tables),
    precis: quotePrecis(facts, tables),
  };

  const tiers = {} as Record<ProductIdentifier, Result>;
  const topUp: PricedTopUp = {
    excessPrices: {} as PricedTopUp['excessPrices'],
    totalAmountOfCredit: {} as PricedTopUp['totalAmountOfCredit'],
    monthlyAmountForOptionalExtension: {} as PricedTopUp['monthlyAmountForOptionalExtension'],
  };
  for (const tier of PRODUCT_IDENTIFIERS) {
    const priced = priceTier(tier, context);
    tiers[tier] = priced.result;
    topUp.excessPrices[tier] = priced.excessPrices;
    topUp.totalAmountOfCredit[tier] = priced.totalAmountOfCredit;
    topUp.monthlyAmountForOptionalExtension[tier] = priced.monthlyAmounts;
  }
  return { outcome: 'priced', tiers, topUp };
}
