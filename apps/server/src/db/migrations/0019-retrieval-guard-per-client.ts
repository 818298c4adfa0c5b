import { sql, type Kysely } from 'kysely';

// Decision 034 item 4: failed retrieve tries are counted per client and per reference, so that a
// stranger who knows only a reference can no longer lock its owner out (decision in
// modules/quote/quote-access.ts). Both tables are keyed by the reference string whether or not
// such a quote exists, so a lock-out tells nobody which references are real.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One client's (a keyed hash of its address) failures on one reference, in a window that starts
  // at its first failure; 5 of them lock that client out of that reference.
  await db.schema
    .createTable('retrieval_client_guard')
    .addColumn('web_reference', 'text', (col) => col.notNull())
    .addColumn('client_key', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('retrieval_client_guard_pk', ['web_reference', 'client_key'])
    .execute();
  // The retention purge deletes by age.
  await db.schema
    .createIndex('retrieval_client_guard_updated_at')
    .on('retrieval_client_guard')
    .column('updated_at')
    .execute();

  // The reference across all clients: failures (a few at most from each client) and how many
  // clients they came from, in a window of its own; and the locks it has had, which grow only
  // while it keeps being attacked. The old counts mean something else now: start again.
  await sql`delete from retrieval_guard`.execute(db);
  await db.schema
    .alterTable('retrieval_guard')
    .addColumn('clients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lock_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_locked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('retrieval_guard_updated_at')
    .on('retrieval_guard')
    .column('updated_at')
    .execute();

  // Decision 034 item 7: the old address is told when a retrieve changes a quote's e-mail address.
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in ('quote', 'policy', 'email-changed'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_outbox where kind = 'email-changed'`.execute(db);
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in ('quote', 'policy'))`.execute(
    db,
  );
  await db.schema.dropIndex('retrieval_guard_updated_at').execute();
  await db.schema
    .alterTable('retrieval_guard')
    .dropColumn('clients')
    .dropColumn('window_start')
    .dropColumn('lock_count')
    .dropColumn('last_locked_at')
    .execute();
  await db.schema.dropTable('retrieval_client_guard').execute();
}
