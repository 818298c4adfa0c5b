import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 } from '../tables/2026-11.ts';
import { annualPercentageRate } from './apr.ts';
import { monthlyAmountFor, monthlyPlan } from './instalments.ts';
import { toPence } from './money.ts';

const terms = TARIFF_2026_11.credit;
const isWholePence = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

describe('monthlyPlan', () => {
  it('takes a 10% deposit, then 10 equal monthly direct debits: 11 payments (§9.2)', () => {
    const { plan, credit } = monthlyPlan(600, terms);
    expect(plan).toMatchObject({
      depositAmountTotal: 60,
      paymentCountNormal: 10,
      paymentCountTotal: 11,
      paymentFrequency: 'OneMonth',
      instalmentType: 'DD',
      schemeCode: 'DD10',
      paymentAmountVaried: 60,
      paymentVariedFirst: true,
      paymentVariedLast: false,
      aprRateNewInstruction: 26.9,
      aprRateStored: 26.9,
    });
    expect(credit).toBe(540);
  });

  it('sets the payments so the APR of the actual cash flows is the representative 26.9%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30_000, max: 2_000_000 }), (pence) => {
        const { plan, credit } = monthlyPlan(pence / 100, terms);
        const repayments = Array(plan.paymentCountNormal!).fill(plan.paymentAmountNormal!);
        expect(annualPercentageRate(credit, repayments)).toBe(26.9);
        expect(plan.aprRateNewInstruction).toBe(26.9);
      }),
    );
  });

  it('adds up in whole pence: deposit + credit = price; deposit + payments = plan total = price + interest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 5_000_000 }), (pence) => {
        const annual = pence / 100;
        const { plan, credit } = monthlyPlan(annual, terms);
        const { depositAmountTotal, paymentAmountNormal, interestAmountTotal, totalPayable } = plan;
        for (const amount of [
          depositAmountTotal!,
          paymentAmountNormal!,
          interestAmountTotal!,
          totalPayable!,
          credit,
        ])
          expect(isWholePence(amount)).toBe(true);
        expect(toPence(depositAmountTotal!) + toPence(credit)).toBe(pence);
        expect(toPence(depositAmountTotal!) + 10 * toPence(paymentAmountNormal!)).toBe(
          toPence(totalPayable!),
        );
        expect(toPence(totalPayable!)).toBe(pence + toPence(interestAmountTotal!));
        expect(plan.interestPercentage).toBeCloseTo((interestAmountTotal! / credit) * 100, 1);
      }),
    );
  });
});

describe('monthlyAmountFor', () => {
  it('is what an extra adds to each monthly payment, in whole pence', () => {
    const without = monthlyPlan(600, terms).plan.paymentAmountNormal!;
    const withExtra = monthlyPlan(665, terms).plan.paymentAmountNormal!;
    expect(monthlyAmountFor(65, terms)).toBeCloseTo(withExtra - without, 1);
    expect(isWholePence(monthlyAmountFor(29.99, terms))).toBe(true);
  });
});
