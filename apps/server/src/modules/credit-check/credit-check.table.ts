import type { ColumnType } from 'kysely';
import type { CheckResult, CreditCheckPurpose, FraudDecision } from './credit-check.port.ts';

/**
 * The outcome of a quote's check for one purpose (migration 0011). No personal data: who was
 * checked is the quote's proposer.
 */
export interface CreditCheckTable {
  quote_id: string;
  purpose: CreditCheckPurpose;
  decision: FraudDecision;
  result: CheckResult;
  checked_at: ColumnType<Date, Date, Date>;
}
