import { sql, type Kysely } from 'kysely';

// Decision 033 item 3: the broker's staff register, which proves the STAFF offer code (§9.8). Staff
// numbers are kept only as keyed hashes (HMAC-SHA256 under STAFF_REGISTER_SECRET), so the table
// names no one. Someone who leaves is marked, not deleted: a sold policy's proof reference
// (STAFF:<id>) still points at the entry it was verified against.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_register')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('number_hash', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`number_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull())
    .addColumn('left_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_register').execute();
}
