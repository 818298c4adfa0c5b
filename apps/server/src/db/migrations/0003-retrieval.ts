import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The retrieval details (last name, date of birth, postcode) as a salted hash, so a retrieve
  // compares one value and no second plain copy of them is kept.
  await db.schema.alterTable('quote').addColumn('retrieval_hash', 'text').execute();

  // Failed retrieves per reference string, whether or not such a quote exists, so that the
  // lock-out itself cannot tell a caller which references are real.
  await db.schema
    .createTable('retrieval_guard')
    .addColumn('web_reference', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Fixed-window counters shared by every server process, so a limit holds however many run
  // (decision 011; README "Run it past one machine").
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
  await db.schema.dropTable('retrieval_guard').execute();
  await db.schema.alterTable('quote').dropColumn('retrieval_hash').execute();
}
