import { sql, type Kysely } from 'kysely';

// Decision 033 item 2: a fraud and credit check answers only for the facts it checked (the proposer's
// name, date of birth and address, and for MONTHLY_DD the bank account), kept as a keyed hash
// (modules/credit-check/applicant-fingerprint.ts), so one row per quote, purpose and fingerprint.
// The rows from before cannot say whom they checked: they are deleted, and the next purchase
// attempt checks again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from credit_check`.execute(db);
  await db.schema.alterTable('credit_check').dropConstraint('credit_check_pkey').execute();
  await db.schema
    .alterTable('credit_check')
    .addColumn('fingerprint', 'text', (col) =>
      col.notNull().check(sql`fingerprint ~ '^[0-9a-f]{64}$'`),
    )
    .execute();
  await db.schema
    .alterTable('credit_check')
    .addPrimaryKeyConstraint('credit_check_pkey', ['quote_id', 'purpose', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one row per quote and purpose: the rows of facts since replaced cannot be kept.
  await sql`delete from credit_check`.execute(db);
  await db.schema.alterTable('credit_check').dropConstraint('credit_check_pkey').execute();
  await db.schema.alterTable('credit_check').dropColumn('fingerprint').execute();
  await db.schema
    .alterTable('credit_check')
    .addPrimaryKeyConstraint('credit_check_pkey', ['quote_id', 'purpose'])
    .execute();
}
