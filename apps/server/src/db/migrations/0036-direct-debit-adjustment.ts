import { sql, type Kysely } from 'kysely';

// Decision 065 (issue 21 item 4): a monthly policy's cancellation settles its credit agreement
// through the Direct Debit mandate. What the settlement adds to the schedule is one row here: a
// final collection of the balance owed, or a refund to the bank account of what the card cannot
// take back; never both (a cancellation owes or refunds, not both), and at most one per
// cancellation (the unique policy_id). The collections it stops are marked in the mandate's own
// schedule (direct_debit_mandate.collections, cancelledAt), kept, not deleted. No Bacs bureau
// collects yet: these rows are the record a collection run, and the customer's page, read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('direct_debit_adjustment')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().unique().references('policy_cancellation.policy_id').onDelete('restrict'),
    )
    .addColumn('mandate_id', 'bigint', (col) =>
      col.notNull().references('direct_debit_mandate.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('FinalCollection', 'Refund')`),
    )
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    // The UK date it is collected on (a working day) or refunded by.
    .addColumn('due_on', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('direct_debit_adjustment').execute();
}
