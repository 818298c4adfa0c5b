import type { CreditCheckOutcome, CreditCheckPurpose } from './credit-check.port.ts';

/**
 * Whether a customer with this check outcome may buy on this plan (decision 028):
 * - MONTHLY_DD lends money (a regulated credit agreement), so it needs the check PASSED;
 * - ANNUAL_CARD lends nothing, so only a failed fraud check (FAILED, whatever its decision)
 *   stops it: a failed credit check or an unavailable service does not.
 */
export function mayBuy(outcome: CreditCheckOutcome, plan: CreditCheckPurpose): boolean {
  return plan === 'MONTHLY_DD' ? outcome.result === 'PASSED' : outcome.result !== 'FAILED';
}
