import { sql, type Kysely } from 'kysely';

// Decision 057: the comparison sites that call the partner API (one row per site, its source of
// business one of §9.13's five), their API keys (only a SHA-256 of each, with an expiry for the
// overlap of a rotation) and the quote requests each has made (its own request id, once per site:
// a retry answers the quote the first made). A request row goes with its quote when the retention
// purge deletes an unbought quote (foreign-key cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('source_of_business', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`source_of_business in ('102', '104', '105', '114', '115')`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rate_limit_per_minute', 'integer', (col) =>
      col.notNull().check(sql`rate_limit_per_minute > 0`),
    )
    .addColumn('daily_quota', 'integer', (col) => col.notNull().check(sql`daily_quota > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('partner_key')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('partner_id', 'bigint', (col) =>
      col.notNull().references('partner.id').onDelete('cascade'),
    )
    // The key itself is shown once, at creation, and never stored.
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Null: valid until revoked. Set on the old key by a rotation: it works until then.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('partner_key_partner')
    .on('partner_key')
    .column('partner_id')
    .execute();

  await db.schema
    .createTable('partner_quote_request')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('partner_id', 'bigint', (col) =>
      col.notNull().references('partner.id').onDelete('restrict'),
    )
    .addColumn('request_id', 'text', (col) => col.notNull())
    // SHA-256 of the request as parsed: the same id with another body is refused.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('web_reference', 'text', (col) =>
      col.notNull().references('quote.web_reference').onDelete('cascade'),
    )
    .addColumn('outcome', 'text', (col) =>
      col.notNull().check(sql`outcome in ('priced', 'declined', 'referred')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('partner_quote_request_one_per_request_id', ['partner_id', 'request_id'])
    .execute();
  // The retention purge deletes quotes by reference: the cascade finds their request rows by it.
  await db.schema
    .createIndex('partner_quote_request_web_reference')
    .on('partner_quote_request')
    .column('web_reference')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_quote_request').execute();
  await db.schema.dropTable('partner_key').execute();
  await db.schema.dropTable('partner').execute();
}
