import { type ProductIdentifier } from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { price } from './price.ts';
import { TARIFF_2026_11 as tables } from './tables/2026-11.ts';
import {
  additionalDriver,
  buildRisk,
  TODAY,
  type RiskOptions,
} from './test-support/risk-builder.ts';

// Invariants (decision 013): a worse risk never prices lower, a larger voluntary excess never
// prices higher, and every priced quote is in whole pence and adds up. A risk we decline or refer
// counts as priced at infinity: it is never offered for less.

const AREAS = Object.keys(tables.postcodeAreas);
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

function bornAged(age: number, dayOfYear: number): string {
  // A birthday `dayOfYear` days into the year in which the driver turns `age` before TODAY.
  const date = new Date(
    Date.parse(`${TODAY}T00:00:00Z`) - (age + 1) * YEAR_MS + dayOfYear * 864e5 + 864e5,
  );
  return date.toISOString().slice(0, 10);
}

const riskOptions: fc.Arbitrary<RiskOptions> = fc.record({
  dateOfBirth: fc
    .tuple(fc.integer({ min: 25, max: 59 }), fc.integer({ min: 0, max: 360 }))
    .map(([age, day]) => bornAged(age, day)),
  ncdYears: fc.integer({ min: 0, max: 12 }),
  ncdProtected: fc.boolean(),
  postcode: fc.constantFrom(...AREAS).map((area) => `${area}1 1AA`),
  value: fc.integer({ min: 500, max: 70_000 }),
  mileage: fc.integer({ min: 1_000, max: 40_000 }),
  volXS: fc.constantFrom(0, 100, 250, 350, 500, 1000),
  offerCode: fc.constantFrom('', 'STAFF', 'APPDISCOUNT', 'MONEYSUPF'),
  vehicle: fc.record({
    cover: fc.constantFrom('C' as const, 'TPFT' as const),
    classOfUse: fc.constantFrom('SDP', 'SDPexC', 'C1', 'C2', 'C3', 'OwnGoods', 'Transf'),
    whereKept: fc.constantFrom('Roadside', 'Garage', 'Driveway', 'PublicCarPark', 'RoadsideAway'),
    alarm: fc.constantFrom('PROF', 'FACT', 'NONE', 'DIY'),
    tracker: fc.constantFrom('NONE' as const, 'TRAC' as const),
    yearOfManufacture: fc.integer({ min: 2008, max: 2026 }),
  }),
  additionalDrivers: fc.option(
    fc
      .tuple(fc.integer({ min: 17, max: 75 }), fc.boolean())
      .map(([age, partner]) => [
        additionalDriver(
          bornAged(age, 100),
          partner ? { relationshipToProposer: 'SPOUSEREL' } : {},
        ),
      ]),
    { nil: undefined },
  ),
});

const opexCodes = fc.subarray(['BDV1O', 'BDV3O', 'TOOLSV2O', 'VLAO', 'VHO']);

type Totals = Record<ProductIdentifier, number>;

function totals(options: RiskOptions, requestedOpexCodes: string[] = []): Totals {
  const outcome = price({ risk: buildRisk(options), tables, today: TODAY, requestedOpexCodes });
  const result = {} as Totals;
  for (const tier of PRODUCT_IDENTIFIERS) {
    result[tier] =
      outcome.outcome === 'priced' ? outcome.tiers[tier].premiumDetails!.totalPayable! : Infinity;
  }
  return result;
}

function neverCheaper(worse: Totals, better: Totals): void {
  for (const tier of PRODUCT_IDENTIFIERS) expect(worse[tier]).toBeGreaterThanOrEqual(better[tier]);
}

