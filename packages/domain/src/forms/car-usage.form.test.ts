import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import {
  ANNUAL_MILEAGE_BANDS,
  VAN_OWNERS,
  VAN_USED_FOR,
} from '../reference-data/lists/duq-answers.ts';
import { VEHICLE_ACCESS_TYPES } from '../reference-data/lists/vehicle-access.ts';
import { WHERE_KEPT } from '../reference-data/lists/where-kept.ts';
import { BUSINESS_CLASS_OF_USE_CODES } from '../reference-data/van-security-and-use.ts';
import {
  applyCarUsage,
  carUsageFormFromQuote,
  carUsageFormSchema,
  type CarUsageForm,
} from './car-usage.form.ts';
import { getDuqAnswer } from './risk-answers.ts';

const TODAY = '2026-03-10';
const HOME = 'LS1 4AP';

function quoteWithHome(postcode: string = HOME): Quote {
  const quote = createDefaultDirectQuote(TODAY);
  quote.policy.eventCurrent.risk.proposer.correspondenceAddress = { postcode };
  return quote;
}

const validForm: CarUsageForm = {
  classOfUse: 'SDP',
  vanUsedFor: 'TOOLS',
  totalAnnualMileage: '10000',
  whoOwnsTheCar: 'Proposer',
  whoIsTheCarsRegisteredKeeper: 'Proposer',
  whereIsTheCarKeptDuringTheDay: 'WorkPremises',
  whereKept: 'Driveway',
  isTheCarKeptAtHomeAddressOvernight: true,
  signage: true,
  rackingShelving: false,
  refrigerated: false,
  carryDangerousGoods: false,
  numberOfOtherVehicles: 1,
  accessToOtherVehicles: 'Owner',
};

function messagesFor(form: unknown): string[] {
  const result = carUsageFormSchema(HOME).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('carUsageFormSchema', () => {
  it('accepts a complete form kept at home', () => {
    expect(messagesFor(validForm)).toEqual([]);
  });

  it.each([
    [
      'business use without who uses it',
      { classOfUse: 'SDPC+Business', businessAnnualMileage: 100 },
      'Please tell us who uses the van for business',
    ],
    [
      'business use without business miles',
      { classOfUse: 'SDPC+Business', whoUsesTheCarForBusiness: 'C1' },
      'Please tell us how many of those miles are for business',
    ],
    [
      'who uses it for business without business use',
      { whoUsesTheCarForBusiness: 'C2' },
      'Only answer who uses the van for business for business use',
    ],
    [
      'business miles without business use',
      { businessAnnualMileage: 10 },
      'Only tell us business miles for business use',
    ],
    [
      'business miles above the total band',
      {
        classOfUse: 'SDPC+Business',
        whoUsesTheCarForBusiness: 'JC1',
        totalAnnualMileage: '3000',
        businessAnnualMileage: 3001,
      },
      'Business miles cannot be more than the total miles',
    ],
    [
      'a business code offered as a use',
      { classOfUse: 'C1' },
      'Please tell us how you use the van',
    ],
    [
      'a who-uses code not in the business list',
      { classOfUse: 'SDPC+Business', whoUsesTheCarForBusiness: 'SDP', businessAnnualMileage: 1 },
      'Please tell us who uses the van for business',
    ],
    [
      'an unknown mileage band',
      { totalAnnualMileage: '7000' },
      'Please tell us how many miles the van does a year',
    ],
    ['an unknown owner', { whoOwnsTheCar: 'Nobody' }, 'Please tell us who owns the van'],
    [
      'a finance company as registered keeper',
      { whoIsTheCarsRegisteredKeeper: 'Finance' },
      "Please choose the van's registered keeper from the list",
    ],
    [
      'an unknown daytime place',
      { whereIsTheCarKeptDuringTheDay: 'Moon' },
      'Please choose where the van is kept during the day from the list',
    ],
    [
      'an unknown overnight place',
      { whereKept: 'Moon' },
      'Please tell us where the van is kept overnight',
    ],
    [
      'kept away from home without a postcode',
      { isTheCarKeptAtHomeAddressOvernight: false },
      'Please tell us the postcode where the van is kept',
    ],
    [
      'kept away from home at an invalid postcode',
      { isTheCarKeptAtHomeAddressOvernight: false, carKeptOvernightPostcode: 'NOT A CODE' },
      'Please enter a valid UK postcode',
    ],
    [
      'kept away from home at the home postcode',
      { isTheCarKeptAtHomeAddressOvernight: false, carKeptOvernightPostcode: 'ls14ap' },
      'That is your home postcode: answer Yes if the van is kept at home overnight',
    ],
    [
      'kept at home with an overnight postcode',
      { carKeptOvernightPostcode: 'M1 1AE' },
      'Only give a postcode if the van is kept elsewhere',
    ],
    ['10 other vehicles', { numberOfOtherVehicles: 10 }, 'Enter a number from 0 to 9'],
    ['-1 other vehicles', { numberOfOtherVehicles: -1 }, 'Enter a number from 0 to 9'],
    [
      'other vehicles with no access to them',
      { accessToOtherVehicles: 'NoAccess', numberOfOtherVehicles: 2 },
      'You told us you have no access to other vehicles, so enter 0',
    ],
    [
      'signage unanswered',
      { signage: undefined },
      'Please tell us whether the van has sign writing',
    ],
  ])('rejects %s', (_case, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });

  it('asks for the home address first when the van is kept at home and none is known', () => {
    const result = carUsageFormSchema(undefined).safeParse(validForm);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please give your home address in your details first',
    ]);
  });

  it.each([
    [0, 'NoAccess'],
    [9, 'Owner'],
  ])('accepts %i other vehicles with access %s', (numberOfOtherVehicles, accessToOtherVehicles) => {
    expect(messagesFor({ ...validForm, numberOfOtherVehicles, accessToOtherVehicles })).toEqual([]);
  });
});

