import type { ColumnType } from 'kysely';
import type { CheckResult, CreditCheckPurpose, FraudDecision } from './credit-check.port.ts';

/**
 * The outcome of one check of a quote's applicant for one purpose (migrations 0011, 0015): one row
 * per quote, purpose and fingerprint of the facts checked. No personal data: the fingerprint is a
 * keyed hash (applicant-fingerprint.ts).
 */
export interface CreditCheckTable {
  quote_id: string;
  purpose: CreditCheckPurpose;
  /** HMAC-SHA256 of the checked facts, 64 hex digits. */
  fingerprint: string;
  decision: FraudDecision;
  result: CheckResult;
  checked_at: ColumnType<Date, Date, Date>;
}
