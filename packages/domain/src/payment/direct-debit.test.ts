import { describe, expect, it } from 'vitest';
import {
  AccountHolderNameSchema,
  AccountNumberSchema,
  DIRECT_DEBIT_MESSAGES,
  DirectDebitMandateFormSchema,
  SortCodeSchema,
  normaliseAccountNumber,
  normaliseSortCode,
} from './direct-debit.ts';
import { DIRECT_DEBIT_GUARANTEE, DIRECT_DEBIT_POLICYHOLDER_TEXT } from './direct-debit-text.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('sort codes as people type them', () => {
  it.each([
    ['12-34-56', '123456'],
    ['12 34 56', '123456'],
    ['123456', '123456'],
    [' 30-99-50 ', '309950'],
    ['00-00-00', '000000'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normaliseSortCode(typed)).toEqual({ ok: true, value: digits });
    expect(SortCodeSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.sortCodeRequired],
    ['  -  ', DIRECT_DEBIT_MESSAGES.sortCodeRequired],
    ['12345', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['1234567', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['12/34/56', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['AB-CD-EF', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['１２３４５６', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['1'.repeat(21), DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
  ])('refuses %j with "%s"', (typed, message) => {
    expect(messageOf(SortCodeSchema.safeParse(typed))).toEqual([message]);
  });

  it('refuses a sort code that is not text, asking for it', () => {
    expect(messageOf(SortCodeSchema.safeParse(123456))).toEqual([
      DIRECT_DEBIT_MESSAGES.sortCodeRequired,
    ]);
  });

  it("words the sort code message in the spec's voice", () => {
    expect(DIRECT_DEBIT_MESSAGES.sortCodeInvalid).toBe('Enter a valid sort code, like 30-99-50');
  });
});

describe('account numbers as people type them', () => {
  it.each([
    ['31926819', '31926819'],
    ['3192 6819', '31926819'],
    ['3192-6819', '31926819'],
    ['1234567', '01234567'],
    ['123456', '00123456'],
    ['00000190', '00000190'],
  ])('reads %j as %s (6 and 7 digits padded with leading zeros)', (typed, digits) => {
    expect(normaliseAccountNumber(typed)).toEqual({ ok: true, value: digits });
    expect(AccountNumberSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.accountNumberRequired],
    ['12345', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['123456789', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['12345678901', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['1234567a', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['-1234567', '01234567'],
  ])('answers %j with "%s"', (typed, expected) => {
    const parsed = AccountNumberSchema.safeParse(typed);
    if (/^\d{8}$/.test(expected)) expect(parsed.data).toBe(expected);
    else expect(messageOf(parsed)).toEqual([expected]);
  });

  it('refuses a 10-digit account number, asking for the 8 digits the bank uses', () => {
    const parsed = AccountNumberSchema.safeParse('01234567 89');
    expect(messageOf(parsed)).toEqual([DIRECT_DEBIT_MESSAGES.accountNumberTenDigits]);
    expect(DIRECT_DEBIT_MESSAGES.accountNumberTenDigits).toMatch(/8-digit account number/);
  });
});

describe('the account holder and the Direct Debit form', () => {
  it.each([
    ["Sam O'Neill", "Sam O'Neill"],
    ['Sam O’Neill', "Sam O'Neill"],
    ['  Anne-Marie   Smith ', 'Anne-Marie Smith'],
    ['Zoë Brontë', 'Zoë Brontë'],
    ['Al', 'Al'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('accepts %j as %j', (typed, stored) => {
    expect(AccountHolderNameSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.accountHolderRequired],
    ['   ', DIRECT_DEBIT_MESSAGES.accountHolderRequired],
    ['A', DIRECT_DEBIT_MESSAGES.accountHolderLength],
    ['A'.repeat(41), DIRECT_DEBIT_MESSAGES.accountHolderLength],
    ['Sam O.Neill', DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
    ['Sam 2nd', DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
    ["'Sam", DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
  ])('refuses %j with "%s"', (typed, message) => {
    expect(messageOf(AccountHolderNameSchema.safeParse(typed))).toEqual([message]);
  });

  const form = {
    accountHolderName: "Sam O'Neill",
    sortCode: '08-99-99',
    accountNumber: '66374958',
    soleSignatory: true,
  };

  it('gives the mandate in its stored form', () => {
    expect(DirectDebitMandateFormSchema.parse(form)).toEqual({
      accountHolderName: "Sam O'Neill",
      sortCode: '089999',
      accountNumber: '66374958',
      soleSignatory: true,
    });
  });

  it.each([false, undefined, 'true'])(
    'requires the sole-signatory confirmation (given %j)',
    (soleSignatory) => {
      const parsed = DirectDebitMandateFormSchema.safeParse({ ...form, soleSignatory });
      expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['soleSignatory'], DIRECT_DEBIT_MESSAGES.soleSignatoryRequired],
      ]);
    },
  );

  it('names every wrong field at once', () => {
    const parsed = DirectDebitMandateFormSchema.safeParse({
      accountHolderName: '',
      sortCode: '12',
      accountNumber: '0123456789',
      soleSignatory: true,
    });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([
      'accountHolderName',
      'sortCode',
      'accountNumber',
    ]);
  });
});

describe('the Direct Debit words', () => {
  it('gives the Direct Debit Guarantee in the wording Bacs prescribes, with only the collector and notice period put in', () => {
    expect(DIRECT_DEBIT_GUARANTEE.heading).toBe('The Direct Debit Guarantee');
    expect(DIRECT_DEBIT_GUARANTEE.version).toBe('bacs-dd-guarantee-2011');
    expect(DIRECT_DEBIT_GUARANTEE.points('Roadwise Insurance Services Limited')).toEqual([
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
      'If there are any changes to the amount, date or frequency of your Direct Debit Roadwise Insurance Services Limited will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request Roadwise Insurance Services Limited to collect a payment, confirmation of the amount and date will be given to you at the time of the request.',
      'If an error is made in the payment of your Direct Debit, by Roadwise Insurance Services Limited or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
      'If you receive a refund you are not entitled to, you must pay it back when Roadwise Insurance Services Limited asks you to.',
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
    ]);
  });

  it('tells the policyholder the account must be theirs and how payments appear', () => {
    const paragraphs = DIRECT_DEBIT_POLICYHOLDER_TEXT.paragraphs('Roadwise Insurance Services');
    expect(paragraphs.join(' ')).toMatch(/in your name, as the policyholder/);
    expect(paragraphs.join(' ')).toMatch(/bank statement as Roadwise Insurance Services\./);
  });
});
