import { UTCDateMini } from '@date-fns/utc/date/mini';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { formatISO } from 'date-fns/formatISO';
import { getYear } from 'date-fns/getYear';
import { isWeekend as isSaturdayOrSunday } from 'date-fns/isWeekend';
import { setYear } from 'date-fns/setYear';
import { z } from 'zod';

/**
 * A calendar date as exchanged on the wire: yyyy-MM-dd, zero-padded, and a real day
 * (2026-02-30 and 2023-02-29 are refused) (§5.3).
 */
export const IsoDateSchema = z.iso
  .date({ error: 'Enter a real date as yyyy-MM-dd' })
  .describe('Calendar date yyyy-MM-dd, zero padded (§5.3)');
export type IsoDate = z.infer<typeof IsoDateSchema>;

/**
 * An ISO 8601 date-time with a time zone (Z or ±hh:mm), as the policy dates of §3.2 are sent.
 * A zone is required because §5.3 reduces date-times to their UTC date.
 */
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter an ISO 8601 date-time with a time zone' })
  .describe('ISO 8601 date-time with Z or an offset (§3.2, §5.3)');
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** §3.6: the risk dates are given as "ISO date-time or date", so both forms are accepted. */
export const IsoDateOrDateTimeSchema = z
  .union([IsoDateSchema, IsoDateTimeSchema])
  .describe('yyyy-MM-dd or an ISO 8601 date-time (§3.6)');
export type IsoDateOrDateTime = z.infer<typeof IsoDateOrDateTimeSchema>;

// Calendar arithmetic on yyyy-MM-dd dates, done by date-fns (decision 037) except whole months and
// ages (below, decision 069). A date is
// handed to date-fns as midnight UTC in a UTCDateMini, whose getters and setters read the UTC
// clock, so neither the server's nor the browser's own time zone can move a day. "Today" itself is
// not here: it is the UK date of an instant (ukToday, uk-date.ts).

/**
 * `date` as date-fns works on it.
 * @throws RangeError when `date` is not a real date as yyyy-MM-dd (`name` says which argument).
 */
function calendarDay(date: string, name: string): Date {
  if (!IsoDateSchema.safeParse(date).success) {
    throw new RangeError(`${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(date)}`);
  }
  return new UTCDateMini(Date.parse(date));
}

function isoDateOf(day: Date): IsoDate {
  return formatISO(day, { representation: 'date' });
}

/**
 * The UTC calendar date of `date` as yyyy-MM-dd (§5.3: a date-time is reduced to its UTC date).
 * Not "today" for the customer, which is the UK date (ukToday). The result always satisfies
 * IsoDateSchema.
 * @throws RangeError when `date` is invalid or its UTC year is outside 0000-9999.
 */
export function toIsoDate(date: Date): IsoDate {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('toIsoDate: invalid Date');
  const day = new UTCDateMini(time);
  const year = getYear(day);
  if (year < 0 || year > 9999)
    throw new RangeError(`toIsoDate: year ${year} cannot be written as yyyy`);
  return isoDateOf(day);
}

/**
 * `date` plus `days` calendar days (fewer when `days` is negative), yyyy-MM-dd.
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function addCalendarDays(date: string, days: number): IsoDate {
  return isoDateOf(addDays(calendarDay(date, 'date'), days));
}

/**
 * The same day of the month `months` months after `date`, yyyy-MM-dd; a day the month lacks
 * becomes its last day (31 January plus one month is 28 or 29 February).
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function addCalendarMonths(date: string, months: number): IsoDate {
  return isoDateOf(addMonths(calendarDay(date, 'date'), months));
}

/**
 * The same day and month `years` years after `date`, yyyy-MM-dd. 29 February falls on 1 March in
 * a common year, as a birthday does (ageOn), so a cover starting on 29 February renews on 1 March.
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function addCalendarYears(date: string, years: number): IsoDate {
  const day = calendarDay(date, 'date');
  return isoDateOf(setYear(day, getYear(day) + years));
}

// Whole months and ages are counted on the year, month and day alone, without date objects: the
// rating engine counts several for every quote (decision 069). Everything else here is date-fns.

/** A real calendar date, read once from yyyy-MM-dd (calendarDayOf). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * `date` as a calendar day when it is exactly a real yyyy-MM-dd date, as IsoDateSchema accepts it
 * (2026-02-30 and 2023-02-29 are not); otherwise undefined.
 */
export function calendarDayOf(date: string): CalendarDay | undefined {
  const parts = YYYY_MM_DD.exec(date);
  if (!parts) return undefined;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12 || day < 1) return undefined;
  const monthLength = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day > monthLength ? undefined : { year, month, day };
}

function requiredDay(date: string, name: string): CalendarDay {
  const day = calendarDayOf(date);
  if (!day) {
    throw new RangeError(`${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(date)}`);
  }
  return day;
}

/**
 * Whole months from `from` to `to`: calendar months between them, less one when `to`'s day of the
 * month is before `from`'s. Negative when `to` is before `from`, rounded down the same way.
 */
export function wholeMonthsFrom(from: CalendarDay, to: CalendarDay): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}

/**
 * Age in full years on `today` of someone born on `born` (§5.4): twelve whole months make a year,
 * whatever the month lengths in between, so someone born on 29 February gains a year on 1 March in
 * a common year. Negative when `born` is after `today`.
 */
export function ageOnDay(born: CalendarDay, today: CalendarDay): number {
  return Math.floor(wholeMonthsFrom(born, today) / 12);
}

/**
 * Whole months from `from` to `to` (both yyyy-MM-dd): a month counts once its day of the month is
 * reached (15 January to 14 February is 0, to 15 February 1; 31 January to 28 February is 0).
 * Negative when `to` is before `from`, rounded down the same way.
 * @throws RangeError when either is not a real yyyy-MM-dd date.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  return wholeMonthsFrom(requiredDay(from, 'from'), requiredDay(to, 'to'));
}

/**
 * Age in full years on `today` of someone born on `dateOfBirth` (§5.4), both yyyy-MM-dd.
 * The birthday counts from the day itself; someone born on 29 February gains a year on
 * 1 March in a common year. Negative when `dateOfBirth` is after `today`.
 * @throws RangeError when either argument is not a real yyyy-MM-dd date.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  return ageOnDay(requiredDay(dateOfBirth, 'dateOfBirth'), requiredDay(today, 'today'));
}

/**
 * Whether `date` (yyyy-MM-dd) is a Saturday or a Sunday.
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function isWeekend(date: string): boolean {
  return isSaturdayOrSunday(calendarDay(date, 'date'));
}

/**
 * The year of `date` (yyyy-MM-dd).
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function calendarYear(date: string): number {
  return getYear(calendarDay(date, 'date'));
}
