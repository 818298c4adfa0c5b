import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { selectedAddOns } from './extensions.ts';

describe('selectedAddOns', () => {
  it('keeps the extras we sell, in catalogue order, ignoring unknown, hidden and integrated codes', () => {
    expect(
      selectedAddOns(['toolsv1o', 'VHO', 'NCDCHECK', 'MLAI', 'PNCD', 'XYZ', 'BDV2O'], tables),
    ).toEqual(['BDV2O', 'TOOLSV1O', 'VHO']);
  });

  it('holds one breakdown and one tools level: the last one asked for (§4.4)', () => {
    expect(selectedAddOns(['BDV1O', 'TOOLSV4O', 'BDV3O', 'TOOLSV2O'], tables)).toEqual([
      'BDV3O',
      'TOOLSV2O',
    ]);
  });

  it('is empty without a request', () => {
    expect(selectedAddOns(undefined, tables)).toEqual([]);
  });
});
