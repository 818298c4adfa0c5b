import { createDefaultDirectQuote, type Risk } from '@van/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { price } from './price.ts';
import { RATE_TABLES_2026_11 as tables } from './tables/rate-tables.ts';

const TODAY = '2026-11-22';

function riskOf({ dateOfBirth = '1980-05-17', value = 12_000, ncdYears = 0 } = {}): Risk {
  const risk = createDefaultDirectQuote(TODAY).policy.eventCurrent.risk;
  return {
    ...risk,
    proposer: { ...risk.proposer, dateOfBirth },
    vehicles: [{ ...risk.vehicles?.[0], value }],
    ...(ncdYears > 0
      ? {
          previousInsuranceMotor: {
            type: 'GV',
            expiryDate: TODAY,
            noClaimsDiscount: { years: ncdYears, protected: false },
          },
        }
      : {}),
  };
}

function vanTotal(risk: Risk): number {
  const outcome = price({ risk, tables, today: TODAY });
  if (outcome.outcome !== 'priced') throw new Error('expected a price');
  return outcome.tiers.VAN.premiumDetails?.totalPayable ?? 0;
}

describe('price', () => {
  it('prices every tier, and each total is the premium plus 12% IPT plus the broker fee', () => {
    const outcome = price({ risk: riskOf(), tables, today: TODAY });
    expect(outcome.outcome).toBe('priced');
    if (outcome.outcome !== 'priced') return;
    for (const result of Object.values(outcome.tiers)) {
      const premium = result.premiumDetails!;
      expect(premium.iptAmount).toBeCloseTo(premium.premiumInsurer! * 0.12, 2);
      expect(premium.totalPayable).toBeCloseTo(
        premium.premiumInsurer! + premium.iptAmount! + 28,
        2,
      );
      const explained = result.calcDetails!.breakdownLines!.reduce(
        (sum, line) => sum + line.value,
        0,
      );
      expect(explained).toBeCloseTo(premium.totalPayable!, 1);
    }
    expect(outcome.tiers.VAN.premiumDetails!.totalPayable).toBeLessThan(
      outcome.tiers.PLATINUM.premiumDetails!.totalPayable!,
    );
  });

  it('offers 11 monthly payments at the representative 26.9% APR', () => {
    const outcome = price({ risk: riskOf(), tables, today: TODAY });
    if (outcome.outcome !== 'priced') throw new Error('expected a price');
    const plan = outcome.tiers.GOLD.instalmentPlans![0]!;
    expect(plan).toMatchObject({
      paymentCountTotal: 11,
      paymentCountNormal: 10,
      aprRateNewInstruction: 26.9,
      instalmentType: 'DD',
    });
  });

  it('charges a 19-year-old far more than a 46-year-old, and no-claims years bring the price down', () => {
    const young = vanTotal(riskOf({ dateOfBirth: '2007-01-01' }));
    const middle = vanTotal(riskOf({ dateOfBirth: '1980-05-17' }));
    expect(young / middle).toBeGreaterThan(1.6);
    expect(vanTotal(riskOf({ ncdYears: 9 }))).toBeLessThan(vanTotal(riskOf({ ncdYears: 1 })));
  });

  it('never prices a dearer van lower (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        (a, b) => {
          const [cheap, dear] = a <= b ? [a, b] : [b, a];
          expect(vanTotal(riskOf({ value: dear }))).toBeGreaterThanOrEqual(
            vanTotal(riskOf({ value: cheap })),
          );
        },
      ),
    );
  });

  it('says which answers it needs when it cannot price', () => {
    const risk = createDefaultDirectQuote(TODAY).policy.eventCurrent.risk;
    expect(price({ risk, tables, today: TODAY })).toEqual({
      outcome: 'incomplete',
      missing: [
        { field: 'proposer.dateOfBirth', question: 'your date of birth' },
        { field: 'vehicles.0.value', question: "your van's value" },
      ],
    });
  });
});
