import type { Db } from '../../db/database.ts';
import { deliverNextDueRow, outcomeColumns, type DeliveryOutcome } from '../outbox/index.ts';
import type { PostedDocuments } from './posted-documents.ts';

/**
 * Queues a sold policy's documents for the post, due at once, in the caller's transaction (the
 * one issuing the policy). A second item for the policy is ignored (the unique index
 * post_outbox_one_per_policy_and_kind), so racing or repeated issues queue one.
 */
export async function queuePostedDocuments(
  trx: Db,
  policyId: string,
  posted: PostedDocuments,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('post_outbox')
    .values({
      policy_id: policyId,
      kind: 'policy-documents',
      policy_number: posted.policyNumber,
      documents: JSON.stringify(posted.documents),
      recipient_name: posted.recipient.name,
      address_lines: JSON.stringify(posted.recipient.lines),
      postcode: posted.recipient.postcode,
      dispatch_by: posted.dispatchBy,
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((oc) => oc.columns(['policy_id', 'kind']).doNothing())
    .execute();
}

/** A queued item as the worker delivers it. */
export interface QueuedPostalItem {
  id: string;
  /** The sold policy's quote: its documents are made from the policy found by it. */
  quoteId: string;
  posted: PostedDocuments;
  /** Tries made before this one. */
  attempts: number;
  /** 0, or how many times a person re-queued it after the print house refused it. */
  submissionRound: number;
}

export type PostDeliveryOutcome = DeliveryOutcome<{ reference: string; dispatchDate: string }>;

/**
 * Claims the next due item, hands it to `deliver` and records what happened, in one transaction
 * (as the MID outbox: two workers never send one item; a process dying mid-delivery rolls back and
 * the item is due again, and the submission id makes a repeat harmless at the print house).
 */
export async function deliverNextDuePostalItem(
  db: Db,
  now: Date,
  deliver: (queued: QueuedPostalItem) => Promise<PostDeliveryOutcome>,
): Promise<
  { id: string; policyNumber: string; dispatchBy: string; outcome: PostDeliveryOutcome } | undefined
> {
  const done = await deliverNextDueRow(
    db,
    now,
    {
      table: 'post_outbox',
      doneColumn: 'delivered_at',
      select: (trx) =>
        trx
          .selectFrom('post_outbox')
          .selectAll('post_outbox')
          // A subquery, not a join: `for update` then locks the item only, never the policy.
          .select((eb) =>
            eb
              .selectFrom('policy')
              .select('policy.quote_id')
              .whereRef('policy.id', '=', 'post_outbox.policy_id')
              .as('quote_id'),
          ),
      record: (outcome: PostDeliveryOutcome, row) => ({
        ...outcomeColumns(outcome, row.attempts, now),
        ...(outcome.delivered ? { dispatch_date: outcome.acknowledgement.dispatchDate } : {}),
      }),
    },
    (row) =>
      deliver({
        id: row.id,
        quoteId: String(row.quote_id),
        attempts: row.attempts,
        submissionRound: row.submission_round,
        posted: {
          policyNumber: row.policy_number,
          documents: row.documents,
          recipient: { name: row.recipient_name, lines: row.address_lines, postcode: row.postcode },
          dispatchBy: row.dispatch_by,
        },
      }),
  );
  return (
    done && {
      id: done.row.id,
      policyNumber: done.row.policy_number,
      dispatchBy: done.row.dispatch_by,
      outcome: done.outcome,
    }
  );
}

/**
 * Marks the items still undelivered though queued before `queuedBefore` and not yet alerted, and
 * returns them: each is alerted once.
 */
export async function claimOverduePostalItems(
  db: Db,
  queuedBefore: Date,
  now: Date,
): Promise<{ id: string; policyNumber: string; dispatchBy: string; createdAt: Date }[]> {
  const rows = await db
    .updateTable('post_outbox')
    .set({ overdue_alerted_at: now })
    .where('delivered_at', 'is', null)
    .where('overdue_alerted_at', 'is', null)
    .where('created_at', '<=', queuedBefore)
    .returning(['id', 'policy_number', 'dispatch_by', 'created_at'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    policyNumber: row.policy_number,
    dispatchBy: row.dispatch_by,
    createdAt: row.created_at,
  }));
}
