import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { factsOf } from '../test-support/risk-builder.ts';
import {
  estimatedVehicleGroup,
  fuelFactor,
  importedFactor,
  leftHandDriveFactor,
  modificationsFactor,
  vehicleAgeFactor,
  vehicleGroupFactor,
  vehicleValueFactor,
} from './vehicle-factors.ts';

describe('van factors (§1.3.7)', () => {
  it.each([
    [['0', '0', '0'], 1, 'No modifications: no change'],
    [['301'], 1.02, '1 modification (accessory): +2%'],
    [
      ['601', '901'],
      1.15 * 1.08,
      '2 modifications (engine or transmission modification, suspension or steering modification): +24.2%',
    ],
    [
      ['165', '1001', '702'],
      1.02 * 1.05 * 1.02,
      '3 modifications (wheel or tyre modification, roof rack, paintwork or stickers): +9.2%',
    ],
    [['XYZ'], 1.05, '1 modification (modification): +5%'],
  ])('modifications %j rate %d by category (§9.11)', (codes, factor, text) => {
    const duq = Object.fromEntries(codes.map((code, index) => [354 + index, code]));
    const line = modificationsFactor(factsOf({ duq }), tables);
    expect(line.factor).toBeCloseTo(factor, 10);
    expect(line.text).toBe(text);
  });

  it.each([
    [undefined, undefined, 33, 1],
    [2.0, 1499, 27, 0.93],
    [3.0, 1995, 33, 1],
    [3.5, 2143, 37, 1.12],
    [3.5, 2987, 40, 1.12],
    [4.25, 0, 41, 1.26],
  ])('a van of %d t and %d cc is group %d and rates %d', (grossWeight, cc, group, factor) => {
    const facts = factsOf({
      modelInfo: { ...(grossWeight ? { grossWeight } : {}), ...(cc !== undefined ? { cc } : {}) },
    });
    expect(estimatedVehicleGroup(facts, tables)).toBe(group);
    expect(vehicleGroupFactor(facts, tables).factor).toBe(factor);
  });

  it.each([
    [3_000, 0.83],
    [5_000, 0.85],
    [10_000, 0.93],
    [15_000, 0.965],
    [20_000, 1],
    [35_000, 1.15],
    [60_000, 1.35],
  ])('a van worth £%d rates %d (interpolated between the table values)', (value, factor) => {
    expect(vehicleValueFactor(factsOf({ value }), tables).factor).toBeCloseTo(factor, 10);
  });

  it.each([
    [2026, 1.05],
    [2022, 1],
    [2018, 0.97],
    [2012, 1.02],
    [2007, 1.1],
  ])('a van made in %d rates %d', (yearOfManufacture, factor) => {
    expect(vehicleAgeFactor(factsOf({ vehicle: { yearOfManufacture } }), tables).factor).toBe(
      factor,
    );
  });

  it('loads left-hand drive, imports, modifications and electric vans', () => {
    expect(leftHandDriveFactor(factsOf({ vehicle: { lhd: true } }), tables).factor).toBe(1.15);
    expect(importedFactor(factsOf({ duq: { 476: 'A' } }), tables).factor).toBe(1.1);
    expect(importedFactor(factsOf({ duq: { 476: 'C' } }), tables).factor).toBe(1);
    expect(modificationsFactor(factsOf({ duq: { 354: '2', 355: '70' } }), tables).factor).toBe(
      1.05 * 1.02,
    );
    expect(modificationsFactor(factsOf({ vehicle: { modified: true } }), tables).factor).toBe(1.05);
    expect(fuelFactor(factsOf({ modelInfo: { fuel: 'FuelElectric' } }), tables).factor).toBe(1.1);
    expect(fuelFactor(factsOf({ modelInfo: { fuel: 'FuelPlugInHybrid' } }), tables).factor).toBe(
      1.05,
    );
    expect(fuelFactor(factsOf({ modelInfo: { fuel: 'FuelDiesel' } }), tables).factor).toBe(1);
  });
});
