import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { additionalDriver, factsOf, type RiskOptions } from '../test-support/risk-builder.ts';
import {
  additionalDriversFactor,
  coverLevelFactor,
  drivingRestrictionFactor,
  employmentFactor,
  licenceTypeFactor,
  licenceYearsFactor,
  mainDriverAgeFactor,
  occupationFactor,
} from './driver-factors.ts';
import type { Factor } from './factor-line.ts';

const factorOf = (factor: Factor, options: RiskOptions) => factor(factsOf(options), tables);

describe('driver factors', () => {
  it.each([
    ['2009-11-01', 17, 1.85],
    ['2007-06-01', 19, 1.65],
    ['2002-01-01', 24, 1.2],
    ['2001-01-01', 25, 1.12],
    ['1988-01-01', 38, 1],
    ['1981-03-01', 45, 0.95],
    ['1970-01-01', 56, 0.93],
    ['1956-01-01', 70, 1.05],
    ['1950-01-01', 76, 1.2],
    ['1944-01-01', 82, 1.35],
  ])('a main driver born %s is %d at the start and rates %d', (dateOfBirth, age, factor) => {
    const line = factorOf(mainDriverAgeFactor, { dateOfBirth });
    expect(line.factor).toBe(factor);
    expect(line.text).toMatch(new RegExp(`^Main driver aged ${age}: `));
  });

  it('says what the age did in words, with the factor: "Main driver aged 19: +65%"', () => {
    expect(factorOf(mainDriverAgeFactor, { dateOfBirth: '2007-06-01' }).text).toBe(
      'Main driver aged 19: +65%',
    );
  });

  it.each([
    ['2026-06-01', 1.35],
    ['2025-06-01', 1.25],
    ['2024-06-01', 1.15],
    ['2023-06-01', 1.08],
    ['2022-06-01', 1.04],
    ['2021-06-01', 1],
  ])('a licence passed on %s rates %d', (licenceDate, factor) => {
    expect(factorOf(licenceYearsFactor, { licenceDate }).factor).toBe(factor);
  });

  it.each([
    ['Full Licence', 1],
    ['Full EU Licence', 1.1],
    ['International Licence', 1.35],
    ['Unheard-of licence type', 1],
  ])('a %s rates %d', (licenceType, factor) => {
    expect(factorOf(licenceTypeFactor, { licenceType }).factor).toBe(factor);
  });

  it.each([
    ['C', 1],
    ['TPFT', 1.08],
  ] as const)('cover %s rates %d (comprehensive is cheaper, §1.3.11)', (cover, factor) => {
    expect(factorOf(coverLevelFactor, { vehicle: { cover } }).factor).toBe(factor);
  });

  it.each([
    ['Employee', 1],
    ['Retired', 0.95],
    ['FullTmEdu', 1.1],
    ['UnEmploy', 1.05],
    ['Gvnment', 0.97],
  ] as const)('employment status %s rates %d', (empStatus, factor) => {
    expect(factorOf(employmentFactor, { fullTime: { empStatus } }).factor).toBe(factor);
  });

  it.each([
    [{ empStatus: 'Employee', occupation: 'P01' }, undefined, 0.92],
    [{ empStatus: 'Employee', occupation: 'C57' }, undefined, 0.92],
    [{ empStatus: 'Employee', occupation: 'N20' }, undefined, 0.95],
    [{ empStatus: 'SelfEmploy', occupation: 'E30' }, undefined, 1.03],
    [{ empStatus: 'SelfEmploy', occupation: 'B04' }, undefined, 1.03],
    [{ empStatus: 'Employee', occupation: 'M17' }, undefined, 1.15],
    [{ empStatus: 'Employee', occupation: 'A01' }, undefined, 1.25],
    [{ empStatus: 'Employee', occupation: 'A30' }, undefined, 1.25],
    [{ empStatus: 'Employee', occupation: 'D36' }, undefined, 1],
    [{ empStatus: 'Employee', occupation: 'ZZZ' }, undefined, 1],
    [{ empStatus: 'Employee', occupation: 'O01', employersBusiness: '90' }, undefined, 1.15],
    [{ empStatus: 'Employee', occupation: 'P01', employersBusiness: '538' }, undefined, 1.25],
    // The riskier of full-time and part-time work rates; part-time 'None' is no job.
    [
      { empStatus: 'Employee', occupation: 'P01' },
      { empStatus: 'SelfEmploy', occupation: 'A23' },
      1.25,
    ],
    [{ empStatus: 'Employee', occupation: 'B08' }, { empStatus: 'None', occupation: 'A23' }, 1.03],
  ] as const)('occupation %o with part-time %o rates %d', (fullTime, partTime, factor) => {
    expect(factorOf(occupationFactor, { fullTime, ...(partTime ? { partTime } : {}) }).factor).toBe(
      factor,
    );
  });

  it.each([
    ['INSONLY', 1],
    ['INSNAMED', 1],
    ['ANYDRIVER', 1.25],
    ['SOMETHING', 1],
  ])('who may drive %s rates %d', (drivingRestriction, factor) => {
    const facts = factsOf({});
    expect(drivingRestrictionFactor({ ...facts, drivingRestriction }, tables).factor).toBe(factor);
  });

  it('loads a quarter of the difference for an additional driver riskier than the main driver', () => {
    // Main driver 45 (0.95); a 19-year-old with 2 years' licence (1.65 x 1.15).
    const line = factorOf(additionalDriversFactor, {
      additionalDrivers: [additionalDriver('2007-06-01')],
    });
    expect(line.factor).toBeCloseTo((0.95 + 0.25 * (1.65 * 1.15 - 0.95)) / 0.95, 10);
    expect(line.text).toMatch(/^1 additional driver \(the riskiest aged 19\): \+/);
  });

  it('gives 3% off for a partner of 25 or over, and nothing for a safer non-partner', () => {
    expect(
      factorOf(additionalDriversFactor, {
        additionalDrivers: [
          additionalDriver('1980-01-01', { relationshipToProposer: 'SPOUSEREL' }),
        ],
      }).factor,
    ).toBeCloseTo(0.97, 10);
    expect(
      factorOf(additionalDriversFactor, { additionalDrivers: [additionalDriver('1980-01-01')] })
        .factor,
    ).toBe(1);
    expect(factorOf(additionalDriversFactor, {}).text).toBe('No additional drivers: no change');
  });
});
