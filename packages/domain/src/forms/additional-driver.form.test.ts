import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import { LICENCE_TYPES } from '../reference-data/lists/licence-types.ts';
import {
  DRIVER_RELATIONSHIP_CODES,
  NEW_DRIVER_INDEX,
  addDriver,
  additionalDriverFormFromQuote,
  additionalDriverFormSchema,
  makeMainDriver,
  removeDriver,
  updateDriver,
  type AdditionalDriverForm,
} from './additional-driver.form.ts';

const TODAY = '2026-03-10';

const validForm: AdditionalDriverForm = {
  title: 'Mrs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'F',
  dateOfBirth: { day: 10, month: 12, year: 1985 },
  relationshipToProposer: 'SPOUSEREL',
  relationshipStatus: 'M',
  insuranceRefused: false,
  hasNonMotoringConvictions: false,
  occupation: { empStatus: 'Employee', occupation: '637' },
  convictions: [],
  licenceType: 'Full Licence',
  dateObtained: { day: 1, month: 5, year: 2005 },
  licenceNumber: { provideLicenceNumber: false },
  claims: [],
};

const claim = {
  description: 'ACCREARF',
  claimDate: { day: 1, month: 2, year: 2025 },
  ncdPrejudiced: false,
};

function messagesFor(form: unknown, coverStart = TODAY): string[] {
  const result = additionalDriverFormSchema(TODAY, coverStart).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const drivers = (quote: Quote) => quote.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
const uses = (quote: Quote) => [
  quote.policy.eventCurrent.risk.proposer.driverDetails?.vehicleUse,
  ...drivers(quote).map((driver) => driver.driverDetails?.vehicleUse),
];

function quoteWithDrivers(count: number): Quote {
  let quote = createDefaultDirectQuote(TODAY);
  for (let i = 0; i < count; i += 1) {
    quote = addDriver(quote, { ...validForm, firstName: `Driver${'x'.repeat(i)}` }, TODAY);
  }
  return quote;
}

describe('additionalDriverFormSchema', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(validForm)).toEqual([]);
  });

  it.each([
    [
      'a driver under 17 on the day cover starts',
      { dateOfBirth: { day: 11, month: 3, year: 2009 } },
      'Drivers must be at least 17 on the day cover starts',
    ],
    [
      'a driver over 99 on the day cover starts',
      { dateOfBirth: { day: 9, month: 3, year: 1926 } },
      'Drivers must be 99 or under on the day cover starts',
    ],
    [
      'the proposer as a relationship',
      { relationshipToProposer: 'Proposer' },
      'Please tell us how the driver is related to you',
    ],
    [
      'a relationship not in the list',
      { relationshipToProposer: 'COUSIN' },
      'Please tell us how the driver is related to you',
    ],
    [
      'a one-letter first name',
      { firstName: 'A' },
      "The driver's first name must be at least 2 characters",
    ],
    [
      'a licence date in the future',
      { dateObtained: { day: 11, month: 3, year: 2026 } },
      'The date the driver got their licence cannot be in the future',
    ],
    [
      'an empty date of birth',
      { dateOfBirth: { day: undefined, month: undefined, year: undefined } },
      "Enter the driver's date of birth",
    ],
    [
      'an empty licence date',
      { dateObtained: { day: undefined, month: undefined, year: undefined } },
      'Enter the date the driver got their licence',
    ],
    [
      'a licence got before 17',
      {
        dateOfBirth: { day: 10, month: 12, year: 1990 },
        dateObtained: { day: 9, month: 12, year: 2007 },
      },
      'The driver cannot have got their licence before they were 17',
    ],
    [
      'six claims',
      { claims: [claim, claim, claim, claim, claim, claim] },
      'Please tell us about at most 5 claims',
    ],
    [
      'a claim more than 5 years ago',
      { claims: [{ ...claim, claimDate: { day: 10, month: 3, year: 2021 } }] },
      'Only tell us about anything in the last 5 years',
    ],
    [
      'a conviction with 13 points',
      {
        convictions: [
          { code: 'SP30', convictionDate: { day: 1, month: 1, year: 2025 }, pointsOnLicence: 13 },
        ],
      },
      'Points must be between 0 and 12',
    ],
    [
      'an unknown licence type',
      { licenceType: 'Moped' },
      "Please choose the driver's licence type",
    ],
  ])('rejects %s', (_case, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });

  it("tells what is wrong about the driver, never 'you', but for how they are related to you", () => {
    const messages = messagesFor({
      dateOfBirth: {},
      dateObtained: {},
      occupation: { occupation: 'nothing', employersBusiness: 'nothing' },
      licenceNumber: { provideLicenceNumber: true },
      firstName: 'A',
      convictions: [{ convictionDate: {} }],
      claims: [{ claimDate: {} }],
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        "The driver's first name must be at least 2 characters",
        "Please choose the driver's employment status",
        "Please choose the driver's occupation from the list",
        "Please choose the driver's licence type",
        'Please tell us how many points the driver received',
        "Please tell us whether the claim affected the driver's no claims discount",
      ]),
    );
    const others = messages.filter((m) => m !== 'Please tell us how the driver is related to you');
    for (const message of others) expect(message).not.toMatch(/\b(you|your|my)\b/i);
  });

  it.each([
    ['17 on the day cover starts', { day: 10, month: 3, year: 2009 }],
    ['99 on the day cover starts', { day: 11, month: 3, year: 1926 }],
  ])('accepts a driver %s', (_case, dateOfBirth) => {
    expect(
      messagesFor({ ...validForm, dateOfBirth, dateObtained: { day: 10, month: 3, year: 2026 } }),
    ).toEqual([]);
  });

  it('counts age at the cover start, not today', () => {
    const form = { ...validForm, dateOfBirth: { day: 1, month: 4, year: 2009 } };
    expect(messagesFor(form)).toContain('Drivers must be at least 17 on the day cover starts');
    expect(
      messagesFor({ ...form, dateObtained: { day: 1, month: 3, year: 2026 } }, '2026-04-01'),
    ).not.toContain('Drivers must be at least 17 on the day cover starts');
  });
});

