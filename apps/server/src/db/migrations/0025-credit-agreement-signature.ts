import { type Kysely } from 'kysely';

// Decision 045: the credit agreement a monthly customer signs before any money is taken. Each row
// proves what was signed: the wording version, the exact text and its SHA-256 hash, the name typed
// and when. A re-priced quote gives a new text, so a quote may have several rows, one per text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_agreement_signature')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    // The finalized event whose figures the agreement gave.
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('agreement_text', 'text', (col) => col.notNull())
    .addColumn('text_hash', 'text', (col) => col.notNull())
    .addColumn('signer_name', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('credit_agreement_signature_one_per_text', ['quote_id', 'text_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_agreement_signature').execute();
}
