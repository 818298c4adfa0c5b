import type { Db } from '../../db/database.ts';
import { queueEmail } from '../email/index.ts';
import { renderConfirmationEmail, type ConfirmationSettings } from './confirmation-email.ts';
import { settleMandates } from './direct-debit-mandate.repository.ts';
import type { PaymentProvider, ProviderSessionStatus } from './payment-provider.ts';
import {
  findEventQuote,
  lockPayment,
  lockQuote,
  markQuotePurchased,
  updatePayment,
} from './payment.repository.ts';
import { findPolicyByQuoteId, insertPolicy, nextPolicySequence } from './policy.repository.ts';
import {
  formatPolicyNumber,
  PAYABLE_STATUSES,
  refundIdempotencyKey,
  soldResult,
  unpaidStatusFor,
} from './purchase-rules.ts';
import type { PaymentRow, PolicyRow } from './purchase.table.ts';

// The one way a payment's outcome is recorded, whoever learns it first: the signed notification,
// the wrap-up's look at the provider, or recovery. Always inside a transaction; always the
// payment row locked first, then the quote row, so two of them never deadlock.

/** What the provider says about a session. */
export interface ProviderState {
  status: ProviderSessionStatus;
  paidAt?: Date;
  failureCode?: string;
}

export type Settlement =
  /** The quote's policy (issued now, or already). */
  | { kind: 'policy'; policy: PolicyRow }
  /** Paid for a quote another payment bought: the money must go back (refundDuePayment). */
  | { kind: 'refund_due'; payment: PaymentRow }
  /** Nothing to issue: not paid (yet), refunded, or unknown. */
  | { kind: 'none' };

export interface SettlementContext {
  now: Date;
  confirmation: ConfirmationSettings;
}

/**
 * Records what the provider says about one payment, in `trx`. A success issues the policy in the
 * same transaction (payment succeeded, policy inserted, quote marked bought, confirmation e-mail
 * queued) unless the quote already has one, when the payment is marked refund_due instead. A
 * late decline never undoes a success.
 */
export async function settlePayment(
  trx: Db,
  paymentId: string,
  state: ProviderState,
  context: SettlementContext,
): Promise<Settlement> {
  const payment = await lockPayment(trx, paymentId);
  if (!payment) return { kind: 'none' };
  const { now } = context;

  if (state.status === 'succeeded') return settleSuccess(trx, payment, state, context);

  if (state.status === 'refunded') {
    if (payment.status !== 'refunded') {
      await updatePayment(trx, payment.id, {
        status: 'refunded',
        refunded_at: now,
        paid_at: payment.paid_at ?? state.paidAt ?? null,
        updated_at: now,
      });
    }
    return { kind: 'none' };
  }

  const unpaid = unpaidStatusFor(state.status);
  if (unpaid && PAYABLE_STATUSES.includes(payment.status) && unpaid !== payment.status) {
    await updatePayment(
      trx,
      payment.id,
      { status: unpaid, failure_code: state.failureCode ?? null, updated_at: now },
      PAYABLE_STATUSES,
    );
  }
  return { kind: 'none' };
}

async function settleSuccess(
  trx: Db,
  payment: PaymentRow,
  state: ProviderState,
  { now, confirmation }: SettlementContext,
): Promise<Settlement> {
  if (payment.status === 'refund_due') return { kind: 'refund_due', payment };
  if (payment.status === 'refunded') return { kind: 'none' };
  await lockQuote(trx, payment.quote_id);
  const existing = await findPolicyByQuoteId(trx, payment.quote_id);
  if (existing) {
    if (existing.payment_id === payment.id) return { kind: 'policy', policy: existing };
    // Two sessions paid (two tabs): the quote is bought once, the second payment goes back.
    await updatePayment(trx, payment.id, {
      status: 'refund_due',
      paid_at: state.paidAt ?? now,
      updated_at: now,
    });
    return { kind: 'refund_due', payment: { ...payment, status: 'refund_due' } };
  }

  const sold = await findEventQuote(trx, payment.quote_id, payment.policy_event_reference);
  if (!sold) throw new Error(`payment ${payment.id}: its quote is missing`);
  // The payment's change and the policy go together: the partial unique index
  // payment_one_succeeded_per_quote and policy.quote_id both refuse a second.
  await updatePayment(trx, payment.id, {
    status: 'succeeded',
    paid_at: state.paidAt ?? now,
    failure_code: null,
    updated_at: now,
  });
  const policyNumber = formatPolicyNumber(now, await nextPolicySequence(trx));
  const policy = await insertPolicy(
    trx,
    {
      quoteId: payment.quote_id,
      paymentId: payment.id,
      tier: soldResult(sold.quote)?.grantedDetailsMotor?.productIdentifier ?? 'VAN',
      paymentPlan: payment.payment_option,
      policyEventReference: payment.policy_event_reference,
      soldQuote: sold.quote,
      issuedAt: now,
      consentToAutoRenew: payment.consent_to_auto_renew,
    },
    policyNumber,
  );
  if (!policy) throw new Error(`payment ${payment.id}: the quote gained a policy under its lock`);
  await markQuotePurchased(trx, payment.quote_id, now);
  // MONTHLY_DD: the mandate given for the paid event (required before its session was created)
  // becomes the policy's; every other mandate of the quote is deleted (decision 030).
  await settleMandates(
    trx,
    payment.quote_id,
    payment.payment_option === 'MONTHLY_DD' ? payment.policy_event_reference : undefined,
    policy.id,
  );
  const email = renderConfirmationEmail(
    sold.quote,
    policyNumber,
    payment.payment_option,
    confirmation,
  );
  // The policy documents are attached when the e-mail worker delivers it (policyDocumentAttachments):
  // made from this policy then, so the outbox holds no PDFs.
  if (email) {
    await queueEmail(
      trx,
      {
        kind: 'policy',
        webReference: sold.webReference,
        recipient: email.recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
      },
      now,
    );
  }
  return { kind: 'policy', policy };
}

/**
 * Gives back a payment marked refund_due (idempotency key = the session, so asking twice refunds
 * once) and records it. A provider failure leaves it refund_due for recovery to try again.
 */
export async function refundDuePayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  await provider.refund(
    payment.provider_session_id,
    refundIdempotencyKey(payment.provider_session_id),
  );
  await updatePayment(db, payment.id, { status: 'refunded', refunded_at: now, updated_at: now }, [
    'refund_due',
  ]);
}
