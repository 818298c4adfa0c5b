import { FIELD_LIMITS } from '@van/domain/reference-data';

// UK registration numbers: normalising what the customer typed, the §5.1 checks, and the DVLA
// plate styles with the registration period each dated style encodes
// (shared/reference/uk-van-insurance-domain.md §2.2; regexes after the DVLARegCheck write-up,
// which was discussed with the DVLA). Pure: no clock, no I/O.

/** The four DVLA styles plus Northern Ireland's (DVA) own. */
export const PLATE_STYLES = ['current', 'prefix', 'suffix', 'northernIreland', 'dateless'] as const;
export type PlateStyle = (typeof PLATE_STYLES)[number];

/** Customer-facing messages for a registration we will not look up (§5.1). */
export const REGISTRATION_MESSAGES = {
  empty: "Enter your van's registration number, like AB12 CDE.",
  characters: 'Enter a registration number using letters and numbers only, like AB12 CDE.',
  length: `A registration number has ${FIELD_LIMITS.registrationNumber.minLength} to ${FIELD_LIMITS.registrationNumber.maxLength} letters and numbers, like AB12 CDE.`,
} as const;

export type RegistrationCheck =
  | {
      ok: true;
      /** Upper case, no spaces: the key a lookup uses. */
      registration: string;
      /** Undefined for valid characters in no recognised style: still looked up (cherished plates). */
      style: PlateStyle | undefined;
    }
  | { ok: false; problem: keyof typeof REGISTRATION_MESSAGES; message: string };

// I and Q never appear on current-style plates and Z is not used in the memory tag; 00, 01 and 50
// are age identifiers not (yet) issued.
const CURRENT = /^([A-HJ-PR-Y]{2})(?!00|01|50)([0-9]{2})[A-HJ-PR-Z]{3}$/;
// Year letters skip I, O, Q, U and Z; serial numbers never start with 0.
const PREFIX = /^([A-HJ-NPR-TV-Y])(?!0)[0-9]{1,3}[A-HJ-PR-Y]{3}$/;
const SUFFIX = /^[A-HJ-PR-Y]{3}(?!0)[0-9]{1,3}([A-HJ-NPR-TV-Y])$/;
// An optional serial letter, then a two-letter DVA code that always holds an I or a Z, then 1-4 digits.
const NORTHERN_IRELAND = /^[A-HJ-PR-Y]?([A-Z][IZ]|[IZ][A-Z])(?!0)[0-9]{1,4}$/;
const DATELESS = [
  /^(?!0)[0-9]{1,4}[A-HJ-PR-Y]{1,2}$/,
  /^(?!0)[0-9]{1,3}[A-HJ-PR-Y]{1,3}$/,
  /^[A-HJ-PR-Y]{1,2}(?!0)[0-9]{1,4}$/,
  /^[A-HJ-PR-Y]{1,3}(?!0)[0-9]{1,3}$/,
];

const ANY_WHITESPACE = /\s+/g;
// §5.1: the registration field accepts only a-z, A-Z and 0-9.
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/;

/** Removes every space (and other whitespace) and upper-cases; does not check anything. */
export function normaliseRegistration(input: string): string {
  return input.replace(ANY_WHITESPACE, '').toUpperCase();
}

/**
 * §5.1: a registration as typed is looked up when, once spaces are removed, it is 3-10 letters and
 * digits. Guarantees `registration` is upper case and matches /^[A-Z0-9]{3,10}$/; otherwise gives
 * the reason and a message in the customer's words.
 */
export function checkRegistration(input: string): RegistrationCheck {
  const compact = input.replace(ANY_WHITESPACE, '');
  if (compact === '') return failure('empty');
  if (!LETTERS_AND_DIGITS.test(compact)) return failure('characters');
  const { minLength, maxLength } = FIELD_LIMITS.registrationNumber;
  if (compact.length < minLength || compact.length > maxLength) return failure('length');
  const registration = normaliseRegistration(compact);
  return { ok: true, registration, style: plateStyleOf(registration) };
}

function failure(problem: keyof typeof REGISTRATION_MESSAGES): RegistrationCheck {
  return { ok: false, problem, message: REGISTRATION_MESSAGES[problem] };
}

