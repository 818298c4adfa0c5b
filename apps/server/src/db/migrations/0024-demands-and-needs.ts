import { type Kysely } from 'kysely';

// Decision 044: the demands-and-needs statement (ICOBS 5.2) recorded when the customer continues
// from check-your-details (finalize, §7.2). Each row proves what the statement said for the event
// finalized: the wording version, the exact text and its SHA-256 hash, and the version the web
// said it showed (null when the caller sent none). A re-priced quote gives a new text, so a quote
// may have several rows; the sale's is the one of the event bought. Deleted with its quote.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demands_and_needs_statement')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('version_shown', 'text')
    .addColumn('statement_text', 'text', (col) => col.notNull())
    .addColumn('text_hash', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('demands_and_needs_statement_quote')
    .on('demands_and_needs_statement')
    .columns(['quote_id', 'policy_event_reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demands_and_needs_statement').execute();
}
