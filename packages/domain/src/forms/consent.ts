import type { Risk } from '../risk/risk.schema.ts';
import { DIRECT_SOURCES_OF_BUSINESS } from '../reference-data/journey-types.ts';
import {
  EMAIL_MARKETING_CONSENT_CODE,
  TEXT_MARKETING_CONSENT_CODE,
} from '../reference-data/offers-and-userfields.ts';
import { getUserfieldAnswer } from './risk-answers.ts';

// Decision 043: consent with proof. What the customer was asked is kept here, word for word, under
// a version id; the server stores the version id with every consent event, so what a customer
// agreed to can always be read back. Change a wording by adding a new version, never by editing
// one that has been shown.

/** What a customer can consent to: marketing by e-mail, by text message, documents by e-mail. */
export const CONSENT_PURPOSES = [
  'marketing-email',
  'marketing-text',
  'electronic-documents',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent was given or withdrawn. */
export const CONSENT_SOURCES = [
  // On our quote page, in a journey the customer started with us.
  'web-journey',
  // On our quote page, in a journey that arrived from a comparison site.
  'comparison-site-arrival',
  // The withdrawal link in one of our e-mails.
  'email-link',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface ConsentWording {
  /** Stored with each event; never reused for other words. */
  version: string;
  /** The words shown, as the customer read them. */
  text: string;
}

/** Every wording ever shown, by version id: the proof of what a stored version said. */
export const CONSENT_WORDINGS: Readonly<Record<string, ConsentWording>> = {
  'marketing-email-2026-11-27': {
    version: 'marketing-email-2026-11-27',
    text: 'Stay in the know. We would like to tell you about offers, products and services that may interest you. You can change your mind at any time. Email: Would you like to hear from us by email? Yes / No',
  },
  'marketing-text-2026-11-27': {
    version: 'marketing-text-2026-11-27',
    text: 'Stay in the know. We would like to tell you about offers, products and services that may interest you. You can change your mind at any time. Text: Would you like to hear from us by text message? Yes / No',
  },
  'electronic-documents-2026-11-27': {
    version: 'electronic-documents-2026-11-27',
    text: 'How would you like to receive your documents? By email: we e-mail your policy documents, including your certificate of motor insurance, as PDFs, and you can download them. By post: we post them within 5 working days of buying.',
  },
  'email-link-withdrawal-2026-11-27': {
    version: 'email-link-withdrawal-2026-11-27',
    text: 'Stop marketing messages. Press the button to stop us sending you offers and news by email and text message. We will still send you messages about your quote or policy.',
  },
};

/** The wording shown today for each purpose. */
export const CURRENT_CONSENT_WORDING: Readonly<Record<ConsentPurpose, ConsentWording>> = {
  'marketing-email': CONSENT_WORDINGS['marketing-email-2026-11-27']!,
  'marketing-text': CONSENT_WORDINGS['marketing-text-2026-11-27']!,
  'electronic-documents': CONSENT_WORDINGS['electronic-documents-2026-11-27']!,
};

/** The page the withdrawal link opens shows these words (their version is stored with the event). */
export const WITHDRAWAL_WORDING: ConsentWording =
  CONSENT_WORDINGS['email-link-withdrawal-2026-11-27']!;

/** Posted documents arrive within this many working days of the sale (the quote page says so). */
export const POSTED_DOCUMENTS_WORKING_DAYS = 5;

/**
 * The customer's answer for each purpose as the risk holds it: true, false, or undefined while
 * unanswered. Marketing is the userfields CLMKTING and CLMKTIN2 (§9.8), U until chosen (decision
 * 005). Electronic delivery is preferredDeliveryMethod 'Download' (§3.6); 'Print' is its default,
 * so only 'Download' is an answer (consent), and 'Print' is no consent.
 */
export function consentAnswers(risk: Risk): Record<ConsentPurpose, boolean | undefined> {
  const yesNo = (code: string) => {
    const answer = getUserfieldAnswer(risk, code);
    return answer === 'Y' ? true : answer === 'N' ? false : undefined;
  };
  return {
    'marketing-email': yesNo(EMAIL_MARKETING_CONSENT_CODE),
    'marketing-text': yesNo(TEXT_MARKETING_CONSENT_CODE),
    'electronic-documents': risk.preferredDeliveryMethod === 'Download',
  };
}

export interface ConsentChange {
  purpose: ConsentPurpose;
  granted: boolean;
  wordingVersion: string;
}

/**
 * The consent events a re-pricing calls for: `risk` as now stored, `previous` the risk it replaces,
 * `recorded` the last recorded answer of each purpose (absent: never recorded). An event is due
 * only when the customer changed an answer in this request (on our page, where our wording is
 * shown) and it differs from what is recorded. So a customer who never chose has no consent; an
 * answer that arrived already made (a comparison site's, or a client's own at creation) is not
 * taken as consent to our words; and a consent withdrawn by link is not given again by a later
 * re-pricing that leaves the answer as it was.
 */
export function consentChanges(
  risk: Risk,
  previous: Risk | undefined,
  recorded: Partial<Record<ConsentPurpose, boolean>>,
): ConsentChange[] {
  const answers = consentAnswers(risk);
  const before = previous ? consentAnswers(previous) : undefined;
  const changes: ConsentChange[] = [];
  for (const purpose of CONSENT_PURPOSES) {
    const answer = answers[purpose];
    if (answer === undefined || answer === before?.[purpose]) continue;
    // Electronic delivery's 'Print' is a default, not a refusal: never recorded is no consent.
    const inForce =
      purpose === 'electronic-documents' ? (recorded[purpose] ?? false) : recorded[purpose];
    if (answer !== inForce) {
      changes.push({
        purpose,
        granted: answer,
        wordingVersion: CURRENT_CONSENT_WORDING[purpose].version,
      });
    }
  }
  return changes;
}

/** The source of a consent given on the quote page, from the quote's source of business. */
export function consentSourceOf(sourceOfBusiness: string | undefined): ConsentSource {
  const direct = (DIRECT_SOURCES_OF_BUSINESS as readonly string[]).includes(sourceOfBusiness ?? '');
  return direct ? 'web-journey' : 'comparison-site-arrival';
}
