import type { Kysely } from 'kysely';

// A retried create (§7.1 retries quote calls) carries the key of the first try, so it finds the
// quote already made instead of making a second one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quote')
    .addColumn('idempotency_key', 'uuid', (col) => col.unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote').dropColumn('idempotency_key').execute();
}
