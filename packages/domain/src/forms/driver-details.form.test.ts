import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import {
  applyDriverDetails,
  driverDetailsFormFromQuote,
  driverDetailsFormSchema,
  phoneUsage,
  type DriverDetailsForm,
} from './driver-details.form.ts';
import { getDuqAnswer } from './risk-answers.ts';

const TODAY = '2026-03-10';

const validForm: DriverDetailsForm = {
  title: 'Mr',
  firstName: 'Sam',
  lastName: "O'Neill",
  gender: 'M',
  dateOfBirth: { day: 14, month: 6, year: 1985 },
  relationshipStatus: 'M',
  residency: false,
  residencyMonth: 4,
  residencyYear: 2015,
  email: 'sam@example.com',
  phoneNumber: '07700 900123',
  address: {
    houseNameOrNumber: '12',
    addressLine1: 'High Street',
    addressLine2: 'London',
    postcode: 'SW1A 1AA',
  },
  insuranceRefused: false,
  hasNonMotoringConvictions: false,
  drivingRestrictions: 'INSONLY',
  convictions: [],
  homeOwner: true,
  occupation: { empStatus: 'Employee', occupation: '637', employersBusiness: '001' },
};

function messagesFor(form: unknown, coverStart = TODAY): string[] {
  const result = driverDetailsFormSchema(TODAY, coverStart).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('driverDetailsFormSchema', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(validForm)).toEqual([]);
  });

  it.each([
    [
      'a first name of 1 letter',
      { firstName: 'S' },
      'Your first name must be at least 2 characters',
    ],
    [
      'a first name of 31 letters',
      { firstName: 'A'.repeat(31) },
      'Your first name must be 30 characters or fewer',
    ],
    [
      'a last name of 101 letters',
      { lastName: 'B'.repeat(101) },
      'Your last name must be 100 characters or fewer',
    ],
    [
      'digits in a name',
      { lastName: 'Sm1th' },
      'Your last name can only contain letters, spaces, hyphens and apostrophes',
    ],
    [
      'a driver 16 at cover start',
      { dateOfBirth: { day: 11, month: 3, year: 2009 } },
      'Drivers must be at least 17 on the day cover starts',
    ],
    [
      'a driver 100 at cover start',
      { dateOfBirth: { day: 10, month: 3, year: 1926 } },
      'Drivers must be 99 or under on the day cover starts',
    ],
    ['an empty e-mail', { email: '' }, 'Please enter your email address'],
    ['a malformed e-mail', { email: 'sam@' }, 'Please enter a valid email'],
    [
      'a short phone number',
      { phoneNumber: '0770090' },
      'Please enter a UK phone number, for example 07700 900123',
    ],
    [
      'a bad postcode',
      { address: { ...validForm.address, postcode: 'NOTAPC' } },
      'Please enter a valid UK postcode',
    ],
    [
      'no move-in month',
      { residencyMonth: undefined },
      'Please tell us the month and year you moved to this address',
    ],
    [
      'a move-in month in the future',
      { residencyMonth: 4, residencyYear: 2026 },
      'The date you moved to this address cannot be in the future',
    ],
    [
      'a move-in month before birth',
      { residencyMonth: 5, residencyYear: 1985 },
      'The date you moved to this address cannot be before you were born',
    ],
    [
      'points above 12',
      {
        convictions: [
          { code: 'SP30', convictionDate: { day: 1, month: 1, year: 2025 }, pointsOnLicence: 13 },
        ],
      },
      'Points must be between 0 and 12',
    ],
    [
      'a conviction 5 years ago',
      {
        convictions: [
          { code: 'SP30', convictionDate: { day: 10, month: 3, year: 2021 }, pointsOnLicence: 3 },
        ],
      },
      'Only tell us about anything in the last 5 years',
    ],
    [
      'an unknown conviction code',
      {
        convictions: [
          { code: 'XX99', convictionDate: { day: 1, month: 1, year: 2025 }, pointsOnLicence: 3 },
        ],
      },
      'Please choose the conviction from the list',
    ],
    [
      'an unknown occupation',
      { occupation: { empStatus: 'Employee', occupation: 'ZZZZ' } },
      'Please choose your occupation from the list',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });

  it('counts age on the cover start, not today (§5.1)', () => {
    const turns17OnStart = { ...validForm, dateOfBirth: { day: 20, month: 3, year: 2009 } };
    expect(messagesFor(turns17OnStart)).toContain(
      'Drivers must be at least 17 on the day cover starts',
    );
    expect(messagesFor(turns17OnStart, '2026-03-20')).toEqual([]);
  });

  it('accepts a conviction 4 years and 364 days ago', () => {
    const form = {
      ...validForm,
      convictions: [
        { code: 'SP30', convictionDate: { day: 11, month: 3, year: 2021 }, pointsOnLicence: 3 },
      ],
    };
    expect(messagesFor(form)).toEqual([]);
  });
});

