import { sql, type Kysely } from 'kysely';

// Decision 030: the Direct Debit mandate a monthly customer gives
// before paying the deposit, kept for the quote's finalized event until the policy is issued and
// then tied to it; and the customer's answer to automatic renewal, on the payment and the policy.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Mandate references 'RWVDD00000001': short, unique, safe on a bank statement.
  await sql`create sequence direct_debit_mandate_seq`.execute(db);
  await db.schema
    .createTable('direct_debit_mandate')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    // The finalized event (and so the instalment plan) the collections were worked out for.
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('mandate_reference', 'text', (col) => col.notNull().unique())
    .addColumn('account_holder_name', 'text', (col) => col.notNull())
    .addColumn('sort_code', 'text', (col) => col.notNull().check(sql`sort_code ~ '^[0-9]{6}$'`))
    .addColumn('account_number', 'text', (col) =>
      col.notNull().check(sql`account_number ~ '^[0-9]{8}$'`),
    )
    .addColumn('collection_day', 'integer', (col) =>
      col.notNull().check(sql`collection_day between 1 and 28`),
    )
    .addColumn('deposit_pence', 'integer', (col) => col.notNull())
    // [{date: 'yyyy-MM-dd', amount: pounds}], as directDebitSchedule gave them.
    .addColumn('collections', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Set when the policy is issued: the mandate the Direct Debit Instruction shows.
    .addColumn('policy_id', 'bigint', (col) =>
      col.unique().references('policy.id').onDelete('restrict'),
    )
    // Giving the mandate again for the same event replaces the earlier one.
    .addUniqueConstraint('direct_debit_mandate_one_per_event', [
      'quote_id',
      'policy_event_reference',
    ])
    .execute();

  // §3.1 topUp.payment.consentToAutoRenew. Rows from before this migration had no answer: false.
  await db.schema
    .alterTable('payment')
    .addColumn('consent_to_auto_renew', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('policy')
    .addColumn('consent_to_auto_renew', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('policy').dropColumn('consent_to_auto_renew').execute();
  await db.schema.alterTable('payment').dropColumn('consent_to_auto_renew').execute();
  await db.schema.dropTable('direct_debit_mandate').execute();
  await sql`drop sequence direct_debit_mandate_seq`.execute(db);
}
