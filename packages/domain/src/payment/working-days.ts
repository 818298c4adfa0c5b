import { addCalendarDays, calendarYear, isWeekend } from '../shared/dates.ts';

// Bacs's working days (Monday to Friday, less the England and Wales bank holidays) for a given
// calendar of bank holidays. Apart from the calendar itself (bank-holidays.ts, the date-holidays
// library) so that the web can work out a Direct Debit schedule from the bank holidays the server
// publishes, without loading the library (decision 034 item 3).

/** A year's bank holidays on which Bacs does not work, yyyy-MM-dd. @throws RangeError when unknown. */
export type BankHolidaysOf = (year: number) => readonly string[];

/** Working-day arithmetic for the bank holidays `bankHolidaysOf` gives. */
export interface WorkingDays {
  /** Whether Bacs works on `date` (yyyy-MM-dd). @throws RangeError for a date that is not real. */
  isWorkingDay: (date: string) => boolean;
  /** `date` itself when it is a working day, otherwise the next working day after it. */
  onOrNextWorkingDay: (date: string) => string;
  /** The `count`th working day after `date` (`date` itself never counts). */
  addWorkingDays: (date: string, count: number) => string;
}

/** The working days of a calendar of bank holidays. */
export function workingDays(bankHolidaysOf: BankHolidaysOf): WorkingDays {
  const isWorkingDay = (date: string): boolean =>
    !isWeekend(date) && !bankHolidaysOf(calendarYear(date)).includes(date);
  return {
    isWorkingDay,
    onOrNextWorkingDay: (date) => {
      let day = date;
      while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
      return day;
    },
    addWorkingDays: (date, count) => {
      let day = date;
      for (let counted = 0; counted < count;) {
        day = addCalendarDays(day, 1);
        if (isWorkingDay(day)) counted += 1;
      }
      return day;
    },
  };
}

/**
 * The bank holidays of a published list by year (the public configuration's `bankHolidays`).
 * A year the list does not cover is refused rather than taken as having none.
 */
export function bankHolidaysFrom(
  byYear: Readonly<Record<string, readonly string[]>>,
): BankHolidaysOf {
  return (year) => {
    const holidays = byYear[String(year)];
    if (holidays === undefined) throw new RangeError(`No bank holidays are known for ${year}`);
    return holidays;
  };
}
