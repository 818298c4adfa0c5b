import Holidays from 'date-holidays';
import { isWeekend } from '../shared/dates.ts';
import { workingDays } from './working-days.ts';

// Bank holidays in England and Wales, the days on which Bacs does not collect Direct Debits
// (a collection due on one moves to the next working day, direct-debit-schedule.ts).
//
// Decision 034 item 3: from the maintained calendar date-holidays, for any year, instead of a typed
// list that ended in 2030 (a mandate for a later cover start answered 500).
// Its GB region ENG (England; Wales shares its bank holidays) has two kinds of day: 'public', the
// bank holidays of the Banking and Financial Dealings Act 1971 and the royal proclamations
// (substitute days included, one-off holidays such as a coronation added by its maintainers),
// and 'observance' (Mother's Day, Easter Sunday...), which are working days and left out. A
// holiday falling on a weekend comes with its weekday substitute; only weekdays are listed here.
// Update the package when GOV.UK announces a new one-off holiday. Pure: the library computes
// from its bundled rules, and nothing here reads the clock or a file.

/** The calendar, made on first use (not at import: a module with no work at load). */
let calendar: Holidays | undefined;
/** Each year's bank holidays, worked out once. */
const holidaysByYear = new Map<number, readonly string[]>();

/**
 * The England and Wales bank holidays of `year` on which Bacs does not work: the weekdays only
 * (a holiday on a weekend is replaced by its substitute day), yyyy-MM-dd in date order.
 */
export function englandAndWalesBankHolidays(year: number): readonly string[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`year must be a whole number from 1 to 9999, got ${year}`);
  }
  const known = holidaysByYear.get(year);
  if (known) return known;
  calendar ??= new Holidays('GB', 'ENG', { types: ['public'] });
  const days = (calendar.getHolidays(year) || [])
    .filter((holiday) => holiday.type === 'public')
    // 'yyyy-MM-dd hh:mm:ss' in the calendar's own terms: the date is the first 10 characters,
    // whatever the machine's time zone.
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((date) => date.startsWith(`${String(year).padStart(4, '0')}-`))
    .filter((date) => !isWeekend(date));
  const listed = [...new Set(days)].sort();
  holidaysByYear.set(year, listed);
  return listed;
}

// Bacs's working days by this calendar, for the server; the web gets the same days from the
// public configuration instead of loading the library (working-days.ts, decision 034 item 3).
const englandAndWales = workingDays(englandAndWalesBankHolidays);

/** Whether Bacs works on `date` (yyyy-MM-dd), in any year. @throws RangeError for a date that is not real. */
export const isWorkingDay = englandAndWales.isWorkingDay;
/** `date` itself when it is a working day, otherwise the next working day after it. */
export const onOrNextWorkingDay = englandAndWales.onOrNextWorkingDay;
/** The `count`th working day after `date` (`date` itself never counts). */
export const addWorkingDays = englandAndWales.addWorkingDays;
