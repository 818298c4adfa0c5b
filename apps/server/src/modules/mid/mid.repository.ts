import type { Db } from '../../db/database.ts';
import { deliverNextDueRow, outcomeColumns, type DeliveryOutcome } from '../outbox/index.ts';
import type { MidUpdate } from './mid-update.ts';
import type { MidUpdateKind } from './mid.table.ts';

/**
 * Queues an update of the policy `policyId` for the MID, due at once, in the caller's transaction
 * (the one issuing or cancelling the policy). A second update of the same kind for the policy is
 * ignored (the unique index mid_outbox_one_per_policy_and_kind), so racing or repeated issues
 * queue one.
 */
export async function queueMidUpdate(
  trx: Db,
  policyId: string,
  update: MidUpdate,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('mid_outbox')
    .values({
      policy_id: policyId,
      kind: update.kind,
      policy_number: update.policyNumber,
      vrm: update.vrm,
      cover_start_date: update.coverStartDate,
      cover_end_date: update.coverEndDate,
      cancelled_on: update.cancelledOn,
      policyholder_name: update.policyholderName,
      named_drivers: JSON.stringify(update.namedDrivers),
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((oc) => oc.columns(['policy_id', 'kind']).doNothing())
    .execute();
}

/** A queued update as the worker delivers it. */
export interface QueuedMidUpdate {
  id: string;
  update: MidUpdate;
  /** Tries made before this one. */
  attempts: number;
  /** 0, or how many times a person re-queued it after the MID refused it (decision 048). */
  submissionRound: number;
}

export type MidDeliveryOutcome = DeliveryOutcome<{ reference: string }>;

/**
 * Claims the next due update, hands it to `deliver` and records what happened, in one
 * transaction (modules/outbox deliverNextDueRow): two workers never deliver one update; a process
 * dying mid-delivery rolls back and the update is due again (at least once; the submission id
 * makes a repeat harmless at the MID).
 */
export async function deliverNextDueMidUpdate(
  db: Db,
  now: Date,
  deliver: (queued: QueuedMidUpdate) => Promise<MidDeliveryOutcome>,
): Promise<
  { id: string; policyNumber: string; kind: MidUpdateKind; outcome: MidDeliveryOutcome } | undefined
> {
  const done = await deliverNextDueRow(
    db,
    now,
    {
      table: 'mid_outbox',
      doneColumn: 'delivered_at',
      select: (trx) =>
        trx
          .selectFrom('mid_outbox')
          .selectAll()
          // A cancellation waits for the policy's addition: the MID cannot remove what it never had.
          .where((eb) =>
            eb.or([
              eb('kind', '=', 'add'),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('mid_outbox as addition')
                    .select('addition.id')
                    .whereRef('addition.policy_id', '=', 'mid_outbox.policy_id')
                    .where('addition.kind', '=', 'add')
                    .where('addition.delivered_at', 'is', null),
                ),
              ),
            ]),
          ),
      record: (outcome: MidDeliveryOutcome, row) => outcomeColumns(outcome, row.attempts, now),
    },
    (row) =>
      deliver({
        id: row.id,
        attempts: row.attempts,
        submissionRound: row.submission_round,
        update: {
          kind: row.kind,
          policyNumber: row.policy_number,
          vrm: row.vrm,
          coverStartDate: row.cover_start_date,
          coverEndDate: row.cover_end_date,
          cancelledOn: row.cancelled_on,
          policyholderName: row.policyholder_name,
          namedDrivers: row.named_drivers,
        },
      }),
  );
  return (
    done && {
      id: done.row.id,
      policyNumber: done.row.policy_number,
      kind: done.row.kind,
      outcome: done.outcome,
    }
  );
}

/**
 * Marks the updates still undelivered though queued before `queuedBefore` and not yet alerted,
 * and returns them: each is alerted once (the MID must hear within 7 days of issue).
 */
export async function claimOverdueMidUpdates(
  db: Db,
  queuedBefore: Date,
  now: Date,
): Promise<{ id: string; policyNumber: string; kind: MidUpdateKind; createdAt: Date }[]> {
  const rows = await db
    .updateTable('mid_outbox')
    .set({ overdue_alerted_at: now })
    .where('delivered_at', 'is', null)
    .where('overdue_alerted_at', 'is', null)
    .where('created_at', '<=', queuedBefore)
    .returning(['id', 'policy_number', 'kind', 'created_at'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    policyNumber: row.policy_number,
    kind: row.kind,
    createdAt: row.created_at,
  }));
}
