import { ageOnDay, calendarDayOf, wholeMonthsFrom, type CalendarDay } from '@van/domain/shared';

// The engine's reading of the risk's dates: the arithmetic is the domain's (decisions 037, 069);
// here a date the risk does not give, or gives as something that is not a real yyyy-MM-dd date (or
// date-time), reads as unknown instead of failing the quote. Every age and look-back runs to the
// cover start, which a quote reads once (read-facts.ts) rather than once for each date.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** True when `date` starts with a yyyy-MM-dd date. */
export function isIsoDate(date: string | undefined): date is string {
  return date !== undefined && ISO_DATE.test(date);
}

/** The year of a yyyy-MM-dd date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The calendar day of a risk's date (its first ten characters), undefined when not a real date. */
function dayOf(date: string | undefined): CalendarDay | undefined {
  return isIsoDate(date) ? calendarDayOf(date.slice(0, 10)) : undefined;
}

/**
 * Whole months from `from` (yyyy-MM-dd, or a date-time) to `to`, counting a month only once its
 * day is reached; 0 when `from` is on or after `to`; undefined when `from` is not a real date.
 */
export function monthsBetween(from: string | undefined, to: CalendarDay): number | undefined {
  const day = dayOf(from);
  return day === undefined ? undefined : Math.max(0, wholeMonthsFrom(day, to));
}

/**
 * Age in full years on `on` of someone born on `dateOfBirth` (the domain's ageOn, §5.4: twelve
 * whole months make a year, so someone born on 29 February gains a year on 1 March in a common
 * year), or undefined when the date of birth is not a real date (2026-02-30).
 */
export function ageAt(dateOfBirth: string | undefined, on: CalendarDay): number | undefined {
  const born = dayOf(dateOfBirth);
  return born === undefined ? undefined : ageOnDay(born, on);
}
