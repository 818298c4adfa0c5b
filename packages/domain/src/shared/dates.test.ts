import { UTCDateMini } from '@date-fns/utc/date/mini';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  ageOn,
  calendarDayOf,
  calendarYear,
  isWeekend,
  IsoDateSchema,
  IsoDateTimeSchema,
  toIsoDate,
  wholeMonthsBetween,
} from './dates.ts';

describe('IsoDateSchema (§5.3)', () => {
  it.each(['2026-01-05', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])(
    'accepts the real date %s',
    (value) => {
      expect(IsoDateSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['2026-02-30', 'no 30 February'],
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'century not divisible by 400'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no month 13'],
    ['2026-00-10', 'no month 0'],
    ['2026-1-05', 'month not zero padded'],
    ['2026-01-5', 'day not zero padded'],
    ['05/01/2026', 'dd/mm/yyyy'],
    ['2026-01-05T00:00:00Z', 'a date-time'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(IsoDateSchema.safeParse(value).success).toBe(false);
  });
});

describe('IsoDateTimeSchema', () => {
  it.each(['2026-01-05T10:20:30Z', '2026-01-05T10:20:30.123+01:00', '2026-01-05T00:00:00-05:00'])(
    'accepts %s',
    (value) => {
      expect(IsoDateTimeSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2026-01-05', '2026-01-05T10:20:30', 'yesterday'])(
    'rejects %s (no time zone or no time)',
    (value) => {
      expect(IsoDateTimeSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('toIsoDate (§5.3: the UTC date)', () => {
  it.each([
    ['2026-03-07T12:00:00Z', '2026-03-07'],
    ['2026-01-01T00:30:00+01:00', '2025-12-31'], // still 31 December in UTC
    ['2026-06-30T23:30:00-02:00', '2026-07-01'], // already 1 July in UTC
    ['2024-02-29T00:00:00Z', '2024-02-29'],
    ['0099-05-04T00:00:00Z', '0099-05-04'], // year zero padded to four digits
  ])('reduces %s to %s', (input, expected) => {
    const result = toIsoDate(new Date(input));
    expect(result).toBe(expected);
    expect(IsoDateSchema.safeParse(result).success).toBe(true);
  });

  it('zero pads month and day', () => {
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
  });

  it('refuses an invalid Date', () => {
    expect(() => toIsoDate(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('ageOn (§5.4: full years from date of birth to today)', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25, 'the day before the birthday'],
    ['2000-06-15', '2026-06-15', 26, 'on the birthday'],
    ['2000-06-15', '2026-06-16', 26, 'the day after'],
    ['2009-01-01', '2026-01-01', 17, 'turns 17 today (minimum driver age)'],
    ['2009-01-02', '2026-01-01', 16, 'one day short of 17'],
    ['2008-02-29', '2025-02-28', 16, 'leap-day birthday, common year, 28 February'],
    ['2008-02-29', '2025-03-01', 17, 'leap-day birthday, common year, 1 March'],
    ['2008-02-29', '2028-02-29', 20, 'leap-day birthday in a leap year'],
    ['1945-12-31', '2026-01-01', 80, 'over the new year'],
    ['2026-01-01', '2026-01-01', 0, 'born today'],
    ['2026-06-01', '2026-01-01', -1, 'born after today'],
  ])('born %s, on %s is %i (%s)', (dateOfBirth, today, expected) => {
    expect(ageOn(dateOfBirth, today)).toBe(expected);
  });

  it.each([
    ['2026-02-30', '2026-03-01'],
    ['2000-01-01', '2026-1-1'],
    ['', '2026-01-01'],
  ])('refuses %s / %s as not real yyyy-MM-dd dates', (dateOfBirth, today) => {
    expect(() => ageOn(dateOfBirth, today)).toThrow(RangeError);
  });
});

describe('addCalendarDays', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-22', 30, '2026-12-22'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring clock change: still whole days
    ['2026-10-24', 2, '2026-10-26'], // over the autumn one
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-1-05', '2026-01-05T00:00:00Z', ''])(
    'refuses %j as not a real yyyy-MM-dd date',
    (date) => {
      expect(() => addCalendarDays(date, 1)).toThrow(RangeError);
    },
  );
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-11-28', 2, '2027-01-28'],
    ['2026-01-31', 1, '2026-02-28'], // February has no 31st: its last day
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-15', -3, '2025-12-15'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });
});

describe('addCalendarYears', () => {
  it.each([
    ['2026-11-22', 1, '2027-11-22'],
    ['2024-02-29', 1, '2025-03-01'], // as a birthday: 1 March in a common year
    ['2024-02-29', 4, '2028-02-29'],
    ['2023-03-01', 1, '2024-03-01'],
    ['2026-12-31', -1, '2025-12-31'],
  ])('%s plus %i years is %s', (date, years, expected) => {
    expect(addCalendarYears(date, years)).toBe(expected);
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2026-01-15', '2026-02-14', 0, 'a day short of a month'],
    ['2026-01-15', '2026-02-15', 1, 'on the day'],
    ['2026-01-31', '2026-02-28', 0, 'the 31st is not reached in February'],
    ['2026-01-31', '2026-03-31', 2, 'the 31st again'],
    ['2021-11-22', '2026-11-22', 60, 'five years'],
    ['2026-11-22', '2026-11-22', 0, 'the same day'],
    ['2026-03-15', '2026-01-20', -2, 'backwards, rounded down'],
    ['2026-03-15', '2026-01-10', -3, 'backwards, rounded down past a day'],
  ])('from %s to %s is %i (%s)', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });

  it('refuses a date that is not real', () => {
    expect(() => wholeMonthsBetween('2026-02-30', '2026-11-22')).toThrow(RangeError);
    expect(() => wholeMonthsBetween('2026-01-01', 'today')).toThrow(RangeError);
  });
});

describe('whole months counted on the day, as date-fns counted them (decision 069)', () => {
  /** yyyy-MM-dd strings, real and not: month 00-13, day 00-32, leap days of any century. */
  const dateLike = fc
    .tuple(
      fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100)),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) =>
      [
        String(year).padStart(4, '0'),
        String(month).padStart(2, '0'),
        String(day).padStart(2, '0'),
      ].join('-'),
    );

  /** The rule as it was written with date-fns before decision 069. */
  function byDateFns(from: string, to: string): number {
    const [start, end] = [new UTCDateMini(Date.parse(from)), new UTCDateMini(Date.parse(to))];
    return differenceInCalendarMonths(end, start) - (end.getDate() < start.getDate() ? 1 : 0);
  }

  it('reads exactly the dates IsoDateSchema accepts', () => {
    fc.assert(
      fc.property(dateLike, (date) => {
        expect(calendarDayOf(date) !== undefined).toBe(IsoDateSchema.safeParse(date).success);
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives what date-fns gave for any two real dates, and refuses any other', () => {
    fc.assert(
      fc.property(dateLike, dateLike, (from, to) => {
        const real = calendarDayOf(from) && calendarDayOf(to);
        if (!real) {
          expect(() => wholeMonthsBetween(from, to)).toThrow(RangeError);
          expect(() => ageOn(from, to)).toThrow(RangeError);
          return;
        }
        expect(wholeMonthsBetween(from, to)).toBe(byDateFns(from, to));
        expect(ageOn(from, to)).toBe(Math.floor(byDateFns(from, to) / 12));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('isWeekend and calendarYear', () => {
  it.each([
    ['2026-11-21', true], // Saturday
    ['2026-11-22', true], // Sunday
    ['2026-11-23', false], // Monday
    ['2026-11-27', false], // Friday
  ])('%s is a weekend day: %s', (date, weekend) => {
    expect(isWeekend(date)).toBe(weekend);
  });

  it('reads the year of a date', () => {
    expect(calendarYear('2026-12-31')).toBe(2026);
    expect(calendarYear('0099-01-01')).toBe(99);
  });
});

describe('calendar arithmetic in any time zone of the machine', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'Asia/Kolkata'])(
    'gives the same days with the machine in %s',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // Midnight UTC on 1 March is still 28 February in Los Angeles: the machine's zone took.
      const localDay = new Date('2026-03-01T00:00:00Z').getDate();
      expect(localDay).toBe(zone === 'America/Los_Angeles' ? 28 : 1);
      expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
      expect(addCalendarYears('2024-02-29', 1)).toBe('2025-03-01');
      expect(wholeMonthsBetween('2026-01-15', '2026-02-15')).toBe(1);
      expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
      expect(isWeekend('2026-11-23')).toBe(false);
      expect(toIsoDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-06-30');
    },
  );
});
