import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukEndOfDay, ukToday } from './uk-date.ts';

describe('ukToday (decision 037: one "today", the UK date)', () => {
  it.each([
    ['2026-06-10T23:30:00Z', '2026-06-11', '00:30 BST: already 11 June in the UK, 10 June in UTC'],
    ['2026-06-10T22:59:59Z', '2026-06-10', '23:59:59 BST'],
    ['2026-06-10T23:00:00Z', '2026-06-11', 'midnight BST'],
    ['2026-12-10T23:30:00Z', '2026-12-10', 'winter (GMT): the UK and UTC agree'],
    ['2026-12-31T23:59:59Z', '2026-12-31', 'the last second of the year, GMT'],
    ['2026-03-29T00:59:59Z', '2026-03-29', 'just before the spring clock change'],
    ['2026-03-28T23:30:00Z', '2026-03-28', 'the night of the spring change, still GMT'],
    ['2026-10-24T23:30:00Z', '2026-10-25', 'the night of the autumn change, still BST'],
    ['2026-10-25T23:30:00Z', '2026-10-25', 'the night after it, GMT again'],
  ])('at %s is %s (%s)', (instant, expected) => {
    expect(ukToday(new Date(instant))).toBe(expected);
  });

  it("gives the time-zone database's date for every quarter hour of 2026 and 2027, in any order", () => {
    const fresh = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
    const quarter = 15 * 60 * 1000;
    const start = Date.UTC(2026, 0, 1);
    const instants = Array.from({ length: 2 * 365 * 96 }, (_, i) => start + i * quarter);
    // Forwards, then in a scrambled order, so each answer is checked whatever was asked before it.
    const scrambled = instants.map((_, i) => instants[(i * 7919) % instants.length]!);
    for (const instant of [...instants, ...scrambled]) {
      expect(ukToday(new Date(instant))).toBe(fresh.format(instant));
    }
  });

  it('refuses an invalid Date', () => {
    expect(() => ukToday(new Date('not a date'))).toThrow(RangeError);
  });

  describe('whatever the time zone of the machine or browser', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each([
      ['America/Los_Angeles', 10],
      ['Pacific/Kiritimati', 11],
      ['UTC', 10],
    ])('in %s, 23:30 UTC on 10 June is 11 June', (zone, localDay) => {
      vi.stubEnv('TZ', zone);
      const now = new Date('2026-06-10T23:30:00Z');
      expect(now.getDate()).toBe(localDay); // the zone took: the browser's own date
      expect(ukToday(now)).toBe('2026-06-11');
    });

    it.each(['America/New_York', 'Australia/Lord_Howe', 'Europe/London', 'Asia/Kathmandu'])(
      'in %s, the UK day ends at 23:59:59 on the UK clock, on clock-change days too',
      (zone) => {
        vi.stubEnv('TZ', zone);
        expect(ukEndOfDay('2027-03-14').toISOString()).toBe('2027-03-14T23:59:59.000Z'); // US change
        expect(ukEndOfDay('2027-03-28').toISOString()).toBe('2027-03-28T22:59:59.000Z'); // UK change
        expect(ukEndOfDay('2027-04-04').toISOString()).toBe('2027-04-04T22:59:59.000Z'); // Lord Howe
        expect(ukEndOfDay('2027-10-31').toISOString()).toBe('2027-10-31T23:59:59.000Z');
        expect(ukToday(new Date('2027-03-28T00:59:59Z'))).toBe('2027-03-28');
        expect(ukToday(new Date('2027-10-30T23:30:00Z'))).toBe('2027-10-31');
      },
    );
  });
});

describe('ukEndOfDay', () => {
  it.each([
    ['2026-12-22', '2026-12-22T23:59:59.000Z', 'winter: 23:59:59 GMT'],
    ['2026-07-11', '2026-07-11T22:59:59.000Z', 'summer: 23:59:59 BST'],
    ['2026-03-29', '2026-03-29T22:59:59.000Z', 'the day the clocks go forward ends in BST'],
    ['2026-10-25', '2026-10-25T23:59:59.000Z', 'the day they go back ends in GMT'],
  ])('of %s is %s (%s)', (date, expected) => {
    const end = ukEndOfDay(date);
    expect(end.toISOString()).toBe(expected);
    expect(ukToday(end)).toBe(date);
    expect(ukToday(new Date(end.getTime() + 1000))).not.toBe(date);
  });

  it.each(['2026-02-30', '2026-1-05', '2026-06-11T10:00:00Z', 'tomorrow'])(
    'refuses %j as not a real yyyy-MM-dd date',
    (date) => {
      expect(() => ukEndOfDay(date)).toThrow(RangeError);
    },
  );
});