/** The plate style of a normalised registration, or undefined when it is in none of them. */
export function plateStyleOf(registration: string): PlateStyle | undefined {
  if (CURRENT.test(registration)) return 'current';
  if (PREFIX.test(registration)) return 'prefix';
  if (SUFFIX.test(registration)) return 'suffix';
  // Before dateless: 'AZ 123' is a Northern Ireland mark, not a dateless GB one.
  if (NORTHERN_IRELAND.test(registration)) return 'northernIreland';
  if (DATELESS.some((pattern) => pattern.test(registration))) return 'dateless';
  return undefined;
}

/** A calendar month, 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The months (inclusive) in which a plate of this style and age identifier was first issued. */
export interface RegistrationPeriod {
  from: YearMonth;
  to: YearMonth;
}

/**
 * The registration period a dated plate encodes: current style by its age identifier (March plate
 * = the year's last two digits, September plate = year + 50), prefix and suffix by their year
 * letter. Undefined for Northern Ireland, dateless and unrecognised marks, which carry no date.
 */
export function registrationPeriod(registration: string): RegistrationPeriod | undefined {
  const current = CURRENT.exec(registration);
  if (current) return currentPeriod(Number(current[2]));
  const prefix = PREFIX.exec(registration);
  if (prefix) return PREFIX_PERIODS[prefix[1]!];
  const suffix = SUFFIX.exec(registration);
  if (suffix) return SUFFIX_PERIODS[suffix[1]!];
  return undefined;
}

function currentPeriod(identifier: number): RegistrationPeriod {
  // 51-99: September of (identifier - 50) to the end of the next February; 02-49: March-August.
  if (identifier > 50) {
    const year = 2000 + identifier - 50;
    return { from: { year, month: 9 }, to: { year: year + 1, month: 2 } };
  }
  const year = 2000 + identifier;
  return { from: { year, month: 3 }, to: { year, month: 8 } };
}

const period = (fromYear: number, fromMonth: number, toYear: number, toMonth: number) => ({
  from: { year: fromYear, month: fromMonth },
  to: { year: toYear, month: toMonth },
});

/** Prefix year letters: August to July until R, then March and September changes from 1998. */
const PREFIX_PERIODS: Readonly<Record<string, RegistrationPeriod>> = {
  ...Object.fromEntries(
    [...'ABCDEFGHJKLMNPR'].map((letter, index) => [
      letter,
      period(1983 + index, 8, 1984 + index, 7),
    ]),
  ),
  S: period(1998, 8, 1999, 2),
  T: period(1999, 3, 1999, 8),
  V: period(1999, 9, 2000, 2),
  W: period(2000, 3, 2000, 8),
  X: period(2000, 9, 2001, 2),
  Y: period(2001, 3, 2001, 8),
};

/** Suffix year letters: calendar years 1963-1966, Jan-Jul 1967, then August to July. */
const SUFFIX_PERIODS: Readonly<Record<string, RegistrationPeriod>> = {
  A: period(1963, 2, 1963, 12),
  B: period(1964, 1, 1964, 12),
  C: period(1965, 1, 1965, 12),
  D: period(1966, 1, 1966, 12),
  E: period(1967, 1, 1967, 7),
  ...Object.fromEntries(
    [...'FGHJKLMNPRSTVWXY'].map((letter, index) => [
      letter,
      period(1967 + index, 8, 1968 + index, 7),
    ]),
  ),
};

/**
 * Whether a van made in `yearOfManufacture` can have been first registered on this plate: made no
 * later than the plate period ends, and no more than a year before it starts (stock registered
 * late). Always true for plates that carry no date.
 */
export function isYearConsistentWithPlate(
  registration: string,
  yearOfManufacture: number,
): boolean {
  const period = registrationPeriod(registration);
  return period === undefined || isYearInPeriod(period, yearOfManufacture);
}

/** The rule of isYearConsistentWithPlate for a known registration period. */
export function isYearInPeriod(period: RegistrationPeriod, yearOfManufacture: number): boolean {
  return yearOfManufacture >= period.from.year - 1 && yearOfManufacture <= period.to.year;
}
