import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englandAndWalesBankHolidays } from '../payment/bank-holidays.ts';
import { cancellationRefund, type CancellationPolicy } from './cancellation-refund.ts';
import {
  collectionsToStop,
  finalCollectionDate,
  splitSettlement,
  stopCollections,
  type ScheduledCollection,
} from './direct-debit-settlement.ts';

// Decision 065: a monthly cancellation's settlement through the Direct Debit mandate.

const SCHEDULE: ScheduledCollection[] = [
  { date: '2026-12-22', amount: 52.5 },
  { date: '2027-01-22', amount: 52.5 },
  { date: '2027-02-22', amount: 52.5 },
  { date: '2027-03-22', amount: 52.5 },
];

describe('collectionsToStop and stopCollections', () => {
  it.each<[string, string, string[]]>([
    ['before the first: all of them', '2026-12-01', SCHEDULE.map((each) => each.date)],
    [
      'on a collection day: that one was due, the rest stop',
      '2027-01-22',
      ['2027-02-22', '2027-03-22'],
    ],
    ['the day before one: it stops', '2027-02-21', ['2027-02-22', '2027-03-22']],
    ['after the last: none', '2027-03-23', []],
  ])('on %s', (_name, today, stopped) => {
    expect(collectionsToStop(SCHEDULE, today).map((each) => each.date)).toEqual(stopped);
  });

  it('keeps every collection, marking only those after today with when they were stopped', () => {
    const at = new Date('2027-01-25T10:00:00Z');
    expect(stopCollections(SCHEDULE, '2027-01-25', at)).toEqual([
      { date: '2026-12-22', amount: 52.5 },
      { date: '2027-01-22', amount: 52.5 },
      { date: '2027-02-22', amount: 52.5, cancelledAt: '2027-01-25T10:00:00.000Z' },
      { date: '2027-03-22', amount: 52.5, cancelledAt: '2027-01-25T10:00:00.000Z' },
    ]);
  });

  it('never moves a mark made before', () => {
    const once = stopCollections(SCHEDULE, '2027-01-25', new Date('2027-01-25T10:00:00Z'));
    expect(stopCollections(once, '2027-01-26', new Date('2027-01-26T10:00:00Z'))).toEqual(once);
  });
});

describe('finalCollectionDate', () => {
  it.each<[string, string, ScheduledCollection[], string]>([
    // 25 Jan 2027 (Monday) + 10 working days = 8 Feb; the next collection, 22 Feb, is later.
    ['the next collection when it leaves the notice', '2027-01-25', SCHEDULE, '2027-02-22'],
    // 15 Feb (Monday) + 10 working days = 1 March, after the next collection on 22 Feb.
    ['10 working days on when the next collection is sooner', '2027-02-15', SCHEDULE, '2027-03-01'],
    ['10 working days on when no collection is left', '2027-04-01', SCHEDULE, '2027-04-15'],
    // 2026-12-14 + 10 working days skips Christmas Day and Boxing Day (28 Dec, substitute).
    ['bank holidays are not working days', '2026-12-14', [], '2026-12-30'],
  ])('%s', (_name, today, schedule, expected) => {
    expect(finalCollectionDate(schedule, today, englandAndWalesBankHolidays)).toBe(expected);
  });
});

describe('splitSettlement', () => {
  it.each<[string, Parameters<typeof splitSettlement>[0], object]>([
    [
      'a refund within what the card paid goes to the card',
      { refundPence: 8_000, balanceOwedPence: 0, cardRefundablePence: 10_000, hasMandate: true },
      { cardRefundPence: 8_000, bankRefundPence: 0, finalCollectionPence: 0 },
    ],
    [
      'a refund beyond the deposit: the rest to the bank account',
      { refundPence: 14_000, balanceOwedPence: 0, cardRefundablePence: 10_000, hasMandate: true },
      { cardRefundPence: 10_000, bankRefundPence: 4_000, finalCollectionPence: 0 },
    ],
    [
      'a balance owed is one final collection',
      { refundPence: 0, balanceOwedPence: 2_345, cardRefundablePence: 10_000, hasMandate: true },
      { cardRefundPence: 0, bankRefundPence: 0, finalCollectionPence: 2_345 },
    ],
    [
      'annual: the card only',
      { refundPence: 40_000, balanceOwedPence: 0, cardRefundablePence: 50_000, hasMandate: false },
      { cardRefundPence: 40_000, bankRefundPence: 0, finalCollectionPence: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(splitSettlement(input)).toEqual(expected);
  });

  const pence = fc.integer({ min: 0, max: 10_000_000 });

  it('conserves money and takes nothing below zero, for any refund or balance', () => {
    fc.assert(
      fc.property(pence, fc.boolean(), pence, (amount, owed, cardRefundablePence) => {
        const refundPence = owed ? 0 : amount;
        const balanceOwedPence = owed ? amount : 0;
        const split = splitSettlement({
          refundPence,
          balanceOwedPence,
          cardRefundablePence,
          hasMandate: true,
        });
        expect(split.cardRefundPence + split.bankRefundPence - split.finalCollectionPence).toBe(
          refundPence - balanceOwedPence,
        );
        expect(split.cardRefundPence).toBeLessThanOrEqual(cardRefundablePence);
        for (const value of Object.values(split)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('conserves money from the rule itself: any monthly policy, any day, any deposit', () => {
    const start = Date.parse('2026-03-01T12:00:00Z');
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (premiumPence, daysIn, depositShare, collectedShare) => {
          const depositPence = Math.floor((premiumPence * depositShare) / 200);
          const collectedPence = Math.floor(((premiumPence - depositPence) * collectedShare) / 100);
          const policy: CancellationPolicy = {
            startDate: '2026-03-01',
            endDate: '2027-02-28',
            purchasedAt: new Date(start),
            premiumPence,
            paidPence: depositPence + collectedPence,
            claimMade: false,
          };
          const refund = cancellationRefund(policy, 'now', new Date(start + daysIn * day));
          const split = splitSettlement({
            refundPence: refund.refundPence,
            balanceOwedPence: refund.balanceOwedPence,
            cardRefundablePence: depositPence,
            hasMandate: true,
          });
          expect(split.cardRefundPence + split.bankRefundPence - split.finalCollectionPence).toBe(
            refund.refundPence - refund.balanceOwedPence,
          );
          // And so what was paid, less refunds, plus the final collection is the cover used.
          expect(
            policy.paidPence -
              split.cardRefundPence -
              split.bankRefundPence +
              split.finalCollectionPence,
          ).toBe(refund.coverUsedPence + refund.feePence);
          expect(Math.min(...Object.values(split))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
