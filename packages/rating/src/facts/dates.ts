import { ageOn, wholeMonthsBetween } from '@van/domain/shared';

// The engine's reading of the risk's dates: the date arithmetic is the domain's (decision 037);
// here a date the risk does not give, or gives as something that is not a real yyyy-MM-dd date
// (or date-time), reads as unknown instead of failing the quote.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** True when `date` starts with a yyyy-MM-dd date. */
export function isIsoDate(date: string | undefined): date is string {
  return date !== undefined && ISO_DATE.test(date);
}

/** The year of a yyyy-MM-dd date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/**
 * Whole months from `from` to `to` (both yyyy-MM-dd; the domain's wholeMonthsBetween), counting a
 * month only once its day is reached; 0 when `from` is on or after `to`; undefined when `from` is
 * not a real date.
 */
export function monthsBetween(from: string | undefined, to: string): number | undefined {
  if (!isIsoDate(from)) return undefined;
  try {
    return Math.max(0, wholeMonthsBetween(from.slice(0, 10), to.slice(0, 10)));
  } catch {
    return undefined;
  }
}

/**
 * Age in full years on `on` of someone born on `dateOfBirth` (the domain's ageOn, §5.4), or
 * undefined when the date of birth is not a real date (2026-02-30).
 */
export function ageAt(dateOfBirth: string | undefined, on: string): number | undefined {
  if (!isIsoDate(dateOfBirth)) return undefined;
  try {
    return ageOn(dateOfBirth.slice(0, 10), on);
  } catch {
    return undefined;
  }
}
