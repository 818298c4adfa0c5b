import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { VAN_BODY_TYPES } from '../reference-data/lists/duq-answers.ts';
import { FUEL_TYPES } from '../reference-data/lists/fuel-types.ts';
import { MODIFICATION_CATEGORIES } from '../reference-data/modification-categories.ts';
import { ALARM_CODES, TRACKER_CODES } from '../reference-data/van-security-and-use.ts';
import {
  DASHCAM_LOCATIONS,
  DASHCAM_LOCATION_USERFIELD,
  applyCarDetails,
  carDetailsFormFromQuote,
  carDetailsFormSchema,
  modificationCodesOf,
  type CarDetailsForm,
} from './car-details.form.ts';
import { getDuqAnswer, getUserfieldAnswer } from './risk-answers.ts';
import type { InvalidVehicleData } from './vehicle-lookup.form.ts';

const TODAY = '2026-03-10';
const NONE_FLAGGED: InvalidVehicleData = { transmission: false, doors: false, fuel: false };

const validForm: CarDetailsForm = {
  carDetailsConfirmed: true,
  transmission: 'TransMan',
  doors: 4,
  fuelType: 'FuelDiesel',
  marketValue: 12000,
  vanBodyType: 'PANEL',
  hasBeenImported: false,
  dashCam: true,
  dashCamLoc: 'FRONT',
  alarm: 'FACT',
  immobiliser: 'FF92',
  tracker: 'NONE',
  modified: true,
  modificationCategory: 'Accessories',
  modifications: ['302', '165'],
  dontHaveTheCarYet: false,
  datePurchased: { day: 1, month: 6, year: 2024 },
};

function messagesFor(form: unknown, flags?: InvalidVehicleData): string[] {
  const result = carDetailsFormSchema(TODAY, flags).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const applied = (form: CarDetailsForm, quote: Quote = createDefaultDirectQuote(TODAY)) =>
  applyCarDetails(quote, form, TODAY);

describe('carDetailsFormSchema', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(validForm)).toEqual([]);
  });

  it.each([
    ['no confirmation', { carDetailsConfirmed: false }, 'Please confirm these details are correct'],
    [
      'a missing confirmation',
      { carDetailsConfirmed: undefined },
      'Please confirm these details are correct',
    ],
    ['a value of 0', { marketValue: 0 }, 'The van must be worth at least £1'],
    ['a value of 10,000,000', { marketValue: 10_000_000 }, 'The value must be £9,999,999 or less'],
    ['a value in pence', { marketValue: 100.5 }, 'Enter the value in whole pounds'],
    ['10 doors', { doors: 10 }, 'Enter a number of doors from 1 to 9'],
    ['0 doors', { doors: 0 }, 'Enter a number of doors from 1 to 9'],
    ['an unknown fuel', { fuelType: 'Coal' }, "Please choose the van's fuel type"],
    ['an unknown body type', { vanBodyType: 'BUS' }, "Please choose the van's body type"],
    [
      'a dash cam without its place',
      { dashCamLoc: undefined },
      'Please tell us where the dashcam is',
    ],
    [
      'a dash cam place without a dash cam',
      { dashCam: false },
      'Only tell us where the dashcam is if the van has one',
    ],
    [
      'an alarm code not in §9.7',
      { alarm: 'LOUD' },
      'Please tell us what type of alarm the van is fitted with',
    ],
    [
      'a tracker code not in §9.7',
      { tracker: 'GPS' },
      'Please tell us whether the van has a tracking device',
    ],
    [
      'modified without a category',
      { modificationCategory: undefined },
      'Please choose the type of modification',
    ],
    [
      'modified without a modification',
      { modifications: [] },
      'Please choose at least one modification',
    ],
    [
      'a modification of another category',
      { modifications: ['601'] },
      'Please choose the modifications from the list',
    ],
    [
      'four modifications',
      { modifications: ['301', '302', '303', '304'] },
      'Please choose at most 3 modifications',
    ],
    [
      'the same modification twice',
      { modifications: ['301', '301'] },
      'Please choose each modification only once',
    ],
    [
      'modifications on an unmodified van',
      { modified: false },
      'Only tell us about modifications if the van has been modified',
    ],
    [
      'no purchase date for a van already bought',
      { datePurchased: undefined },
      'Please tell us when you bought the van',
    ],
    [
      'a purchase date in the future',
      { datePurchased: { day: 11, month: 3, year: 2026 } },
      'The date you bought the van cannot be in the future',
    ],
    [
      'a purchase date for a van not yet bought',
      { dontHaveTheCarYet: true },
      'Only tell us when you bought the van if you have it',
    ],
  ])('rejects %s', (_case, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });

  it.each([
    ['transmission', { transmission: undefined }, "Please choose the van's gearbox"],
    ['doors', { doors: undefined }, 'Please tell us how many doors the van has'],
    ['fuel', { fuelType: undefined }, "Please choose the van's fuel type"],
  ] as const)('asks for %s when the lookup did not return it', (field, change, message) => {
    const flags = { ...NONE_FLAGGED, [field]: true };
    expect(messagesFor({ ...validForm, ...change }, flags)).toEqual([message]);
    expect(messagesFor({ ...validForm, ...change }, NONE_FLAGGED)).toEqual([]);
  });

  it('asks for all three by default (§4.5)', () => {
    const { transmission: _t, doors: _d, fuelType: _f, ...rest } = validForm;
    expect(messagesFor(rest)).toEqual([
      "Please choose the van's gearbox",
      'Please tell us how many doors the van has',
      "Please choose the van's fuel type",
    ]);
  });

  it.each(MODIFICATION_CATEGORIES.map((category) => category.code))(
    'accepts a modification of category %s',
    (category) => {
      const [code] = modificationCodesOf(category);
      expect(
        messagesFor({ ...validForm, modificationCategory: category, modifications: [code] }),
      ).toEqual([]);
    },
  );
});

