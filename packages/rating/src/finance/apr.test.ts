import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from './apr.ts';

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
  });
});
