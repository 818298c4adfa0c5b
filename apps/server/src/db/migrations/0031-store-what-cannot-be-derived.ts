import { sql, type Kysely } from 'kysely';

// Decision 059: a quote event stores what cannot be derived (the risk as rated, the request's
// envelope with its requested extras, the offer decision, the payment choice, when it was rated, the
// engine and tariff versions, each tier's key figures and a SHA-256 of the answered text) instead of
// the ~83 KB answered Quote. The answered text is rebuilt by re-rating. The `quote` columns become
// nullable: quotes stored before this migration keep their text, new quotes store NULL there.
// `json`, not `jsonb`, as decision 019 chose: the stored text keeps its key order, and the
// rebuilt answer depends on the order of the offer and payment objects it spreads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quote alter column quote drop not null`.execute(db);
  await db.schema
    .alterTable('quote_event')
    .addColumn('rated_at', 'timestamptz')
    .addColumn('engine_version', 'text')
    .addColumn('tariff_version', 'text')
    .addColumn('request', 'json')
    .addColumn('offer', 'json')
    .addColumn('payment', 'json')
    .addColumn('answer_sha256', 'text')
    .execute();
}

// Only while no quote has been stored without its text: a row with a NULL quote stops the down.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quote_event')
    .dropColumn('rated_at')
    .dropColumn('engine_version')
    .dropColumn('tariff_version')
    .dropColumn('request')
    .dropColumn('offer')
    .dropColumn('payment')
    .dropColumn('answer_sha256')
    .execute();
  await sql`alter table quote alter column quote set not null`.execute(db);
}
