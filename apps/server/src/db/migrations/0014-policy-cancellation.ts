import { sql, type Kysely } from 'kysely';

// Decision 033 item 4: money before cover. What the provider refunded of a
// payment, learnt from its merchant API; a policy cancelled by a full refund of its payment
// (status, when, why); and each refund recorded against the policy as an event.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Pence refunded so far, as the provider's session last said (never a notification's body).
  await db.schema
    .alterTable('payment')
    .addColumn('amount_refunded_pence', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`amount_refunded_pence >= 0`),
    )
    .execute();

  await sql`alter table policy drop constraint policy_status_check`.execute(db);
  await sql`alter table policy add constraint policy_status_check check (status in ('Live', 'Cancelled'))`.execute(
    db,
  );
  await db.schema.alterTable('policy').addColumn('cancelled_at', 'timestamptz').execute();
  // A code, never free text: 'FullRefund' (the paying payment refunded in full).
  await db.schema.alterTable('policy').addColumn('cancellation_reason', 'text').execute();
  await sql`alter table policy add constraint policy_cancelled_has_when_and_why check ((status = 'Cancelled') = (cancelled_at is not null and cancellation_reason is not null))`.execute(
    db,
  );

  // What happened to a policy after its issue: a refund of part, or its cancellation.
  await db.schema
    .createTable('policy_event')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('cancelled', 'partially_refunded')`),
    )
    // The pence refunded by this event (the refund that caused it).
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence >= 0`))
    .addColumn('payment_id', 'bigint', (col) =>
      col.notNull().references('payment.id').onDelete('restrict'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('policy_event_policy')
    .on('policy_event')
    .column('policy_id')
    .execute();
  // A policy is cancelled once.
  await db.schema
    .createIndex('policy_event_one_cancellation')
    .on('policy_event')
    .column('policy_id')
    .unique()
    .where(sql.ref('kind'), '=', 'cancelled')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_event').execute();
  await sql`alter table policy drop constraint policy_cancelled_has_when_and_why`.execute(db);
  await db.schema.alterTable('policy').dropColumn('cancellation_reason').execute();
  await db.schema.alterTable('policy').dropColumn('cancelled_at').execute();
  await sql`alter table policy drop constraint policy_status_check`.execute(db);
  await sql`alter table policy add constraint policy_status_check check (status in ('Live'))`.execute(
    db,
  );
  await db.schema.alterTable('payment').dropColumn('amount_refunded_pence').execute();
}
