import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPercentageRate, solveAnnualRate } from './apr.ts';

function presentValue(rate: number, repayments: readonly number[]): number {
  return repayments.reduce(
    (sum, amount, index) => sum + amount / (1 + rate) ** ((index + 1) / 12),
    0,
  );
}

describe('annualPercentageRate', () => {
  it.each([
    // Worked examples from the domain notes (§8.2): credit, instalment x 10, APR
    [720, 80.14, 26.8],
    [540, 60.48, 28.6],
    [517.5, 58.48, 31.2],
  ])('£%d repaid by 10 monthly payments of £%d is %d%% APR', (credit, instalment, apr) => {
    expect(annualPercentageRate(credit, Array(10).fill(instalment))).toBe(apr);
  });

  it('is 0 when nothing more than the credit is repaid', () => {
    expect(annualPercentageRate(1000, Array(10).fill(100))).toBe(0);
    expect(annualPercentageRate(1000, Array(10).fill(90))).toBe(0);
  });

  it('finds the rate at which the repayments are worth exactly the advance (CONC App 1.1)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 20_000, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 5_000, noNaN: true }), { minLength: 1, maxLength: 24 }),
        (advance, repayments) => {
          fc.pre(repayments.reduce((a, b) => a + b, 0) > advance * 1.0001);
          const rate = solveAnnualRate(advance, repayments);
          expect(presentValue(rate, repayments) / advance).toBeCloseTo(1, 9);
        },
      ),
    );
  });
});
