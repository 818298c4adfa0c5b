import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { price } from '../price.ts';
import { buildRisk, TODAY } from '../test-support/risk-builder.ts';
import { insuranceGroupOf } from './insurance-group.ts';

describe('insuranceGroupOf', () => {
  it.each([undefined, 2.6, 3.5])(
    'gives the group the engine rated a van of %s tonnes in',
    (grossWeight) => {
      const risk = buildRisk(grossWeight === undefined ? {} : { modelInfo: { grossWeight } });
      const outcome = price({ risk, tables, today: TODAY });
      if (outcome.outcome !== 'priced') throw new Error('expected a price');
      const line = outcome.tiers.VAN.calcDetails?.breakdownLines?.find(
        (entry) => entry.code === 'VEHICLE_GROUP',
      );
      expect(line?.text).toContain(`insurance group ${insuranceGroupOf(risk, TODAY)}`);
    },
  );

  it('gives nothing for a risk that cannot be rated yet', () => {
    const risk = buildRisk();
    risk.proposer = { ...risk.proposer, dateOfBirth: undefined };
    expect(insuranceGroupOf(risk, TODAY)).toBeUndefined();
  });
});

describe('insuranceGroupOf a quote given under a recorded tariff', () => {
  it('reads the recorded tariff version, whatever the date', () => {
    expect(insuranceGroupOf(buildRisk(), '2026-05-16', tables.version)).toBe(
      insuranceGroupOf(buildRisk(), TODAY),
    );
    expect(insuranceGroupOf(buildRisk(), '2026-05-16')).toBeUndefined();
  });
});
