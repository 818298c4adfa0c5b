import { saleRefusal, selectedResult, type SaleRefusal } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { createWithdrawalLink, hasElectronicDocumentsConsent } from '../consent/index.ts';
import { queueEmail } from '../email/index.ts';
import { midAddition, midCancellation, queueMidUpdate } from '../mid/index.ts';
import { postedDocumentsOf, queuePostedDocuments } from '../post/index.ts';
import { renderConfirmationEmail, type ConfirmationSettings } from './confirmation-email.ts';
import { settleMandates } from './direct-debit-mandate.repository.ts';
import { recordSoldProductDocuments } from './sold-product-documents.ts';
import { issueDirectDebit } from './direct-debit-notice.ts';
import { mismatchFailureCode, sessionMismatch, type SessionMismatch } from './payment-match.ts';
import type { PaymentProvider, ProviderSession } from './payment-provider.ts';
import {
  claimUnsettledPayment,
  findEventQuote,
  findPaymentQuoteId,
  lockPayment,
  lockQuote,
  markQuotePurchased,
  updatePayment,
} from './payment.repository.ts';
import {
  cancelPolicy,
  findPolicyByPaymentId,
  findPolicyByQuoteId,
  insertPolicy,
  insertPolicyEvent,
  nextPolicySequence,
} from './policy.repository.ts';
import {
  formatPolicyNumber,
  PAYABLE_STATUSES,
  refundIdempotencyKey,
  unpaidStatusFor,
} from './purchase-rules.ts';
import type { PaymentRow, PaymentStatus, PolicyRow } from './purchase.table.ts';

// The one way a payment's outcome is recorded, whoever learns it first: the signed notification,
// the wrap-up's look at the provider, or recovery. What is recorded is what the provider's
// merchant API said (GET /v1/sessions/:id), never a notification's body (decision 033 item 4).
//
// The lock order (decision 034 item 3). Every transaction that decides a purchase takes, before it
// reads or writes anything else of the purchase:
//   1. the quote row, `for no key update` (lockQuote), then
//   2. the payment row, `for no key update` (lockPayment),
// and only then writes: the notification record, the payment's status, the policy, its events,
// the mandates, the outbox. No other transaction holds a lock on a quote's payment or policy rows
// and then waits for the quote, so a cycle cannot form: whoever waits, waits at step 1 holding
// nothing of this quote's purchase. Re-pricing (quote.service updateQuote) takes the quote row
// first too. The locks are `for no key update`, which do not conflict with the key-share locks
// PostgreSQL takes when a row naming the quote or payment is inserted (the notification record,
// the policy, a new payment session): the old order (payment `for update` after the notification
// record's key-share lock) deadlocked two notifications for one payment (40P01).

/** The provider's session, as its merchant API answered it. */
export type ProviderState = Omit<ProviderSession, 'frameUrl' | 'expiresAt'>;

/** Why money taken must go back. */
export type RefundCause =
  /** The quote was bought by another payment (two tabs). */
  | { why: 'paid_twice' }
  /** The provider's session is not what we charged: no policy on it (decision 033 item 4). */
  | { why: 'mismatch'; mismatch: SessionMismatch[] }
  /** The sale was refused at issue (decision 033 item 1: saleRefusal at the policy's own moment). */
  | { why: 'sale_refused'; refusal: SaleRefusal }
  /** Refunded at the provider before any policy was issued on it: the rest goes back too. */
  | { why: 'refunded_before_issue' }
  /** Marked earlier; the refund is still owed (recovery, or a repeated look). */
  | { why: 'owed' };

export type Settlement =
  /** The quote's policy (issued now, or already). */
  | { kind: 'policy'; policy: PolicyRow }
  /** Paid, but no policy may be issued on it: the money must go back (refundDuePayment). */
  | { kind: 'refund_due'; payment: PaymentRow; cause: RefundCause }
  /** The session is not what we charged and holds no money of the customer's: nothing issued. */
  | { kind: 'refused'; payment: PaymentRow; mismatch: SessionMismatch[] }
  /** A refund at the provider recorded against the policy; a full one cancelled it. */
  | { kind: 'refund_recorded'; policy: PolicyRow; refundedPence: number; cancelled: boolean }
  /** Nothing to issue: not paid (yet), refunded, or unknown. */
  | { kind: 'none' };

