// @van/rating: the rating engine. Risk in; a decline, a referral, or four priced tiers out.
export {
  price,
  type MissingAnswer,
  type PriceInput,
  type PricedTopUp,
  type RatingOutcome,
  type RuleReason,
} from './price.ts';
export { RATE_TABLES, rateTablesFor, rateTablesOfVersion } from './tables/index.ts';
export { TARIFF_2026_11 } from './tables/2026-11.ts';
export type { RateTables } from './tables/rate-tables.ts';
export { UNDERWRITING_RULES, type UnderwritingRule } from './rules/underwriting-rules.ts';
export { ENGINE_VERSION } from './version.ts';
export { compareBreakdowns, type BreakdownDifference } from './explain/compare-breakdowns.ts';
export { annualPercentageRate } from './finance/apr.ts';
export {
  CUSTOMER_LINE_CODES,
  ENGINE_LINE_GROUPS,
  auditDetailOf,
  customerLineOf,
  explainToCustomer,
  toCustomerResult,
  type RatingAudit,
} from './explain/customer-explanation.ts';
export { insuranceGroupOf } from './explain/insurance-group.ts';
export {
  ELIGIBILITY_RULE_CODES,
  eligibility,
  eligibilityFailures,
  type Eligibility,
  type EligibilityFailure,
} from './rules/eligibility.ts';
