import { z } from 'zod';

// Decision 047: the optional "Do you need any extra help?" question (FCA FG21/1 asks firms to
// invite disclosure of support needs as part of the quotation process). What the customer tells
// us may be about their health (special category data under UK GDPR), so it is kept only with
// their explicit consent, given in words whose version is stored with the answer.

/** Kinds of extra help a customer may tell us about; none is required. */
export const SUPPORT_NEED_CATEGORIES = [
  { code: 'HEALTH', label: 'A health condition or disability' },
  { code: 'HEARING_OR_SIGHT', label: 'Hearing or sight' },
  { code: 'READING', label: 'Reading or understanding documents' },
  { code: 'LIFE_EVENT', label: 'A life event, such as a bereavement' },
  { code: 'OTHER', label: 'Something else' },
] as const;
export type SupportNeedCategory = (typeof SUPPORT_NEED_CATEGORIES)[number]['code'];

/** Documents we can send in another format (Equality Act 2010: accessible formats). */
export const ALTERNATIVE_FORMATS = [
  { code: 'LARGE_PRINT', label: 'Large print', inFootnote: 'large print' },
  { code: 'AUDIO', label: 'Audio', inFootnote: 'audio' },
  { code: 'BRAILLE', label: 'Braille', inFootnote: 'Braille' },
] as const;
export type AlternativeFormat = (typeof ALTERNATIVE_FORMATS)[number]['code'];

/** How long posting documents in another format takes: shown before the customer asks. */
export const ALTERNATIVE_FORMAT_WORKING_DAYS = 10;

/** The longest "something else" text: enough to say what would help, not a life story. */
export const SUPPORT_NEEDS_OTHER_MAX_LENGTH = 200;

/**
 * The consent wording, versioned: the version shown is stored with the answer as proof of what the
 * customer agreed to. A change of words is a new version, never an edit of this one.
 */
export const SUPPORT_NEEDS_CONSENT = {
  version: 'support-needs-consent-2026-11-27',
  /** The tick box's label. */
  text: 'I agree that you may keep what I have told you here to help me.',
  /** Shown with the tick box, as part of what is agreed to. */
  explanation:
    'This may include information about your health. We will use it only to support you and to send your documents in the format you ask for. We delete it when we delete your quote or policy. You can ask us to delete it sooner at any time.',
} as const;

const CATEGORY_CODES = SUPPORT_NEED_CATEGORIES.map((category) => category.code) as [
  SupportNeedCategory,
  ...SupportNeedCategory[],
];
const FORMAT_CODES = ALTERNATIVE_FORMATS.map((format) => format.code) as [
  AlternativeFormat,
  ...AlternativeFormat[],
];

// Request bodies are strict at the top: a field we do not know is refused (decision 027).
export const SupportNeedsAnswerSchema = z.strictObject({
  categories: z.array(z.enum(CATEGORY_CODES)).max(CATEGORY_CODES.length),
  otherHelp: z
    .string()
    .trim()
    .max(
      SUPPORT_NEEDS_OTHER_MAX_LENGTH,
      `Tell us in ${SUPPORT_NEEDS_OTHER_MAX_LENGTH} characters or fewer`,
    )
    .optional(),
  formats: z.array(z.enum(FORMAT_CODES)).max(FORMAT_CODES.length),
  /** The consent version the customer ticked; absent when they did not tick it. */
  consentVersion: z.string().min(1).max(100).optional(),
});
export type SupportNeedsAnswer = z.infer<typeof SupportNeedsAnswerSchema>;

/** What is kept of an answer: categories and formats once each, in the table's order. */
export interface SupportNeedsToKeep {
  categories: SupportNeedCategory[];
  otherHelp: string | null;
  formats: AlternativeFormat[];
  consentVersion: string;
  consentedAt: Date;
}

export type SupportNeedsDecision =
  | { keep: SupportNeedsToKeep }
  | { keep: null; reason: 'NothingAsked' | 'NoConsent' | 'OldConsentWording' };

/** True when the answer asks for something (a category, a format or words of their own). */
export function asksForHelp(answer: SupportNeedsAnswer): boolean {
  return (
    answer.categories.length > 0 ||
    answer.formats.length > 0 ||
    (answer.otherHelp ?? '').trim().length > 0
  );
}

/**
 * Whether (and what) to keep of an answer given at `now`. Nothing is kept without consent to the
 * current wording: a consent version we did not show today is no proof of consent. "Something
 * else" words are kept only when that category is chosen.
 */
export function supportNeedsToKeep(answer: SupportNeedsAnswer, now: Date): SupportNeedsDecision {
  if (!asksForHelp(answer)) return { keep: null, reason: 'NothingAsked' };
  if (answer.consentVersion === undefined) return { keep: null, reason: 'NoConsent' };
  if (answer.consentVersion !== SUPPORT_NEEDS_CONSENT.version) {
    return { keep: null, reason: 'OldConsentWording' };
  }
  const categories = CATEGORY_CODES.filter((code) => answer.categories.includes(code));
  const other = (answer.otherHelp ?? '').trim();
  return {
    keep: {
      categories,
      otherHelp: categories.includes('OTHER') && other.length > 0 ? other : null,
      formats: FORMAT_CODES.filter((code) => answer.formats.includes(code)),
      consentVersion: SUPPORT_NEEDS_CONSENT.version,
      consentedAt: now,
    },
  };
}

/** 'large print', 'large print and Braille', 'large print, audio and Braille'. */
function formatList(formats: readonly AlternativeFormat[]): string {
  const words = ALTERNATIVE_FORMATS.filter((format) => formats.includes(format.code)).map(
    (format) => format.inFootnote,
  );
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The policy documents' footnote of what was asked for, or null when no format was asked for:
 * "You asked for large print and Braille copies of your documents; we will post them within 10
 * working days."
 */
export function supportNeedsFootnote(
  formats: readonly AlternativeFormat[],
  workingDays: number = ALTERNATIVE_FORMAT_WORKING_DAYS,
): string | null {
  if (formats.length === 0) return null;
  return `You asked for ${formatList(formats)} copies of your documents; we will post them within ${workingDays} working days of your policy being issued.`;
}
