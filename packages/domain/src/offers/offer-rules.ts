import { OFFER_QUESTION_CODE } from '../reference-data/offers-and-userfields.ts';
import type { Risk } from '../risk/risk.schema.ts';
import type {
  OfferDecision,
  OfferNotAppliedReason,
  OfferProof,
  OfferProofKind,
} from './offer.schema.ts';

// Decision 033 item 3: each §9.8 offer code has an eligibility rule and a proof. §6: "Staff and app
// members have their own discount offer codes". Our classification (decision 033):
// - STAFF: the broker's own staff, proved by a staff number on the broker's staff register;
// - APPDISCOUNT: a discount for quoting in the app, proved by a claim only the app channel signs;
// - 50APPMEMBER, {brand}CARXS, AUTOCENTRE, CARSXS: members of a partner scheme (the app's
//   membership programme, a brand's car club, the auto-centre and car-sales partners), proved by a
//   membership number the scheme confirms. 50APPMEMBER says MEMBER in its name and names a person
//   (a member), where the app claim proves only the channel, so it takes a membership number.
// Each member code is its own scheme: the scheme's name is the code.

/** §9.2: the AFFIDON answer meaning "no offer". */
export const NO_OFFER_ANSWER = 'MONEYSUPF';

/** The ending of the {brand}CARXS codes (§9.8); the brand is letters and digits before it. */
const BRAND_CAR_CLUB_CODE = /^[A-Z0-9]+CARXS$/;

/** Codes we echo back in a message; anything else is not repeated to the customer. */
const ECHOABLE_CODE = /^[A-Z0-9]{1,20}$/;

export interface OfferRule {
  /** The offer code, upper case. */
  code: string;
  /** The proof the code needs: which OfferProof field carries it. */
  proof: OfferProofKind;
  /** For a member code, the membership scheme whose number proves it. */
  scheme?: string;
}

const FIXED_RULES: Readonly<Record<string, OfferRule>> = {
  APPDISCOUNT: { code: 'APPDISCOUNT', proof: 'appClaim' },
  STAFF: { code: 'STAFF', proof: 'staffNumber' },
  '50APPMEMBER': { code: '50APPMEMBER', proof: 'membershipNumber', scheme: '50APPMEMBER' },
  AUTOCENTRE: { code: 'AUTOCENTRE', proof: 'membershipNumber', scheme: 'AUTOCENTRE' },
  CARSXS: { code: 'CARSXS', proof: 'membershipNumber', scheme: 'CARSXS' },
};

/**
 * The offer code in the risk's AFFIDON answer (§9.8), trimmed and upper case as the tariff reads
 * it; '' when there is none or the answer is MONEYSUPF (no offer).
 */
export function offerCodeOf(risk: Pick<Risk, 'userfieldAnswers'>): string {
  const answer = risk.userfieldAnswers?.find(
    (userfield) => userfield.questionCode === OFFER_QUESTION_CODE,
  )?.answer;
  const code = (answer ?? '').trim().toUpperCase();
  return code === NO_OFFER_ANSWER ? '' : code;
}

/**
 * The eligibility rule of a §9.8 offer code (upper case): the proof it needs and, for a member
 * code, its scheme. Undefined for a code that is not an offer code (it gives no discount).
 */
export function offerRuleFor(code: string): OfferRule | undefined {
  const fixed = FIXED_RULES[code];
  if (fixed) return fixed;
  if (BRAND_CAR_CLUB_CODE.test(code)) return { code, proof: 'membershipNumber', scheme: code };
  return undefined;
}

/** The proof for `rule` in what was sent, trimmed; undefined when it was not sent. */
export function proofFor(rule: OfferRule, proof: OfferProof | undefined): string | undefined {
  const value = proof?.[rule.proof]?.trim();
  return value ? value : undefined;
}

/** What checking a proof found. */
export type OfferProofVerdict =
  | { status: 'CONFIRMED'; proofReference: string }
  | { status: 'MISSING' | 'NOT_CONFIRMED' | 'UNAVAILABLE' };

const PROOF_WORDS: Record<Exclude<OfferProofKind, 'appClaim'>, string> = {
  membershipNumber: 'membership number',
  staffNumber: 'staff number',
};

/**
 * Why an offer code gave no discount, in the customer's words: the code is named when it is a
 * plain code (letters and digits), so a typing slip can be seen; otherwise it is not repeated.
 */
export function offerNotAppliedMessage(
  code: string,
  reason: OfferNotAppliedReason,
  proof?: OfferProofKind,
): string {
  const named = ECHOABLE_CODE.test(code) ? `the offer code ${code}` : 'that offer code';
  if (reason === 'UNKNOWN_CODE' || proof === undefined) {
    return `We do not recognise ${named}, so no discount has been applied.`;
  }
  if (proof === 'appClaim') {
    return reason === 'PROOF_MISSING'
      ? `You can only use ${named} when you get your quote in our app.`
      : `We could not confirm that this quote came from our app, so ${named} has not been applied.`;
  }
  const words = PROOF_WORDS[proof];
  switch (reason) {
    case 'PROOF_MISSING':
      return `To use ${named}, please give your ${words}.`;
    case 'CHECK_UNAVAILABLE':
      return `We could not check your ${words} just now, so ${named} has not been applied. Please try again later.`;
    default:
      return `We could not confirm your ${words}, so ${named} has not been applied.`;
  }
}

const REASON_OF: Record<
  Exclude<OfferProofVerdict['status'], 'CONFIRMED'>,
  OfferNotAppliedReason
> = {
  MISSING: 'PROOF_MISSING',
  NOT_CONFIRMED: 'PROOF_NOT_CONFIRMED',
  UNAVAILABLE: 'CHECK_UNAVAILABLE',
};

/**
 * The decision for an offer code (upper case, not '') given what checking its proof found
 * (ignored for a code that is not an offer code). Guarantees: `applied` is true only for a §9.8
 * code whose proof was confirmed, and then it carries the proof's reference; otherwise it carries
 * the reason and the customer's words for it.
 */
export function decideOffer(code: string, verdict: OfferProofVerdict): OfferDecision {
  const rule = offerRuleFor(code);
  if (!rule) {
    return {
      code,
      applied: false,
      reason: 'UNKNOWN_CODE',
      message: offerNotAppliedMessage(code, 'UNKNOWN_CODE'),
    };
  }
  if (verdict.status === 'CONFIRMED') {
    return { code, applied: true, proofNeeded: rule.proof, proofReference: verdict.proofReference };
  }
  const reason = REASON_OF[verdict.status];
  return {
    code,
    applied: false,
    proofNeeded: rule.proof,
    reason,
    message: offerNotAppliedMessage(code, reason, rule.proof),
  };
}

/** The offer code the tariff may discount for: the code when it was applied, otherwise ''. */
export function acceptedOfferCode(decision: OfferDecision | undefined): string {
  return decision?.applied ? decision.code : '';
}
