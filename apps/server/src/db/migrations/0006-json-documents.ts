import { sql, type Kysely } from 'kysely';

// The quote documents are written on every pricing and read whole, never searched inside:
// PostgreSQL's `json` keeps the text as sent (one validity check), where `jsonb` parses it into a
// binary tree on every write, which was most of the cost of storing a quote (bench: decision 019).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quote alter column quote type json using quote::json`.execute(db);
  await sql`alter table quote_event alter column risk type json using risk::json`.execute(db);
  await sql`alter table quote_event alter column results type json using results::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quote alter column quote type jsonb using quote::jsonb`.execute(db);
  await sql`alter table quote_event alter column risk type jsonb using risk::jsonb`.execute(db);
  await sql`alter table quote_event alter column results type jsonb using results::jsonb`.execute(
    db,
  );
}
