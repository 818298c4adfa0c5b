import { describe, expect, it } from 'vitest';
import { price } from './price.ts';
import { TARIFF_2026_11 as tables } from './tables/2026-11.ts';
import { buildRisk, TODAY, type RiskOptions } from './test-support/risk-builder.ts';

// Calibration against published UK van premiums (domain notes §1.2, Quotezone Q4 2024): UK average
// £575; ages 45-64 £520; ages 17-24 over £2,026; London £1,140, twice the UK average. The reference
// van: a 2021 medium panel van (3.0 t, 2.0 litre diesel) worth £15,000, 10,000 miles a year,
// carrying own goods, kept on the street, approved alarm, £250 voluntary excess (the §9.2 sample).

const UK_AVERAGE = 575;
const AGED_45_TO_64 = 520;

function annual(options: RiskOptions, tier: 'VAN' | 'GOLD' = 'VAN'): number {
  const risk = buildRisk({
    value: 15_000,
    vehicle: { yearOfManufacture: 2021 },
    modelInfo: { grossWeight: 3.0, cc: 1995 },
    mileage: 10_000,
    ...options,
  });
  const outcome = price({ risk, tables, today: TODAY });
  if (outcome.outcome !== 'priced') throw new Error(`not priced: ${outcome.outcome}`);
  return outcome.tiers[tier].premiumDetails!.totalPayable!;
}

const middleAged = { dateOfBirth: '1981-03-01', ncdYears: 9 };
const nineteen = { dateOfBirth: '2007-06-01' };

describe('calibration to published UK van premiums', () => {
  it.each([
    ['West Midlands (Coventry)', 'CV1 2AB'],
    ['East Midlands (Leicester)', 'LE1 1AA'],
    ['East Midlands (Nottingham)', 'NG1 1AA'],
  ])(
    'a 45-year-old with 9 years NCD in the %s pays about the 45-64 average of £520',
    (_, postcode) => {
      const price = annual({ ...middleAged, postcode });
      expect(price).toBeGreaterThanOrEqual(450);
      expect(price).toBeLessThanOrEqual(600);
    },
  );

  it('averages the two Midlands regions close to £520', () => {
    const mean =
      (annual({ ...middleAged, postcode: 'CV1 2AB' }) +
        annual({ ...middleAged, postcode: 'NG1 1AA' })) /
      2;
    expect(Math.abs(mean - AGED_45_TO_64) / AGED_45_TO_64).toBeLessThan(0.05);
  });

  it('charges a 19-year-old with no NCD several times more: £2,000-£3,500, about 4x', () => {
    const young = annual({ ...nineteen, postcode: 'CV1 2AB' });
    const settled = annual({ ...middleAged, postcode: 'CV1 2AB' });
    expect(young).toBeGreaterThanOrEqual(2000);
    expect(young).toBeLessThanOrEqual(3500);
    expect(young / settled).toBeGreaterThan(3.5);
    expect(young / settled).toBeLessThan(5);
  });

  it('charges London about twice the UK average, and twice an average area', () => {
    for (const postcode of ['E1 6AN', 'SW1A 1AA', 'N1 9GU']) {
      const london = annual({ ...middleAged, postcode });
      expect(london / UK_AVERAGE).toBeGreaterThan(1.8);
      expect(london / UK_AVERAGE).toBeLessThan(2.3);
      expect(london / annual({ ...middleAged, postcode: 'BT1 1AA' })).toBeGreaterThan(1.9);
    }
    expect(annual({ ...middleAged, postcode: 'CR0 1AA' }) / UK_AVERAGE).toBeGreaterThan(1.6);
  });

  it('prices the cheapest rural areas below the South West average of £425', () => {
    expect(annual({ ...middleAged, postcode: 'TR1 1AA' })).toBeLessThan(425);
    expect(annual({ ...middleAged, postcode: 'TR1 1AA' })).toBeGreaterThan(280);
  });

  it('puts an average driver (40, 6 years NCD, average area) near the UK average of £575', () => {
    const average = annual({ dateOfBirth: '1986-06-01', ncdYears: 6, postcode: 'BT1 1AA' });
    expect(Math.abs(average - UK_AVERAGE) / UK_AVERAGE).toBeLessThan(0.15);
  });

  it('rises from 45 to 25 to 19, and again from 45 to 70', () => {
    const at = (dateOfBirth: string, ncdYears: number) =>
      annual({ dateOfBirth, ncdYears, postcode: 'CV1 2AB' });
    expect(at('2001-06-01', 3)).toBeGreaterThan(at('1981-03-01', 9));
    expect(at('2007-06-01', 0)).toBeGreaterThan(at('2001-06-01', 3));
    expect(at('1956-06-01', 9)).toBeGreaterThan(at('1981-03-01', 9));
  });

  it('gives 9 years NCD a little under half the price of none', () => {
    const ratio =
      annual({ ...middleAged, postcode: 'CV1 2AB' }) /
      annual({ dateOfBirth: '1981-03-01', postcode: 'CV1 2AB' });
    expect(ratio).toBeGreaterThan(0.45);
    expect(ratio).toBeLessThan(0.55);
  });
});
