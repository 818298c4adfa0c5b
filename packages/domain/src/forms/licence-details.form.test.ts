import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import { LICENCE_TYPES } from '../reference-data/lists/licence-types.ts';
import {
  applyLicenceDetails,
  licenceDetailsFormFromQuote,
  licenceDetailsFormSchema,
  type LicenceDetailsForm,
} from './licence-details.form.ts';
import { getUserfieldAnswer } from './risk-answers.ts';

const TODAY = '2026-03-10';
const DOB = '1985-06-14';

const validForm: LicenceDetailsForm = {
  licenceType: 'Full Licence',
  dateObtained: { day: 1, month: 9, year: 2005 },
  licenceNumber: { provideLicenceNumber: true, part1: 'MORGA753116', part2: 'SM9IJ' },
  claims: [],
};

function messagesFor(form: unknown): string[] {
  const result = licenceDetailsFormSchema(TODAY, DOB).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const claim = {
  description: 'ACCREARF',
  claimDate: { day: 1, month: 6, year: 2024 },
  ncdPrejudiced: true,
};

describe('licenceDetailsFormSchema', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(validForm)).toEqual([]);
  });

  // Decision 052: no 25-year year list; the date as it is, back to the 17th birthday.
  it.each([
    ['held since 2001 (the old earliest year)', { day: 1, month: 1, year: 2001 }, '1960-02-01'],
    ['held since 1995', { day: 15, month: 6, year: 1995 }, '1960-02-01'],
    ['held since the 17th birthday itself', { day: 14, month: 6, year: 2002 }, DOB],
  ])('accepts a licence %s', (_name, dateObtained, dateOfBirth) => {
    const result = licenceDetailsFormSchema(TODAY, dateOfBirth).safeParse({
      ...validForm,
      dateObtained,
    });
    expect(result.error?.issues).toBeUndefined();
  });

  it('accepts a licence held for 40 years by a driver born in 1950', () => {
    const result = licenceDetailsFormSchema(TODAY, '1950-02-01').safeParse({
      ...validForm,
      dateObtained: { day: 1, month: 3, year: 1986 },
    });
    expect(result.success).toBe(true);
  });

  it.each([
    [
      'a licence before the 17th birthday',
      { dateObtained: { day: 13, month: 6, year: 2002 } },
      'You cannot have got your licence before you were 17',
    ],
    [
      'a licence date in the future',
      { dateObtained: { day: 11, month: 3, year: 2026 } },
      'The date you got your licence cannot be in the future',
    ],
    [
      'an empty licence date',
      { dateObtained: { day: undefined, month: undefined, year: undefined } },
      'Enter the date you got your licence',
    ],
    [
      'a licence date without a year',
      { dateObtained: { day: 1, month: 9, year: undefined } },
      'The date must include a year',
    ],
    [
      'a first part of 10 characters',
      { licenceNumber: { provideLicenceNumber: true, part1: 'MORGA75311', part2: 'SM9IJ' } },
      'The first part of your licence number has 11 characters',
    ],
    [
      'a second part with a symbol',
      { licenceNumber: { provideLicenceNumber: true, part1: 'MORGA753116', part2: 'SM9I-' } },
      'Your licence number has only letters and numbers',
    ],
    [
      'six claims',
      { claims: Array.from({ length: 6 }, () => claim) },
      'Please tell us about at most 5 claims',
    ],
    [
      'a claim 5 years ago',
      { claims: [{ ...claim, claimDate: { day: 10, month: 3, year: 2021 } }] },
      'Only tell us about anything in the last 5 years',
    ],
    ['an unknown licence type', { licenceType: 'Learner' }, 'Please choose your licence type'],
  ])('refuses %s', (_name, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });

  it('accepts a licence on the 17th birthday and five claims', () => {
    expect(
      messagesFor({
        ...validForm,
        dateObtained: { day: 14, month: 6, year: 2002 },
        claims: Array.from({ length: 5 }, () => claim),
      }),
    ).toEqual([]);
  });
});

function quoteWithProposer(): Quote {
  const quote = createDefaultDirectQuote(TODAY);
  const risk = quote.policy.eventCurrent.risk;
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventCurrent: {
        ...quote.policy.eventCurrent,
        risk: { ...risk, proposer: { ...risk.proposer, dateOfBirth: DOB } },
      },
    },
  };
}

