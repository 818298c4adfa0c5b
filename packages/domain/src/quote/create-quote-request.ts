import { QUOTE_REQUEST_ENVELOPE_DEFAULTS } from '../reference-data/request-defaults.ts';
import { DUQ_QUESTIONS, UPDATE_EXCLUDED_DUQ_NUMBERS } from '../reference-data/duq-questions.ts';
import { EmailAddressSchema } from '../risk/person.schema.ts';
import type { Person } from '../risk/person.schema.ts';
import type { QuoteRequest, Risk } from '../risk/risk.schema.ts';
import type { RetrievalKey, UpdateQuoteRequest } from '../retrieval/retrieval-key.schema.ts';
import type { Quote, TopUpPayment } from './quote.schema.ts';

/** A deep copy of JSON data (a quote is JSON: it crosses the wire and sessionStorage). */
function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// §5.5 "Direct-quote send removes ...". Each rule edits the copy about to be sent.

function removeClaimAmounts(person: Person): void {
  for (const claim of person.driverDetails?.claims ?? []) {
    delete claim.ownDamageCost;
    delete claim.thirdPartyCost;
    delete claim.personalInjury;
    delete claim.underPolicyHoldersCover;
  }
}

function applyDirectQuoteSendRules(risk: Risk): void {
  delete risk.totalAnnualMileage;
  delete risk.businessAnnualMileage;

  // duq 247 is NCD years; '0' or empty means there is nothing to tell the insurer.
  if (risk.duqAnswers !== undefined) {
    risk.duqAnswers = risk.duqAnswers.filter(
      ({ questionNumber, answer }) =>
        !(questionNumber === DUQ_QUESTIONS.ncdYears && (answer === '0' || answer === '')),
    );
  }

  const address = risk.proposer.correspondenceAddress;
  if (address !== undefined) {
    delete address.usage;
    delete address.abodeType;
    delete address.country;
  }

  removeClaimAmounts(risk.proposer);
  risk.additionalInsuredPersons?.forEach(removeClaimAmounts);

  // §5.5 (stated for update; we apply it to every send): an e-mail failing the pattern is dropped.
  const { email } = risk.proposer;
  if (email !== undefined && !EmailAddressSchema.safeParse(email).success) {
    delete risk.proposer.email;
  }
}

/**
 * The risk as it may be sent (and as the quote service keeps it, whatever a client sent), with
 * the §5.5 send rules applied: no totalAnnualMileage or businessAnnualMileage; no duq 247 while its
 * answer is '0' or empty; no usage, abodeType or country on the correspondence address; no
 * ownDamageCost, thirdPartyCost, personalInjury or underPolicyHoldersCover on any driver's claims;
 * no proposer e-mail that fails the e-mail pattern; and for an update, no duq answers 999-1002.
 * Guarantees: `risk` is not mutated and the result shares no object with it.
 */
export function applySendRules(risk: Risk, call: 'create' | 'update'): Risk {
  const sent = copyJson(risk);
  applyDirectQuoteSendRules(sent);
  if (call === 'update' && sent.duqAnswers !== undefined) {
    const excluded: readonly number[] = UPDATE_EXCLUDED_DUQ_NUMBERS;
    sent.duqAnswers = sent.duqAnswers.filter(
      ({ questionNumber }) => !excluded.includes(questionNumber),
    );
  }
  return sent;
}

/**
 * The create-direct-quote request (PUT /v1/quote, §3.6, §9.2) for the quote's current risk, with
 * the §5.5 send rules applied (applySendRules). Guarantees: `quote` is not mutated and the result
 * shares no object with it.
 */
export function buildCreateQuoteRequest(quote: Quote): QuoteRequest {
  return {
    ...copyJson(QUOTE_REQUEST_ENVELOPE_DEFAULTS),
    requestedOpexCodes: [],
    risk: applySendRules(quote.policy.eventCurrent.risk, 'create'),
  };
}

/**
 * The update-quote request (POST /v1/quote, §7.2): the retrieval key, the quote's current risk
 * with the update send rules, the opex codes to price with, and the payment choice.
 */
export function buildUpdateQuoteRequest(
  quote: Quote,
  retrievalKey: RetrievalKey,
  requestedOpexCodes: readonly string[],
  payment: TopUpPayment,
): UpdateQuoteRequest {
  return {
    retrievalKey: { ...retrievalKey },
    riskData: applySendRules(quote.policy.eventCurrent.risk, 'update'),
    requestedOpexCodes: [...requestedOpexCodes],
    payment: { ...payment },
  };
}