describe('addDriver and updateDriver (§4.6)', () => {
  it('commits a new driver with the §3.13 defaults', () => {
    const next = addDriver(createDefaultDirectQuote(TODAY), validForm, TODAY);
    expect(drivers(next)).toHaveLength(1);
    expect(drivers(next)[0]).toMatchObject({
      insuranceRefused: false,
      nonRTAConviction: false,
      relationshipToProposer: 'SPOUSEREL',
      partTimeOccupation: { empStatus: 'None' },
      driverDetails: {
        vehicleUse: 'Frequently',
        driverType: 'NmdDrvr',
        licence: { licenceType: 'Full Licence', dateObtained: '2005-05-01', convictions: [] },
        claims: [],
      },
    });
    expect(QuoteSchema.safeParse(next).success).toBe(true);
  });

  it('shows a new driver (index -1) with the §3.13 defaults, the disclosures unanswered', () => {
    expect(
      additionalDriverFormFromQuote(createDefaultDirectQuote(TODAY), NEW_DRIVER_INDEX),
    ).toEqual({
      occupation: { empStatus: 'Employee' },
      licenceType: 'Full Licence',
    });
  });

  it.each([
    ['Provisional Licence', 0],
    ['Full Licence', 3],
  ] as const)('a %s leaves tests at %s (§4.6)', (licenceType, tests) => {
    const quote = quoteWithDrivers(1);
    const [driver] = drivers(quote);
    quote.policy.eventCurrent.risk.additionalInsuredPersons = [
      { ...driver, driverDetails: { ...driver?.driverDetails, tests: 3 } },
    ];
    const next = updateDriver(quote, 0, { ...validForm, licenceType }, TODAY);
    expect(drivers(next)[0]?.driverDetails?.tests).toBe(tests);
  });

  it('changes only the driver at the index, keeping their vehicle use', () => {
    const quote = makeMainDriver(quoteWithDrivers(2), 1);
    const next = updateDriver(quote, 1, { ...validForm, lastName: 'Byron' }, TODAY);
    expect(drivers(next).map((driver) => driver.name?.surname)).toEqual(['Lovelace', 'Byron']);
    expect(drivers(next)[1]?.driverDetails?.vehicleUse).toBe('MainUser');
  });

  it.each([[-2], [1], [0.5]])('refuses index %s with no driver', (index) => {
    expect(() => updateDriver(quoteWithDrivers(1), index, validForm, TODAY)).toThrow(RangeError);
  });

  it('throws on an invalid form', () => {
    expect(() =>
      addDriver(quoteWithDrivers(0), { ...validForm, claims: Array(6).fill(claim) }, TODAY),
    ).toThrow();
  });
});

