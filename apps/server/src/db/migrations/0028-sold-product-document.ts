import { type Kysely } from 'kysely';

// Decision 032 and ICOBS 6.1.5R: which Insurance Product Information Documents the customer was
// given for what they bought (the tier's IPID and each extra's), recorded in the transaction that
// issues the policy, so the firm can show which version of each it gave. One row per document and
// policy: its id as printed on it, its address, the tariff version whose figures it gives, and the
// SHA-256 of the PDF as served at that address. Kept with the policy (never purged today).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sold_product_document')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('tariff_version', 'text', (col) => col.notNull())
    .addColumn('content_sha256', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('sold_product_document_once_per_policy', ['policy_id', 'url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sold_product_document').execute();
}
