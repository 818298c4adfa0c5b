import { ResultSchema, type BreakdownLine, type Result } from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { FACTORS } from '../factors/risk-premium.ts';
import { price } from '../price.ts';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { buildRisk, factsOf, TODAY, type RiskOptions } from '../test-support/risk-builder.ts';
import { PROTECTED_NCD_CODE } from '../tiers/extensions.ts';
import {
  auditDetailOf,
  customerLineOf,
  explainToCustomer,
  toCustomerResult,
  toNearestFivePounds,
} from './customer-explanation.ts';

function priced(options: RiskOptions = {}, requestedOpexCodes?: string[]) {
  const outcome = price({ risk: buildRisk(options), tables, today: TODAY, requestedOpexCodes });
  if (outcome.outcome !== 'priced') throw new Error(`expected a price, got ${outcome.outcome}`);
  return outcome.tiers;
}

const pence = (pounds: number | undefined) => Math.round((pounds ?? Number.NaN) * 100);
const engineLines = (result: Result) => result.calcDetails!.breakdownLines!;
const lineOf = (lines: BreakdownLine[], code: string) => lines.find((line) => line.code === code);

/** A young driver in London with claims-free years, every choice made: most lines move. */
const BUSY: RiskOptions = {
  dateOfBirth: '2001-05-01',
  ncdYears: 5,
  ncdProtected: true,
  postcode: 'E1 6AN',
  volXS: 250,
  offerCode: 'STAFF',
};
const BUSY_EXTRAS = ['BDV2O', 'TOOLSV1O', 'VLAO'];

describe('every engine line has exactly one place in the customer explanation', () => {
  it('maps every factor, every step of the tier pipeline and every extra the tariff sells', () => {
    const facts = factsOf();
    const factorCodes = FACTORS.map((factor) => factor(facts, tables).code);
    const stepCodes = ['BASE', 'MINIMUM_PREMIUM', 'TIER', 'OFFER', 'IPT', 'FEE', 'FEE_INSURER'];
    const extraCodes = [...Object.keys(tables.addOns), PROTECTED_NCD_CODE].map(
      (code) => `EXTRA_${code}`,
    );
    const unmapped = [...factorCodes, ...stepCodes, ...extraCodes].filter(
      (code) => customerLineOf(code) === undefined,
    );
    expect(unmapped).toEqual([]);
  });

  it('maps every line the engine emits for very different risks', () => {
    for (const tiers of [priced(), priced(BUSY, BUSY_EXTRAS), priced({ ncdYears: 9 }, ['VHO'])])
      for (const result of Object.values(tiers))
        for (const line of engineLines(result)) expect(customerLineOf(line.code)).toBeDefined();
  });

  it('refuses a breakdown holding a line it does not know, rather than pass it on', () => {
    const [result] = Object.values(priced());
    const unknown: Result = {
      ...result!,
      calcDetails: {
        breakdownLines: [...engineLines(result!), { code: 'NEW_FACTOR', text: 'x: +3%', value: 1 }],
      },
    };
    expect(() => explainToCustomer(unknown)).toThrow(/NEW_FACTOR/);
  });
});