/** A payment whose money, if the provider holds any, has not been settled either way yet. */
const NOT_YET_SETTLED: readonly PaymentStatus[] = [...PAYABLE_STATUSES, 'expired'];

export interface SettlementContext {
  now: Date;
  confirmation: ConfirmationSettings;
}

/**
 * Records what the provider says about one payment, in `trx`, under the settlement's locks
 * (lockForSettlement: its quote, then it). First the provider's session must
 * be exactly what we charged (sessionMismatch: id, amount, GBP, the quote's reference, the event):
 * otherwise nothing is issued, the mismatch is recorded on the payment, and money taken is marked
 * refund_due. A refund at the provider is recorded against the payment's policy (a full one
 * cancels it). A success issues the policy in the same transaction (payment succeeded, policy
 * inserted, quote marked bought, confirmation e-mail queued) unless the quote already has one or
 * the sale is refused today (saleRefusal), when the payment is marked refund_due instead. A late
 * decline never undoes a success.
 */
export async function settlePayment(
  trx: Db,
  paymentId: string,
  state: ProviderState,
  context: SettlementContext,
): Promise<Settlement> {
  const payment = await lockForSettlement(trx, paymentId);
  if (!payment) return { kind: 'none' };
  return settleLockedPayment(trx, payment, state, context);
}

/**
 * Takes the settlement's locks in their order (its quote, then the payment) until `trx` ends.
 * @returns the payment as it stands under the locks, or undefined when there is none.
 */
export async function lockForSettlement(
  trx: Db,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const quoteId = await findPaymentQuoteId(trx, paymentId);
  if (quoteId === undefined) return undefined;
  await lockQuote(trx, quoteId);
  return lockPayment(trx, paymentId);
}

/**
 * As lockForSettlement, for recovery: the payment only if it is still `unsettled` and neither its
 * quote nor it is held by another transaction (it is being settled there; the next pass looks).
 */
export async function claimForSettlement(
  trx: Db,
  paymentId: string,
  unsettled: readonly PaymentStatus[],
): Promise<PaymentRow | undefined> {
  const quoteId = await findPaymentQuoteId(trx, paymentId);
  if (quoteId === undefined) return undefined;
  if (!(await lockQuote(trx, quoteId, { skipLocked: true }))) return undefined;
  return claimUnsettledPayment(trx, paymentId, unsettled);
}