describe('phoneUsage (§5.5)', () => {
  it.each([
    ['07700 900123', 'Mobile'],
    ['07123456789', 'Mobile'],
    ['01632 960001', 'Home'],
    ['0207 946 0000', 'Home'],
  ] as const)('%s is %s', (phone, usage) => {
    expect(phoneUsage(phone)).toBe(usage);
  });
});

function applied(form: DriverDetailsForm, quote: Quote = createDefaultDirectQuote(TODAY)): Quote {
  return applyDriverDetails(quote, form, TODAY);
}

describe('driverDetailsFormSchema: every empty answer names its question (issue 18)', () => {
  it.each([
    [
      'a manual address with no town',
      { address: { houseNameOrNumber: '12', addressLine1: 'High Street', postcode: 'SW1A 1AA' } },
      'address.addressLine2',
      'Please enter your town or city',
    ],
    [
      'an empty date of birth',
      { dateOfBirth: { day: undefined, month: undefined, year: undefined } },
      'dateOfBirth',
      'Enter your date of birth',
    ],
    [
      'a date of birth without a month',
      { dateOfBirth: { day: 14, month: undefined, year: 1985 } },
      'dateOfBirth',
      'The date must include a month',
    ],
  ])('refuses %s', (_name, change, path, message) => {
    const result = driverDetailsFormSchema(TODAY).safeParse({ ...validForm, ...change });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual([path, message]);
  });
});

describe('applyDriverDetails', () => {
  it('stores the proposer as §3.7 names the fields', () => {
    const next = applied(validForm);
    const person = next.policy.eventCurrent.risk.proposer;
    expect(person.name).toEqual({ title: 'Mr', forenames: 'Sam', surname: "O'Neill" });
    expect(person.dateOfBirth).toBe('1985-06-14');
    expect(person.telephoneNumbers).toEqual([{ number: '07700 900123', usage: 'Mobile' }]);
    expect(person.correspondenceAddress).toEqual({
      houseNameOrNumber: '12',
      addressLine1: 'High Street',
      addressLine2: 'London',
      postcode: 'SW1A 1AA',
    });
    expect(person.relationshipToProposer).toBe('Proposer');
    expect(person.driverDetails?.vehicleUse).toBe('MainUser');
    expect(QuoteSchema.safeParse(next).success).toBe(true);
  });

  it.each([
    [true, undefined, undefined, '1985-06-14'],
    [false, 4, 2015, '2015-04-01'],
  ])(
    'residency since birth %s, month %s, year %s gives residentSince %s (§5.5)',
    (residency, month, year, expected) => {
      const next = applied({ ...validForm, residency, residencyMonth: month, residencyYear: year });
      expect(next.policy.eventCurrent.risk.proposer.residentSince).toBe(expected);
    },
  );

  it.each([
    [true, 'Y'],
    [false, 'N'],
    [undefined, ''],
  ])('home owner %s is duq 78 %j (§5.5)', (homeOwner, answer) => {
    const next = applied({ ...validForm, homeOwner });
    expect(getDuqAnswer(next.policy.eventCurrent.risk, 78)).toBe(answer);
  });

  it('keeps the van at the new address when it was kept at the old one (§4.7)', () => {
    const first = applied(validForm);
    const risk = first.policy.eventCurrent.risk;
    const keptAtHome: Quote = {
      ...first,
      policy: {
        ...first.policy,
        eventCurrent: {
          ...first.policy.eventCurrent,
          risk: { ...risk, vehicles: [{ ...risk.vehicles?.[0], keptPostcode: 'SW1A 1AA' }] },
        },
      },
    };
    const moved = applied(
      { ...validForm, address: { ...validForm.address, postcode: 'M1 1AE' } },
      keptAtHome,
    );
    expect(moved.policy.eventCurrent.risk.vehicles?.[0]?.keptPostcode).toBe('M1 1AE');
  });

  it('never changes the quote it is given', () => {
    const quote = createDefaultDirectQuote(TODAY);
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applied(validForm, quote);
    expect(quote).toEqual(before);
  });
});

