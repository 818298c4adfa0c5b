import { FIELD_LIMITS } from '../reference-data/field-limits.ts';

// UK registration numbers: normalising what the customer typed, the §5.1 checks, and the DVLA
// plate styles (shared/reference/uk-van-insurance-domain.md §2.2; regexes after the DVLARegCheck
// write-up, which was discussed with the DVLA); the period each dated style encodes is in
// registration-periods.ts. The one rule of the lookup page's form and the server's van lookup
// (decision 038). Pure: no clock, no I/O.

/** The four DVLA styles plus Northern Ireland's (DVA) own. */
export const PLATE_STYLES = ['current', 'prefix', 'suffix', 'northernIreland', 'dateless'] as const;
export type PlateStyle = (typeof PLATE_STYLES)[number];

/**
 * §5.1: why a registration is not looked up, in the words the lookup page shows; the server's
 * POST /v1/vehicle answers the same words (decision 038). Kept beside the rule rather than in
 * shared/messages.ts, as the cover start's and the Direct Debit's are: the first page loads this
 * module, and no other message (decision 025).
 */
export const REGISTRATION_MESSAGES = {
  empty: "Please enter your van's registration",
  characters: 'A registration has only letters and numbers',
  length: `A registration has ${FIELD_LIMITS.registrationNumber.minLength} to ${FIELD_LIMITS.registrationNumber.maxLength} letters and numbers`,
} as const;

/** Why a registration is not looked up (§5.1); its words are REGISTRATION_MESSAGES[problem]. */
export type RegistrationProblem = keyof typeof REGISTRATION_MESSAGES;

export type RegistrationCheck =
  | {
      ok: true;
      /** Upper case, no spaces: the key a lookup uses and the quote stores (§3.8). */
      registration: string;
      /** Undefined for valid characters in no recognised style: still looked up (cherished plates). */
      style: PlateStyle | undefined;
    }
  | { ok: false; problem: RegistrationProblem; message: string };

// I and Q never appear on current-style plates and Z is not used in the memory tag; 00, 01 and 50
// are age identifiers not (yet) issued.
const CURRENT = /^([A-HJ-PR-Y]{2})(?!00|01|50)([0-9]{2})[A-HJ-PR-Z]{3}$/;
// Year letters skip I, O, Q, U and Z; serial numbers never start with 0.
const PREFIX = /^([A-HJ-NPR-TV-Y])(?!0)[0-9]{1,3}[A-HJ-PR-Y]{3}$/;
const SUFFIX = /^[A-HJ-PR-Y]{3}(?!0)[0-9]{1,3}([A-HJ-NPR-TV-Y])$/;
/**
 * The dated plate styles' patterns, each capturing its age identifier or year letter: what
 * registration-periods.ts reads a plate's registration period from.
 */
export const DATED_PLATE_PATTERNS = { current: CURRENT, prefix: PREFIX, suffix: SUFFIX } as const;
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

/**
 * The registration as stored (§3.8 upper-cased): every space (and other whitespace) removed, upper
 * case. A registration is typed with or without its space ("AB12 CDE"); the lookup and the quote
 * use one spelling. Checks nothing: see checkRegistration.
 */
export function normaliseRegistration(input: string): string {
  return input.replace(ANY_WHITESPACE, '').toUpperCase();
}

/**
 * §5.1: a registration as typed is looked up when, once spaces are removed, it is 3-10 letters and
 * digits (a-z, A-Z, 0-9 only). Guarantees `registration` is upper case and matches
 * /^[A-Z0-9]{3,10}$/; otherwise gives the first reason (empty, then characters, then length) and
 * the message the lookup page shows for it.
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

function failure(problem: RegistrationProblem): RegistrationCheck {
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
