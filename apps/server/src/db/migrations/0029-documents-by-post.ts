import { sql, type Kysely } from 'kysely';

// Decision 048: a sold policy's documents go by post when the customer did not consent to
// documents by e-mail. The item is queued in the transaction that issues the policy (post_outbox),
// so it is never lost and never posted for a policy that was not issued; a worker sends it to the
// print house through the PrintAndPost port. It lists the documents by kind (they are made when it
// is sent) and holds only the envelope's name and address. post_stand_in_submission is what the
// stand-in print house records of each submission. Both outboxes a worker can give up on gain a
// submission round, for a person's re-queue of an item the service had refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('policy-documents')`))
    .addColumn('policy_number', 'text', (col) => col.notNull())
    // The documents to print, by kind: never copies of them.
    .addColumn('documents', 'jsonb', (col) => col.notNull())
    // The envelope, and no more of the customer.
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('address_lines', 'jsonb', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    // The last day of dispatch that keeps the promise of arrival within 5 working days.
    .addColumn('dispatch_by', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When the worker may try next; null once delivered or given up.
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('acknowledgement_reference', 'text')
    // The day the print house said it dispatches the item.
    .addColumn('dispatch_date', 'date')
    .addColumn('rejection_reason', 'text')
    .addColumn('failed_at', 'timestamptz')
    // An error code only, never a reply's text.
    .addColumn('last_error', 'text')
    // When the "not sent in time" alert was raised, so it is raised once.
    .addColumn('overdue_alerted_at', 'timestamptz')
    .addColumn('submission_round', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // One item of each kind per policy, however many transactions race to queue it.
  await db.schema
    .createIndex('post_outbox_one_per_policy_and_kind')
    .on('post_outbox')
    .columns(['policy_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('post_outbox_due')
    .on('post_outbox')
    .column('next_attempt_at')
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('post_stand_in_submission')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // The sender's id of the item: the same item sent again is printed and acknowledged once.
    .addColumn('submission_id', 'text', (col) => col.notNull().unique())
    .addColumn('acknowledgement_reference', 'text', (col) => col.notNull().unique())
    .addColumn('accepted', 'boolean', (col) => col.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('policy_number', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('documents', 'jsonb', (col) => col.notNull())
    .addColumn('recipient', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addColumn('dispatch_date', 'date')
    .execute();

  await db.schema
    .alterTable('mid_outbox')
    .addColumn('submission_round', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mid_outbox').dropColumn('submission_round').execute();
  await db.schema.dropTable('post_stand_in_submission').execute();
  await db.schema.dropTable('post_outbox').execute();
}