describe('applyLicenceDetails', () => {
  it('sets LICENCE to part1+part2 upper-cased (§5.5)', () => {
    const next = applyLicenceDetails(
      quoteWithProposer(),
      {
        ...validForm,
        licenceNumber: { provideLicenceNumber: true, part1: 'morga753116', part2: 'sm9ij' },
      },
      TODAY,
    );
    expect(getUserfieldAnswer(next.policy.eventCurrent.risk, 'LICENCE')).toBe('MORGA753116SM9IJ');
  });

  it('removes LICENCE when the customer chooses not to give it (§5.5)', () => {
    const given = applyLicenceDetails(quoteWithProposer(), validForm, TODAY);
    const next = applyLicenceDetails(
      given,
      { ...validForm, licenceNumber: { provideLicenceNumber: false } },
      TODAY,
    );
    expect(getUserfieldAnswer(next.policy.eventCurrent.risk, 'LICENCE')).toBeUndefined();
    expect(
      next.policy.eventCurrent.risk.userfieldAnswers?.some(
        (entry) => entry.questionCode === 'LICENCE',
      ),
    ).toBe(false);
  });

  it.each([
    ['Provisional Licence', 0],
    ['Full Licence', undefined],
  ])('a %s gives tests %s (§4.6)', (licenceType, tests) => {
    const next = applyLicenceDetails(
      quoteWithProposer(),
      { ...validForm, licenceType: licenceType as LicenceDetailsForm['licenceType'] },
      TODAY,
    );
    expect(next.policy.eventCurrent.risk.proposer.driverDetails?.tests).toBe(tests);
  });

  it('stores claims and a medical condition', () => {
    const next = applyLicenceDetails(
      quoteWithProposer(),
      {
        ...validForm,
        claims: [claim as LicenceDetailsForm['claims'][number]],
        medicalCondition: { dvlaNotified: true, dvlaRestriction: false },
      },
      TODAY,
    );
    const details = next.policy.eventCurrent.risk.proposer.driverDetails;
    expect(details?.claims).toEqual([
      { description: 'ACCREARF', claimDate: '2024-06-01', ncdPrejudiced: true },
    ]);
    expect(details?.medicalCondition).toEqual({ dvlaNotified: true, dvlaRestriction: false });
    expect(details?.vehicleUse).toBe('MainUser');
    expect(QuoteSchema.safeParse(next).success).toBe(true);
  });

  it('never changes the quote it is given', () => {
    const quote = quoteWithProposer();
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applyLicenceDetails(quote, validForm, TODAY);
    expect(quote).toEqual(before);
  });
});

const alnum = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    minLength: length,
    maxLength: length,
  });

const validLicenceArbitrary: fc.Arbitrary<LicenceDetailsForm> = fc.record(
  {
    licenceType: fc.constantFrom(...LICENCE_TYPES.map((type) => type.code)),
    dateObtained: fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 2003, max: 2025 }),
    }),
    licenceNumber: fc.oneof(
      fc.record({
        provideLicenceNumber: fc.constant(true as const),
        part1: alnum(11),
        part2: alnum(5),
      }),
      fc.constant({ provideLicenceNumber: false as const }),
    ),
    claims: fc.array(
      fc.record({
        description: fc.constantFrom('ACCREARF' as const),
        claimDate: fc.record({
          day: fc.integer({ min: 1, max: 28 }),
          month: fc.integer({ min: 1, max: 12 }),
          year: fc.constantFrom(2022, 2023, 2024, 2025),
        }),
        ncdPrejudiced: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
    medicalCondition: fc.option(
      fc.record({ dvlaNotified: fc.boolean(), dvlaRestriction: fc.boolean() }),
      { nil: undefined },
    ),
  },
  { requiredKeys: ['licenceType', 'dateObtained', 'licenceNumber', 'claims'] },
);

describe('licence details round trip', () => {
  it('reads back any valid form after applying it over an earlier one', () => {
    fc.assert(
      fc.property(validLicenceArbitrary, validLicenceArbitrary, (first, second) => {
        expect(licenceDetailsFormSchema(TODAY, DOB).safeParse(second).success).toBe(true);
        const twice = applyLicenceDetails(
          applyLicenceDetails(quoteWithProposer(), first, TODAY),
          second,
          TODAY,
        );
        const expected = { ...second };
        if (expected.medicalCondition === undefined) delete expected.medicalCondition;
        expect(licenceDetailsFormFromQuote(twice)).toEqual(expected);
      }),
    );
  });
});