describe('applyCarUsage', () => {
  it.each(BUSINESS_CLASS_OF_USE_CODES)(
    "stores 'SDPC+Business' used by %s as class of use %s (§5.5)",
    (code) => {
      const form: CarUsageForm = {
        ...validForm,
        classOfUse: 'SDPC+Business',
        whoUsesTheCarForBusiness: code,
        businessAnnualMileage: 2000,
      };
      const next = applyCarUsage(quoteWithHome(), form);
      const risk = next.policy.eventCurrent.risk;
      expect(risk.vehicles?.[0]?.classOfUse).toBe(code);
      expect(risk.businessAnnualMileage).toBe(2000);
      expect(carUsageFormFromQuote(next)).toMatchObject({
        classOfUse: 'SDPC+Business',
        whoUsesTheCarForBusiness: code,
      });
    },
  );

  it('drops business miles when the use is no longer business', () => {
    const business = applyCarUsage(quoteWithHome(), {
      ...validForm,
      classOfUse: 'SDPC+Business',
      whoUsesTheCarForBusiness: 'C1',
      businessAnnualMileage: 500,
    });
    const risk = applyCarUsage(business, validForm).policy.eventCurrent.risk;
    expect(risk.businessAnnualMileage).toBeUndefined();
    expect(risk.vehicles?.[0]?.classOfUse).toBe('SDP');
  });

  it.each([
    ['kept at home', { isTheCarKeptAtHomeAddressOvernight: true }, HOME],
    [
      'kept elsewhere',
      { isTheCarKeptAtHomeAddressOvernight: false, carKeptOvernightPostcode: 'm1 1ae' },
      'M1 1AE',
    ],
  ])('sets keptPostcode when %s', (_case, change, keptPostcode) => {
    const next = applyCarUsage(quoteWithHome(), { ...validForm, ...change });
    expect(next.policy.eventCurrent.risk.vehicles?.[0]?.keptPostcode).toBe(keptPostcode);
  });

  it('reads a kept postcode equal to the home one ignoring spaces and case as kept at home', () => {
    const quote = quoteWithHome('ls14ap');
    quote.policy.eventCurrent.risk.vehicles = [{ keptPostcode: 'LS1 4AP' }];
    expect(carUsageFormFromQuote(quote)).toMatchObject({
      isTheCarKeptAtHomeAddressOvernight: true,
    });
  });

  it.each([
    [DUQ_QUESTIONS.vanUsedFor, 'TOOLS'],
    [DUQ_QUESTIONS.totalAnnualMileage, '10000'],
    [DUQ_QUESTIONS.whoOwns, 'Proposer'],
    [DUQ_QUESTIONS.registeredKeeper, 'Proposer'],
    [DUQ_QUESTIONS.whereKeptDuringTheDay, 'WorkPremises'],
    [DUQ_QUESTIONS.whereKeptOvernight, 'Driveway'],
    [DUQ_QUESTIONS.signage, 'Y'],
    [DUQ_QUESTIONS.rackingShelving, 'N'],
    [DUQ_QUESTIONS.refrigerated, 'N'],
    [DUQ_QUESTIONS.carryDangerousGoods, 'N'],
  ])('answers duq %i with %s', (questionNumber, answer) => {
    const risk = applyCarUsage(quoteWithHome(), validForm).policy.eventCurrent.risk;
    expect(getDuqAnswer(risk, questionNumber)).toBe(answer);
  });

  it.each([
    ['Proposer', true],
    ['Company', false],
  ])('registered keeper %s sets proposerIsKeeper %s', (keeper, isKeeper) => {
    const next = applyCarUsage(quoteWithHome(), {
      ...validForm,
      whoIsTheCarsRegisteredKeeper: keeper,
    });
    expect(next.policy.eventCurrent.risk.vehicles?.[0]?.proposerIsKeeper).toBe(isKeeper);
  });

  it('stores other vehicles on the proposer and the mileage band top as total mileage', () => {
    const risk = applyCarUsage(quoteWithHome(), validForm).policy.eventCurrent.risk;
    expect(risk.proposer.driverDetails).toMatchObject({
      numberOfOtherVehicles: 1,
      accessToOtherVehicles: 'Owner',
    });
    expect(risk.totalAnnualMileage).toBe(10000);
    expect(risk.vehicles?.[0]).toMatchObject({ owner: 'Proposer', whereKept: 'Driveway' });
  });

  it('throws on an invalid form', () => {
    expect(() =>
      applyCarUsage(quoteWithHome(), { ...validForm, numberOfOtherVehicles: 12 }),
    ).toThrow();
  });

  it('never changes the quote it is given', () => {
    const quote = quoteWithHome();
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applyCarUsage(quote, validForm);
    expect(quote).toEqual(before);
  });

  it('reads nothing back from the default quote, whose van defaults are not answers', () => {
    expect(carUsageFormFromQuote(createDefaultDirectQuote(TODAY))).toEqual({});
  });
});

