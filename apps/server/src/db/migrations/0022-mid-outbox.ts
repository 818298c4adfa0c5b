import { sql, type Kysely } from 'kysely';

// Decision 042: the Motor Insurance Database must hear of a policy within 7 days of its issue, and
// of its cancellation. Each update is queued in the transaction that issues or cancels the policy
// (mid_outbox), so it is never lost and never sent for a policy that was not issued; a worker
// delivers it through the MID port. mid_stand_in_submission is what the stand-in adapter, playing
// the MID's part, records of each submission and how it acknowledged it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mid_outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('add', 'cancel')`))
    // What the MID needs, and no more: the policy, the van, when cover runs, who holds and who
    // may drive it (names only).
    .addColumn('policy_number', 'text', (col) => col.notNull())
    .addColumn('vrm', 'text', (col) => col.notNull())
    .addColumn('cover_start_date', 'date', (col) => col.notNull())
    .addColumn('cover_end_date', 'date', (col) => col.notNull())
    // A cancellation's effective date; null for an addition.
    .addColumn('cancelled_on', 'date')
    .addColumn('policyholder_name', 'text', (col) => col.notNull())
    .addColumn('named_drivers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When the worker may try next; null once delivered or given up.
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('acknowledgement_reference', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('failed_at', 'timestamptz')
    // An error code only, never a reply's text.
    .addColumn('last_error', 'text')
    // When the "not delivered in time" alert was raised, so it is raised once.
    .addColumn('overdue_alerted_at', 'timestamptz')
    .addCheckConstraint(
      'mid_outbox_cancel_has_date',
      sql`(kind = 'cancel') = (cancelled_on is not null)`,
    )
    .execute();
  // One addition and one cancellation per policy, however many transactions race to queue them.
  await db.schema
    .createIndex('mid_outbox_one_per_policy_and_kind')
    .on('mid_outbox')
    .columns(['policy_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('mid_outbox_due')
    .on('mid_outbox')
    .column('next_attempt_at')
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('mid_stand_in_submission')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // The sender's id of the update: the same update sent again is acknowledged once.
    .addColumn('submission_id', 'text', (col) => col.notNull().unique())
    .addColumn('acknowledgement_reference', 'text', (col) => col.notNull().unique())
    .addColumn('accepted', 'boolean', (col) => col.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('policy_number', 'text', (col) => col.notNull())
    .addColumn('vrm', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mid_stand_in_submission').execute();
  await db.schema.dropTable('mid_outbox').execute();
}
