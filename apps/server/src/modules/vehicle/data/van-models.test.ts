import { FIELD_LIMITS, FUEL_TYPES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../vehicle-types.ts';
import { VAN_MODELS, VALUE_FLOOR, abiCode, abiProductionYears, marketValue } from './van-models.ts';

const variants = VAN_MODELS.flatMap((model) =>
  model.variants.map((variant, index) => ({ model, variant, index })),
);

describe('the van model catalogue', () => {
  it('has at least 40 models, each with a unique id and ABI prefix', () => {
    expect(VAN_MODELS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(VAN_MODELS.map((model) => model.id)).size).toBe(VAN_MODELS.length);
    expect(new Set(VAN_MODELS.map((model) => model.abiPrefix)).size).toBe(VAN_MODELS.length);
  });

  it('gives every variant a unique 8-digit ABI code and a unique description', () => {
    const codes = variants.map(({ model, index }) => abiCode(model, index));
    for (const code of codes) expect(code).toMatch(/^\d{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const descriptions = variants.map(({ model, variant }) => `${model.id} ${variant.description}`);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives every variant sensible specifications within the §5.1 limits', () => {
    const bodyStyles = VEHICLE_TYPES.map((type) => type.code as string);
    const fuels = FUEL_TYPES.map((fuel) => fuel.code as string);
    for (const { model, variant } of variants) {
      const name = `${model.model} ${variant.description}`;
      const [from, to] = variant.years;
      expect(from, name).toBeGreaterThanOrEqual(1960);
      if (to !== undefined) expect(to, name).toBeGreaterThanOrEqual(from);
      expect(variant.doors, name).toBeGreaterThanOrEqual(FIELD_LIMITS.doors.min);
      expect(variant.doors, name).toBeLessThanOrEqual(FIELD_LIMITS.doors.max);
      expect(variant.seats, name).toBeGreaterThanOrEqual(FIELD_LIMITS.seats.min);
      expect(variant.seats, name).toBeLessThanOrEqual(FIELD_LIMITS.seats.max);
      expect(variant.grossWeight, name).toBeGreaterThan(1);
      expect(variant.grossWeight, name).toBeLessThanOrEqual(5);
      expect(variant.newPrice, name).toBeGreaterThan(0);
      // VES gives no engine size for a battery-electric van.
      if (variant.fuel === 'FuelElectric') expect(variant.cc, name).toBe(0);
      else expect(variant.cc, name).toBeGreaterThan(900);
      expect(bodyStyles, name).toContain(variant.bodyStyle);
      expect(fuels, name).toContain(variant.fuel);
    }
  });

  it('writes production years as a range, open while still on sale', () => {
    const transitCustom = VAN_MODELS.find((model) => model.id === 'ford-transit-custom')!;
    expect(abiProductionYears(transitCustom.variants[2]!)).toBe('2016-2023');
    expect(abiProductionYears(transitCustom.variants[6]!)).toBe('2023-');
  });
});

describe('marketValue', () => {
  const transitCustom = VAN_MODELS.find((model) => model.id === 'ford-transit-custom')!;
  const variant = transitCustom.variants[2]!; // 300 L1H1 2.0 EcoBlue 130, £27,500 new
  const transporter = VAN_MODELS.find((model) => model.id === 'volkswagen-transporter')!;

  it('falls each year a van ages, to the floor', () => {
    const values = [2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016].map((year) =>
      marketValue(transitCustom, variant, year, 2026),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(marketValue(transitCustom, variant, 1990, 2026)).toBe(VALUE_FLOOR);
  });

  it('values a 2019 Transit Custom 300 at about £13k in 2024 (reference §3 guidance)', () => {
    expect(marketValue(transitCustom, variant, 2019, 2024)).toBeGreaterThan(12_000);
    expect(marketValue(transitCustom, variant, 2019, 2024)).toBeLessThan(15_000);
  });

  it('keeps a classic of 30 years or more at its collectors value', () => {
    expect(marketValue(transporter, transporter.variants[0]!, 1972, 2026)).toBe(22_000);
  });
});