describe('explainToCustomer (decision 049)', () => {
  it('lists the start, the four parts of the profile, the choices, the tax and the fee, in that order', () => {
    const lines = explainToCustomer(priced(BUSY, BUSY_EXTRAS).GOLD);
    expect(lines.map((line) => line.code)).toEqual([
      'START',
      'PROFILE_DRIVERS',
      'PROFILE_VAN',
      'PROFILE_KEPT',
      'PROFILE_HISTORY',
      'CHOICE_TIER',
      'CHOICE_VOLUNTARY_EXCESS',
      'CHOICE_NCD_PROTECTION',
      'CHOICE_EXTRA_BDV2O',
      'CHOICE_EXTRA_TOOLSV1O',
      // VLAO is not sold on Gold: legal assistance is included.
      'CHOICE_OFFER',
      'IPT',
      'FEE',
    ]);
    expect(lines.slice(0, 7).map((line) => line.text)).toEqual([
      'Starting price for this cover',
      'You and your drivers',
      'Your van',
      'Where your van is kept',
      'Your claims, convictions and no claims discount',
      'Van Gold cover',
      'Voluntary excess of £250',
    ]);
    expect(lineOf(lines, 'CHOICE_OFFER')?.text).toBe('Offer code STAFF');
    expect(lineOf(lines, 'IPT')?.text).toBe('Insurance Premium Tax');
  });

  it('gives the profile to the nearest £5, the sum of its engine lines', () => {
    const result = priced(BUSY, BUSY_EXTRAS).SILVER;
    const lines = explainToCustomer(result);
    const sumOf = (codes: string[]) =>
      engineLines(result)
        .filter((line) => codes.includes(line.code))
        .reduce((sum, line) => sum + pence(line.value), 0) / 100;
    expect(lineOf(lines, 'PROFILE_KEPT')?.value).toBe(
      toNearestFivePounds(sumOf(['POSTCODE_AREA', 'KEPT_OVERNIGHT', 'KEPT_BY_DAY'])),
    );
    expect(lineOf(lines, 'PROFILE_HISTORY')?.value).toBe(
      toNearestFivePounds(sumOf(['NCD', 'CLAIMS', 'CONVICTIONS', 'POINTS'])),
    );
    expect(lineOf(lines, 'START')?.value).toBe(
      toNearestFivePounds(sumOf(['BASE', 'COVER_LEVEL', 'MINIMUM_PREMIUM'])),
    );
    for (const line of lines.slice(0, 5)) expect(Math.abs(line.value) % 5).toBe(0);
    // A young driver in London moves the price: neither group can be £0.
    expect(lineOf(lines, 'PROFILE_DRIVERS')?.value).toBeGreaterThan(0);
    expect(lineOf(lines, 'PROFILE_KEPT')?.value).toBeGreaterThan(0);
  });

  it('gives the choices, the tax and the fees exactly, to the penny', () => {
    const result = priced(BUSY, BUSY_EXTRAS).GOLD;
    const lines = explainToCustomer(result);
    const premium = result.premiumDetails!;
    const engine = (code: string) => lineOf(engineLines(result), code)?.value;
    expect(lineOf(lines, 'CHOICE_TIER')?.value).toBe(
      (pence(premium.premiumBook) - pence(premium.nettRated)) / 100,
    );
    expect(lineOf(lines, 'CHOICE_VOLUNTARY_EXCESS')?.value).toBe(engine('VOLUNTARY_EXCESS'));
    expect(lineOf(lines, 'CHOICE_VOLUNTARY_EXCESS')?.value).toBeLessThan(0);
    expect(lineOf(lines, 'CHOICE_OFFER')?.value).toBe(-premium.loadDiscountBroker!.amount!);
    expect(lineOf(lines, 'IPT')?.value).toBe(premium.iptAmount);
    expect(lineOf(lines, 'FEE')?.value).toBe(premium.feeBroker);
    const applied = result.allOptionalExtensions!.appliedOptionalExtensions!;
    for (const code of BUSY_EXTRAS.filter((extra) => extra !== 'VLAO'))
      expect(lineOf(lines, `CHOICE_EXTRA_${code}`)?.value).toBe(
        applied.find((extension) => extension.code === code)?.amount,
      );
    expect(lineOf(lines, 'CHOICE_NCD_PROTECTION')?.value).toBe(premium.protectedNCDImpliedPrice);
  });

  it('adds up to the price within the rounding of the five approximate lines', () => {
    for (const options of [{}, BUSY, { ncdYears: 9, postcode: 'TR1 1AA' }])
      for (const result of Object.values(priced(options, BUSY_EXTRAS))) {
        const sum = explainToCustomer(result).reduce((total, line) => total + pence(line.value), 0);
        expect(Math.abs(sum - pence(result.premiumDetails!.totalPayable))).toBeLessThanOrEqual(
          5 * 250,
        );
      }
  });

  it('leaves out the choices that made no difference: no tier load on Van Essentials, no excess, no offer', () => {
    const codes = explainToCustomer(priced({ ncdYears: 3, volXS: 0 }).VAN).map((line) => line.code);
    expect(codes).toEqual([
      'START',
      'PROFILE_DRIVERS',
      'PROFILE_VAN',
      'PROFILE_KEPT',
      'PROFILE_HISTORY',
      'IPT',
      'FEE',
    ]);
  });

  it('never names a rating factor, a loading, a percentage or an area rating', () => {
    for (const tiers of [priced(BUSY, BUSY_EXTRAS), priced({ postcode: 'LS1 4AP' })])
      for (const result of Object.values(tiers)) {
        const engineTexts = engineLines(result)
          .filter((line) => {
            const kind = customerLineOf(line.code);
            return kind?.startsWith('PROFILE_') || kind === 'START';
          })
          .map((line) => line.text);
        for (const line of explainToCustomer(result)) {
          expect(line.text).not.toMatch(/%|no change|postcode area|factor|load/i);
          expect(engineTexts).not.toContain(line.text);
        }
      }
  });
});

