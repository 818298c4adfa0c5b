import { describe, expect, it } from 'vitest';
import {
  BANK_HOLIDAY_YEARS,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
  addWorkingDays,
  isWorkingDay,
  onOrNextWorkingDay,
} from './bank-holidays.ts';

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

describe('England and Wales bank holidays', () => {
  it.each(
    Array.from(
      { length: BANK_HOLIDAY_YEARS.last - BANK_HOLIDAY_YEARS.first + 1 },
      (_, index) => BANK_HOLIDAY_YEARS.first + index,
    ),
  )('lists the standing pattern for %i', (year) => {
    expect(ENGLAND_AND_WALES_BANK_HOLIDAYS.filter((date) => date.startsWith(`${year}-`))).toEqual(
      standingPattern(year),
    );
  });

  it('matches the days GOV.UK announced for 2026 and 2027', () => {
    expect(ENGLAND_AND_WALES_BANK_HOLIDAYS.slice(0, 16)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it.each([
    ['a Monday', '2026-11-23', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['Good Friday', '2027-03-26', false],
    ['a substitute Boxing Day', '2026-12-28', false],
  ])('says whether %s (%s) is a working day', (_case, date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('moves to the next working day past a weekend and its holidays', () => {
    expect(onOrNextWorkingDay('2026-12-25')).toBe('2026-12-29');
    expect(onOrNextWorkingDay('2026-12-24')).toBe('2026-12-24');
  });

  it('counts working days after a date, leaving the date itself out', () => {
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-18', 10)).toBe('2027-01-06');
  });

  it.each(['2025-12-31', '2031-01-02', '2026-02-29', 'soon'])(
    'refuses to answer for %s rather than guess',
    (date) => {
      expect(() => isWorkingDay(date)).toThrow(RangeError);
    },
  );
});
