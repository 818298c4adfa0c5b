import { QUOTE_REQUEST_ENVELOPE_DEFAULTS } from '../reference-data/request-defaults.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { EmailAddressSchema } from '../risk/person.schema.ts';
import type { Person } from '../risk/person.schema.ts';
import type { QuoteRequest, Risk } from '../risk/risk.schema.ts';
import type { Quote } from './quote.schema.ts';

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
 * The create-direct-quote request (PUT /v1/quote, §3.6, §9.2) for the quote's current risk, with
 * the §5.5 send rules applied: no totalAnnualMileage or businessAnnualMileage; no duq 247 while
 * its answer is '0' or empty; no usage, abodeType or country on the correspondence address; no
 * ownDamageCost, thirdPartyCost, personalInjury or underPolicyHoldersCover on any driver's claims;
 * no proposer e-mail that fails the e-mail pattern. Everything else is sent as held.
 * Guarantees: `quote` is not mutated and the result shares no object with it.
 */
export function buildCreateQuoteRequest(quote: Quote): QuoteRequest {
  const risk = copyJson(quote.policy.eventCurrent.risk);
  applyDirectQuoteSendRules(risk);
  return {
    ...copyJson(QUOTE_REQUEST_ENVELOPE_DEFAULTS),
    requestedOpexCodes: [],
    risk,
  };
}