describe('applyCarDetails', () => {
  it.each([
    [true, 'A'],
    [false, 'C'],
  ])('imported %s answers duq 476 %s (§5.5)', (hasBeenImported, answer) => {
    const risk = applied({ ...validForm, hasBeenImported }).policy.eventCurrent.risk;
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.vanImported)).toBe(answer);
  });

  it.each([
    [DUQ_QUESTIONS.vanBodyType, 'PANEL'],
    [DUQ_QUESTIONS.dashCamFitted, 'Y'],
    [DUQ_QUESTIONS.modification1, '302'],
    [DUQ_QUESTIONS.modification2, '165'],
    [DUQ_QUESTIONS.modification3, '0'],
    [DUQ_QUESTIONS.carModificationType, 'Accessories'],
  ])('answers duq %i with %s', (questionNumber, answer) => {
    expect(getDuqAnswer(applied(validForm).policy.eventCurrent.risk, questionNumber)).toBe(answer);
  });

  it('clears modifications and the dash cam place when no longer answered', () => {
    const first = applied(validForm);
    const { modificationCategory: _c, modifications: _m, dashCamLoc: _l, ...rest } = validForm;
    const risk = applied({ ...rest, modified: false, dashCam: false }, first).policy.eventCurrent
      .risk;
    expect([354, 355, 356, 687, 896].map((n) => getDuqAnswer(risk, n))).toEqual([
      '0',
      '0',
      '0',
      '',
      'N',
    ]);
    expect(getUserfieldAnswer(risk, DASHCAM_LOCATION_USERFIELD)).toBeUndefined();
    expect(risk.vehicles?.[0]?.modified).toBe(false);
  });

  it('stores the van details on the first van', () => {
    expect(applied(validForm).policy.eventCurrent.risk.vehicles?.[0]).toMatchObject({
      value: 12000,
      alarm: 'FACT',
      immobiliser: 'FF92',
      tracker: 'NONE',
      modified: true,
      datePurchased: '2024-06-01',
      modelInfo: { transmission: 'TransMan', doors: 4, fuel: 'FuelDiesel' },
    });
  });

  it('sets datePurchased to the cover start when the van is not bought yet (§4.7)', () => {
    const quote = createDefaultDirectQuote(TODAY);
    quote.policy.eventCurrent.risk.startDate = '2026-04-01';
    const { datePurchased: _d, ...rest } = validForm;
    const next = applyCarDetails(quote, { ...rest, dontHaveTheCarYet: true }, TODAY);
    expect(next.policy.eventCurrent.risk.vehicles?.[0]?.datePurchased).toBe('2026-04-01');
    expect(carDetailsFormFromQuote(next).dontHaveTheCarYet).toBe(true);
  });

  it('keeps model fields the customer was not asked to correct', () => {
    const quote = createDefaultDirectQuote(TODAY);
    quote.policy.eventCurrent.risk.vehicles = [
      { modelInfo: { transmission: 'TransAuto', doors: 2, fuel: 'FuelPetrol', cc: 1600 } },
    ];
    const { transmission: _t, doors: _d, fuelType: _f, ...rest } = validForm;
    const next = applyCarDetails(quote, rest, TODAY, NONE_FLAGGED);
    expect(next.policy.eventCurrent.risk.vehicles?.[0]?.modelInfo).toEqual({
      transmission: 'TransAuto',
      doors: 2,
      fuel: 'FuelPetrol',
      cc: 1600,
    });
  });

  it('throws without the confirmation', () => {
    expect(() => applied({ ...validForm, carDetailsConfirmed: false as true })).toThrow();
  });

  it('never changes the quote it is given', () => {
    const quote = createDefaultDirectQuote(TODAY);
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applied(validForm, quote);
    expect(quote).toEqual(before);
  });
});

