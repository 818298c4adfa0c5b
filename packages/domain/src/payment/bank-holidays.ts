import Holidays from 'date-holidays';
import { addCalendarDays, utcDay } from '../shared/calendar-days.ts';

// Kept here for its callers: calendar days live in shared/calendar-days.ts.
export { addCalendarDays };

// Bank holidays in England and Wales, the days on which Bacs does not collect Direct Debits
// (a collection due on one moves to the next working day, direct-debit-schedule.ts).
//
// Issue 14 item 3: from the maintained calendar date-holidays, for any year, instead of a typed
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

function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * Whether Bacs works on `date` (yyyy-MM-dd): a Monday to Friday that is not an England and Wales
 * bank holiday, in any year.
 * @throws RangeError when `date` is not a real date.
 */
export function isWorkingDay(date: string): boolean {
  const day = utcDay(date, 'date');
  const weekday = day.getUTCDay();
  return (
    weekday !== 0 &&
    weekday !== 6 &&
    !englandAndWalesBankHolidays(day.getUTCFullYear()).includes(date)
  );
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
