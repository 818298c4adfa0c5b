import { sql, type Kysely } from 'kysely';

// Decision 034 items 6 and 7: every table strangers can grow is purged by age (modules/retention).
// An unbought quote is deleted with everything about it once its retention period has passed,
// and only anonymised facts of its pricing are kept, one row each, naming no one: when, through
// which channel, which tier at what price, and bands (van group, postcode area, age) too coarse
// to find a person by. The indexes let each purge find its rows without reading the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_pricing_fact')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quoted_on', 'date', (col) => col.notNull())
    .addColumn('source_of_business', 'text', (col) => col.notNull())
    .addColumn('declined', 'boolean', (col) => col.notNull())
    // The tier last shown as chosen and its annual price; null for a declined quote.
    .addColumn('tier', 'text')
    .addColumn('annual_price_pence', 'integer')
    .addColumn('vehicle_group', 'integer')
    // 'LS', 'SW': the letters of the postcode's outward code, never more.
    .addColumn('postcode_area', 'text', (col) => col.check(sql`postcode_area ~ '^[A-Z]{1,2}$'`))
    .addColumn('age_band', 'text')
    .addColumn('purged_on', 'date', (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex('quote_unbought_updated_at')
    .on('quote')
    .column('updated_at')
    .where(sql.ref('purchased_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('quote_idempotency_key_created_at')
    .on('quote')
    .column('created_at')
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('rate_limit_window_start')
    .on('rate_limit')
    .column('window_start')
    .execute();
  await db.schema
    .createIndex('email_outbox_sent_at')
    .on('email_outbox')
    .column('sent_at')
    .where(sql.ref('sent_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('aggregator_token_expires_at')
    .on('aggregator_token')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('policy_token_expires_at')
    .on('policy_token')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('credit_check_checked_at')
    .on('credit_check')
    .column('checked_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'credit_check_checked_at',
    'policy_token_expires_at',
    'aggregator_token_expires_at',
    'email_outbox_sent_at',
    'rate_limit_window_start',
    'quote_idempotency_key_created_at',
    'quote_unbought_updated_at',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('quote_pricing_fact').execute();
}