const codes = <T extends readonly { code: string }[]>(items: T) =>
  fc.constantFrom(...items.map((item) => item.code));

const validCarDetailsArbitrary: fc.Arbitrary<CarDetailsForm> = fc
  .record({
    transmission: fc.constantFrom('TransMan' as const, 'TransAuto' as const),
    doors: fc.integer({ min: 1, max: 9 }),
    fuel: codes(FUEL_TYPES),
    value: fc.integer({ min: 1, max: 9_999_999 }),
    body: codes(VAN_BODY_TYPES),
    imported: fc.boolean(),
    dashCam: fc.option(codes(DASHCAM_LOCATIONS), { nil: undefined }),
    alarm: fc.constantFrom(...ALARM_CODES),
    immobiliser: fc.constantFrom(...ALARM_CODES),
    tracker: fc.constantFrom(...TRACKER_CODES),
    category: fc.option(codes(MODIFICATION_CATEGORIES), { nil: undefined }),
    picks: fc.uniqueArray(fc.nat({ max: 6 }), { minLength: 1, maxLength: 3 }),
    purchasedDaysAgo: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
  })
  .map((value) => {
    const category = value.category;
    const purchased =
      value.purchasedDaysAgo === undefined
        ? undefined
        : new Date(Date.UTC(2026, 2, 10 - value.purchasedDaysAgo));
    return {
      carDetailsConfirmed: true,
      transmission: value.transmission,
      doors: value.doors,
      fuelType: value.fuel,
      marketValue: value.value,
      vanBodyType: value.body,
      hasBeenImported: value.imported,
      dashCam: value.dashCam !== undefined,
      ...(value.dashCam !== undefined ? { dashCamLoc: value.dashCam } : {}),
      alarm: value.alarm,
      immobiliser: value.immobiliser,
      tracker: value.tracker,
      modified: category !== undefined,
      ...(category !== undefined
        ? {
            modificationCategory: category,
            modifications: value.picks.map((i) => modificationCodesOf(category)[i] as string),
          }
        : {}),
      dontHaveTheCarYet: purchased === undefined,
      ...(purchased === undefined
        ? {}
        : {
            datePurchased: {
              day: purchased.getUTCDate(),
              month: purchased.getUTCMonth() + 1,
              year: purchased.getUTCFullYear(),
            },
          }),
    } as CarDetailsForm;
  });

describe('CarDetails round trip', () => {
  it('reads back any valid form after applying it over an earlier one', () => {
    fc.assert(
      fc.property(validCarDetailsArbitrary, validCarDetailsArbitrary, (first, second) => {
        expect(carDetailsFormSchema(TODAY).safeParse(second).success).toBe(true);
        const twice = applied(second, applied(first));
        const { carDetailsConfirmed: _confirmed, ...rest } = second;
        expect(carDetailsFormFromQuote(twice)).toEqual(rest);
        expect(QuoteSchema.safeParse(twice).success).toBe(true);
      }),
    );
  });
});
