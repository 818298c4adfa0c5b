import { sql, type Kysely } from 'kysely';

// Decision 029: buying is exactly once because the database says so, not
// because the code checks first. A payment row per provider session, at most one succeeded payment
// per quote, one policy per quote, one use of each provider notification.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('restrict'),
    )
    // The event (and so the price) that was finalized and is being paid for.
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('payment_option', 'text', (col) =>
      col.notNull().check(sql`payment_option in ('ANNUAL_CARD', 'MONTHLY_DD')`),
    )
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('provider_session_id', 'text', (col) => col.notNull().unique())
    // What the session was created under at the provider: a retried call gets the same session.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('open', 'declined', 'failed', 'expired', 'succeeded', 'refund_due', 'refunded')`,
        ),
    )
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  // Money taken for a quote at most once: a second success (two tabs) is refunded, never kept.
  await db.schema
    .createIndex('payment_one_succeeded_per_quote')
    .on('payment')
    .column('quote_id')
    .unique()
    .where(sql.ref('status'), '=', 'succeeded')
    .execute();
  // What recovery asks for: payments whose outcome we may not have heard yet.
  await db.schema
    .createIndex('payment_unsettled')
    .on('payment')
    .column('created_at')
    .where(sql<boolean>`status in ('open', 'declined', 'failed', 'refund_due')`)
    .execute();
  await db.schema.createIndex('payment_quote').on('payment').column('quote_id').execute();

  // Policy numbers from a sequence: unique across processes without a lock, readable.
  await sql`create sequence policy_number_seq`.execute(db);
  await db.schema
    .createTable('policy')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_number', 'text', (col) => col.notNull().unique())
    // One policy per quote: the rule that makes issuing exactly once.
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().unique().references('quote.id').onDelete('restrict'),
    )
    .addColumn('payment_id', 'bigint', (col) =>
      col.notNull().unique().references('payment.id').onDelete('restrict'),
    )
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('payment_plan', 'text', (col) =>
      col.notNull().check(sql`payment_plan in ('ANNUAL_CARD', 'MONTHLY_DD')`),
    )
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    // The finalized event's Quote, frozen as sold.
    .addColumn('sold_quote', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('Live')`))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Wrap-up tokens (§7.4 {token, policyNumber}): bearer tokens for the policy, kept as SHA-256.
  await db.schema
    .createTable('policy_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Each provider notification acts once: its eventId is inserted in the transaction of its effect.
  await db.schema
    .createTable('payment_notification')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'bigint', (col) => col.references('payment.id').onDelete('cascade'))
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // The confirmation e-mail (decision 029) goes through the same outbox as the quote e-mail.
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in ('quote', 'policy'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_outbox where kind = 'policy'`.execute(db);
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in ('quote'))`.execute(
    db,
  );
  await db.schema.dropTable('payment_notification').execute();
  await db.schema.dropTable('policy_token').execute();
  await db.schema.dropTable('policy').execute();
  await sql`drop sequence policy_number_seq`.execute(db);
  await db.schema.dropTable('payment').execute();
}
