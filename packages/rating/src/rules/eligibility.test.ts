import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 } from '../tables/2026-11.ts';
import { buildRisk, TODAY } from '../test-support/risk-builder.ts';
import { eligibility, eligibilityFailures } from './eligibility.ts';

const codes = (options: Parameters<typeof buildRisk>[0]) =>
  eligibilityFailures(buildRisk(options), TODAY).map((failure) => failure.code);

describe('eligibilityFailures (decision 057)', () => {
  it('finds nothing wrong with an ordinary risk starting today', () => {
    expect(codes({ startDate: TODAY })).toEqual([]);
  });

  it.each([
    ['a driver under the minimum age', { dateOfBirth: '2010-01-01' }, 'DRIVER_AGE'],
    ['a provisional licence', { licenceType: 'Provisional' }, 'PROVISIONAL_LICENCE'],
    ['a van worth too much', { value: 150_001 }, 'VEHICLE_TOO_VALUABLE'],
    ['a van too old', { vehicle: { yearOfManufacture: 2000 } }, 'VEHICLE_TOO_OLD'],
    ['a van too heavy', { modelInfo: { grossWeight: 3.6 } }, 'VEHICLE_TOO_HEAVY'],
    ['a van kept in Jersey', { postcode: 'JE2 3AB' }, 'OUT_OF_TERRITORY'],
    ['courier work', { duq: { 248: 'COURIER' } }, 'HIRE_AND_REWARD'],
    ['a cover start in the past', { startDate: '2026-11-21' }, 'COVER_START'],
    ['a cover start too far ahead', { startDate: '2026-12-23' }, 'COVER_START'],
  ])('fails %s', (_case, options, code) => {
    expect(codes({ startDate: TODAY, ...options })).toEqual([code]);
  });

  it('lists every rule failed, not only the first', () => {
    expect(codes({ dateOfBirth: '2010-01-01', value: 200_000, startDate: '2026-11-01' })).toEqual([
      'DRIVER_AGE',
      'VEHICLE_TOO_VALUABLE',
      'COVER_START',
    ]);
  });

  it('leaves the declines a site cannot see, and every referral, to the priced answer', () => {
    expect(codes({ startDate: TODAY, value: 80_000 })).toEqual([]); // a referral (HIGH_VALUE_VAN)
    expect(codes({ startDate: TODAY, duq: { 255: 'Y' } })).toEqual(['DANGEROUS_GOODS']);
  });
});

describe('eligibility as data', () => {
  it("publishes the tariff's own limits, not a copy", () => {
    const published = eligibility(TODAY);
    const limits = TARIFF_2026_11.underwriting;
    expect(published.tariffVersion).toBe(TARIFF_2026_11.version);
    expect(published.limits).toMatchObject({
      minDriverAge: limits.minDriverAge,
      maxDriverAge: limits.maxDriverAge,
      maxVanValue: limits.declineValueOver,
      maxVanAgeYears: limits.declineVehicleAgeOver,
      maxGrossWeightTonnes: limits.declineGrossWeightOver,
      excludedPostcodeAreas: limits.outOfTerritoryAreas,
      maxCoverStartDaysAhead: 30,
    });
    expect(published.rules.map((rule) => rule.code)).toContain('DRIVER_AGE');
    expect(published.rules.find((rule) => rule.code === 'DRIVER_AGE')?.rule).toBe(
      `Every driver must be aged ${limits.minDriverAge} to ${limits.maxDriverAge} when the cover starts.`,
    );
  });
});
