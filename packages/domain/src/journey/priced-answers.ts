import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';
import type { Risk } from '../risk/risk.schema.ts';

// Decision 051: no price is shown as buyable, and no quote is finalized, while the answers the
// customer holds differ from the answers that were priced. One rule, read by the web (your-quote
// and payment open only on priced answers) and by the server (finalize compares the risk the web
// says it holds with the risk of the event it stored when it priced). Kept free of zod: the web's
// guards load it with the first page (decision 025).

/**
 * Answers that record a choice the price already covers, so changing them needs no new price:
 * how the customer pays (§4.8: every result carries both the annual and the monthly figures, and
 * your-quote switches between them without pricing again).
 */
const CHOICES_THE_PRICE_COVERS = {
  userfields: [USERFIELD_CODES.PaymentFrequency] as readonly string[],
  duqs: [DUQ_QUESTIONS.paymentFrequency] as readonly number[],
};

/** `risk` without the answers the price already covers. */
function pricedPart(risk: Risk): Risk {
  return {
    ...risk,
    userfieldAnswers: risk.userfieldAnswers?.filter(
      ({ questionCode }) => !CHOICES_THE_PRICE_COVERS.userfields.includes(questionCode),
    ),
    duqAnswers: risk.duqAnswers?.filter(
      ({ questionNumber }) => !CHOICES_THE_PRICE_COVERS.duqs.includes(questionNumber),
    ),
  };
}

/**
 * JSON with every object's keys in order and undefined left out (as JSON itself leaves it out), so
 * that two risks compare by what they say, not by the order their fields were written in or by a
 * field held as undefined. Arrays keep their order: the order of drivers and of answers is data.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, held: unknown) =>
    typeof held === 'object' && held !== null && !Array.isArray(held)
      ? Object.fromEntries(
          Object.entries(held)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : held,
  );
}

/**
 * Whether the answers `held` are the answers `priced` was priced on: equal in every answer but
 * those the price already covers (the pay method). `priced` is the risk of the event the quote
 * service answered or stored; anything else, however small, is an answer changed since the price.
 */
export function answersArePriced(held: Risk, priced: Risk): boolean {
  return canonicalJson(pricedPart(held)) === canonicalJson(pricedPart(priced));
}
