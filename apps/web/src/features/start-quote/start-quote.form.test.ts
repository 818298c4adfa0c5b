import { describe, expect, it } from 'vitest';
import {
  addDays,
  createStartQuoteFormSchema,
  defaultStartQuoteFormValues,
  type StartQuoteFormValues,
} from './start-quote.form';

const TODAY = '2025-06-15';
const schema = createStartQuoteFormSchema(TODAY);

const valid: StartQuoteFormValues = {
  registrationNumber: 'AB12CDE',
  estimatedValue: '12500',
  firstName: 'Amira',
  lastName: 'Okafor',
  dateOfBirth: { day: '27', month: '3', year: '1985' },
  postcode: 'SW1A 1AA',
  ncdYears: '4',
  coverStartDate: { day: '15', month: '6', year: '2025' },
};

/** The messages for one field, given one changed answer. */
function messagesFor(field: keyof StartQuoteFormValues, values: Partial<StartQuoteFormValues>) {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

describe('start quote form', () => {
  it('turns valid answers into the shapes the quote uses', () => {
    expect(
      schema.parse({ ...valid, registrationNumber: ' ab12 cde ', postcode: 'sw1a1aa' }),
    ).toEqual({
      registrationNumber: 'AB12CDE',
      estimatedValue: 12500,
      firstName: 'Amira',
      lastName: 'Okafor',
      dateOfBirth: '1985-03-27',
      postcode: 'SW1A 1AA',
      ncdYears: 4,
      coverStartDate: '2025-06-15',
    });
  });

  it('starts with every answer empty except the cover start date, which is today', () => {
    expect(defaultStartQuoteFormValues(TODAY)).toMatchObject({
      registrationNumber: '',
      dateOfBirth: { day: '', month: '', year: '' },
      coverStartDate: { day: '15', month: '6', year: '2025' },
    });
    expect(schema.safeParse(defaultStartQuoteFormValues(TODAY)).success).toBe(false);
  });

  describe('registration number', () => {
    it.each([
      ['', 'Enter the registration number'],
      ['   ', 'Enter the registration number'],
      ['AB', 'Registration number must be 3 characters or more'],
      ['AB12CDEFGHJ', 'Registration number must be 10 characters or fewer'],
      ['AB-12', 'Registration number must only include letters a to z and numbers'],
    ])('%j gives %j', (registrationNumber, message) => {
      expect(messagesFor('registrationNumber', { registrationNumber })).toEqual([message]);
    });

    it.each([
      ['ab12cde', 'AB12CDE'],
      ['AB12 CDE', 'AB12CDE'],
      ['k1', undefined],
      ['a1b', 'A1B'],
    ])('%j is stored as %j', (registrationNumber, stored) => {
      const result = schema.safeParse({ ...valid, registrationNumber });
      expect(result.success ? result.data.registrationNumber : undefined).toBe(stored);
    });
  });

  describe('estimated value', () => {
    it.each([
      ['', 'Enter the estimated value of the van'],
      ['twelve', 'Enter the estimated value in whole pounds, like 12500'],
      ['12500.50', 'Enter the estimated value in whole pounds, like 12500'],
      ['0', 'Estimated value must be £1 or more'],
      ['10000000', 'Estimated value must be £9,999,999 or less'],
    ])('%j gives %j', (estimatedValue, message) => {
      expect(messagesFor('estimatedValue', { estimatedValue })).toEqual([message]);
    });

    it.each([
      ['1', 1],
      ['£12,500', 12500],
      ['9999999', 9_999_999],
    ])('accepts %j as %i', (estimatedValue, value) => {
      expect(schema.parse({ ...valid, estimatedValue }).estimatedValue).toBe(value);
    });
  });

  describe('names (§5.1: first 2-30, last 2-100 characters)', () => {
    it.each([
      ['firstName', '', 'Enter your first name'],
      ['firstName', 'A', 'First name must be 2 characters or more'],
      ['firstName', 'A'.repeat(31), 'First name must be 30 characters or fewer'],
      ['lastName', '', 'Enter your last name'],
      ['lastName', 'O', 'Last name must be 2 characters or more'],
      ['lastName', 'O'.repeat(101), 'Last name must be 100 characters or fewer'],
    ] as const)('%s %j gives %j', (field, value, message) => {
      expect(messagesFor(field, { [field]: value })).toEqual([message]);
    });

    it.each([
      ['firstName', 'Al'],
      ['firstName', 'A'.repeat(30)],
      ['lastName', 'Ng'],
      ['lastName', 'O'.repeat(100)],
    ] as const)('%s accepts %j', (field, value) => {
      expect(messagesFor(field, { [field]: value })).toEqual([]);
    });
  });

  describe('date of birth', () => {
    it.each([
      [{ day: '', month: '', year: '' }, 'Enter your date of birth'],
      [{ day: '27', month: '', year: '1985' }, 'Date of birth must include a month'],
      [{ day: '', month: '', year: '1985' }, 'Date of birth must include a day and a month'],
      [{ day: '31', month: '2', year: '1985' }, 'Date of birth must be a real date'],
      [{ day: 'x', month: '3', year: '1985' }, 'Date of birth must be a real date'],
      [
        { day: '27', month: '3', year: '85' },
        'Date of birth must include the year as 4 numbers, like 1985',
      ],
    ])('%j gives %j', (dateOfBirth, message) => {
      expect(messagesFor('dateOfBirth', { dateOfBirth })).toEqual([message]);
    });

    // §5.1 / §5.4: ages 17 to 99, in full years, on the day the cover starts.
    it.each([
      ['turns 17 on the cover start date', '20', '6', '2008', '20', []],
      [
        'is 16 on the cover start date',
        '21',
        '6',
        '2008',
        '20',
        ['You must be 17 or older on the date your cover starts'],
      ],
      ['is 99 on the cover start date', '21', '6', '1925', '20', []],
      [
        'turns 100 on the cover start date',
        '20',
        '6',
        '1925',
        '20',
        ['You must be 99 or younger on the date your cover starts'],
      ],
    ])('accepts or refuses someone who %s', (_case, day, month, year, coverDay, expected) => {
      expect(
        messagesFor('dateOfBirth', {
          dateOfBirth: { day, month, year },
          coverStartDate: { day: coverDay, month: '6', year: '2025' },
        }),
      ).toEqual(expected);
    });

    it('checks the age even while other answers are still missing', () => {
      const result = schema.safeParse({
        ...valid,
        firstName: '',
        dateOfBirth: { day: '1', month: '1', year: '2020' },
      });
      const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
      expect(messages).toEqual([
        'Enter your first name',
        'You must be 17 or older on the date your cover starts',
      ]);
    });
  });

  describe('postcode', () => {
    it.each([
      ['', 'Enter your home postcode'],
      ['SW1A', 'Enter a real postcode, like SW1A 1AA'],
      ['12345', 'Enter a real postcode, like SW1A 1AA'],
      ['QQ1 1AA', 'Enter a real postcode, like SW1A 1AA'],
    ])('%j gives %j', (postcode, message) => {
      expect(messagesFor('postcode', { postcode })).toEqual([message]);
    });

    it.each([
      ['sw1a1aa', 'SW1A 1AA'],
      ['M1 1AE', 'M1 1AE'],
      ['b33 8th', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['EC1A  1BB', 'EC1A 1BB'],
    ])('stores %j as %j', (postcode, stored) => {
      expect(schema.parse({ ...valid, postcode }).postcode).toBe(stored);
    });
  });

  describe('years of no-claims discount', () => {
    it.each([[''], ['21'], ['-1']])('%j asks the customer to choose', (ncdYears) => {
      expect(messagesFor('ncdYears', { ncdYears })).toEqual([
        'Select how many years of no-claims discount you have',
      ]);
    });

    it.each([
      ['0', 0],
      ['20', 20],
    ])('accepts %j as %i', (ncdYears, years) => {
      expect(schema.parse({ ...valid, ncdYears }).ncdYears).toBe(years);
    });
  });

  describe('cover start date (today to 30 days ahead)', () => {
    it.each([
      [{ day: '', month: '', year: '' }, ['Enter the date you want your cover to start']],
      [
        { day: '14', month: '6', year: '2025' },
        ['Cover start date must be today or in the future'],
      ],
      [{ day: '15', month: '6', year: '2025' }, []],
      [{ day: '15', month: '7', year: '2025' }, []],
      [
        { day: '16', month: '7', year: '2025' },
        ['Cover start date must be within the next 30 days'],
      ],
    ])('%j gives %j', (coverStartDate, messages) => {
      expect(messagesFor('coverStartDate', { coverStartDate })).toEqual(messages);
    });
  });
});

describe('addDays', () => {
  it.each([
    ['2025-06-15', 30, '2025-07-15'],
    ['2025-12-20', 30, '2026-01-19'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
  ])('%s plus %i days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });
});
