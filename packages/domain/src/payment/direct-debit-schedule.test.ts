import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstalmentPlan } from '../quote/result.schema.ts';
import { addCalendarDays } from '../shared/dates.ts';
import { ukToday } from '../shared/uk-date.ts';
import { addWorkingDays, englandAndWalesBankHolidays, isWorkingDay } from './bank-holidays.ts';
import {
  directDebitSchedule as scheduleWith,
  type DirectDebitScheduleRequest,
} from './direct-debit-schedule.ts';
import { bankHolidaysFrom } from './working-days.ts';

/** The schedule by the server's calendar (date-holidays). */
function directDebitSchedule(request: Omit<DirectDebitScheduleRequest, 'bankHolidays'>) {
  return scheduleWith({ ...request, bankHolidays: englandAndWalesBankHolidays });
}

/** The plan the rating engine builds (§3.4): a deposit first, then 10 equal payments. */
const plan: InstalmentPlan = {
  depositAmountTotal: 71.8,
  paymentAmountVaried: 71.8,
  paymentVariedFirst: true,
  paymentVariedLast: false,
  paymentAmountNormal: 61.23,
  paymentCountNormal: 10,
  paymentCountTotal: 11,
  paymentFrequency: 'OneMonth',
  instalmentType: 'DD',
};

const dates = (request: Parameters<typeof directDebitSchedule>[0]) =>
  directDebitSchedule(request).map((collection) => collection.date);

