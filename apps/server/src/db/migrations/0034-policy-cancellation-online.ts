import { sql, type Kysely } from 'kysely';

// Decision 063 (issue 21 item 4): cancelling a policy online. One row per cancelled policy (a
// policy is cancelled once: the primary key), with when cover ends, the refund worked out by the
// domain's rule, the session that asked (no foreign key: sessions are purged, decision 060, and this
// record must outlive them) and, for monthly, when the Direct Debit was stopped. The refund goes
// through an outbox the refund worker drains (one row per policy, so one refund). The confirmation
// e-mail is an outbox message of its own kind.

const KIND = 'policy-cancelled';

async function outboxKinds(db: Kysely<unknown>): Promise<string[]> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'email_outbox_kind_check'`.execute(db);
  const definition = found.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

async function setOutboxKinds(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  const list = sql.join(kinds.map((kind) => sql.lit(kind)));
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in (${list}))`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = await outboxKinds(db);
  if (!kinds.includes(KIND)) await setOutboxKinds(db, [...kinds, KIND]);

  await db.schema
    .createTable('policy_cancellation')
    .addColumn('policy_id', 'bigint', (col) =>
      col.primaryKey().references('policy.id').onDelete('restrict'),
    )
    .addColumn('cancelled_at', 'timestamptz', (col) => col.notNull())
    .addColumn('effective_at', 'timestamptz', (col) => col.notNull())
    // A code: 'CustomerOnline'.
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('session_id', 'bigint')
    .addColumn('rule', 'text', (col) =>
      col.notNull().check(sql`rule in ('withinFourteenDays', 'afterFourteenDays', 'claimMade')`),
    )
    .addColumn('last_day_of_cover', 'date', (col) => col.notNull())
    .addColumn('window_ends_on', 'date', (col) => col.notNull())
    .addColumn('days_used', 'integer', (col) => col.notNull())
    .addColumn('days_in_period', 'integer', (col) => col.notNull())
    .addColumn('premium_pence', 'integer', (col) => col.notNull().check(sql`premium_pence >= 0`))
    .addColumn('paid_pence', 'integer', (col) => col.notNull().check(sql`paid_pence >= 0`))
    .addColumn('cover_used_pence', 'integer', (col) => col.notNull())
    .addColumn('fee_pence', 'integer', (col) => col.notNull())
    .addColumn('refund_pence', 'integer', (col) => col.notNull().check(sql`refund_pence >= 0`))
    .addColumn('balance_owed_pence', 'integer', (col) =>
      col.notNull().check(sql`balance_owed_pence >= 0`),
    )
    .addColumn('payment_plan', 'text', (col) => col.notNull())
    // Monthly: when the mandate was stopped (no collection after this), and its reference.
    .addColumn('direct_debit_stopped_at', 'timestamptz')
    .addColumn('mandate_reference', 'text')
    .execute();

  await db.schema
    .createTable('cancellation_refund_outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().unique().references('policy_cancellation.policy_id').onDelete('restrict'),
    )
    .addColumn('payment_id', 'bigint', (col) =>
      col.notNull().references('payment.id').onDelete('restrict'),
    )
    .addColumn('provider_session_id', 'text', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('acknowledgement_reference', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('overdue_alerted_at', 'timestamptz')
    .execute();
  await sql`create index cancellation_refund_outbox_due on cancellation_refund_outbox (next_attempt_at) where delivered_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cancellation_refund_outbox').execute();
  await db.schema.dropTable('policy_cancellation').execute();
  await sql`delete from email_outbox where kind = ${KIND}`.execute(db);
  const kinds = await outboxKinds(db);
  await setOutboxKinds(
    db,
    kinds.filter((kind) => kind !== KIND),
  );
}
