import type { Db } from '../../db/database.ts';
import { deliverNextDueRow, outcomeColumns, type DeliveryOutcome } from '../outbox/index.ts';
import type { PolicyRow } from '../purchase/index.ts';
import type { PolicyCancellationRow, PolicyCancellationTable } from './cancellation.table.ts';

// Decision 063: the rows a cancellation reads and writes. The service holds the rules; these only
// load and store, inside the caller's transaction where one is given.

export async function findCancellation(
  db: Db,
  policyId: string,
): Promise<PolicyCancellationRow | undefined> {
  return db
    .selectFrom('policy_cancellation')
    .selectAll()
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
}

/** What the policy's paying payment holds: charged, refunded so far, and its provider session. */
export async function findPayment(
  db: Db,
  paymentId: string,
): Promise<{ amountPence: number; refundedPence: number; providerSessionId: string }> {
  const row = await db
    .selectFrom('payment')
    .select(['amount_pence', 'amount_refunded_pence', 'provider_session_id'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    amountPence: row.amount_pence,
    refundedPence: row.amount_refunded_pence,
    providerSessionId: row.provider_session_id,
  };
}

/** The id of the session whose id hashes to `sessionHash`, if it still exists. */
export async function findSessionRowId(db: Db, sessionHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('account_session')
    .select('id')
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Records the cancellation, marks the policy cancelled from the instant cover ends (its
 * cancelled_at: now, or ahead for a later date, when the policy stays in force until then,
 * purchase cancelledBy) and writes the policy's audit event at the notice, in the caller's
 * transaction. The primary key on policy_id makes a second one fail.
 */
export async function insertCancellation(
  trx: Db,
  cancellation: PolicyCancellationTable,
  paymentId: string,
): Promise<void> {
  await trx.insertInto('policy_cancellation').values(cancellation).execute();
  await trx
    .updateTable('policy')
    .set({
      status: 'Cancelled',
      cancelled_at: cancellation.effective_at,
      cancellation_reason: 'CustomerOnline',
    })
    .where('id', '=', cancellation.policy_id)
    .execute();
  // The policy's audit trail (migration 0014): its unique index allows one cancellation.
  await trx
    .insertInto('policy_event')
    .values({
      policy_id: cancellation.policy_id,
      kind: 'cancelled',
      amount_pence: cancellation.refund_pence,
      payment_id: paymentId,
      at: cancellation.cancelled_at,
    })
    .execute();
}

/** The amount queued to go back to the card (0 when nothing was). */
export async function findQueuedRefundPence(db: Db, policyId: string): Promise<number> {
  const row = await db
    .selectFrom('cancellation_refund_outbox')
    .select('amount_pence')
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return row?.amount_pence ?? 0;
}

/** Queues the refund for the worker, to be paid from `dueAt`; one per policy (unique policy_id). */
export async function queueRefund(
  trx: Db,
  refund: { policyId: string; paymentId: string; providerSessionId: string; amountPence: number },
  now: Date,
  dueAt: Date,
): Promise<void> {
  await trx
    .insertInto('cancellation_refund_outbox')
    .values({
      policy_id: refund.policyId,
      payment_id: refund.paymentId,
      provider_session_id: refund.providerSessionId,
      amount_pence: refund.amountPence,
      created_at: now,
      due_at: dueAt,
      next_attempt_at: dueAt,
    })
    .onConflict((oc) => oc.column('policy_id').doNothing())
    .execute();
}

/** A refund as the worker makes it. */
export interface QueuedRefund {
  id: string;
  policyId: string;
  providerSessionId: string;
  amountPence: number;
  attempts: number;
}

export type RefundOutcome = DeliveryOutcome<{ reference: string }>;

/**
 * Claims the next due refund, hands it to `deliver` and records the outcome, in one transaction
 * (modules/outbox deliverNextDueRow); other workers skip the locked row, so one refund is never
 * asked for twice at once (and the provider's idempotency key makes a repeat after a crash
 * harmless).
 */
export async function deliverNextDueRefund(
  db: Db,
  now: Date,
  deliver: (queued: QueuedRefund) => Promise<RefundOutcome>,
): Promise<{ id: string; policyId: string; outcome: RefundOutcome } | undefined> {
  const done = await deliverNextDueRow(
    db,
    now,
    {
      table: 'cancellation_refund_outbox',
      doneColumn: 'delivered_at',
      select: (trx) => trx.selectFrom('cancellation_refund_outbox').selectAll(),
      record: (outcome: RefundOutcome, row) => outcomeColumns(outcome, row.attempts, now),
    },
    (row) =>
      deliver({
        id: row.id,
        policyId: row.policy_id,
        providerSessionId: row.provider_session_id,
        amountPence: row.amount_pence,
        attempts: row.attempts,
      }),
  );
  return done && { id: done.row.id, policyId: done.row.policy_id, outcome: done.outcome };
}

/**
 * Marks and returns the refunds due before `dueBefore`, unpaid and not yet alerted: a refund
 * waiting for its later date is not late.
 */
export async function claimOverdueRefunds(
  db: Db,
  dueBefore: Date,
  now: Date,
): Promise<{ id: string; policyId: string; createdAt: Date }[]> {
  const rows = await db
    .updateTable('cancellation_refund_outbox')
    .set({ overdue_alerted_at: now })
    .where('delivered_at', 'is', null)
    .where('overdue_alerted_at', 'is', null)
    .where('due_at', '<=', dueBefore)
    .returning(['id', 'policy_id', 'created_at'])
    .execute();
  return rows.map((row) => ({ id: row.id, policyId: row.policy_id, createdAt: row.created_at }));
}

/** The policy with this quote id, and its cancellation (for the confirmation's attachment). */
export async function findCancelledPolicyByQuoteId(
  db: Db,
  quoteId: string,
): Promise<{ policy: PolicyRow; cancellation: PolicyCancellationRow } | undefined> {
  const policy = await db
    .selectFrom('policy')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  if (!policy) return undefined;
  const cancellation = await findCancellation(db, policy.id);
  return cancellation ? { policy, cancellation } : undefined;
}