describe("the additional driver's licence number (§2.6, decision 054)", () => {
  const withNumber: AdditionalDriverForm = {
    ...validForm,
    licenceNumber: { provideLicenceNumber: true, part1: 'lovel812105', part2: 'a99ab' },
  };

  it("keeps each driver's number on their own licence, upper-cased as the proposer's (§5.5)", () => {
    const next = addDriver(quoteWithDrivers(1), withNumber, TODAY);
    expect(drivers(next).map((driver) => driver.driverDetails?.licence?.licenceNumber)).toEqual([
      undefined,
      'LOVEL812105A99AB',
    ]);
    // The proposer's LICENCE userfield is not the driver's.
    expect(next.policy.eventCurrent.risk.userfieldAnswers ?? []).not.toContainEqual(
      expect.objectContaining({ questionCode: 'LICENCE' }),
    );
    expect(additionalDriverFormFromQuote(next, 1).licenceNumber).toEqual({
      provideLicenceNumber: true,
      part1: 'LOVEL812105',
      part2: 'A99AB',
    });
  });

  it('removes the number when the customer would rather not give it', () => {
    const added = addDriver(quoteWithDrivers(0), withNumber, TODAY);
    const next = updateDriver(added, 0, validForm, TODAY);
    expect(drivers(next)[0]?.driverDetails?.licence).not.toHaveProperty('licenceNumber');
    expect(additionalDriverFormFromQuote(next, 0).licenceNumber).toEqual({
      provideLicenceNumber: false,
    });
  });

  it('reads a driver saved before the number was asked as not having given it', () => {
    const quote = quoteWithDrivers(1);
    const driver = drivers(quote)[0];
    if (driver?.driverDetails?.licence === undefined) throw new Error('no licence saved');
    delete driver.driverDetails.licence.licenceNumber;
    expect(additionalDriverFormFromQuote(quote, 0).licenceNumber).toEqual({
      provideLicenceNumber: false,
    });
  });

  it.each([
    [
      'the number left out',
      { provideLicenceNumber: true },
      [
        "Please enter the first part of the driver's licence number",
        "Please enter the second part of the driver's licence number",
      ],
    ],
    [
      'a short first part',
      { provideLicenceNumber: true, part1: 'LOVEL81210', part2: 'A99AB' },
      ["The first part of the driver's licence number has 11 characters"],
    ],
    [
      'a sign in the second part',
      { provideLicenceNumber: true, part1: 'LOVEL812105', part2: 'A99A-' },
      ["The driver's licence number has only letters and numbers"],
    ],
  ])(
    "refuses %s with the proposer's check, in the driver's words",
    (_case, licenceNumber, messages) => {
      expect(messagesFor({ ...validForm, licenceNumber })).toEqual(messages);
    },
  );

  it('asks for the number or the choice not to give it', () => {
    const { licenceNumber: _, ...unanswered } = validForm;
    expect(messagesFor(unanswered)).toHaveLength(1);
  });
});

describe('removeDriver (§4.6)', () => {
  it('removes the driver at the index', () => {
    const quote = quoteWithDrivers(3);
    const names = drivers(removeDriver(quote, 1)).map((driver) => driver.name?.forenames);
    expect(names).toEqual(['Driver', 'Driverxx']);
  });

  it('gives the main driver role back to the proposer when the main driver is removed', () => {
    const quote = makeMainDriver(quoteWithDrivers(2), 0);
    expect(uses(removeDriver(quote, 0))).toEqual(['MainUser', 'Frequently']);
  });

  it('refuses an index with no driver', () => {
    expect(() => removeDriver(quoteWithDrivers(1), 1)).toThrow(RangeError);
  });
});

describe('makeMainDriver (§4.6)', () => {
  it.each([
    ['proposer', ['MainUser', 'Frequently', 'Frequently', 'Frequently']],
    [0, ['Frequently', 'MainUser', 'Frequently', 'Frequently']],
    [2, ['Frequently', 'Frequently', 'Frequently', 'MainUser']],
  ] as const)('making %s main sets vehicle uses %j', (target, expected) => {
    const quote = makeMainDriver(quoteWithDrivers(3), 1);
    expect(uses(makeMainDriver(quote, target))).toEqual(expected);
  });

  it('refuses an index with no driver', () => {
    expect(() => makeMainDriver(quoteWithDrivers(1), 3)).toThrow(RangeError);
  });
});

