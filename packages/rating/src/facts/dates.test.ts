import fc from 'fast-check';
import { ageOn, calendarDayOf, wholeMonthsBetween, type CalendarDay } from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { ageAt, monthsBetween } from './dates.ts';

const day = (date: string): CalendarDay => {
  const read = calendarDayOf(date);
  if (!read) throw new Error(`not a date: ${date}`);
  return read;
};

/** The domain's answer, undefined where it refuses a date (as the engine read it before). */
const orUndefined = (answer: () => number) => {
  try {
    return answer();
  } catch {
    return undefined;
  }
};

/** yyyy-MM-dd strings, real and not (month 00-13, day 00-32, leap days of any century). */
const dateLike = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100)),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([year, month, date]) =>
      `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
  );

describe('monthsBetween', () => {
  it.each([
    ['2026-01-22', '2026-11-22', 10],
    ['2026-01-23', '2026-11-22', 9],
    ['2021-11-22', '2026-11-22', 60],
    ['2027-01-01', '2026-11-22', 0],
    ['2024-02-29', '2025-02-28', 11],
    ['2026-01-31T10:00:00Z', '2026-02-28', 0],
  ])('from %s to %s is %d whole months', (from, to, months) => {
    expect(monthsBetween(from, day(to))).toBe(months);
  });

  it('is undefined for something that is not a date', () => {
    expect(monthsBetween('yesterday', day('2026-11-22'))).toBeUndefined();
    expect(monthsBetween('2026-02-30', day('2026-11-22'))).toBeUndefined();
    expect(monthsBetween(undefined, day('2026-11-22'))).toBeUndefined();
  });

  it("gives the domain's wholeMonthsBetween (0 at least) for any pair of dates", () => {
    fc.assert(
      fc.property(dateLike, dateLike, (from, to) => {
        const start = calendarDayOf(to);
        const expected = orUndefined(() => Math.max(0, wholeMonthsBetween(from, to)));
        if (!start) expect(expected).toBeUndefined();
        else expect(monthsBetween(from, start)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('ageAt', () => {
  it('counts a birthday on 29 February from 1 March in a common year', () => {
    expect(ageAt('2008-02-29', day('2025-02-28'))).toBe(16);
    expect(ageAt('2008-02-29', day('2025-03-01'))).toBe(17);
  });

  it("gives the domain's ageOn for any pair of dates", () => {
    fc.assert(
      fc.property(dateLike, dateLike, (born, on) => {
        const today = calendarDayOf(on);
        const expected = orUndefined(() => ageOn(born, on));
        if (!today) expect(expected).toBeUndefined();
        else expect(ageAt(born, today)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
