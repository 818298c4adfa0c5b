import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentOptionType } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';

/**
 * Our side of a payment: one row per provider session (migration 0012).
 * - open: waiting for a card (or a 3-D Secure step) at the provider;
 * - declined / failed: the last card was refused; the customer may try again in the same frame;
 * - expired: the session ran out unpaid;
 * - succeeded: paid, and this payment's policy is issued in the same transaction (a refund of
 *   part leaves it succeeded, with amount_refunded_pence);
 * - refund_due: paid, but no policy may be issued for it: the quote was already bought by another
 *   payment, the provider's session does not match what we charged (failure_code
 *   'session_mismatch:…'), or the sale was refused at issue (failure_code the refusal's code,
 *   e.g. CoverStartDateInvalid); refunded next;
 * - refunded: the money went back (in full).
 */
export type PaymentStatus =
  'open' | 'declined' | 'failed' | 'expired' | 'succeeded' | 'refund_due' | 'refunded';

export interface PaymentTable {
  id: Generated<string>;
  quote_id: string;
  policy_event_reference: string;
  payment_option: PaymentOptionType;
  amount_pence: number;
  provider_session_id: string;
  idempotency_key: string;
  status: PaymentStatus;
  failure_code: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** §3.1 topUp.payment.consentToAutoRenew as the customer answered it (migration 0013). */
  consent_to_auto_renew: boolean;
  /** Pence refunded so far, as the provider's session last said (migration 0014). */
  amount_refunded_pence: Generated<number>;
}

export interface PolicyTable {
  id: Generated<string>;
  policy_number: string;
  quote_id: string;
  payment_id: string;
  /** §3.5 productIdentifier of the finalized event. */
  tier: string;
  payment_plan: PaymentOptionType;
  policy_event_reference: string;
  /** The finalized event's Quote, frozen as sold. */
  sold_quote: ColumnType<Quote, string, never>;
  /** 'Cancelled' once its paying payment is refunded in full (migration 0014). */
  status: PolicyStatus;
  issued_at: Date;
  /** The paying payment's consentToAutoRenew (migration 0013). */
  consent_to_auto_renew: boolean;
  cancelled_at: Date | null;
  /** A code: 'FullRefund'. */
  cancellation_reason: CancellationReason | null;
}

export type PolicyStatus = 'Live' | 'Cancelled';
/** 'FullRefund': its payment refunded in full (decision 033); 'CustomerOnline': decision 063. */
export type CancellationReason = 'FullRefund' | 'CustomerOnline';

/** What happened to a policy after its issue (migration 0014): each refund, and a cancellation. */
export interface PolicyEventTable {
  id: Generated<string>;
  policy_id: string;
  kind: 'cancelled' | 'partially_refunded';
  /** The pence refunded by the refund behind this event. */
  amount_pence: number;
  payment_id: string;
  at: Date;
}

export interface PolicyTokenTable {
  token_hash: string;
  policy_id: string;
  created_at: Date;
  expires_at: Date;
}

export interface PaymentNotificationTable {
  event_id: string;
  event_type: string;
  payment_id: string | null;
  received_at: Date;
}

/** One Direct Debit collection as stored: yyyy-MM-dd and pounds (directDebitSchedule's). */
export interface StoredCollection {
  date: string;
  amount: number;
  /** ISO 8601: when a cancellation stopped it (decision 065); kept on record, never deleted. */
  cancelledAt?: string;
}

/**
 * The Direct Debit mandate of a monthly purchase (migration 0013): one per quote and finalized
 * event, replaced when given again, tied to the policy when it is issued. Holds bank details:
 * never logged, never answered whole (the account number's last four digits only), the account
 * number sealed at rest (migration 0020).
 */
export interface DirectDebitMandateTable {
  id: Generated<string>;
  quote_id: string;
  policy_event_reference: string;
  /** 'RWVDD00000042': the reference on the customer's bank statement. */
  mandate_reference: string;
  account_holder_name: string;
  /** Six digits. */
  sort_code: string;
  /**
   * Eight digits in clear: only in rows from before migration 0020 that the retention worker has
   * not sealed yet (its first pass at start-up); null in every other.
   */
  account_number: string | null;
  /** The eight digits sealed (lib/field-encryption.ts), under the context mandateContext. */
  account_number_sealed: string | null;
  /** The last four digits: all that is ever shown (the answer, the documents). */
  account_number_last4: string;
  collection_day: number;
  /** The deposit taken by card, in pence. */
  deposit_pence: number;
  collections: ColumnType<StoredCollection[], string, string>;
  created_at: Date;
  policy_id: string | null;
  /** The Direct Debit Guarantee wording's version the mandate was issued with (migration 0026). */
  guarantee_version: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A monthly cancellation's settlement through the mandate (migration 0036, decision 065): the
 * balance owed collected once, or what the card cannot take back refunded to the bank account.
 */
export interface DirectDebitAdjustmentTable {
  id: Generated<string>;
  /** The policy_cancellation it settles (one each). */
  policy_id: string;
  mandate_id: string;
  kind: 'FinalCollection' | 'Refund';
  amount_pence: number;
  /** 'yyyy-MM-dd' (UK): the day it is collected, or refunded by. */
  due_on: string;
  created_at: Date;
}

export type PaymentRow = Selectable<PaymentTable>;
export type DirectDebitMandateRow = Selectable<DirectDebitMandateTable>;
export type DirectDebitAdjustmentRow = Selectable<DirectDebitAdjustmentTable>;
export type PolicyRow = Selectable<PolicyTable>;
export type PolicyEventRow = Selectable<PolicyEventTable>;
