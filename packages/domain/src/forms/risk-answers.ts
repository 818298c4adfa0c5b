import { applyDataFollowUps } from '../risk/data-follow-ups.ts';
import type { Risk } from '../risk/risk.schema.ts';
import type { Vehicle } from '../risk/vehicle.schema.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import type { PayMethodType } from '../payment/payment.schema.ts';
import { PAY_METHOD_TYPES } from '../reference-data/enumerations.ts';
import { PRODUCT_IDENTIFIERS } from '../reference-data/tiers.ts';
import type { ProductIdentifier } from '../quote/result.schema.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';

// Small pure helpers the screen mappings share: reading and writing duq and userfield answers
// (§3.6) without mutating, and the one way a screen's answers reach the quote (ending with §4.7).

/** The answer to duq `questionNumber`, or undefined when the risk holds none. */
export function getDuqAnswer(risk: Risk, questionNumber: number): string | undefined {
  return risk.duqAnswers?.find((entry) => entry.questionNumber === questionNumber)?.answer;
}

/** A new risk whose duq `questionNumber` answers `answer` (replacing the answer, or appending one). */
export function withDuqAnswer(risk: Risk, questionNumber: number, answer: string): Risk {
  const answers = risk.duqAnswers ?? [];
  const exists = answers.some((entry) => entry.questionNumber === questionNumber);
  return {
    ...risk,
    duqAnswers: exists
      ? answers.map((entry) =>
          entry.questionNumber === questionNumber ? { questionNumber, answer } : entry,
        )
      : [...answers, { questionNumber, answer }],
  };
}

/** The answer to userfield `questionCode`, or undefined when the risk holds none. */
export function getUserfieldAnswer(risk: Risk, questionCode: string): string | undefined {
  return risk.userfieldAnswers?.find((entry) => entry.questionCode === questionCode)?.answer;
}

/**
 * How the customer said they mean to pay, from the risk: the PAYFREQ userfield, then duq 295
 * (cover-details writes both, §9.8/§9.10); undefined when neither holds a pay method.
 */
export function chosenPayMethod(risk: Risk): PayMethodType | undefined {
  const asPayMethod = (value: string | undefined) =>
    PAY_METHOD_TYPES.find((code) => code === value);
  return (
    asPayMethod(getUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency)) ??
    asPayMethod(getDuqAnswer(risk, DUQ_QUESTIONS.paymentFrequency))
  );
}

/**
 * The tier the customer chose on the quote page, from the risk: the Tier userfield (TIERWQB, §9.8),
 * which the tier grid rewrites (§4.4). Undefined when it is unanswered or holds no tier we sell, in
 * which case the quote's selected tier is the default, VAN (decision 049).
 */
export function chosenTier(risk: Risk): ProductIdentifier | undefined {
  const answer = getUserfieldAnswer(risk, USERFIELD_CODES.Tier);
  return PRODUCT_IDENTIFIERS.find((tier) => tier === answer);
}

/**
 * The quote with `tier` as the customer's choice of cover: §4.4 'Changing tier rewrites the Tier
 * userfield answer in the held quote only' (TIERWQB, §9.8). Nothing about the price changes here:
 * the caller re-prices it (POST /v1/quote), and the service answers with that tier as the current
 * event (decisions 050, 058). The quote page and a comparison site's link (`&tier=`) both use it.
 */
export function withTier(quote: Quote, tier: ProductIdentifier): Quote {
  return updateRisk(quote, (risk) => withUserfieldAnswer(risk, USERFIELD_CODES.Tier, tier));
}

/** A new risk whose userfield `questionCode` answers `answer` (set, or appended when absent). */
export function withUserfieldAnswer(risk: Risk, questionCode: string, answer: string): Risk {
  const answers = risk.userfieldAnswers ?? [];
  const exists = answers.some((entry) => entry.questionCode === questionCode);
  return {
    ...risk,
    userfieldAnswers: exists
      ? answers.map((entry) =>
          entry.questionCode === questionCode ? { questionCode, answer } : entry,
        )
      : [...answers, { questionCode, answer }],
  };
}

/** A new risk without any answer to userfield `questionCode`. */
export function withoutUserfieldAnswer(risk: Risk, questionCode: string): Risk {
  return {
    ...risk,
    userfieldAnswers: (risk.userfieldAnswers ?? []).filter(
      (entry) => entry.questionCode !== questionCode,
    ),
  };
}

/** A new risk whose first vehicle (§3.6: the only one used) is `update` of the current one. */
export function withFirstVehicle(risk: Risk, update: (vehicle: Vehicle) => Vehicle): Risk {
  const [first, ...rest] = risk.vehicles ?? [];
  return { ...risk, vehicles: [update({ ...(first ?? {}) }), ...rest] };
}

/** The date part of a stored date or date-time (§5.3), or undefined. */
export function datePart(value: string | undefined): string | undefined {
  return value?.slice(0, 10);
}

/**
 * A new quote whose current risk is `update` of the old one (which `update` must not mutate) followed by the §4.7 data follow-ups
 * (against the old risk as `previous`). The input quote is never mutated.
 */
export function updateRisk(quote: Quote, update: (risk: Risk) => Risk): Quote {
  const previous = quote.policy.eventCurrent.risk;
  const next = applyDataFollowUps(update(previous), previous);
  return {
    ...quote,
    policy: { ...quote.policy, eventCurrent: { ...quote.policy.eventCurrent, risk: next } },
  };
}
