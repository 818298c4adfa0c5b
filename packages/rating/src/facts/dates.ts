import { ageOn } from '@van/domain/shared';

// Date arithmetic on yyyy-MM-dd strings without Date objects: the engine reads several dates per
// driver and this keeps it pure and fast. Anything that is not a yyyy-MM-dd date reads as unknown.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

interface DayOfYear {
  year: number;
  month: number;
  day: number;
}

function parse(date: string | undefined): DayOfYear | undefined {
  if (date === undefined || !ISO_DATE.test(date)) return undefined;
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** True when `date` starts with a yyyy-MM-dd date. */
export function isIsoDate(date: string | undefined): date is string {
  return date !== undefined && ISO_DATE.test(date);
}

/** The year of a yyyy-MM-dd date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/**
 * Whole months from `from` to `to` (both yyyy-MM-dd), counting a month only once its day is
 * reached; 0 when `from` is on or after `to`; undefined when `from` is not a date.
 */
export function monthsBetween(from: string | undefined, to: string): number | undefined {
  const start = parse(from);
  const end = parse(to);
  if (!start || !end) return undefined;
  const months =
    (end.year - start.year) * 12 + (end.month - start.month) - (end.day < start.day ? 1 : 0);
  return Math.max(0, months);
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
