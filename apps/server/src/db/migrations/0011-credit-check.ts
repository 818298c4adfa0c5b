import { sql, type Kysely } from 'kysely';

// Decision 028 (§7.4): the outcome of a purchase's fraud and credit check, one row per quote
// and purpose (ANNUAL_CARD or MONTHLY_DD), reused by a repeated attempt within 30 days. No
// personal data: who was checked is the quote's proposer. Deleting the quote deletes its checks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_check')
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('ANNUAL_CARD', 'MONTHLY_DD')`),
    )
    .addColumn('decision', 'text', (col) => col.notNull().check(sql`decision in ('A', 'D', 'R')`))
    .addColumn('result', 'text', (col) =>
      col
        .notNull()
        .check(sql`result in ('PASSED', 'FAILED', 'FAILED_CREDIT', 'SERVICE_UNAVAILABLE')`),
    )
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('credit_check_pkey', ['quote_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_check').execute();
}
