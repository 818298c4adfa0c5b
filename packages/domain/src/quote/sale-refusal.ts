import type { ErrorCode } from '../shared/error-codes.ts';
import { COVER_START_MESSAGES, coverStartProblem } from './cover-start.ts';
import type { Quote } from './quote.schema.ts';

// Issue 13: what every path to a policy re-checks at its own moment (finalize, the payment
// session, the Direct Debit mandate, and the policy's issue), whatever the client sends.

export interface SaleRefusal {
  code: Extract<ErrorCode, 'CoverStartDateInvalid' | 'RiskIncomplete'>;
  /** In the customer's words. */
  message: string;
}

/**
 * Why this quote's current event may not be sold on `today` (the UK date, ukDate), or undefined
 * when it may: its cover must start within today..MAX_COVER_START_DAYS ahead.
 */
export function saleRefusal(quote: Quote, today: string): SaleRefusal | undefined {
  const startDate =
    quote.policy.eventCurrent.risk?.startDate ??
    quote.policy.eventCurrent.riskStartDate ??
    quote.policy.startDate;
  const problem = startDate ? coverStartProblem(startDate, today) : 'past';
  if (problem) return { code: 'CoverStartDateInvalid', message: COVER_START_MESSAGES[problem] };
  return undefined;
}
