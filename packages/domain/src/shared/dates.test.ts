import { describe, expect, it } from 'vitest';
import { ageOn, IsoDateSchema, IsoDateTimeSchema, toIsoDate } from './dates.ts';

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
