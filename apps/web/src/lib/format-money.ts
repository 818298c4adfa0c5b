import { CURRENCY } from '@van/domain/reference-data';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });

/** An amount in pounds as the customer reads it: £1,234.50. */
export function formatMoney(amount: number): string {
  return pounds.format(amount);
}
