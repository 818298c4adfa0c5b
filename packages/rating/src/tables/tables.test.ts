import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 } from './2026-11.ts';
import { RATE_TABLES, rateTablesFor } from './index.ts';

describe('rate tables', () => {
  it('finds the version in force on a date, newest first, and refuses a date before them all', () => {
    const next = { ...TARIFF_2026_11, version: '2027-03.1', effectiveFrom: '2027-03-01' };
    const versions = [TARIFF_2026_11, next];
    expect(rateTablesFor('2026-11-22').version).toBe(TARIFF_2026_11.version);
    expect(rateTablesFor('2027-02-28', versions)).toBe(TARIFF_2026_11);
    expect(rateTablesFor('2027-03-01', versions)).toBe(next);
    expect(() => rateTablesFor('2026-10-31')).toThrow(RangeError);
  });

  it('lists every version newest last', () => {
    const dates = RATE_TABLES.map((tables) => tables.effectiveFrom);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(RATE_TABLES.map((tables) => tables.version)).size).toBe(RATE_TABLES.length);
  });

  it('is plain data: it survives a JSON round trip unchanged', () => {
    for (const tables of RATE_TABLES) expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
  });

  it('rates every UK postcode area (121; GY, JE and IM are declined instead)', () => {
    const areas = Object.keys(TARIFF_2026_11.postcodeAreas);
    expect(areas).toHaveLength(121);
    expect(areas).not.toContain('JE');
    for (const area of ['AB', 'B', 'E', 'EC', 'BT', 'ZE', 'WC', 'LD', 'HS'])
      expect(areas).toContain(area);
  });

  it('keeps its bands in ascending order', () => {
    const t = TARIFF_2026_11;
    for (const bands of [
      t.mainDriverAge,
      t.licenceYears,
      t.totalPoints,
      t.vehicleGroup,
      t.vehicleGroupByWeight,
      t.vehicleAge,
      t.annualMileage,
      t.businessMileage,
    ]) {
      const bounds = bands.map((band) => band.upTo);
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    }
    const steps = t.voluntaryExcess.map((entry) => entry.from);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('never makes a larger voluntary excess, more miles, more points or a dearer van rate higher the wrong way', () => {
    const t = TARIFF_2026_11;
    const rising = (factors: number[]) =>
      factors.every((factor, index) => index === 0 || factor >= factors[index - 1]!);
    expect(rising(t.annualMileage.map((band) => band.factor))).toBe(true);
    expect(rising(t.totalPoints.map((band) => band.factor))).toBe(true);
    expect(rising(t.vehicleValue.map((point) => point.factor))).toBe(true);
    expect(rising(t.voluntaryExcess.map((entry) => -entry.factor))).toBe(true);
    expect(rising(t.licenceYears.map((band) => -band.factor))).toBe(true);
    for (const loads of Object.values(t.claims)) {
      expect(rising([...loads.fault].reverse())).toBe(true);
      expect(rising([...loads.nonFault].reverse())).toBe(true);
    }
  });
});
