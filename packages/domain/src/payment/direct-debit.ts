import { z } from 'zod';

// §4.8 / decision 028: paying monthly by Direct Debit (MONTHLY_DD). The customer gives the
// account holder's name, a sort code and an account number and confirms they alone can
// authorise debits; the server checks the pair with the VocaLink modulus check
// (POST /v1/bankAccount/check). The deposit is taken by card; the rest is collected monthly on
// the dates directDebitSchedule gives (direct-debit-schedule.ts), shown before the customer
// confirms. docs/decisions/028.

/** What the customer sees when a bank detail is missing or wrong, in one place for web and server. */
export const DIRECT_DEBIT_MESSAGES = {
  sortCodeRequired: 'Enter your sort code',
  sortCodeInvalid: 'Enter a valid sort code, like 30-99-50',
  accountNumberRequired: 'Enter your account number',
  accountNumberInvalid: 'Enter a valid account number, like 00733445',
  accountNumberTenDigits:
    'Enter the 8-digit account number your bank uses for Direct Debits. If your account number has 10 digits, your bank can tell you which 8 to use',
  accountHolderRequired: 'Enter the name on the account',
  accountHolderLength: 'The name on the account must be between 2 and 40 characters',
  accountHolderCharacters:
    'The name on the account can only contain letters, spaces, hyphens and apostrophes',
  soleSignatoryRequired:
    'Confirm that you are the account holder and the only person needed to authorise Direct Debits from this account',
  /** The modulus check refused the pair (POST /v1/bankAccount/check answering valid: false). */
  bankAccountNotValid:
    'Check your sort code and account number. They do not match an account we can collect Direct Debits from',
} as const;

/** Longest text accepted for a sort code or account number as typed, spaces and hyphens included. */
const TYPED_MAX_LENGTH = 20;
const ACCOUNT_HOLDER_LIMITS = { minLength: 2, maxLength: 40 } as const;
/** Room for spaces around a 40-character name before it is tidied. */
const ACCOUNT_HOLDER_TYPED_MAX_LENGTH = 100;
/** Letters (any alphabet), spaces, hyphens and apostrophes; starting with a letter. */
const ACCOUNT_HOLDER_PATTERN = /^\p{L}[\p{L} '-]*$/u;

/** A sort code or account number without the spaces and hyphens people type between groups. */
function digitsAsTyped(value: string): string {
  return value.replace(/[\s-]/g, '');
}

type Normalised = { ok: true; value: string } | { ok: false; message: string };

/**
 * The six digits of a sort code as typed ('12-34-56', '12 34 56', '123456' are all '123456'),
 * or the message to show.
 */
export function normaliseSortCode(typed: string): Normalised {
  const digits = digitsAsTyped(typed);
  if (digits === '') return { ok: false, message: DIRECT_DEBIT_MESSAGES.sortCodeRequired };
  if (!/^\d{6}$/.test(digits)) return { ok: false, message: DIRECT_DEBIT_MESSAGES.sortCodeInvalid };
  return { ok: true, value: digits };
}

/**
 * The eight digits of an account number as typed, or the message to show. Six- and seven-digit
 * numbers get leading zeros, as UK banks and VocaLink's standardisation do ('1234567' is
 * '01234567'). A ten-digit number is refused: which eight digits Bacs uses depends on the bank
 * (NatWest the last eight, Co-operative Bank and Leeds Building Society the first eight), so
 * the customer is asked for them. Nine digits (an old Santander form) is refused the same way
 * as any other wrong length.
 */
export function normaliseAccountNumber(typed: string): Normalised {
  const digits = digitsAsTyped(typed);
  if (digits === '') return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountNumberRequired };
  if (!/^\d+$/.test(digits)) {
    return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountNumberInvalid };
  }
  if (digits.length === 10) {
    return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountNumberTenDigits };
  }
  if (digits.length < 6 || digits.length > 8) {
    return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountNumberInvalid };
  }
  return { ok: true, value: digits.padStart(8, '0') };
}

/**
 * A zod schema of typed text that `normalise` accepts, kept as typed. Request bodies use these:
 * a transform cannot be shown in the OpenAPI document, so the server normalises after checking.
 */
function checkedText(
  normalise: (typed: string) => Normalised,
  messages: { required: string; invalid: string },
  maxTypedLength = TYPED_MAX_LENGTH,
) {
  return z
    .string({ error: messages.required })
    .max(maxTypedLength, { error: messages.invalid, abort: true })
    .superRefine((typed, context) => {
      const result = normalise(typed);
      if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
    });
}

