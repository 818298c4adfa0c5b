// The one UK postcode rule (decision 038): the question pages' forms and the address lookup
// (§2.6 EnterPostCode) both check a postcode with it, so a postcode a form accepts is never
// refused by the lookup. The format rules are those of shared/reference/uk-van-insurance-domain.md
// §4.1 (Royal Mail / BS 7666). The `postcode` package was not used: its check is the loose
// /^[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/i the forms had, and it refuses GIR 0AA.

/**
 * The address lookup's one answer for any postcode it cannot look up as typed (§2.6); the forms
 * keep their own 'Please enter a valid UK postcode'. Beside the rule, like the registration's words,
 * so the first page, which applies the §4.7 follow-ups, loads no other message (decision 025).
 */
export const INVALID_POSTCODE_MESSAGE = 'Enter a real postcode, like SW1A 1AA';

/** Why a string is not a UK postcode: kept apart so that tests and callers can tell the cases. */
export type PostcodeProblem = 'Empty' | 'BFPO' | 'OverseasTerritory' | 'Format';

export interface Postcode {
  /** Upper case, one space before the inward code: 'SW1A 1AA'. */
  readonly postcode: string;
  /** 'SW1A': the area and district. */
  readonly outward: string;
  /** '1AA': the sector digit and the unit. */
  readonly inward: string;
  /** 'SW': the leading letters of the outward code ('GIR' for the special GIR 0AA). */
  readonly area: string;
}

export type PostcodeCheck =
  | ({ readonly valid: true } & Postcode)
  | { readonly valid: false; readonly problem: PostcodeProblem; readonly message: string };

// §4.1 "Recommended strict regex", without the optional space (we strip spaces first):
// - outward A9, A99, AA9, AA99, A9A, AA9A;
// - position 1 never Q, V, X; position 2 never I, J, Z;
// - the 3rd letter of A9A is one of A-H J K P S T U W; the 4th of AA9A one of A B E H M N P R V-Y;
// - the two inward letters never C I K M O V.
// GIR 0AA (Girobank) is the one postcode outside these rules.
const POSTCODE_WITHOUT_SPACE =
  /^(?:GIR0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW])[0-9][ABD-HJLNP-UW-Z]{2})$/;

// British Forces (BFPO 1234) and overseas territories (ASCN 1ZZ, STHL 1ZZ, FIQQ 1ZZ, ...) have
// postcode-like addresses but are not UK postcodes (§4.1 "Special codes"): we name them so that
// the reason is clear in tests and logs, and the customer is asked for a UK postcode.
const BFPO = /^BFPO[0-9]{1,4}$/;
const OVERSEAS_TERRITORIES = /^(?:ASCN|STHL|TDCU|BBND|BIQQ|FIQQ|SIQQ|PCRN|TKCA)1ZZ$/;

const compactOf = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/**
 * The postcode as a customer might have typed it, tidied: trimmed, upper case, every space
 * (including inner and non-breaking ones) removed and one space put before the last three
 * characters, so 'sw1a1aa' and ' SW1A   1AA ' both become 'SW1A 1AA'. Strings too short to hold
 * an inward code come back upper case without spaces. It does not say whether the result is valid.
 */
export function normalisePostcode(input: string): string {
  const compact = compactOf(input);
  if (compact.length < 4) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/**
 * Checks a postcode as typed against the UK format (§4.1), forgiving case and spacing. A valid one
 * comes back normalised and split into outward code, inward code and area; an invalid one with the
 * reason and the address lookup's message. Only the format is checked: a valid postcode may still
 * have no addresses.
 */
export function checkPostcode(input: string): PostcodeCheck {
  const compact = compactOf(input);
  const problem = problemWith(compact);
  if (problem) return { valid: false, problem, message: INVALID_POSTCODE_MESSAGE };
  const outward = compact.slice(0, -3);
  const inward = compact.slice(-3);
  return {
    valid: true,
    postcode: `${outward} ${inward}`,
    outward,
    inward,
    area: postcodeArea(outward),
  };
}

/** True when the string, tidied as by normalisePostcode, is a UK postcode (§4.1). */
export function isValidPostcode(input: string): boolean {
  return checkPostcode(input).valid;
}

/** §5.5: two postcodes are the same ignoring spaces and case; an absent one matches nothing. */
export function samePostcode(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && compactOf(a) === compactOf(b);
}

/**
 * The postcode area: the leading letters of the outward code ('SW1A 1AA' → 'SW', 'B1 1AA' → 'B').
 * Works on a whole postcode or an outward code; '' when the string does not start with a letter.
 */
export function postcodeArea(postcodeOrOutward: string): string {
  return /^[A-Z]+/.exec(postcodeOrOutward.trim().toUpperCase())?.[0] ?? '';
}

function problemWith(compact: string): PostcodeProblem | undefined {
  if (compact === '') return 'Empty';
  if (BFPO.test(compact)) return 'BFPO';
  if (OVERSEAS_TERRITORIES.test(compact)) return 'OverseasTerritory';
  if (!POSTCODE_WITHOUT_SPACE.test(compact)) return 'Format';
  return undefined;
}
