import { sql, type Kysely } from 'kysely';

// Decision 034 item 7: a Direct Debit mandate's account number is kept sealed (AES-256-GCM,
// lib/field-encryption.ts: `keyId:iv:tag:ciphertext`) with its last four digits beside it, the only
// part ever shown. SQL cannot know the key, so this migration only makes room: the last four
// digits of existing rows are filled here, and their clear account_number is sealed and then
// emptied by the retention worker's first pass at start-up (modules/retention, sealBankAccounts),
// which is also what seals values again after a key rotation. Until then a reader falls back to
// the clear column; afterwards account_number is null in every row. The column is dropped by a
// later migration once every deployment has run that pass.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('direct_debit_mandate')
    .addColumn('account_number_sealed', 'text')
    .execute();
  await db.schema
    .alterTable('direct_debit_mandate')
    .addColumn('account_number_last4', 'text', (col) =>
      col.check(sql`account_number_last4 ~ '^[0-9]{4}$'`),
    )
    .execute();
  await sql`update direct_debit_mandate set account_number_last4 = right(account_number, 4)`.execute(
    db,
  );
  await db.schema
    .alterTable('direct_debit_mandate')
    .alterColumn('account_number_last4', (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable('direct_debit_mandate')
    .alterColumn('account_number', (col) => col.dropNotNull())
    .execute();
  // Every mandate still has its account number, in one form or the other.
  await sql`alter table direct_debit_mandate add constraint direct_debit_mandate_account_number_kept check (account_number is not null or account_number_sealed is not null)`.execute(
    db,
  );
  // What the sealing pass looks for: rows still in clear.
  await db.schema
    .createIndex('direct_debit_mandate_clear')
    .on('direct_debit_mandate')
    .column('id')
    .where(sql.ref('account_number'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Sealed values cannot be opened in SQL, and the code before this migration reads only the
  // clear column: while any row holds its account number sealed only, going back is refused
  // rather than lose bank details.
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from direct_debit_mandate where account_number is null`.execute(db);
  if (Number(rows[0]!.n) > 0) {
    throw new Error(
      'direct_debit_mandate holds sealed account numbers: migration 0020 cannot be undone',
    );
  }
  await db.schema.dropIndex('direct_debit_mandate_clear').execute();
  await sql`alter table direct_debit_mandate drop constraint direct_debit_mandate_account_number_kept`.execute(
    db,
  );
  await db.schema
    .alterTable('direct_debit_mandate')
    .alterColumn('account_number', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('direct_debit_mandate').dropColumn('account_number_last4').execute();
  await db.schema.alterTable('direct_debit_mandate').dropColumn('account_number_sealed').execute();
}