/** settlePayment for a payment whose locks `trx` already holds (lockForSettlement). */
export async function settleLockedPayment(
  trx: Db,
  payment: PaymentRow,
  state: ProviderState,
  context: SettlementContext,
): Promise<Settlement> {
  const { now } = context;

  const charged = await findEventQuote(trx, payment.quote_id, payment.policy_event_reference);
  if (!charged) throw new Error(`payment ${payment.id}: its quote is missing`);
  const mismatch = sessionMismatch(
    {
      sessionId: payment.provider_session_id,
      amountPence: payment.amount_pence,
      webReference: charged.webReference,
      policyEventReference: payment.policy_event_reference,
    },
    state,
  );
  if (mismatch.length > 0) return settleMismatch(trx, payment, state, mismatch, now);

  if (state.status === 'refunded' || state.amountRefunded > 0) {
    return settleRefund(trx, payment, state, now);
  }

  if (state.status === 'succeeded') return settleSuccess(trx, payment, state, context);

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

/**
 * The provider's session is not the one we charged for. Nothing is issued; the mismatch is kept
 * on the payment (failure_code); money the session still holds goes back, unless this payment
 * already bought its policy (then a person must look: the alert says so).
 */
async function settleMismatch(
  trx: Db,
  payment: PaymentRow,
  state: ProviderState,
  mismatch: SessionMismatch[],
  now: Date,
): Promise<Settlement> {
  const failureCode = mismatchFailureCode(mismatch);
  const holdsMoney = state.status === 'succeeded' && state.amountRefunded < state.amount;
  if (holdsMoney && NOT_YET_SETTLED.includes(payment.status)) {
    await updatePayment(trx, payment.id, {
      status: 'refund_due',
      failure_code: failureCode,
      paid_at: state.paidAt ?? now,
      updated_at: now,
    });
    return {
      kind: 'refund_due',
      payment: { ...payment, status: 'refund_due', failure_code: failureCode },
      cause: { why: 'mismatch', mismatch },
    };
  }
  if (payment.status === 'refund_due') {
    return { kind: 'refund_due', payment, cause: { why: 'mismatch', mismatch } };
  }
  if (payment.failure_code !== failureCode) {
    await updatePayment(trx, payment.id, { failure_code: failureCode, updated_at: now });
  }
  return { kind: 'refused', payment: { ...payment, failure_code: failureCode }, mismatch };
}

/**
 * A refund at the provider (in full or in part), learnt from its session's amountRefunded, never
 * from a notification. Each new refund is recorded once against the payment's policy (an event
 * with its amount); a full refund cancels the policy (decision 033: the certificate is no longer
 * served). A payment that bought nothing is marked refunded, or refund_due when only part went
 * back (no cover is sold on a payment already partly returned).
 */
async function settleRefund(
  trx: Db,
  payment: PaymentRow,
  state: ProviderState,
  now: Date,
): Promise<Settlement> {
  const total =
    state.status === 'refunded'
      ? payment.amount_pence
      : Math.min(state.amountRefunded, payment.amount_pence);
  const full = total >= payment.amount_pence;
  const newly = total - payment.amount_refunded_pence;
  const policy = await findPolicyByPaymentId(trx, payment.id);

  if (!policy && !full && NOT_YET_SETTLED.includes(payment.status)) {
    await updatePayment(trx, payment.id, {
      status: 'refund_due',
      failure_code: 'refunded_before_issue',
      amount_refunded_pence: total,
      paid_at: state.paidAt ?? now,
      updated_at: now,
    });
    return {
      kind: 'refund_due',
      payment: { ...payment, status: 'refund_due', amount_refunded_pence: total },
      cause: { why: 'refunded_before_issue' },
    };
  }
  if (newly <= 0 && (!full || payment.status === 'refunded')) return { kind: 'none' };
  await updatePayment(trx, payment.id, {
    amount_refunded_pence: Math.max(total, payment.amount_refunded_pence),
    ...(full
      ? {
          status: 'refunded' as const,
          refunded_at: payment.refunded_at ?? now,
          paid_at: payment.paid_at ?? state.paidAt ?? null,
        }
      : {}),
    updated_at: now,
  });
  if (!policy || newly <= 0) return { kind: 'none' };

  if (full) {
    const cancelled = await cancelPolicy(trx, policy.id, now, 'FullRefund');
    // Decision 042: the MID hears of the cancellation, queued with it.
    if (cancelled) {
      const issued = {
        policyNumber: cancelled.policy_number,
        soldQuote: cancelled.sold_quote,
        issuedAt: cancelled.issued_at,
      };
      await queueMidUpdate(trx, cancelled.id, midCancellation(issued, now), now);
    }
    await insertPolicyEvent(trx, {
      policy_id: policy.id,
      kind: cancelled ? 'cancelled' : 'partially_refunded',
      amount_pence: newly,
      payment_id: payment.id,
      at: now,
    });
    return {
      kind: 'refund_recorded',
      policy: cancelled ?? policy,
      refundedPence: newly,
      cancelled: cancelled !== undefined,
    };
  }
  await insertPolicyEvent(trx, {
    policy_id: policy.id,
    kind: 'partially_refunded',
    amount_pence: newly,
    payment_id: payment.id,
    at: now,
  });
  return { kind: 'refund_recorded', policy, refundedPence: newly, cancelled: false };
}

async function settleSuccess(
  trx: Db,
  payment: PaymentRow,
  state: ProviderState,
  { now, confirmation }: SettlementContext,
): Promise<Settlement> {
  if (payment.status === 'refund_due')
    return { kind: 'refund_due', payment, cause: { why: 'owed' } };
  if (payment.status === 'refunded') return { kind: 'none' };
  // The quote row is locked already (lockForSettlement): one issue decision per quote at a time.
  const existing = await findPolicyByQuoteId(trx, payment.quote_id);
  if (existing) {
    if (existing.payment_id === payment.id) return { kind: 'policy', policy: existing };
    // Two sessions paid (two tabs): the quote is bought once, the second payment goes back.
    await updatePayment(trx, payment.id, {
      status: 'refund_due',
      paid_at: state.paidAt ?? now,
      updated_at: now,
    });
    return {
      kind: 'refund_due',
      payment: { ...payment, status: 'refund_due' },
      cause: { why: 'paid_twice' },
    };
  }

  const sold = await findEventQuote(trx, payment.quote_id, payment.policy_event_reference);
  if (!sold) throw new Error(`payment ${payment.id}: its quote is missing`);
  // Decision 033: the sale is checked again at the policy's own moment (a quote finalized at 23:59 and
  // paid at 00:01 is checked at 00:01). Refused: nothing is issued and the money goes back.
  const refusal = saleRefusal(sold.quote, ukToday(now));
  if (refusal) {
    await updatePayment(trx, payment.id, {
      status: 'refund_due',
      failure_code: refusal.code,
      paid_at: state.paidAt ?? now,
      updated_at: now,
    });
    return {
      kind: 'refund_due',
      payment: { ...payment, status: 'refund_due', failure_code: refusal.code },
      cause: { why: 'sale_refused', refusal },
    };
  }
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
      tier: selectedResult(sold.quote)?.grantedDetailsMotor?.productIdentifier ?? 'VAN',
      paymentPlan: payment.payment_option,
      policyEventReference: payment.policy_event_reference,
      soldQuote: sold.quote,
      issuedAt: now,
      consentToAutoRenew: payment.consent_to_auto_renew,
    },
    policyNumber,
  );
  if (!policy) throw new Error(`payment ${payment.id}: the quote gained a policy under its lock`);
  // Decision 032, ICOBS 6.1.5R: which IPIDs the customer was given for what they bought, kept
  // with the sale.
  await recordSoldProductDocuments(trx, policy.id, sold.quote, confirmation, now);
  // Decision 042: the MID must hear within 7 days of issue; queued with the policy, so never lost.
  await queueMidUpdate(
    trx,
    policy.id,
    midAddition({ policyNumber, soldQuote: sold.quote, issuedAt: now }),
    now,
  );
  await markQuotePurchased(trx, payment.quote_id, now);
  // MONTHLY_DD: the mandate given for the paid event (required before its session was created)
  // becomes the policy's; every other mandate of the quote is deleted (decision 030).
  await settleMandates(
    trx,
    payment.quote_id,
    payment.payment_option === 'MONTHLY_DD' ? payment.policy_event_reference : undefined,
    policy.id,
  );
  // Decision 043: documents by e-mail only with recorded consent; decision 048: otherwise they,
  // and a monthly policy's Direct Debit notice, are posted, queued with the policy.
  const electronicDocuments = await hasElectronicDocumentsConsent(trx, payment.quote_id);
  // Decision 046: the final collection dates, and the Instruction's confirmation and advance
  // notice, before the documents (made later, from the stored final schedule).
  await issueDirectDebit(trx, {
    policyId: policy.id,
    policyNumber,
    soldQuote: sold.quote,
    webReference: sold.webReference,
    now,
    settings: confirmation,
    electronicDocuments,
  });
  if (!electronicDocuments) {
    const posted = postedDocumentsOf({
      policyNumber,
      soldQuote: sold.quote,
      paymentPlan: payment.payment_option,
      issuedAt: now,
    });
    await queuePostedDocuments(trx, policy.id, posted, now);
  }
  const email = renderConfirmationEmail(
    sold.quote,
    policyNumber,
    payment.payment_option,
    confirmation,
    // Decision 043: every such e-mail can withdraw marketing consent.
    {
      electronicDocuments,
      marketingWithdrawUrl: await createWithdrawalLink(
        trx,
        payment.quote_id,
        confirmation.withdrawalBaseUrl,
        now,
      ),
    },
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
 * Gives back what remains of a payment marked refund_due (idempotency key = the session, so asking
 * twice refunds once) and records it. A provider failure leaves it refund_due for recovery to try
 * again.
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
  await updatePayment(
    db,
    payment.id,
    {
      status: 'refunded',
      refunded_at: now,
      amount_refunded_pence: payment.amount_pence,
      updated_at: now,
    },
    ['refund_due'],
  );
}
