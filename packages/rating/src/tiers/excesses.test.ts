import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { additionalDriver, factsOf, type RiskOptions } from '../test-support/risk-builder.ts';
import { driverAdditions, tierExcesses } from './excesses.ts';

function excessesOf(options: RiskOptions, tier: 'VAN' | 'GOLD' = 'VAN') {
  const facts = factsOf(options);
  const additions = facts.drivers.map((driver) => driverAdditions(driver, tables));
  return tierExcesses(tables.tiers[tier], facts, tables, additions);
}

describe('excesses (§9.3, §9.4)', () => {
  it('makes the accidental damage total the compulsory plus the voluntary excess', () => {
    const { prices, compulsory } = excessesOf({ volXS: 250 });
    expect(compulsory).toBe(350);
    expect(prices['0']).toEqual({
      ACCIDENT_DAMAGE: 600,
      MALICIOUS_DAMAGE: 600,
      FIRE_THEFT: 600,
      WINDSCREEN_REPAIR: 15,
      WINDSCREEN: 75,
    });
  });

  it('sets a lower compulsory excess and key cover on the better tiers', () => {
    const { prices, compulsory } = excessesOf({ volXS: 250 }, 'GOLD');
    expect(compulsory).toBe(250);
    expect(prices['0']).toMatchObject({ ACCIDENT_DAMAGE: 500, LOCK_KEYS: 100 });
  });

  it.each([
    ['2006-01-01', '2023-02-01', 300],
    ['2004-01-01', undefined, 200],
    ['1981-03-01', '2025-06-01', 250],
    ['2008-01-01', undefined, 550],
    ['1981-03-01', undefined, 0],
  ])(
    'a driver born %s with a licence from %s adds £%d to accidental damage',
    (dateOfBirth, licenceDate, added) => {
      const { prices } = excessesOf({
        dateOfBirth,
        ...(licenceDate ? { licenceDate } : {}),
        volXS: 0,
      });
      expect(prices['0']!.ACCIDENT_DAMAGE).toBe(350 + added);
      expect(prices['0']!.FIRE_THEFT).toBe(350);
    },
  );

  it('gives each driver their own excesses, keyed by driver index (§3.1)', () => {
    const { prices, details } = excessesOf({
      volXS: 100,
      person: { name: { forenames: 'Sam', surname: 'Taylor' } },
      additionalDrivers: [
        additionalDriver('2006-06-01', { name: { forenames: 'Alex', surname: 'Taylor' } }),
      ],
    });
    expect(prices['0']!.ACCIDENT_DAMAGE).toBe(450);
    expect(prices['1']!.ACCIDENT_DAMAGE).toBe(750);
    expect(details.filter((detail) => detail.driver === 'Alex Taylor')).toContainEqual({
      excessType: 'ACCIDENT_DAMAGE',
      policySection: 'Accidental damage claims',
      reason: 'Young driver aged 17 to 20',
      driver: 'Alex Taylor',
      value: 300,
      isOverridden: false,
    });
  });

  it('lists the windscreen excesses of §9.4, approved and not', () => {
    const { details } = excessesOf({});
    const windscreen = details.filter((detail) => detail.excessType?.startsWith('WINDSCREEN'));
    expect(windscreen.map((detail) => [detail.excessType, detail.value])).toEqual([
      ['WINDSCREEN_REPAIR', 15],
      ['WINDSCREEN_REPAIR', 25],
      ['WINDSCREEN', 75],
      ['WINDSCREEN', 100],
    ]);
  });

  it('has no accidental damage or windscreen cover on third party, fire and theft', () => {
    const { prices, details } = excessesOf({ volXS: 250, vehicle: { cover: 'TPFT' } });
    expect(prices['0']).toMatchObject({ ACCIDENT_DAMAGE: 0, FIRE_THEFT: 600, WINDSCREEN: 0 });
    expect(details.some((detail) => detail.excessType === 'ACCIDENT_DAMAGE')).toBe(false);
  });
});
