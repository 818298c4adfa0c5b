import { sql, type Kysely } from 'kysely';

// Decision 063, amended: a cancellation from a later date pays its refund when cover ends (no
// later than the legal limit allows), not when it is queued. due_at is that instant: the worker
// pays from it, and a refund still unpaid 7 days after it (not after its queueing) is alerted.
// The refunds queued before are due when they were queued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cancellation_refund_outbox add column due_at timestamptz`.execute(db);
  await sql`update cancellation_refund_outbox set due_at = created_at`.execute(db);
  await sql`alter table cancellation_refund_outbox alter column due_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cancellation_refund_outbox drop column due_at`.execute(db);
}
