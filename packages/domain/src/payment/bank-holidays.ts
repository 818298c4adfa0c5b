import { IsoDateSchema } from '../shared/dates.ts';

// Bank holidays in England and Wales, the days on which Bacs does not collect Direct Debits
// (a collection due on one moves to the next working day, direct-debit.ts).
//
// Source: GOV.UK "UK bank holidays" (https://www.gov.uk/bank-holidays, England and Wales) for 2026
// and 2027, as announced. 2028-2030 are not announced yet; they follow the standing pattern of
// the Banking and Financial Dealings Act 1971 and the annual royal proclamations: New Year's
// Day, Good Friday, Easter Monday, the first and last Mondays of May, the last Monday of August,
// Christmas Day and Boxing Day, a day falling on a weekend replaced by the next weekday that is
// not already a holiday. A one-off holiday (a coronation, a jubilee) is proclaimed a year or more
// ahead: add it here when it is. bank-holidays.test.ts recomputes the pattern to catch typing
// slips. Extend the list before the last year is within about 14 months of the cover start dates
// sold (a monthly plan collects for up to a year after the cover starts).

/** The calendar years the list below covers, first and last. */
export const BANK_HOLIDAY_YEARS = { first: 2026, last: 2030 } as const;

/** England and Wales bank holidays, yyyy-MM-dd, in date order. */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', // New Year's Day
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-04', // Early May bank holiday
  '2026-05-25', // Spring bank holiday
  '2026-08-31', // Summer bank holiday
  '2026-12-25', // Christmas Day
  '2026-12-28', // Boxing Day (substitute day: the 26th is a Saturday)
  // 2027
  '2027-01-01', // New Year's Day
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-05-03', // Early May bank holiday
  '2027-05-31', // Spring bank holiday
  '2027-08-30', // Summer bank holiday
  '2027-12-27', // Christmas Day (substitute day: the 25th is a Saturday)
  '2027-12-28', // Boxing Day (substitute day)
  // 2028
  '2028-01-03', // New Year's Day (substitute day: the 1st is a Saturday)
  '2028-04-14', // Good Friday
  '2028-04-17', // Easter Monday
  '2028-05-01', // Early May bank holiday
  '2028-05-29', // Spring bank holiday
  '2028-08-28', // Summer bank holiday
  '2028-12-25', // Christmas Day
  '2028-12-26', // Boxing Day
  // 2029
  '2029-01-01', // New Year's Day
  '2029-03-30', // Good Friday
  '2029-04-02', // Easter Monday
  '2029-05-07', // Early May bank holiday
  '2029-05-28', // Spring bank holiday
  '2029-08-27', // Summer bank holiday
  '2029-12-25', // Christmas Day
  '2029-12-26', // Boxing Day
  // 2030
  '2030-01-01', // New Year's Day
  '2030-04-19', // Good Friday
  '2030-04-22', // Easter Monday
  '2030-05-06', // Early May bank holiday
  '2030-05-27', // Spring bank holiday
  '2030-08-26', // Summer bank holiday
  '2030-12-25', // Christmas Day
  '2030-12-26', // Boxing Day
];

const HOLIDAYS = new Set(ENGLAND_AND_WALES_BANK_HOLIDAYS);
const DAY_MS = 24 * 60 * 60 * 1000;

function toUtc(date: string, name: string): Date {
  if (!IsoDateSchema.safeParse(date).success) {
    throw new RangeError(`${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(date)}`);
  }
  return new Date(`${date}T00:00:00Z`);
}

/** `date` plus `days` calendar days, yyyy-MM-dd. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(toUtc(date, 'date').getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether Bacs works on `date` (yyyy-MM-dd): a Monday to Friday that is not an England and Wales
 * bank holiday.
 * @throws RangeError when `date` is not a real date, or falls in a year the holiday list does not
 * cover (answering "working" there could schedule a collection on a holiday).
 */
export function isWorkingDay(date: string): boolean {
  const day = toUtc(date, 'date');
  const year = day.getUTCFullYear();
  if (year < BANK_HOLIDAY_YEARS.first || year > BANK_HOLIDAY_YEARS.last) {
    throw new RangeError(
      `Bank holidays are known for ${BANK_HOLIDAY_YEARS.first}-${BANK_HOLIDAY_YEARS.last} only, not ${date}: extend payment/bank-holidays.ts`,
    );
  }
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/** `date` itself when it is a working day, otherwise the next working day after it. */
export function onOrNextWorkingDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** The `count`th working day after `date` (`date` itself never counts). */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let counted = 0; counted < count;) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}