describe('directDebitSchedule', () => {
  it('collects the normal payments monthly on the cover start day, the first 10 working days or more after today, moving weekends and bank holidays to the next working day', () => {
    // 10 working days after Sunday 22 November 2026 is Friday 4 December, past the 1st, so the
    // first collection is due on 1 January 2027: New Year's Day, so Monday 4 January.
    // 1 May 2027 is a Saturday and Monday 3 May the Early May bank holiday: Tuesday 4 May.
    const schedule = directDebitSchedule({
      plan,
      coverStartDate: '2026-12-01',
      today: '2026-11-22',
    });
    expect(schedule).toEqual(
      [
        '2027-01-04',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-04',
        '2027-06-01',
        '2027-07-01',
        '2027-08-02',
        '2027-09-01',
        '2027-10-01',
      ].map((date) => ({ date, amount: 61.23 })),
    );
  });

  it('counts the notice from the UK date: at 00:30 BST on 11 June, today is 11 June (decision 037)', () => {
    // 10 working days after Thursday 11 June 2026 is Thursday 25 June, past a chosen 24th, so the
    // first collection is on 24 July; from the UTC date (Wednesday 10 June) it would be 24 June.
    const today = ukToday(new Date('2026-06-10T23:30:00Z'));
    expect(today).toBe('2026-06-11');
    const request = { plan, coverStartDate: '2026-06-11', collectionDay: 24 };
    expect(dates({ ...request, today })[0]).toBe('2026-07-24');
    expect(dates({ ...request, today: '2026-06-10' })[0]).toBe('2026-06-24');
  });

  it('does not collect before the cover starts', () => {
    expect(dates({ plan, coverStartDate: '2026-12-15', today: '2026-11-02' }).slice(0, 3)).toEqual([
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
    ]);
  });

  it('collects on the first possible day itself when it is exactly 10 working days away', () => {
    // 10 working days after Monday 2 November 2026 is Monday 16 November.
    expect(addWorkingDays('2026-11-02', 10)).toBe('2026-11-16');
    expect(dates({ plan, coverStartDate: '2026-11-16', today: '2026-11-02' })[0]).toBe(
      '2026-11-16',
    );
    expect(dates({ plan, coverStartDate: '2026-11-13', today: '2026-11-02' })[0]).toBe(
      '2026-12-14', // the 13th of December 2026 is a Sunday
    );
  });

  it('counts Christmas and Easter as non-working days for the notice and the collection', () => {
    // A chosen 28th: 28 December 2026 is the Boxing Day substitute, 28 February 2027 a Sunday,
    // 28 March 2027 Easter Sunday (then Easter Monday), 28 August 2027 a Saturday (then the
    // Summer bank holiday).
    expect(
      dates({ plan, coverStartDate: '2026-11-30', today: '2026-11-10', collectionDay: 28 }),
    ).toEqual([
      '2026-12-29',
      '2027-01-28',
      '2027-03-01',
      '2027-03-30',
      '2027-04-28',
      '2027-05-28',
      '2027-06-28',
      '2027-07-28',
      '2027-08-31',
      '2027-09-28',
    ]);
  });

  it.each([
    ['2027-01-31', 28],
    ['2027-01-29', 28],
    ['2027-01-28', 28],
    ['2027-01-05', 5],
  ])('defaults the collection day to the cover start day (%s), at most the 28th', (start, day) => {
    const request = { plan, coverStartDate: start, today: '2026-12-01' };
    expect(dates(request)).toEqual(dates({ ...request, collectionDay: day }));
  });

  it('starts the month after the cover start when the cover starts after the 28th', () => {
    // Sunday 28 February 2027, so Monday 1 March; then Easter Sunday 28 March, so Tuesday 30 March.
    expect(dates({ plan, coverStartDate: '2027-01-31', today: '2026-12-01' }).slice(0, 3)).toEqual([
      '2027-03-01',
      '2027-03-30',
      '2027-04-28',
    ]);
  });

  it('collects on the chosen day of the month instead when one is given', () => {
    expect(
      dates({ plan, coverStartDate: '2026-12-01', today: '2026-11-22', collectionDay: 15 }),
    ).toEqual([
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
      '2027-04-15',
      '2027-05-17',
      '2027-06-15',
      '2027-07-15',
      '2027-08-16',
      '2027-09-15',
    ]);
  });

  it('adds the varied payment as the last collection when the plan puts it last', () => {
    const last = directDebitSchedule({
      plan: {
        ...plan,
        paymentVariedFirst: false,
        paymentVariedLast: true,
        paymentAmountVaried: 58,
      },
      coverStartDate: '2026-12-01',
      today: '2026-11-22',
    });
    expect(last).toHaveLength(11);
    expect(last.slice(0, 10).every((collection) => collection.amount === 61.23)).toBe(true);
    expect(last[10]).toEqual({ date: '2027-11-01', amount: 58 });
  });

  it.each([
    ['a collection day of 29', { collectionDay: 29 }],
    ['a collection day of 0', { collectionDay: 0 }],
    ['a fractional collection day', { collectionDay: 1.5 }],
    ['a cover start that is not a real date', { coverStartDate: '2026-02-30' }],
    ['today as a date-time', { today: '2026-11-22T10:00:00Z' }],
    ['a plan without monthly payments', { plan: { paymentAmountNormal: 61.23 } }],
    ['a plan of no payments', { plan: { ...plan, paymentCountNormal: 0 } }],
  ])('refuses %s', (_case, change) => {
    expect(() =>
      directDebitSchedule({ plan, coverStartDate: '2026-12-01', today: '2026-11-22', ...change }),
    ).toThrow(RangeError);
  });

  // Decision 034 item 3: the bank holidays of any year (date-holidays), not a list that ended in 2030.
  it('works out a cover starting in 2031 past Easter Monday, and one in 2040 past Christmas', () => {
    // 10 working days after Friday 21 March 2031 (Good Friday 11 April and Easter Monday 14 April
    // not among them) is Friday 4 April; the chosen 14th falls on Easter Monday: Tuesday 15 April.
    expect(
      dates({ plan, coverStartDate: '2031-04-01', today: '2031-03-21', collectionDay: 14 }).slice(
        0,
        2,
      ),
    ).toEqual(['2031-04-15', '2031-05-14']);
    // 2040: Christmas Tuesday, Boxing Day Wednesday; New Year's Day 2041 is a Tuesday.
    expect(
      dates({ plan, coverStartDate: '2040-12-01', today: '2040-11-20', collectionDay: 25 }).slice(
        0,
        2,
      ),
    ).toEqual(['2040-12-27', '2041-01-25']);
    // 2032: Christmas on a Saturday, so Monday 27 and Tuesday 28 December are the substitute days.
    expect(
      dates({ plan, coverStartDate: '2032-12-01', today: '2032-11-10', collectionDay: 27 })[0],
    ).toBe('2032-12-29');
  });

  it('always gives working days in order, on the collection day or just after, from the first day allowed', () => {
    const firstDay = new Date('2026-01-01T00:00:00Z').getTime();
    fc.assert(
      fc.property(
        // Any day of the next 40 years: the holidays come from the calendar, not a list.
        fc.integer({ min: 0, max: 40 * 365 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
        fc.integer({ min: 1, max: 12 }),
        (todayOffset, startOffset, collectionDay, count) => {
          const today = new Date(firstDay + todayOffset * 86_400_000).toISOString().slice(0, 10);
          const coverStartDate = addCalendarDays(today, startOffset);
          const schedule = directDebitSchedule({
            plan: { ...plan, paymentCountNormal: count },
            coverStartDate,
            today,
            collectionDay,
          });
          const day = collectionDay ?? Math.min(Number(coverStartDate.slice(8)), 28);
          // The first due date: the first day-of-month `day` on or after both limits.
          const notice = addWorkingDays(today, 10);
          let due = notice > coverStartDate ? notice : coverStartDate;
          while (Number(due.slice(8)) !== day) due = addCalendarDays(due, 1);
          expect(schedule).toHaveLength(count);
          schedule.forEach(({ date, amount }, index) => {
            expect(amount).toBe(61.23);
            expect(isWorkingDay(date)).toBe(true);
            if (index > 0) expect(date > schedule[index - 1]!.date).toBe(true);
            // On its due date, or moved on past a weekend and holidays (at most 4 days, Christmas).
            const moved = (Date.parse(date) - Date.parse(due)) / 86_400_000;
            expect(moved).toBeGreaterThanOrEqual(0);
            expect(moved).toBeLessThanOrEqual(4);
            const [year, month] = due.split('-').map(Number) as [number, number];
            due = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-${due.slice(8)}`;
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('directDebitSchedule with published bank holidays (the web, decision 034 item 3)', () => {
  const request = {
    plan,
    coverStartDate: '2031-04-10',
    today: '2031-04-01',
    collectionDay: 21,
  };

  it('gives the same dates from the published years as from the calendar', () => {
    const published = Object.fromEntries(
      [2031, 2032].map((year) => [String(year), englandAndWalesBankHolidays(year)]),
    );
    expect(scheduleWith({ ...request, bankHolidays: bankHolidaysFrom(published) })).toEqual(
      directDebitSchedule(request),
    );
  });

  it('refuses a year the published list does not cover rather than taking it as holiday-free', () => {
    const published = { '2031': englandAndWalesBankHolidays(2031) };
    expect(() => scheduleWith({ ...request, bankHolidays: bankHolidaysFrom(published) })).toThrow(
      RangeError,
    );
  });
});
