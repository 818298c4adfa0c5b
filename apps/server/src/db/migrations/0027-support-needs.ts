import { sql, type Kysely } from 'kysely';

// Decision 047: a customer's support needs (FCA FG21/1), kept only with their explicit consent
// (it may be about their health: special category data), with the consent wording's version and
// the time it was given. One row per quote, replaced when the answer is given again. Deleted with
// the quote (cascade), so it lives exactly as long as the quote or policy it was given for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_needs')
    .addColumn('quote_id', 'bigint', (col) =>
      col.primaryKey().references('quote.id').onDelete('cascade'),
    )
    .addColumn('categories', sql`text[]`, (col) => col.notNull())
    .addColumn('other_help', 'text', (col) => col.check(sql`char_length(other_help) <= 200`))
    .addColumn('formats', sql`text[]`, (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_needs').execute();
}