describe('a worse risk never prices lower', () => {
  it('more penalty points on a conviction', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom('SP30', 'TS10', 'CU80', 'MS90', 'XX99'),
        fc.integer({ min: 1, max: 59 }),
        (options, a, b, code, monthsAgo) => {
          const offenceDate = `${2026 - Math.ceil(monthsAgo / 12)}-06-01`;
          const withPoints = (pointsOnLicence: number) =>
            totals({ ...options, convictions: [{ code, offenceDate, pointsOnLicence }] });
          neverCheaper(withPoints(Math.max(a, b)), withPoints(Math.min(a, b)));
        },
      ),
    );
  });

  it('one more claim', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.array(
          fc.record({
            description: fc.constantFrom(
              'ACCREARF',
              'ACCREARNF',
              'THEFTVEH',
              'MALDAMAGE',
              'FIRE',
              'WSREPLACE',
              'STORM',
              'KEYSLOST',
              'MISFUEL',
              'A',
            ),
            ncdPrejudiced: fc.option(fc.boolean(), { nil: undefined }),
            personalInjury: fc.boolean(),
            claimDate: fc
              .integer({ min: 0, max: 1900 })
              .map((days) =>
                new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 864e5)
                  .toISOString()
                  .slice(0, 10),
              ),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (options, claims) => {
          neverCheaper(
            totals({ ...options, claims }),
            totals({ ...options, claims: claims.slice(1) }),
          );
        },
      ),
    );
  });

  it('a younger main driver (17 to 59, where the age curve falls)', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 17, max: 59 }),
        fc.integer({ min: 17, max: 59 }),
        fc.integer({ min: 0, max: 360 }),
        (options, a, b, day) => {
          neverCheaper(
            totals({ ...options, dateOfBirth: bornAged(Math.min(a, b), day) }),
            totals({ ...options, dateOfBirth: bornAged(Math.max(a, b), day) }),
          );
        },
      ),
    );
  });

  it('a younger additional driver', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 17, max: 59 }),
        fc.integer({ min: 17, max: 59 }),
        (options, a, b) => {
          const withDriver = (age: number) =>
            totals({ ...options, additionalDrivers: [additionalDriver(bornAged(age, 50))] });
          neverCheaper(withDriver(Math.min(a, b)), withDriver(Math.max(a, b)));
        },
      ),
    );
  });

  it('a van worth more', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        (options, a, b) => {
          neverCheaper(
            totals({ ...options, value: Math.max(a, b) }),
            totals({ ...options, value: Math.min(a, b) }),
          );
        },
      ),
    );
  });

  it('more miles a year', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 0, max: 80_000 }),
        (options, a, b) => {
          neverCheaper(
            totals({ ...options, mileage: Math.max(a, b) }),
            totals({ ...options, mileage: Math.min(a, b) }),
          );
        },
      ),
    );
  });
});

describe('a larger voluntary excess never prices higher', () => {
  it('for any risk', () => {
    fc.assert(
      fc.property(
        riskOptions,
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1500 }),
        (options, a, b) => {
          neverCheaper(
            totals({ ...options, volXS: Math.min(a, b) }),
            totals({ ...options, volXS: Math.max(a, b) }),
          );
        },
      ),
    );
  });
});

describe('every priced quote is in whole pence and adds up', () => {
  it('for any risk and any extras', () => {
    const pence = (pounds: number | undefined) => Math.round((pounds ?? Number.NaN) * 100);
    const isWhole = (pounds: number | undefined) =>
      pounds !== undefined && Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;
    fc.assert(
      fc.property(riskOptions, opexCodes, (options, requestedOpexCodes) => {
        const outcome = price({
          risk: buildRisk(options),
          tables,
          today: TODAY,
          requestedOpexCodes,
        });
        if (outcome.outcome !== 'priced') return;
        for (const tier of PRODUCT_IDENTIFIERS) {
          const result = outcome.tiers[tier];
          const premium = result.premiumDetails!;
          const plan = result.instalmentPlans![0]!;
          const extras = result.allOptionalExtensions!.appliedOptionalExtensions!;
          for (const amount of [
            premium.nettRated,
            premium.premiumInsurer,
            premium.iptAmount,
            premium.totalPayable,
            plan.depositAmountTotal,
            plan.paymentAmountNormal,
            plan.interestAmountTotal,
            plan.totalPayable,
            ...extras.map((extension) => extension.amount),
            ...result.calcDetails!.breakdownLines!.map((line) => line.value),
          ])
            expect(isWhole(amount)).toBe(true);
          const lines = result.calcDetails!.breakdownLines!.reduce(
            (sum, line) => sum + pence(line.value),
            0,
          );
          expect(lines).toBe(pence(premium.totalPayable));
          const parts =
            pence(premium.premiumInsurer) +
            pence(premium.iptAmount) +
            pence(premium.feeBroker) +
            pence(premium.feeInsurer) +
            extras.reduce((sum, extension) => sum + pence(extension.amount), 0);
          expect(parts).toBe(pence(premium.totalPayable));
          expect(pence(plan.depositAmountTotal) + 10 * pence(plan.paymentAmountNormal)).toBe(
            pence(plan.totalPayable),
          );
          expect(pence(plan.totalPayable) - pence(plan.interestAmountTotal)).toBe(
            pence(premium.totalPayable),
          );
          expect(plan.aprRateNewInstruction).toBe(26.9);
        }
      }),
    );
  });
});
