import { sql, type Kysely } from 'kysely';

// Each answered Quote is stored once (it was stored twice: whole in the quote row, and every
// tier's result again in the event). The quote row keeps the current Quote; an event keeps the
// risk it rated, and its own Quote from the moment a re-pricing replaces it on the quote row. A
// priced event's results are therefore null: the tiers' results are in its Quote. A declined or
// referred event still keeps the outcome and reasons, which the answered Quote leaves out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quote_event')
    .alterColumn('results', (col) => col.dropNotNull())
    .execute();
  await db.schema.alterTable('quote_event').addColumn('quote', 'json').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_event').dropColumn('quote').execute();
  await sql`update quote_event set results = 'null'::json where results is null`.execute(db);
  await db.schema
    .alterTable('quote_event')
    .alterColumn('results', (col) => col.setNotNull())
    .execute();
}
