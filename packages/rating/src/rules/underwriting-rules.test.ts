import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { additionalDriver, factsOf, type RiskOptions } from '../test-support/risk-builder.ts';
import { underwrite, UNDERWRITING_RULES } from './underwriting-rules.ts';

const verdictOf = (options: RiskOptions) => underwrite(factsOf(options), tables);

describe('underwriting rules', () => {
  it('each rule has its own reason code', () => {
    const codes = UNDERWRITING_RULES.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('lets an ordinary risk through to pricing', () => {
    expect(verdictOf({})).toBeUndefined();
    expect(verdictOf({ dateOfBirth: '2009-11-01' })).toBeUndefined();
  });

  it.each<[string, RiskOptions]>([
    ['OUT_OF_TERRITORY', { postcode: 'JE2 3AB' }],
    ['OUT_OF_TERRITORY', { postcode: 'IM1 1AA' }],
    ['OUT_OF_TERRITORY', { keptPostcode: 'GY1 1AA' }],
    ['OUT_OF_TERRITORY', { postcode: 'BFPO 105' }],
    ['DRIVER_AGE', { dateOfBirth: '2010-01-01' }],
    ['DRIVER_AGE', { dateOfBirth: '1925-01-01' }],
    ['DRIVER_AGE', { additionalDrivers: [additionalDriver('2011-01-01')] }],
    ['PROVISIONAL_LICENCE', { licenceType: 'Provisional Licence' }],
    ['AUTOMATIC_LICENCE_MANUAL_VAN', { licenceType: 'Full UK Automatic' }],
    ['DRINK_OR_DRUG_DRIVING', { convictions: [{ code: 'DR10', offenceDate: '2023-01-01' }] }],
    ['DRINK_OR_DRUG_DRIVING', { convictions: [{ code: 'DG10', offenceDate: '2022-01-01' }] }],
    ['DRINK_OR_DRUG_DRIVING', { convictions: [{ code: 'CD40', offenceDate: '2022-01-01' }] }],
    ['SERIOUS_DRIVING_OFFENCE', { convictions: [{ code: 'DD40', offenceDate: '2023-01-01' }] }],
    ['SERIOUS_DRIVING_OFFENCE', { convictions: [{ code: 'UT50', offenceDate: '2023-01-01' }] }],
    ['SERIOUS_DRIVING_OFFENCE', { convictions: [{ code: 'BA10', offenceDate: '2023-01-01' }] }],
    ['DISQUALIFIED', { convictions: [{ code: 'TT99', offenceDate: '2023-01-01' }] }],
    [
      'DISQUALIFIED',
      { convictions: [{ code: 'SP50', offenceDate: '2023-01-01', disqualificationMonths: 1 }] },
    ],
    [
      'TOO_MANY_POINTS',
      {
        convictions: [
          { code: 'SP30', offenceDate: '2024-06-01', pointsOnLicence: 6 },
          { code: 'SP30', offenceDate: '2025-06-01', pointsOnLicence: 6 },
        ],
      },
    ],
    [
      'NEW_DRIVER_POINTS',
      {
        licenceDate: '2025-06-01',
        convictions: [{ code: 'CU80', offenceDate: '2025-12-01', pointsOnLicence: 6 }],
      },
    ],
    ['UNINSURED_DRIVING', { convictions: [{ code: 'IN10', offenceDate: '2024-06-01' }] }],
    [
      'TOO_MANY_FAULT_CLAIMS',
      {
        claims: ['2024-01-01', '2025-01-01', '2026-01-01'].map((claimDate) => ({
          description: 'A',
          claimDate,
          ncdPrejudiced: true,
        })),
      },
    ],
    [
      'TOO_MANY_CLAIMS',
      {
        claims: [
          '2022-01-01',
          '2023-01-01',
          '2024-01-01',
          '2025-01-01',
          '2025-06-01',
          '2026-01-01',
        ].map((claimDate) => ({ description: 'W', claimDate, ncdPrejudiced: false })),
      },
    ],
    ['INSURANCE_REFUSED', { person: { insuranceRefused: true } }],
    [
      'MEDICAL_NOT_NOTIFIED',
      { person: { driverDetails: { medicalCondition: { dvlaNotified: false } } } },
    ],
    ['HIRE_AND_REWARD', { vehicle: { classOfUse: 'Hire and Reward' } }],
    ['HIRE_AND_REWARD', { duq: { 248: 'COURIER' } }],
    ['HIRE_AND_REWARD', { duq: { 248: 'FOODDEL' } }],
    ['HIRE_AND_REWARD', { duq: { 248: 'PASSENGERS' } }],
    ['DANGEROUS_GOODS', { duq: { 255: 'Y' } }],
    ['VEHICLE_TOO_VALUABLE', { value: 150_001 }],
    ['VEHICLE_TOO_OLD', { vehicle: { yearOfManufacture: 2005 } }],
    ['VEHICLE_TOO_HEAVY', { modelInfo: { grossWeight: 4.6 } }],
    ['VEHICLE_TOO_HEAVY', { modelInfo: { grossWeight: 4.1, fuel: 'FuelDiesel' } }],
    ['Q_PLATE', { vehicle: { regNumber: 'Q123ABC' } }],
  ])('declines with %s', (code, options) => {
    const verdict = verdictOf(options);
    expect(verdict?.outcome).toBe('declined');
    expect(verdict?.reasons.map((reason) => reason.code)).toContain(code);
  });

  it.each<[string, RiskOptions]>([
    [
      'POINTS_REFER',
      {
        convictions: [
          { code: 'SP30', offenceDate: '2024-06-01', pointsOnLicence: 5 },
          { code: 'SP30', offenceDate: '2025-06-01', pointsOnLicence: 5 },
        ],
      },
    ],
    ['CARELESS_DRIVING_RECENT', { convictions: [{ code: 'CD10', offenceDate: '2026-02-01' }] }],
    ['MOBILE_PHONE_RECENT', { convictions: [{ code: 'CU80', offenceDate: '2026-07-01' }] }],
    ['NON_MOTORING_CONVICTION', { person: { nonRTAConviction: true } }],
    [
      'MEDICAL_RESTRICTION',
      {
        person: {
          driverDetails: { medicalCondition: { dvlaNotified: true, dvlaRestriction: true } },
        },
      },
    ],
    ['DRIVER_OVER_80', { dateOfBirth: '1944-01-01' }],
    ['INTERNATIONAL_LICENCE', { licenceType: 'International' }],
    ['INTERNATIONAL_LICENCE', { licenceType: 'Full Foreign Licence' }],
    ['HIGH_VALUE_VAN', { value: 80_000 }],
    ['USE_REFER', { duq: { 248: 'REMOVALS' } }],
    ['OCCUPATION_REFER', { fullTime: { empStatus: 'Employee', occupation: '637' } }],
    ['OCCUPATION_REFER', { fullTime: { empStatus: 'SelfEmploy', occupation: 'D22' } }],
    ['OCCUPATION_REFER', { partTime: { empStatus: 'SelfEmploy', employersBusiness: '605' } }],
    [
      'TOO_MANY_DRIVERS',
      { additionalDrivers: Array.from({ length: 5 }, () => additionalDriver('1980-01-01')) },
    ],
  ])('refers with %s (call us to complete)', (code, options) => {
    const verdict = verdictOf(options);
    expect(verdict?.outcome).toBe('referred');
    expect(verdict?.reasons.map((reason) => reason.code)).toContain(code);
  });

  it.each<[string, RiskOptions]>([
    ['an electric van of 4.2 t', { modelInfo: { grossWeight: 4.2, fuel: 'ELECTRICITY' } }],
    [
      'a careless driving conviction 2 years ago',
      { convictions: [{ code: 'CD10', offenceDate: '2024-06-01' }] },
    ],
    ['no insurance 4 years ago', { convictions: [{ code: 'IN10', offenceDate: '2022-06-01' }] }],
    ['drink driving 6 years ago', { convictions: [{ code: 'DR10', offenceDate: '2020-06-01' }] }],
    ['a van 20 years old', { vehicle: { yearOfManufacture: 2006 } }],
    [
      'an automatic-only licence in a van of unknown gearbox',
      { licenceType: 'Full UK Automatic', modelInfo: { transmission: undefined } },
    ],
    [
      'an automatic-only licence in an automatic van',
      { licenceType: 'Full UK Automatic', modelInfo: { transmission: 'TransAuto' } },
    ],
    [
      '9 points',
      { convictions: [{ code: 'SP30', offenceDate: '2025-06-01', pointsOnLicence: 9 }] },
    ],
  ])('prices %s', (_, options) => {
    expect(verdictOf(options)).toBeUndefined();
  });

  it('declines rather than refers when both apply, giving every decline reason', () => {
    const verdict = verdictOf({ dateOfBirth: '1944-01-01', duq: { 255: 'Y' }, value: 200_000 });
    expect(verdict).toEqual({
      outcome: 'declined',
      reasons: [
        { code: 'DANGEROUS_GOODS', text: 'We cannot cover a van that carries dangerous goods.' },
        { code: 'VEHICLE_TOO_VALUABLE', text: 'We cannot cover a van worth more than £150,000.' },
      ],
    });
  });

  it('gives reasons in plain words without personal data', () => {
    for (const rule of UNDERWRITING_RULES) {
      const text = rule.text(tables);
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toMatch(/undefined|NaN|\{|\}/);
    }
  });
});
