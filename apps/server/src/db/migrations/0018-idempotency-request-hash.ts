import type { Kysely } from 'kysely';

// Decision 033 item 7: an Idempotency-Key is bound to the request it first came with, as payment
// providers do it. A retry with the same body answers the stored quote; the same key with another
// body is refused (422 IdempotencyKeyReused) instead of answering the first customer's quote.
// Rows from before this migration have no hash: a reuse of their key is refused too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote').addColumn('idempotency_request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote').dropColumn('idempotency_request_hash').execute();
}
