import { sql, type Kysely } from 'kysely';

// Decision 043: consent with proof. Each consent a customer gives or withdraws (marketing by e-mail,
// by text, documents by e-mail) is one row: which wording version they saw, when, and how. Rows are
// never updated; the latest row of a purpose is what is in force. A withdrawal link's token is kept
// only as its SHA-256, so a copy of the database cannot withdraw anyone's consent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_event')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .check(sql`purpose in ('marketing-email', 'marketing-text', 'electronic-documents')`),
    )
    .addColumn('granted', 'boolean', (col) => col.notNull())
    .addColumn('wording_version', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('web-journey', 'comparison-site-arrival', 'email-link')`),
    )
    // SHA-256 of the lower-cased e-mail address the consent was given with; null without one.
    .addColumn('email_hash', 'text')
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consent_event_quote_purpose')
    .on('consent_event')
    .columns(['quote_id', 'purpose', 'id'])
    .execute();

  await db.schema
    .createTable('consent_withdrawal_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consent_withdrawal_token_quote_id')
    .on('consent_withdrawal_token')
    .column('quote_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consent_withdrawal_token').execute();
  await db.schema.dropTable('consent_event').execute();
}
