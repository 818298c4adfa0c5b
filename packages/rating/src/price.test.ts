import {
  ResultSchema,
  TopUpSchema,
  createDefaultDirectQuote,
  type Result,
} from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from './version.ts';
import { price, type PriceInput, type RatingOutcome } from './price.ts';
import { TARIFF_2026_11 as tables } from './tables/2026-11.ts';
import { buildRisk, TODAY, type RiskOptions } from './test-support/risk-builder.ts';

function priced(options: RiskOptions = {}, requestedOpexCodes?: string[]) {
  const outcome = price({ risk: buildRisk(options), tables, today: TODAY, requestedOpexCodes });
  if (outcome.outcome !== 'priced') throw new Error(`expected a price, got ${outcome.outcome}`);
  return outcome;
}

const pence = (pounds: number | undefined) => Math.round((pounds ?? Number.NaN) * 100);
const total = (result: Result) => result.premiumDetails!.totalPayable!;
const applied = (result: Result) => result.allOptionalExtensions!.appliedOptionalExtensions!;
const available = (result: Result) => result.allOptionalExtensions!.availableOptionalExtensions!;

describe('price', () => {
  it('prices every tier with a Result and topUp that parse with the shared contract (§3.1, §3.4)', () => {
    const { tiers, topUp } = priced({ postcode: 'CV1 2AB', ncdYears: 5 }, ['BDV2O']);
    expect(Object.keys(tiers).sort()).toEqual([...PRODUCT_IDENTIFIERS].sort());
    for (const result of Object.values(tiers)) expect(ResultSchema.parse(result)).toEqual(result);
    expect(TopUpSchema.parse(topUp)).toEqual(topUp);
  });

  it('adds up: premiumInsurer + IPT at 12% + fee + selected extras = totalPayable, in whole pence', () => {
    const { tiers } = priced({ ncdYears: 4, offerCode: 'STAFF' }, ['BDV3O', 'TOOLSV2O', 'VHO']);
    for (const result of Object.values(tiers)) {
      const premium = result.premiumDetails!;
      const extras = applied(result).reduce((sum, extension) => sum + pence(extension.amount), 0);
      expect(pence(premium.iptAmount)).toBe(Math.round(pence(premium.premiumInsurer) * 0.12));
      expect(
        pence(premium.premiumInsurer) +
          pence(premium.iptAmount) +
          pence(premium.feeBroker) +
          extras,
      ).toBe(pence(premium.totalPayable));
      for (const amount of Object.values(premium))
        if (typeof amount === 'number')
          expect(Number.isInteger(Math.round(amount * 100))).toBe(true);
    }
  });

  it('explains every step: the breakdown lines add up to totalPayable to the penny', () => {
    const { tiers } = priced(
      {
        dateOfBirth: '2001-05-01',
        ncdYears: 2,
        ncdProtected: true,
        postcode: 'M1 1AA',
        offerCode: 'APPDISCOUNT',
      },
      ['BDV1O'],
    );
    for (const result of Object.values(tiers)) {
      const lines = result.calcDetails!.breakdownLines!;
      expect(lines.reduce((sum, line) => sum + pence(line.value), 0)).toBe(pence(total(result)));
    }
  });

  it('lists the same lines in the same order for any two quotes, so they compare line by line', () => {
    const codes = (options: RiskOptions) =>
      priced(options).tiers.GOLD.calcDetails!.breakdownLines!.map((line) => line.code);
    expect(codes({ dateOfBirth: '2006-01-01', postcode: 'E1 6AN' })).toEqual(
      codes({ ncdYears: 9, postcode: 'TR1 1AA', mileage: 4000 }),
    );
  });

  it('orders the tiers VAN < SILVER < GOLD < PLATINUM before extras (§9.3)', () => {
    const { tiers } = priced({ ncdYears: 3 });
    expect(total(tiers.VAN)).toBeLessThan(total(tiers.SILVER));
    expect(total(tiers.SILVER)).toBeLessThan(total(tiers.GOLD));
    expect(total(tiers.GOLD)).toBeLessThan(total(tiers.PLATINUM));
  });

  it('applies the selected extras at quote, charges them, and lists the rest as available', () => {
    const { tiers } = priced({}, ['BDV2O', 'TOOLSV1O']);
    const bare = priced().tiers;
    for (const tier of PRODUCT_IDENTIFIERS) {
      const result = tiers[tier];
      expect(applied(result).filter((extension) => !extension.compulsory)).toEqual([
        expect.objectContaining({
          code: 'BDV2O',
          amount: 65,
          status: 'ADDED_AT_QUOTE',
          compulsory: false,
        }),
        expect.objectContaining({ code: 'TOOLSV1O', amount: 45, status: 'ADDED_AT_QUOTE' }),
      ]);
      expect(available(result).map((extension) => extension.code)).not.toContain('BDV2O');
      expect(available(result).map((extension) => extension.code)).toContain('BDV1O');
      expect(pence(total(result)) - pence(total(bare[tier]))).toBe(11_000);
      expect(result.calcDetails!.breakdownLines!.slice(-2).map((line) => line.code)).toEqual([
        'EXTRA_BDV2O',
        'EXTRA_TOOLSV1O',
      ]);
    }
  });

  it('includes legal assistance, the accident plan and van hire by tier, compulsory and free (§9.3, §9.5)', () => {
    const { tiers } = priced({}, ['VLAO', 'VHO']);
    const included = (result: Result) =>
      applied(result)
        .filter((extension) => extension.compulsory && extension.code !== 'NCDOK')
        .map((extension) => extension.code);
    expect(included(tiers.VAN)).toEqual([]);
    expect(included(tiers.SILVER)).toEqual(['MLAI']);
    expect(included(tiers.GOLD)).toEqual(['MLAI', 'MAPI']);
    expect(included(tiers.PLATINUM)).toEqual(['MLAI', 'MAPI', 'CHI']);
    // Legal assistance is bought only where it is not included; van hire likewise.
    expect(applied(tiers.VAN).map((extension) => extension.code)).toEqual(['NCDOK', 'VLAO', 'VHO']);
    expect(applied(tiers.GOLD).map((extension) => extension.code)).toContain('VHO');
    expect(applied(tiers.PLATINUM).map((extension) => extension.code)).not.toContain('VHO');
    for (const result of Object.values(tiers))
      for (const extension of applied(result).filter((item) => item.compulsory))
        expect(extension.amount).toBe(0);
    expect(tiers.GOLD.grantedDetailsMotor).toMatchObject({ legalExpenses: true, carHire: true });
  });

  it('carries NCDCHECK when NCD is claimed and NCDOK when not, hidden and free (§9.5)', () => {
    const codes = (result: Result) => applied(result).map((extension) => extension.code);
    expect(codes(priced({ ncdYears: 3 }).tiers.VAN)).toContain('NCDCHECK');
    expect(codes(priced().tiers.VAN)).toContain('NCDOK');
  });

  it('offers NCD protection from 2 years with its CMA implied price, and charges it when chosen (§1.6)', () => {
    const unprotected = priced({ ncdYears: 5 }).tiers.GOLD;
    const protectedNcd = priced({ ncdYears: 5, ncdProtected: true }).tiers.GOLD;
    const implied = unprotected.premiumDetails!.protectedNCDImpliedPrice!;
    expect(implied).toBeGreaterThan(0);
    expect(pence(total(protectedNcd)) - pence(total(unprotected))).toBe(pence(implied));
    expect(available(unprotected).find((extension) => extension.code === 'PNCD')?.amount).toBe(
      implied,
    );
    expect(applied(protectedNcd).find((extension) => extension.code === 'PNCD')).toMatchObject({
      amount: implied,
      status: 'ADDED_AT_QUOTE',
    });
    expect(protectedNcd.grantedDetailsMotor!.grantedProtectedNCD).toBe(true);
    expect(
      priced({ ncdYears: 1, ncdProtected: true }).tiers.GOLD.premiumDetails!
        .protectedNCDImpliedPrice,
    ).toBeUndefined();
  });

  it('discloses the average NCD discount and the step-back table in the precis (§1.6)', () => {
    const precis = priced({ ncdYears: 5 }).tiers.VAN.grantedDetailsMotor!.precisDetails!;
    expect(precis.pncdAverageDiscount).toMatchObject({
      status: 'NORM',
      extraInfo: 'With 5 years, the average discount is 37%',
    });
    expect(precis.pncdAverageDiscount!.text).toContain('<td>9 or more</td><td>53%</td>');
    expect(precis.pncdStepBack!.text).toContain('does not protect the price of your insurance');
  });

  it('carries the grid terms: EU days, belongings (SWT1), keys (SWT5) and driving other vans (DRVI) (§9.3)', () => {
    const { tiers } = priced();
    const terms = (result: Result) =>
      result
        .grantedDetailsMotor!.precisDetails!.terms!.map((term) => term.code)
        .filter((code) => !code?.startsWith('STD'));
    expect(terms(tiers.VAN)).toEqual(['90EU', 'SWT1']);
    expect(terms(tiers.SILVER)).toEqual(['90EU', 'SWT1', 'SWT5']);
    expect(terms(tiers.GOLD)).toEqual(['90EU', 'SWT1', 'SWT5', 'DRVI']);
    expect(terms(priced({ dateOfBirth: '2004-01-01' }).tiers.GOLD)).toEqual([
      '90EU',
      'SWT1',
      'SWT5',
    ]);
    const keys = tiers.PLATINUM.grantedDetailsMotor!.precisDetails!.terms!.find(
      (term) => term.code === 'SWT5',
    );
    expect(keys).toMatchObject({ extraInfo: '1000', status: 'NORM' });
  });

  it('lists the included-as-standard benefits of the product code (§9.6)', () => {
    const terms = priced().tiers.GOLD.grantedDetailsMotor!.precisDetails!.terms!;
    expect(terms.filter((term) => term.code?.startsWith('STD')).map((term) => term.text)).toContain(
      '<p>Included as standard: Key cover up to £750</p>',
    );
    expect(priced().tiers.GOLD.grantedDetailsMotor!.productCode).toBe('BG');
  });

  it('builds an 11-payment plan at 26.9% APR whose total is the annual price plus interest (§9.2)', () => {
    const { tiers, topUp } = priced({ ncdYears: 2 }, ['BDV1O']);
    for (const tier of PRODUCT_IDENTIFIERS) {
      const plan = tiers[tier].instalmentPlans![0]!;
      expect(plan).toMatchObject({
        paymentCountTotal: 11,
        paymentCountNormal: 10,
        aprRateNewInstruction: 26.9,
      });
      expect(pence(plan.totalPayable)).toBe(
        pence(total(tiers[tier])) + pence(plan.interestAmountTotal),
      );
      expect(pence(topUp.totalAmountOfCredit[tier])).toBe(
        pence(total(tiers[tier])) - pence(plan.depositAmountTotal),
      );
      expect(topUp.monthlyAmountForOptionalExtension[tier].BDV1O).toBeGreaterThan(0);
    }
    expect(topUp.monthlyAmountForOptionalExtension.PLATINUM.VHO).toBeUndefined();
  });

  it('applies an offer code as a broker discount (§9.8)', () => {
    const plain = priced().tiers.VAN.premiumDetails!;
    const staff = priced({ offerCode: 'STAFF' }).tiers.VAN.premiumDetails!;
    expect(staff.loadDiscountBroker).toMatchObject({
      load: false,
      percent: 15,
      percentSigned: -15,
    });
    expect(staff.premiumInsurer).toBeCloseTo(plain.premiumInsurer! * 0.85, 1);
    expect(
      priced({ offerCode: 'ACMECARXS' }).tiers.VAN.premiumDetails!.loadDiscountBroker!.percent,
    ).toBe(5);
    expect(
      priced({ offerCode: 'MONEYSUPF' }).tiers.VAN.premiumDetails!.loadDiscountBroker!.amount,
    ).toBe(0);
  });

  it.each([
    ['STAFF', '', 0],
    ['STAFF', 'STAFF', 15],
    ['MONEYSUPF', 'AUTOCENTRE', 5],
    ['APPDISCOUNT', 'appdiscount', 5],
  ])(
    'discounts only the accepted offer code: AFFIDON %s, accepted %j, %d% off (decision 033)',
    (answer, offerCode, percent) => {
      const outcome = price({
        risk: buildRisk({ offerCode: answer }),
        tables,
        today: TODAY,
        offerCode,
      });
      if (outcome.outcome !== 'priced') throw new Error(outcome.outcome);
      const premium = outcome.tiers.VAN.premiumDetails!;
      expect(premium.loadDiscountBroker!.percent).toBe(percent);
      expect(pence(premium.premiumInsurer)).toBe(
        pence(
          priced({ offerCode: offerCode || 'MONEYSUPF' }).tiers.VAN.premiumDetails!.premiumInsurer,
        ),
      );
    },
  );

  it('loads each tier by its product (loadDiscountInsurer) on the same risk premium', () => {
    const { tiers } = priced();
    expect(tiers.GOLD.premiumDetails!.nettRated).toBe(tiers.VAN.premiumDetails!.nettRated);
    expect(tiers.GOLD.premiumDetails!.loadDiscountInsurer).toMatchObject({
      load: true,
      percent: 12,
    });
  });

  it('records the engine and tariff versions that priced it (decision 013)', () => {
    const calc = priced().tiers.VAN.calcDetails!;
    expect(calc).toMatchObject({
      quotesEngineVersion: ENGINE_VERSION,
      rtpRulesetName: tables.version,
      qmasDate: TODAY,
      algName: 'van-tariff',
    });
  });

  it('raises a tiny premium to the minimum and says so', () => {
    const lines = priced({
      dateOfBirth: '1970-01-01',
      ncdYears: 9,
      postcode: 'TR1 1AA',
      volXS: 1000,
      mileage: 3000,
      vehicle: { whereKept: '1', tracker: 'TRAC', classOfUse: 'SDPexC' },
      value: 4000,
    }).tiers.VAN.calcDetails!.breakdownLines!;
    const minimum = lines.find((line) => line.code === 'MINIMUM_PREMIUM')!;
    expect(minimum.value).toBeGreaterThan(0);
    expect(minimum.text).toBe('Raised to our minimum premium of £250');
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

  it('declines or refers with reasons, and prices nothing', () => {
    const outcome = (options: RiskOptions): RatingOutcome =>
      price({ risk: buildRisk(options), tables, today: TODAY });
    expect(outcome({ duq: { 255: 'Y' } })).toEqual({
      outcome: 'declined',
      reasons: [
        { code: 'DANGEROUS_GOODS', text: 'We cannot cover a van that carries dangerous goods.' },
      ],
    });
    expect(outcome({ dateOfBirth: '1944-01-01' })).toMatchObject({
      outcome: 'referred',
      reasons: [{ code: 'DRIVER_OVER_80' }],
    });
  });

  it('is pure: the same input gives the same output and the risk is left as it was', () => {
    const input: PriceInput = {
      risk: buildRisk({ ncdYears: 4, postcode: 'LS1 1AA' }),
      tables,
      today: TODAY,
      requestedOpexCodes: ['BDV1O'],
    };
    const before = JSON.parse(JSON.stringify(input.risk)) as unknown;
    expect(JSON.stringify(price(input))).toBe(JSON.stringify(price(input)));
    expect(input.risk).toEqual(before);
  });
});
