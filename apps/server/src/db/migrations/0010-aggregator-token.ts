import { sql, type Kysely } from 'kysely';

// §4.4 aggregator entry: a price-comparison site sends its customer to /aggregator?token=…, and
// the token opens one quote (docs/decisions/026). Only the token's SHA-256 is kept: it is a bearer
// token for the customer's quote. The quote is named by its reference, which is unique and is what
// the quote module looks a quote up by; deleting the quote deletes its tokens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aggregator_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('web_reference', 'text', (col) =>
      col.notNull().references('quote.web_reference').onDelete('cascade'),
    )
    .addColumn('source_of_business', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('exchanged_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('aggregator_token_web_reference')
    .on('aggregator_token')
    .column('web_reference')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aggregator_token').execute();
}
