import type { PriceDetails } from '@van/domain/quote';

// Shared with the payment page (lib/quote-figures.ts).
export { priceDetails } from '../../lib/quote-figures';

/** What paying monthly costs on top of paying for the year at once, in pounds (never negative). */
export function extraCostOfPayingMonthly(details: PriceDetails): number {
  return Math.max(0, roundPence(details.monthlyTotalPayable - details.annualTotalPayable));
}

function roundPence(amount: number): number {
  return Math.round(amount * 100) / 100;
}
