import { IsoDateSchema } from './dates.ts';

// Calendar arithmetic on yyyy-MM-dd dates, apart from the bank holidays (payment/bank-holidays.ts)
// so that what needs only calendar days (the cover start window) does not carry the holiday
// calendar into the web's first pages.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `date` as midnight UTC.
 * @throws RangeError when `date` is not a real date as yyyy-MM-dd (`name` says which).
 */
export function utcDay(date: string, name: string): Date {
  if (!IsoDateSchema.safeParse(date).success) {
    throw new RangeError(`${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(date)}`);
  }
  return new Date(`${date}T00:00:00Z`);
}

/** `date` plus `days` calendar days, yyyy-MM-dd. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(utcDay(date, 'date').getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
