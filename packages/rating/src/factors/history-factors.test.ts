import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { factsOf } from '../test-support/risk-builder.ts';
import { claimsFactor, convictionsFactor, ncdFactor, pointsFactor } from './history-factors.ts';

describe('no-claims discount', () => {
  it.each([
    [0, 1],
    [1, 0.91],
    [2, 0.85],
    [3, 0.79],
    [4, 0.68],
    [5, 0.63],
    [6, 0.57],
    [7, 0.52],
    [8, 0.49],
    [9, 0.47],
    [15, 0.47],
  ])('%d years rate at 1 - the average discount given (Covéa CV table): %d', (ncdYears, factor) => {
    expect(ncdFactor(factsOf({ ncdYears }), tables).factor).toBeCloseTo(factor, 10);
  });

  it('is the same whether protected or not: protection never protects the premium (§1.6)', () => {
    expect(ncdFactor(factsOf({ ncdYears: 5, ncdProtected: true }), tables).factor).toBe(
      ncdFactor(factsOf({ ncdYears: 5 }), tables).factor,
    );
  });

  it.each([
    [1, 0.96],
    [2, 0.94],
    [3, 0.92],
    [8, 0.92],
  ])('without NCD, %d claim-free years on another policy rate %d', (yearsClaimFree, factor) => {
    const facts = factsOf({ drivingExperience: { type: 'NAMED', yearsClaimFree } });
    expect(ncdFactor(facts, tables).factor).toBeCloseTo(factor, 10);
  });
});

describe('claims in the last 5 years (§1.3.4)', () => {
  it.each([
    ['A', true, false, '2026-06-01', 1.35],
    ['A', true, false, '2025-06-01', 1.25],
    ['A', true, false, '2024-06-01', 1.18],
    ['A', true, false, '2022-06-01', 1.1],
    ['A', false, false, '2026-06-01', 1.05],
    ['A', false, false, '2023-06-01', 1],
    ['A', true, true, '2026-06-01', 1.35 * 1.1],
    ['Z', false, false, '2026-06-01', 1.15],
    ['Y', false, false, '2025-06-01', 1.05],
    ['F', false, false, '2026-06-01', 1.1],
    ['W', false, false, '2026-06-01', 1],
    ['Locks and keys replacement', false, false, '2026-06-01', 1.03],
    ['A', true, false, '2021-06-01', 1],
    // ClaimDescription codes say whether the driver was at fault when ncdPrejudiced is not sent.
    ['ACCREARF', undefined, false, '2026-06-01', 1.35],
    ['ACCPARKEDNF', undefined, false, '2026-06-01', 1.05],
    ['THEFTVEH', undefined, false, '2026-06-01', 1.15],
    ['WSREPLACE', undefined, false, '2026-06-01', 1],
    ['MISFUEL', undefined, false, '2026-06-01', 1.05],
  ])(
    'a %s claim (fault %s, injury %s) on %s rates %d',
    (description, ncdPrejudiced, personalInjury, claimDate, factor) => {
      const facts = factsOf({
        claims: [{ description, ncdPrejudiced, personalInjury, claimDate }],
      });
      expect(claimsFactor(facts, tables).factor).toBeCloseTo(factor, 10);
    },
  );

  it('multiplies claims together and explains each', () => {
    const line = claimsFactor(
      factsOf({
        claims: [
          { description: 'A', ncdPrejudiced: true, claimDate: '2026-03-01' },
          { description: 'Z', ncdPrejudiced: false, claimDate: '2024-09-01' },
        ],
      }),
      tables,
    );
    expect(line.factor).toBeCloseTo(1.35 * 1.05, 10);
    expect(line.text).toBe(
      '2 claims in the last 5 years (fault accidental damage 8 months ago +35%; theft 26 months ago +5%): +41.8%',
    );
  });
});

describe('convictions in the last 5 years (§1.3.5)', () => {
  it.each([
    ['SP30', 3, '2025-06-01', 1.1],
    ['SP30', 3, '2022-06-01', 1.05],
    ['SP50', 6, '2025-06-01', 1.25],
    ['SP50', 6, '2022-06-01', 1.1],
    ['TS10', 3, '2025-06-01', 1.1],
    ['CU30', 3, '2025-06-01', 1.1],
    ['CU80', 6, '2025-06-01', 1.4],
    ['CD10', 5, '2024-06-01', 1.4],
    ['CD10', 5, '2022-06-01', 1.2],
    ['MS90', 6, '2025-06-01', 1.5],
    ['IN10', 6, '2022-06-01', 1.4],
    ['LC20', 3, '2025-06-01', 1.15],
    ['XX99', 3, '2025-06-01', 1],
  ])('%s with %d points, offence %s, rates %d', (code, pointsOnLicence, offenceDate, factor) => {
    const facts = factsOf({ convictions: [{ code, pointsOnLicence, offenceDate }] });
    expect(convictionsFactor(facts, tables).factor).toBeCloseTo(factor, 10);
  });

  it.each([
    [0, 1],
    [6, 1],
    [7, 1.15],
    [9, 1.15],
    [10, 1.3],
    [14, 1.45],
  ])('%d live points in total rate %d', (points, factor) => {
    const convictions = [];
    for (let left = points; left > 0; left -= 3)
      convictions.push({
        code: 'SP30',
        pointsOnLicence: Math.min(3, left),
        offenceDate: '2025-06-01',
      });
    expect(pointsFactor(factsOf({ convictions }), tables).factor).toBe(factor);
  });
});
