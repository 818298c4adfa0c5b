export { price, type MissingAnswer, type PriceInput, type RatingOutcome } from './price.ts';
export { RATE_TABLES_2026_11, type RateTables } from './tables/rate-tables.ts';
export { annualPercentageRate } from './finance/apr.ts';
