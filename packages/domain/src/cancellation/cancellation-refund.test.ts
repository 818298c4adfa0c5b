import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  cancelWhenProblem,
  ukStartOfDay,
  type CancellationPolicy,
  type CancelWhen,
} from './cancellation-refund.ts';

// Decision 063: the refund rule at its edges. A year from 1 March 2026 (365 days) for £365.00, so a
// day is 100p; noon UTC, which is the same UK date in winter and summer.
const YEAR: CancellationPolicy = {
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  purchasedAt: new Date('2026-03-01T12:00:00Z'),
  premiumPence: 36_500,
  paidPence: 36_500,
  claimMade: false,
};

const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('cancellationRefund', () => {
  it.each<[string, Partial<CancellationPolicy>, CancelWhen, Date, object]>([
    [
      'day 0: cancelled now on the day of purchase, one day used',
      {},
      'now',
      at('2026-03-01'),
      { rule: 'withinFourteenDays', daysUsed: 1, coverUsedPence: 100, refundPence: 36_400 },
    ],
    [
      'day 14 is still within the 14 days',
      {},
      'now',
      at('2026-03-15'),
      {
        rule: 'withinFourteenDays',
        daysUsed: 15,
        refundPence: 36_500 - 1_500,
        windowEndsOn: '2026-03-15',
      },
    ],
    [
      'day 15 is after the 14 days: pro rata less the stated fee (none)',
      {},
      'now',
      at('2026-03-16'),
      { rule: 'afterFourteenDays', daysUsed: 16, feePence: 0, refundPence: 36_500 - 1_600 },
    ],
    [
      'the 14 days run from the documents when they came later',
      { documentsReceivedAt: at('2026-03-05') },
      'now',
      at('2026-03-19'),
      { rule: 'withinFourteenDays', windowEndsOn: '2026-03-19' },
    ],
    [
      'a policy not yet started: everything back',
      { startDate: '2026-03-20', endDate: '2027-03-19' },
      'now',
      at('2026-03-02'),
      {
        rule: 'withinFourteenDays',
        daysUsed: 0,
        coverUsedPence: 0,
        refundPence: 36_500,
        lastDayOfCover: '2026-03-19',
      },
    ],
    [
      'a date before the start: everything back',
      { startDate: '2026-03-20', endDate: '2027-03-19' },
      '2026-03-10',
      at('2026-03-02'),
      { daysUsed: 0, refundPence: 36_500 },
    ],
    [
      'cancelled from the last day: every day but that one used',
      {},
      '2027-02-28',
      at('2026-06-01'),
      { rule: 'afterFourteenDays', daysUsed: 364, refundPence: 100, lastDayOfCover: '2027-02-27' },
    ],
    [
      'cancelled now on the last day: the whole year used',
      {},
      'now',
      at('2027-02-28'),
      { daysUsed: 365, coverUsedPence: 36_500, refundPence: 0, balanceOwedPence: 0 },
    ],
    [
      'a leap year has 366 days',
      {
        startDate: '2027-03-01',
        endDate: '2028-02-29',
        purchasedAt: at('2027-03-01'),
        premiumPence: 36_600,
        paidPence: 36_600,
      },
      '2027-03-11',
      at('2027-03-02'),
      { daysInPeriod: 366, daysUsed: 10, coverUsedPence: 1_000, refundPence: 35_600 },
    ],
    [
      'part pence of cover used are rounded down, in the customer’s favour',
      { premiumPence: 50_000, paidPence: 50_000 },
      '2026-03-02',
      at('2026-03-01'),
      // 50,000 x 1 / 365 = 136.98…
      { daysUsed: 1, coverUsedPence: 136, refundPence: 49_864 },
    ],
    [
      'monthly: what was taken less the cover used is refunded',
      { paidPence: 10_000 },
      '2026-03-11',
      at('2026-03-02'),
      { coverUsedPence: 1_000, refundPence: 9_000, balanceOwedPence: 0 },
    ],
    [
      'monthly: cover used beyond what was taken is owed',
      { paidPence: 3_000 },
      'now',
      at('2026-04-09'),
      { daysUsed: 40, coverUsedPence: 4_000, refundPence: 0, balanceOwedPence: 1_000 },
    ],
    [
      'a claim made: the year is due and nothing comes back',
      { claimMade: true },
      'now',
      at('2026-03-02'),
      { rule: 'claimMade', refundPence: 0, coverUsedPence: 36_500 },
    ],
  ])('%s', (_name, change, when, now, expected) => {
    expect(cancellationRefund({ ...YEAR, ...change }, when, now)).toMatchObject(expected);
  });

  it('reads days on the UK clock in summer: 23:30 UTC on 10 June is 11 June in the UK (BST)', () => {
    const policy = {
      ...YEAR,
      startDate: '2026-06-11',
      endDate: '2027-06-10',
      purchasedAt: new Date('2026-06-10T23:30:00Z'),
    };
    const refund = cancellationRefund(policy, 'now', new Date('2026-06-25T22:30:00Z'));
    // Purchased on 11 June (UK), notice on 25 June (UK): day 14, within.
    expect(refund).toMatchObject({
      rule: 'withinFourteenDays',
      windowEndsOn: '2026-06-25',
      daysUsed: 15,
    });
    expect(cancellationRefund(policy, 'now', new Date('2026-06-25T23:00:00Z')).rule).toBe(
      'afterFourteenDays',
    );
  });

  it('a chosen date ends cover at 00:00 UK time: 23:00 UTC the day before in summer', () => {
    expect(ukStartOfDay('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(ukStartOfDay('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(cancellationRefund(YEAR, '2026-07-01', at('2026-06-01')).effectiveAt).toEqual(
      ukStartOfDay('2026-07-01'),
    );
  });
});

describe('cancelWhenProblem', () => {
  it.each<[CancelWhen, string, boolean]>([
    ['now', '2026-06-01', true],
    ['2026-06-02', '2026-06-01', true],
    ['2027-02-28', '2026-06-01', true],
    ['2026-06-01', '2026-06-01', false],
    ['2027-03-01', '2026-06-01', false],
    ['now', '2027-03-01', false],
  ])('cancelling %s on %s is allowed: %s', (when, today, allowed) => {
    expect(cancelWhenProblem(YEAR, when, at(today)) === undefined).toBe(allowed);
  });
});
