import { incompleteRiskMessage, missingRequiredAnswers } from '../risk/required-answers.ts';
import type { ErrorCode } from '../shared/error-codes.ts';
import { COVER_START_MESSAGES, coverStartProblem } from './cover-start.ts';
import type { Quote } from './quote.schema.ts';

// Decision 033: what every path to a policy re-checks at its own moment (finalize, the payment
// session, the Direct Debit mandate, and the policy's issue), whatever the client sends.

export interface SaleRefusal {
  code: Extract<ErrorCode, 'CoverStartDateInvalid' | 'RiskIncomplete' | 'OfferCodeNotApplied'>;
  /** In the customer's words. */
  message: string;
}

/**
 * Why this quote's current event may not be sold on `today` (the UK date, ukToday), or undefined
 * when it may: its cover must start within today..MAX_COVER_START_DAYS ahead, and its risk must
 * hold every answer the direct journey requires (missingRequiredAnswers), whatever its source;
 * and an offer code it carries must have been applied (its proof accepted): a policy never records
 * a code nobody proved. An unknown code gives no discount and does not stop the sale.
 */
export function saleRefusal(quote: Quote, today: string): SaleRefusal | undefined {
  const startDate =
    quote.policy.eventCurrent.risk?.startDate ??
    quote.policy.eventCurrent.riskStartDate ??
    quote.policy.startDate;
  const problem = startDate ? coverStartProblem(startDate, today) : 'past';
  if (problem) return { code: 'CoverStartDateInvalid', message: COVER_START_MESSAGES[problem] };
  // Decision 033 item 5: a comparison site's quote priced on what it sent is not a risk we accepted.
  const missing = missingRequiredAnswers(quote.policy.eventCurrent.risk);
  if (missing.length > 0)
    return { code: 'RiskIncomplete', message: incompleteRiskMessage(missing) };
  // Decision 033 item 3: without its proof a known code gave no discount; it is not sold either.
  const offer = quote.topUp?.offer;
  if (offer && !offer.applied && offer.reason !== 'UNKNOWN_CODE') {
    return {
      code: 'OfferCodeNotApplied',
      message: `${offer.message ?? 'We have not applied your offer code.'} We cannot sell this quote with an offer code we have not applied. Please call us and we will help.`,
    };
  }
  return undefined;
}
