import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  englandAndWalesBankHolidays,
  isWorkingDay,
  onOrNextWorkingDay,
} from './bank-holidays.ts';

/**
 * The list this module held before decision 034 (GOV.UK's announced days for 2025-2027, the standing
 * pattern for 2028-2030), typed by hand: the library must give exactly these days.
 */
const TYPED_LIST: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28', // Boxing Day (substitute day: the 26th is a Saturday)
  ],
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27', // Christmas Day (substitute day: the 25th is a Saturday)
    '2027-12-28', // Boxing Day (substitute day)
  ],
  2028: [
    '2028-01-03', // New Year's Day (substitute day: the 1st is a Saturday)
    '2028-04-14',
    '2028-04-17',
    '2028-05-01',
    '2028-05-29',
    '2028-08-28',
    '2028-12-25',
    '2028-12-26',
  ],
  2029: [
    '2029-01-01',
    '2029-03-30',
    '2029-04-02',
    '2029-05-07',
    '2029-05-28',
    '2029-08-27',
    '2029-12-25',
    '2029-12-26',
  ],
  2030: [
    '2030-01-01',
    '2030-04-19',
    '2030-04-22',
    '2030-05-06',
    '2030-05-27',
    '2030-08-26',
    '2030-12-25',
    '2030-12-26',
  ],
};

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus/Jones/Butcher). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h =
    (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utc(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

function mondayOnOrAfter(date: Date): Date {
  let day = date;
  while (day.getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

/** The standing pattern of England and Wales bank holidays, substitute days included. */
function standingPattern(year: number): string[] {
  const easter = easterSunday(year);
  const taken: Date[] = [];
  const substitute = (date: Date) => {
    let day = date;
    while (isWeekend(day) || taken.some((other) => iso(other) === iso(day))) {
      day = plusDays(day, 1);
    }
    taken.push(day);
  };
  substitute(utc(year, 1, 1));
  taken.push(plusDays(easter, -2), plusDays(easter, 1));
  taken.push(mondayOnOrAfter(utc(year, 5, 1)));
  taken.push(mondayOnOrAfter(utc(year, 5, 25)));
  taken.push(mondayOnOrAfter(utc(year, 8, 25)));
  substitute(utc(year, 12, 25));
  substitute(utc(year, 12, 26));
  return taken.map(iso).sort();
}

describe('England and Wales bank holidays (date-holidays, GB region ENG)', () => {
  it.each(Object.entries(TYPED_LIST))('gives the days of the typed list for %s', (year, days) => {
    expect(englandAndWalesBankHolidays(Number(year))).toEqual(days);
  });

  // Years past the typed list: the library against an independent working of the standing pattern.
  it.each(Array.from({ length: 30 }, (_, index) => 2031 + index))(
    'follows the standing pattern, substitute days included, in %i',
    (year) => {
      expect(englandAndWalesBankHolidays(year)).toEqual(standingPattern(year));
    },
  );

  it('leaves out observances that are not bank holidays (Easter Sunday, Mothering Sunday)', () => {
    expect(englandAndWalesBankHolidays(2031)).not.toContain('2031-04-13');
    expect(englandAndWalesBankHolidays(2031)).not.toContain('2031-03-23');
    expect(isWorkingDay('2031-06-16')).toBe(true); // the Monday after Father's Day
  });

  it.each([
    ['a Monday', '2026-11-23', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['Good Friday', '2027-03-26', false],
    ['a substitute Boxing Day', '2026-12-28', false],
    ['Easter Monday 2031', '2031-04-14', false],
    ['Christmas Day 2031 (a Thursday)', '2031-12-25', false],
    ['Boxing Day 2031 (a Friday)', '2031-12-26', false],
    ['the Monday after Christmas 2031', '2031-12-29', true],
    ['the substitute Christmas Day 2032', '2032-12-27', false],
    ['the substitute Boxing Day 2032', '2032-12-28', false],
    ['the substitute New Year’s Day 2033', '2033-01-03', false],
    ['the substitute New Year’s Day 2040', '2040-01-02', false],
    ['a Tuesday in 2040', '2040-01-03', true],
  ])('says whether %s (%s) is a working day', (_case, date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('moves to the next working day past a weekend and its holidays', () => {
    expect(onOrNextWorkingDay('2026-12-25')).toBe('2026-12-29');
    expect(onOrNextWorkingDay('2026-12-24')).toBe('2026-12-24');
    expect(onOrNextWorkingDay('2032-12-25')).toBe('2032-12-29');
  });

  it('counts working days after a date, leaving the date itself out', () => {
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-18', 10)).toBe('2027-01-06');
    // Good Friday 2031 is 11 April; Easter Monday the 14th.
    expect(addWorkingDays('2031-04-10', 1)).toBe('2031-04-15');
    // 2032: Christmas on a Saturday, Boxing Day on a Sunday: both substituted (27th, 28th).
    expect(addWorkingDays('2032-12-24', 1)).toBe('2032-12-29');
  });

  it.each(['2026-02-29', 'soon', ''])('refuses to answer for %j rather than guess', (date) => {
    expect(() => isWorkingDay(date)).toThrow(RangeError);
  });
});