const codes = <T extends readonly { code: string }[]>(items: T) =>
  fc.constantFrom(...items.map((item) => item.code));

const validUsageArbitrary: fc.Arbitrary<CarUsageForm> = fc
  .record({
    use: fc.constantFrom('SDPexC', 'SDP', 'SDPC+Business', 'C3'),
    who: fc.constantFrom(...BUSINESS_CLASS_OF_USE_CODES),
    mileage: codes(ANNUAL_MILEAGE_BANDS),
    businessShare: fc.double({ min: 0, max: 1, noNaN: true }),
    usedFor: codes(VAN_USED_FOR),
    owner: codes(VAN_OWNERS),
    keeper: fc.constantFrom('Proposer', 'Company', 'Leasing'),
    byDay: fc.constantFrom('Garage', 'Various', 'WorkPremises'),
    overnight: codes(WHERE_KEPT),
    atHome: fc.boolean(),
    away: fc.constantFrom('M1 1AE', 'SW1A 1AA', 'B33 8TH'),
    flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
    others: fc.integer({ min: 0, max: 9 }),
    access: codes(VEHICLE_ACCESS_TYPES),
  })
  .map((value) => {
    const business = value.use === 'SDPC+Business';
    const access = value.others > 0 && value.access === 'NoAccess' ? 'Owner' : value.access;
    return {
      classOfUse: value.use,
      ...(business
        ? {
            whoUsesTheCarForBusiness: value.who,
            businessAnnualMileage: Math.floor(Number(value.mileage) * value.businessShare),
          }
        : {}),
      vanUsedFor: value.usedFor,
      totalAnnualMileage: value.mileage,
      whoOwnsTheCar: value.owner,
      whoIsTheCarsRegisteredKeeper: value.keeper,
      whereIsTheCarKeptDuringTheDay: value.byDay,
      whereKept: value.overnight,
      isTheCarKeptAtHomeAddressOvernight: value.atHome,
      ...(value.atHome ? {} : { carKeptOvernightPostcode: value.away }),
      signage: value.flags[0],
      rackingShelving: value.flags[1],
      refrigerated: value.flags[2],
      carryDangerousGoods: value.flags[3],
      numberOfOtherVehicles: value.others,
      accessToOtherVehicles: access,
    } as CarUsageForm;
  });

describe('CarUsage round trip', () => {
  it('reads back any valid form after applying it over an earlier one', () => {
    fc.assert(
      fc.property(validUsageArbitrary, validUsageArbitrary, (first, second) => {
        expect(carUsageFormSchema(HOME).safeParse(second).success).toBe(true);
        const twice = applyCarUsage(applyCarUsage(quoteWithHome(), first), second);
        expect(carUsageFormFromQuote(twice)).toEqual(second);
        expect(QuoteSchema.safeParse(twice).success).toBe(true);
      }),
    );
  });
});