/** The normalised value of text that `normalise` accepts (checkedText already checked it). */
export function normalisedValue(normalise: (typed: string) => Normalised, typed: string): string {
  const result = normalise(typed);
  if (!result.ok) throw new RangeError(result.message);
  return result.value;
}

/** A sort code as typed, checked (30-99-50, 30 99 50 or 309950) but not rewritten. */
export const SortCodeTextSchema = checkedText(normaliseSortCode, {
  required: DIRECT_DEBIT_MESSAGES.sortCodeRequired,
  invalid: DIRECT_DEBIT_MESSAGES.sortCodeInvalid,
}).describe('Sort code: six digits, spaces or hyphens between the pairs allowed (30-99-50)');

/** An account number as typed, checked (6 to 8 digits; 10 refused) but not rewritten. */
export const AccountNumberTextSchema = checkedText(normaliseAccountNumber, {
  required: DIRECT_DEBIT_MESSAGES.accountNumberRequired,
  invalid: DIRECT_DEBIT_MESSAGES.accountNumberInvalid,
}).describe('Account number: 6 to 8 digits (shorter ones padded with leading zeros); 10 refused');

/** A sort code as typed; parses to its six digits ('30-99-50' → '309950'). */
export const SortCodeSchema = SortCodeTextSchema.transform((typed) =>
  normalisedValue(normaliseSortCode, typed),
);

/** An account number as typed; parses to eight digits, 6 and 7 digits padded with zeros. */
export const AccountNumberSchema = AccountNumberTextSchema.transform((typed) =>
  normalisedValue(normaliseAccountNumber, typed),
);

/**
 * The account holder's name as typed, with one spelling of the apostrophe and single spaces (it is
 * sent to the bank), or the message to show: 2-40 letters, spaces, hyphens and apostrophes.
 */
export function normaliseAccountHolderName(typed: string): Normalised {
  const name = typed.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountHolderRequired };
  if (
    name.length < ACCOUNT_HOLDER_LIMITS.minLength ||
    name.length > ACCOUNT_HOLDER_LIMITS.maxLength
  ) {
    return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountHolderLength };
  }
  if (!ACCOUNT_HOLDER_PATTERN.test(name)) {
    return { ok: false, message: DIRECT_DEBIT_MESSAGES.accountHolderCharacters };
  }
  return { ok: true, value: name };
}

/** The account holder's name as typed, checked but not rewritten (request bodies carry this). */
export const AccountHolderNameTextSchema = checkedText(
  normaliseAccountHolderName,
  {
    required: DIRECT_DEBIT_MESSAGES.accountHolderRequired,
    invalid: DIRECT_DEBIT_MESSAGES.accountHolderLength,
  },
  ACCOUNT_HOLDER_TYPED_MAX_LENGTH,
).describe('The name on the account: 2-40 letters, spaces, hyphens and apostrophes');

/** The account holder's name as typed; parses to its normalised form. */
export const AccountHolderNameSchema = checkedText(
  normaliseAccountHolderName,
  {
    required: DIRECT_DEBIT_MESSAGES.accountHolderRequired,
    invalid: DIRECT_DEBIT_MESSAGES.accountHolderLength,
  },
  ACCOUNT_HOLDER_TYPED_MAX_LENGTH,
).transform((typed) => normalisedValue(normaliseAccountHolderName, typed));

/**
 * The Direct Debit form of the payment step (§4.8 isDDStep): whose account, which account, and
 * the sole-signatory confirmation a Direct Debit Instruction needs (a joint account needing two
 * signatures cannot set one up online).
 */
export const DirectDebitMandateFormSchema = z.object({
  accountHolderName: AccountHolderNameSchema,
  sortCode: SortCodeSchema,
  accountNumber: AccountNumberSchema,
  soleSignatory: z.literal(true, { error: DIRECT_DEBIT_MESSAGES.soleSignatoryRequired }),
});
export type DirectDebitMandateForm = z.input<typeof DirectDebitMandateFormSchema>;
export type DirectDebitMandate = z.output<typeof DirectDebitMandateFormSchema>;

/** Bacs: a new Direct Debit's first collection is at least 10 working days after the mandate. */
export const DIRECT_DEBIT_NOTICE_WORKING_DAYS = 10;
/** The latest day of the month a collection can be set for, so that every month has it. */
export const LATEST_COLLECTION_DAY = 28;