describe('driver changes never change the quote they are given', () => {
  it.each([
    ['addDriver', (quote: Quote) => addDriver(quote, validForm, TODAY)],
    ['updateDriver', (quote: Quote) => updateDriver(quote, 0, validForm, TODAY)],
    ['removeDriver', (quote: Quote) => removeDriver(quote, 0)],
    ['makeMainDriver', (quote: Quote) => makeMainDriver(quote, 1)],
  ])('%s', (_name, change) => {
    const quote = quoteWithDrivers(2);
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    change(quote);
    expect(quote).toEqual(before);
  });
});

const validDriverArbitrary: fc.Arbitrary<AdditionalDriverForm> = fc
  .record({
    firstName: fc.string({ unit: fc.constantFrom(...'abcxyzABC'), minLength: 2, maxLength: 30 }),
    gender: fc.constantFrom('M' as const, 'F' as const),
    birthYear: fc.integer({ min: 1930, max: 2008 }),
    birthMonth: fc.integer({ min: 1, max: 12 }),
    birthDay: fc.integer({ min: 1, max: 28 }),
    relationship: fc.constantFrom(...DRIVER_RELATIONSHIP_CODES),
    licenceType: fc.constantFrom(...LICENCE_TYPES.map((item) => item.code)),
    yearsHeld: fc.integer({ min: 0, max: 8 }),
    claims: fc.integer({ min: 0, max: 5 }),
    points: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }),
    partTime: fc.boolean(),
    medical: fc.option(fc.record({ dvlaNotified: fc.boolean(), dvlaRestriction: fc.boolean() }), {
      nil: undefined,
    }),
    refused: fc.boolean(),
    licenceNumber: fc.option(
      fc.record({
        part1: fc.string({ unit: fc.constantFrom(...'ABZ0189'), minLength: 11, maxLength: 11 }),
        part2: fc.string({ unit: fc.constantFrom(...'JKS079'), minLength: 5, maxLength: 5 }),
      }),
      { nil: undefined },
    ),
  })
  .map(
    (value) =>
      ({
        title: 'Mx',
        firstName: value.firstName,
        lastName: 'Smith',
        gender: value.gender,
        dateOfBirth: { day: value.birthDay, month: value.birthMonth, year: value.birthYear },
        relationshipToProposer: value.relationship,
        relationshipStatus: 'S',
        insuranceRefused: value.refused,
        hasNonMotoringConvictions: !value.refused,
        occupation: { empStatus: 'Employee', occupation: '637' },
        ...(value.partTime
          ? { partTimeOccupation: { empStatus: 'SelfEmploy', employersBusiness: '021' } }
          : {}),
        convictions: value.points.map((pointsOnLicence) => ({
          code: 'SP30',
          convictionDate: { day: 2, month: 2, year: 2025 },
          pointsOnLicence,
        })),
        licenceType: value.licenceType,
        // Held from 18 or later, however long ago (decision 052).
        dateObtained: {
          day: 1,
          month: 3,
          year: Math.min(2026, value.birthYear + 18 + value.yearsHeld),
        },
        licenceNumber: value.licenceNumber
          ? { provideLicenceNumber: true, ...value.licenceNumber }
          : { provideLicenceNumber: false },
        claims: Array.from({ length: value.claims }, () => claim),
        ...(value.medical ? { medicalCondition: value.medical } : {}),
      }) as AdditionalDriverForm,
  );

describe('additional driver round trip', () => {
  it('reads back any valid driver, added and then changed', () => {
    fc.assert(
      fc.property(validDriverArbitrary, validDriverArbitrary, (first, second) => {
        expect(additionalDriverFormSchema(TODAY).safeParse(second).success).toBe(true);
        const added = addDriver(createDefaultDirectQuote(TODAY), first, TODAY);
        expect(additionalDriverFormFromQuote(added, 0)).toEqual(first);
        const changed = updateDriver(added, 0, second, TODAY);
        expect(additionalDriverFormFromQuote(changed, 0)).toEqual(second);
        expect(QuoteSchema.safeParse(changed).success).toBe(true);
      }),
    );
  });
});
