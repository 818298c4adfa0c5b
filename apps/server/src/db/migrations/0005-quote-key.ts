import { sql, type Kysely } from 'kysely';

// Finalize (§7.2) hands the journey a quoteKey for the payment step. Only its hash is kept: the
// key is a bearer token for paying this quote at this price.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_key')
    .addColumn('key_hash', 'text', (col) => col.primaryKey())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quote_key_quote').on('quote_key').column('quote_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_key').execute();
}
