import type { SelectQueryBuilder, Updateable } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

// One way an outbox hands its next due row to a worker (e-mail, MID, post, cancellation
// refunds): claimed under a row lock the other workers skip, delivered, and its try recorded, in
// one transaction. What a try records (retries, giving up) is each outbox's own: most record
// outcomeColumns (outbox-delivery.ts), the e-mail outbox its own older columns.

/** The outbox tables: each has `id`, `attempts`, `next_attempt_at` and a column set once done. */
export type OutboxTableName =
  'email_outbox' | 'mid_outbox' | 'post_outbox' | 'cancellation_refund_outbox';

/** The column an outbox sets once its row is delivered (the e-mail outbox's is `sent_at`). */
type DoneColumn<T extends OutboxTableName> = Extract<keyof Database[T], 'delivered_at' | 'sent_at'>;

export interface OutboxClaim<
  T extends OutboxTableName,
  Row extends { id: string; attempts: number },
  Outcome,
> {
  table: T;
  doneColumn: DoneColumn<T>;
  /**
   * The row as the worker needs it, selected from `table`: its columns, and any rule of its own on
   * which rows may go (the MID's cancellation waits for its addition). The claim adds the due
   * rule, the order and the lock.
   */
  select: (trx: Db) => SelectQueryBuilder<Database, T, Row>;
  /** The columns to write after a try: its attempts, when to try again, and its outcome. */
  record: (outcome: Outcome, row: Row) => Updateable<Database[T]>;
}

/**
 * Claims the next due row of one outbox (undelivered, its next try due at `now`; the longest
 * waiting first, then the oldest), hands it to `deliver` and records what `record` makes of the
 * outcome, in one transaction. The row stays locked (`for update`) while it is delivered and
 * other workers skip locked rows (`skip locked`), so two workers never deliver one row and neither
 * waits for the other. A process dying mid-delivery rolls back and the row is due again: delivery
 * is at least once, never silently lost.
 * @returns the row claimed and its outcome, or undefined when nothing was due.
 */
export async function deliverNextDueRow<
  T extends OutboxTableName,
  Row extends { id: string; attempts: number },
  Outcome,
>(
  db: Db,
  now: Date,
  { table, doneColumn, select, record }: OutboxClaim<T, Row, Outcome>,
  deliver: (row: Row) => Promise<Outcome>,
): Promise<{ row: Row; outcome: Outcome } | undefined> {
  return db.transaction().execute(async (trx) => {
    // Kysely cannot compare a column of a generic table with a value, so the claim is written
    // over all the outboxes at once; every one of them has these columns with these types.
    const query: SelectQueryBuilder<Database, OutboxTableName, Row> = select(trx);
    // Kysely's simplified row type is Row itself, but it cannot say so of a generic one.
    const row = (await query
      .where(doneColumn, 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()) as Row | undefined;
    if (!row) return undefined;
    const outcome = await deliver(row);
    const outbox: OutboxTableName = table;
    const columns: Updateable<Database[OutboxTableName]> = record(outcome, row);
    await trx.updateTable(outbox).set(columns).where('id', '=', row.id).execute();
    return { row, outcome };
  });
}