const nameArbitrary = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ'),
    minLength: min,
    maxLength: max,
  });

const validDriverArbitrary: fc.Arbitrary<DriverDetailsForm> = fc
  .record({
    firstName: nameArbitrary(2, 30),
    lastName: nameArbitrary(2, 100),
    gender: fc.constantFrom('M' as const, 'F' as const),
    birthYear: fc.integer({ min: 1930, max: 2008 }),
    birthMonth: fc.integer({ min: 1, max: 12 }),
    birthDay: fc.integer({ min: 1, max: 28 }),
    sinceBirth: fc.boolean(),
    movedYearsLater: fc.integer({ min: 1, max: 15 }),
    phone: fc.constantFrom('07700 900123', '01632 960001', '07123456789'),
    homeOwner: fc.option(fc.boolean(), { nil: undefined }),
    points: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }),
    partTime: fc.boolean(),
  })
  .map(
    (value) =>
      ({
        title: 'Ms',
        firstName: value.firstName,
        lastName: value.lastName,
        gender: value.gender,
        dateOfBirth: { day: value.birthDay, month: value.birthMonth, year: value.birthYear },
        relationshipStatus: 'S',
        residency: value.sinceBirth,
        ...(value.sinceBirth
          ? {}
          : {
              residencyMonth: 2,
              residencyYear: Math.min(value.birthYear + value.movedYearsLater, 2025),
            }),
        email: 'someone@example.co.uk',
        phoneNumber: value.phone,
        address: {
          houseNameOrNumber: 'Flat 2',
          addressLine1: 'Mill Lane',
          addressLine2: 'Leeds',
          postcode: 'LS1 4AP',
        },
        insuranceRefused: false,
        hasNonMotoringConvictions: true,
        drivingRestrictions: 'INSNAMED',
        convictions: value.points.map((pointsOnLicence) => ({
          code: 'SP30',
          convictionDate: { day: 2, month: 2, year: 2025 },
          pointsOnLicence,
        })),
        ...(value.homeOwner === undefined ? {} : { homeOwner: value.homeOwner }),
        occupation: { empStatus: 'Employee', occupation: '637' },
        ...(value.partTime
          ? { partTimeOccupation: { empStatus: 'SelfEmploy', employersBusiness: '021' } }
          : {}),
      }) as DriverDetailsForm,
  );

describe('driver details round trip', () => {
  it('reads back any valid form after applying it over an earlier one', () => {
    fc.assert(
      fc.property(validDriverArbitrary, validDriverArbitrary, (first, second) => {
        expect(driverDetailsFormSchema(TODAY).safeParse(second).success).toBe(true);
        const twice = applied(second, applied(first));
        expect(driverDetailsFormFromQuote(twice)).toEqual(second);
        expect(QuoteSchema.safeParse(twice).success).toBe(true);
      }),
    );
  });
});
