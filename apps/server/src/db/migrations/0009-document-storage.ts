import { sql, type Kysely } from 'kysely';

// A Quote document is ~85 KB of JSON, always stored out of line (TOAST). PostgreSQL's default
// compression (pglz) cost more CPU than anything else the database did to store a quote
// (bench: docs/decisions). Use lz4 where the server has it (a fifth of pglz's cost, ~10 KB a
// quote); the embedded server is built without it, so there the documents are kept uncompressed
// (EXTERNAL: ~85 KB a quote on disk, no compression work). Only the physical storage differs.
const DOCUMENT_COLUMNS = [
  ['quote', 'quote'],
  ['quote_event', 'quote'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of DOCUMENT_COLUMNS) {
    await sql`
      do $$
      begin
        alter table ${sql.table(table)} alter column ${sql.ref(column)} set compression lz4;
      exception when feature_not_supported then
        alter table ${sql.table(table)} alter column ${sql.ref(column)} set storage external;
      end
      $$`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of DOCUMENT_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set storage extended`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set compression default`.execute(
      db,
    );
  }
}
