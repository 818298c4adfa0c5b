import { describe, expect, it } from 'vitest';
import type { InstalmentPlan } from '../quote/result.schema.ts';
import { englandAndWalesBankHolidays } from './bank-holidays.ts';
import { directDebitSchedule, finalDirectDebitSchedule } from './direct-debit-schedule.ts';

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

const bankHolidays = englandAndWalesBankHolidays;

/** The schedule given with the mandate on `mandateDay`, then made final on `paymentDay`. */
function givenThenPaid(
  mandateDay: string,
  paymentDay: string,
  coverStartDate: string,
  collectionDay: number,
) {
  const given = directDebitSchedule({
    plan,
    coverStartDate,
    today: mandateDay,
    collectionDay,
    bankHolidays,
  });
  const final = finalDirectDebitSchedule({
    given,
    plan,
    coverStartDate,
    today: paymentDay,
    collectionDay,
    bankHolidays,
  });
  return { given, final };
}

describe('finalDirectDebitSchedule', () => {
  it('keeps the dates shown with the mandate when payment the same day leaves exactly 10 working days', () => {
    // Monday 2 November 2026: its 10th working day after is Monday 16 November.
    const { given, final } = givenThenPaid('2026-11-02', '2026-11-02', '2026-11-03', 16);
    expect(given[0]).toEqual({ date: '2026-11-16', amount: 61.23 });
    expect(final).toEqual(given);
  });

  it('moves every collection a month on when payment one working day later would leave only 9', () => {
    const { given, final } = givenThenPaid('2026-11-02', '2026-11-03', '2026-11-03', 16);
    expect(given[0]?.date).toBe('2026-11-16');
    expect(final.map((collection) => collection.date).slice(0, 3)).toEqual([
      '2026-12-16',
      '2027-01-18', // Saturday 16 January: the next working day
      '2027-02-16',
    ]);
    expect(final).toHaveLength(10);
    expect(final.every((collection) => collection.amount === 61.23)).toBe(true);
  });

  it('recalculates a mandate given on a Friday and paid for on the Tuesday after', () => {
    // Friday 6 November: the 10th working day after is Friday 20 November, the collection day.
    // Paid Tuesday 10 November: the 10th working day after is Tuesday 24 November, too late
    // for the 20th, so collections start on 20 December, a Sunday: Monday 21 December.
    const { given, final } = givenThenPaid('2026-11-06', '2026-11-10', '2026-11-09', 20);
    expect(given[0]?.date).toBe('2026-11-20');
    expect(final[0]).toEqual({ date: '2026-12-21', amount: 61.23 });
    expect(final[1]?.date).toBe('2027-01-20');
  });

  it('counts around bank holidays: Good Friday and Easter Monday are not working days', () => {
    // Wednesday 17 March 2027: 10 working days, skipping Friday 26 and Monday 29 March, end on
    // Friday 2 April. Paid a day later, the 10th working day is Monday 5 April, so the first
    // collection moves to 2 May, a Sunday, then past the Early May bank holiday: Tuesday 4 May.
    const sameDay = givenThenPaid('2027-03-17', '2027-03-17', '2027-03-20', 2);
    expect(sameDay.final[0]?.date).toBe('2027-04-02');
    const dayLater = givenThenPaid('2027-03-17', '2027-03-18', '2027-03-20', 2);
    expect(dayLater.final[0]?.date).toBe('2027-05-04');
  });

  it('never keeps a first collection earlier than the notice allows, whatever schedule it is given', () => {
    // A schedule from a stale or altered mandate: its first date is tomorrow.
    const final = finalDirectDebitSchedule({
      given: [{ date: '2026-11-03', amount: 1 }],
      plan,
      coverStartDate: '2026-11-03',
      today: '2026-11-02',
      collectionDay: 16,
      bankHolidays,
    });
    expect(final[0]).toEqual({ date: '2026-11-16', amount: 61.23 });
  });

  it('works the schedule out afresh when none was given', () => {
    const final = finalDirectDebitSchedule({
      given: [],
      plan,
      coverStartDate: '2026-11-03',
      today: '2026-11-02',
      collectionDay: 16,
      bankHolidays,
    });
    expect(final).toHaveLength(10);
    expect(final[0]?.date).toBe('2026-11-16');
  });
});
