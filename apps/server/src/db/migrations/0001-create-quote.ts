import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<unknown>, never the app's current types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('web_reference', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source_of_business', 'text', (col) => col.notNull())
    .addColumn('no_available_products', 'boolean', (col) => col.notNull())
    .addColumn('quote', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Every pricing of a quote is an event (spec §3.3): the first is '001', each re-pricing adds one.
  await db.schema
    .createTable('quote_event')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('policy_event_reference', 'text', (col) => col.notNull())
    .addColumn('risk', 'jsonb', (col) => col.notNull())
    .addColumn('results', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quote_event_reference_unique', ['quote_id', 'policy_event_reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_event').execute();
  await db.schema.dropTable('quote').execute();
}
