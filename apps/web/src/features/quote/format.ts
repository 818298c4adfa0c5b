import { formatMoney } from '../../lib/format-money';

/** Whole pounds without pence (£350), as excesses and cover limits are written; else £12.50. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount).replace(/\.00$/, '') : formatMoney(amount);
}

// Shared with the payment and confirmation pages (lib/format-date.ts).
export { formatLongDate, formatPercent } from '../../lib/format-date';
