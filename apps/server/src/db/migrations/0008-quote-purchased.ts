import type { Kysely } from 'kysely';

// §4.4 / §8: a retrieve of a bought quote answers that it is bought, so the journey goes to
// purchased. Set by the purchase (§4.8) when it is built; null while the quote is a quote.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote').addColumn('purchased_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote').dropColumn('purchased_at').execute();
}
