import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentOptionType } from '@van/domain/payment';
import type { CancellationRule } from '@van/domain/cancellation';

/** A policy cancelled online (migration 0034, decision 063): one row per policy. */
export interface PolicyCancellationTable {
  policy_id: string;
  cancelled_at: Date;
  effective_at: Date;
  /** A code: 'CustomerOnline'. */
  reason: 'CustomerOnline';
  /** account_session.id that asked; no foreign key (sessions are purged). */
  session_id: string | null;
  rule: CancellationRule;
  /** 'yyyy-MM-dd' (UK). */
  last_day_of_cover: string;
  window_ends_on: string;
  days_used: number;
  days_in_period: number;
  premium_pence: number;
  paid_pence: number;
  cover_used_pence: number;
  fee_pence: number;
  refund_pence: number;
  balance_owed_pence: number;
  payment_plan: PaymentOptionType;
  direct_debit_stopped_at: Date | null;
  mandate_reference: string | null;
}

/** A refund waiting for, or past, its call to the payment provider (migration 0034). */
export interface CancellationRefundOutboxTable {
  id: Generated<string>;
  policy_id: string;
  payment_id: string;
  provider_session_id: string;
  amount_pence: number;
  created_at: Date;
  /** When the refund is to be paid: when cover ends, at the latest REFUND_DUE_LATEST (migration 0035). */
  due_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  acknowledgement_reference: string | null;
  rejection_reason: string | null;
  failed_at: Date | null;
  last_error: string | null;
  overdue_alerted_at: Date | null;
}

export type PolicyCancellationRow = Selectable<PolicyCancellationTable>;