describe('toCustomerResult and auditDetailOf', () => {
  it('answers the customer lines and keeps the model (breakdown, area rating, risk premium, tier load) for audit only', () => {
    const result = priced({ ...BUSY, postcode: 'LS1 4AP' }, BUSY_EXTRAS).PLATINUM;
    const customer = toCustomerResult(result);
    expect(customer.calcDetails?.breakdownLines).toEqual(explainToCustomer(result));
    const text = JSON.stringify(customer);
    for (const field of [
      'areaRating',
      'nettRated',
      'premiumAlg',
      'premiumBook',
      'premiumProvisional',
      'loadDiscountInsurer',
    ])
      expect(text).not.toContain(`"${field}"`);
    // Every engine line but the extras' and the fee's, whose words are the customer's too.
    const modelLines = engineLines(result).filter(
      (line) => !line.code.startsWith('EXTRA_') && line.code !== 'FEE',
    );
    expect(modelLines.length).toBeGreaterThan(30);
    for (const line of modelLines) expect(text).not.toContain(line.text);
    expect(ResultSchema.parse(customer)).toEqual(customer);

    const audit = auditDetailOf(result);
    expect(audit.breakdownLines).toEqual(engineLines(result));
    expect(audit.areaRating).toBe(result.calcDetails!.areaRating);
    expect(audit.nettRated).toBe(result.premiumDetails!.nettRated);
    expect(audit.loadDiscountInsurer).toEqual(result.premiumDetails!.loadDiscountInsurer);
  });

  it('changes nothing told already: applied twice it gives what it gave once', () => {
    const customer = toCustomerResult(priced(BUSY, BUSY_EXTRAS).GOLD);
    expect(toCustomerResult(customer)).toEqual(customer);
  });

  it('changes no price the customer pays or is shown', () => {
    for (const tier of PRODUCT_IDENTIFIERS) {
      const result = priced(BUSY, BUSY_EXTRAS)[tier];
      const customer = toCustomerResult(result);
      const { premiumDetails, calcDetails, ...rest } = customer;
      const { premiumDetails: enginePremium, calcDetails: engineCalc, ...engineRest } = result;
      expect(rest).toEqual(engineRest);
      for (const field of ['premiumInsurer', 'iptAmount', 'feeBroker', 'totalPayable'] as const)
        expect(premiumDetails?.[field]).toBe(enginePremium?.[field]);
      expect(calcDetails?.rtpRulesetName).toBe(engineCalc?.rtpRulesetName);
    }
  });
});

describe('toNearestFivePounds', () => {
  it.each([
    [0, 0],
    [2.49, 0],
    [2.5, 5],
    [-2.5, -5],
    [-1.2, 0],
    [123.45, 125],
    [-87.4, -85],
  ])('rounds %d to %d', (pounds, rounded) => {
    expect(toNearestFivePounds(pounds)).toBe(rounded);
  });
});
