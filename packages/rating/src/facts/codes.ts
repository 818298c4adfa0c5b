import { CLAIM_DESCRIPTIONS, type ClaimIncidentType } from '@van/domain/reference-data';
import type { ClaimKind, LicenceKind } from '../tables/rate-tables.ts';

// Reading the journey's codes. The journey answers from the domain's metadata lists (§9.12:
// ClaimDescription, TYPES-LIC, RelationshipToProposer...); a price-comparison site may send the
// industry's codes (domain notes §9) instead, so those are read too, then plain-English keywords.
// Anything unrecognised falls to the neutral reading noted per function.

const LETTERS_AND_DIGITS_ONLY = /^[A-Z0-9]*$/;

/** Upper case with letters and digits only, so 'SDPC+Business', 'sdpc business' match alike. */
export function normaliseCode(code: string | undefined): string {
  if (code === undefined) return '';
  const upper = code.toUpperCase();
  // Most codes have nothing to strip; testing first spares building a copy of each.
  return LETTERS_AND_DIGITS_ONLY.test(upper) ? upper : upper.replace(/[^A-Z0-9]/g, '');
}

const KIND_BY_INCIDENT: Readonly<Record<ClaimIncidentType, ClaimKind>> = {
  ACCIDENT: 'accident',
  THEFT: 'theft',
  FIRE: 'fire',
  MALICIOUS: 'malicious',
  WINDSCREEN: 'windscreen',
  WEATHER: 'weather',
  KEYS: 'keys',
  OTHER: 'other',
};

const CLAIM_KIND_BY_CODE: Readonly<Record<string, ClaimKind>> = {
  // The ClaimDescription list, by its incident type; an injury-only claim is an accident's.
  ...Object.fromEntries(
    CLAIM_DESCRIPTIONS.map((claim) => [
      normaliseCode(claim.code),
      KIND_BY_INCIDENT[claim.incidentType],
    ]),
  ),
  INJURYONLY: 'accident',
  // Industry single letters (domain notes §9) and the §3.1 excess keys.
  A: 'accident',
  AD: 'accident',
  ACCIDENTDAMAGE: 'accident',
  Z: 'theft',
  Q: 'theft',
  T: 'theft',
  FT: 'theft',
  FIRETHEFT: 'theft',
  F: 'fire',
  Y: 'malicious',
  MD: 'malicious',
  MALICIOUSDAMAGE: 'malicious',
  D: 'weather',
  W: 'windscreen',
  WS: 'windscreen',
  WR: 'windscreen',
  WINDSCREENREPAIR: 'windscreen',
  LK: 'keys',
  LOCKKEYS: 'keys',
};

const CLAIM_KEYWORDS: readonly (readonly [string, ClaimKind])[] = [
  ['WIND', 'windscreen'],
  ['GLASS', 'windscreen'],
  ['THEFT', 'theft'],
  ['STOLEN', 'theft'],
  ['FIRE', 'fire'],
  ['MALIC', 'malicious'],
  ['VANDAL', 'malicious'],
  ['KEY', 'keys'],
  ['LOCK', 'keys'],
  ['STORM', 'weather'],
  ['FLOOD', 'weather'],
];

/**
 * Whether a claim cost the driver their no-claims discount: as the customer said (ncdPrejudiced),
 * else as its ClaimDescription code says ('...NF' not at fault), else at fault, as insurers
 * treat a claim until another party is shown to be to blame.
 */
export function claimAtFault(
  description: string | undefined,
  ncdPrejudiced: boolean | undefined,
): boolean {
  if (ncdPrejudiced !== undefined) return ncdPrejudiced;
  return !normaliseCode(description).endsWith('NF');
}

/** The kind of a claim from its description code; an unrecognised claim is accidental damage. */
export function claimKindOf(description: string | undefined): ClaimKind {
  const code = normaliseCode(description);
  const exact = CLAIM_KIND_BY_CODE[code];
  if (exact) return exact;
  for (const [keyword, kind] of CLAIM_KEYWORDS) if (code.includes(keyword)) return kind;
  return 'accident';
}

/** The kind of a licence from its TYPES-LIC text; unrecognised text reads as a full UK licence. */
export function licenceKindOf(licenceType: string | undefined): LicenceKind {
  const code = normaliseCode(licenceType);
  if (code === 'P' || code.includes('PROVISIONAL') || code.includes('LEARNER'))
    return 'provisional';
  if (
    code === 'I' ||
    code.includes('INTERNATIONAL') ||
    code.includes('FOREIGN') ||
    code.includes('NONEU') ||
    code.includes('OUTSIDE')
  )
    return 'international';
  if (code === 'E' || ((code.includes('EU') || code.includes('EEA')) && hasEuWord(licenceType)))
    return 'eu';
  if (code.includes('AUTO')) return 'automatic';
  return 'full';
}

/**
 * A word EU or EEA, or one starting EUROP, in the licence type. Only asked when the code holds EU
 * or EEA, as it must then: most licence types are not split into words at all.
 */
function hasEuWord(licenceType: string | undefined): boolean {
  const words = (licenceType ?? '').toUpperCase().split(/[^A-Z]+/);
  return words.some((word) => word === 'EU' || word === 'EEA' || word.startsWith('EUROP'));
}

const PARTNER_CODES = new Set([
  'SPOUSEREL',
  'CIVILPTNR',
  'PARTNER',
  'S',
  'J',
  'W',
  'SPOUSE',
  'COMMONLAW',
]);

/** Spouse, civil partner or partner of the proposer (RelationshipToProposer; notes §9 S/J/W). */
export function isPartner(relationship: string | undefined): boolean {
  const code = normaliseCode(relationship);
  if (PARTNER_CODES.has(code)) return true;
  return code.includes('SPOUSE') || (code.includes('PARTNER') && !code.includes('BUSINESS'));
}

const NO_ANSWERS = new Set(['', 'N', 'NO', 'U', '0', 'NONE', 'FALSE']);

/** A strict yes to a Y/N underwriting question. */
export function isYes(answer: string | undefined): boolean {
  const code = normaliseCode(answer);
  return code === 'Y' || code === 'YES' || code === 'TRUE';
}

/** Any answer other than a no or a blank (for questions answered with a code, such as 896). */
export function isAnswered(answer: string | undefined): boolean {
  return !NO_ANSWERS.has(normaliseCode(answer));
}

/** The postcode area (the leading letters) of a UK postcode; BFPO reads as BF. */
export function postcodeAreaOf(postcode: string | undefined): string | undefined {
  if (!postcode) return undefined;
  const match = /^\s*([A-Za-z]{1,2})/.exec(postcode);
  return match?.[1]?.toUpperCase();
}
