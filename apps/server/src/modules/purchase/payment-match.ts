import type { ProviderSession } from './payment-provider.ts';

// Decision 033 item 4, money before cover: a policy is issued only for a session the provider shows
// to be exactly what we charged. Pure: the settlement (payment-settlement.ts) calls it, whoever
// learnt of the payment (notification, wrap-up, recovery).

/** We sell in pounds only. */
export const CHARGE_CURRENCY = 'GBP';

/** What a provider session can differ in from the payment we recorded when we created it. */
export type SessionMismatch = 'session' | 'amount' | 'currency' | 'reference' | 'event';

/** What we charged: the payment row's facts and its quote's reference. */
export interface Charged {
  sessionId: string;
  amountPence: number;
  /** The quote's webReference, sent to the provider as the session's reference. */
  webReference: string;
  /** The quote event paid for, sent to the provider as metadata. */
  policyEventReference: string;
}

/**
 * Each way the provider's `session` differs from what we `charged`, in a fixed order; empty when
 * it is exactly the session we created: the same id, amount in pence, currency (GBP), reference
 * and quote event. A session that does not say which event it was for does not match.
 */
export function sessionMismatch(
  charged: Charged,
  session: Pick<
    ProviderSession,
    'id' | 'amount' | 'currency' | 'reference' | 'policyEventReference'
  >,
): SessionMismatch[] {
  const mismatch: SessionMismatch[] = [];
  if (session.id !== charged.sessionId) mismatch.push('session');
  if (session.amount !== charged.amountPence) mismatch.push('amount');
  if (session.currency.toUpperCase() !== CHARGE_CURRENCY) mismatch.push('currency');
  if (session.reference !== charged.webReference) mismatch.push('reference');
  if (session.policyEventReference !== charged.policyEventReference) mismatch.push('event');
  return mismatch;
}

/** The payment's failure_code for a mismatch: 'session_mismatch:amount,event'. Codes only. */
export function mismatchFailureCode(mismatch: readonly SessionMismatch[]): string {
  return `session_mismatch:${mismatch.join(',')}`;
}
