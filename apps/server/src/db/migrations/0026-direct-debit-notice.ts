import { sql, type Kysely } from 'kysely';

// Decision 046: the Direct Debit Instruction's confirmation and advance notice is an outbox
// message of its own kind, and the mandate records which Direct Debit Guarantee wording it was
// given with. The kinds are read from the constraint as it stands and only 'direct-debit' is
// added or taken away, so this composes with any other migration that adds a kind.

const KIND = 'direct-debit';

async function outboxKinds(db: Kysely<unknown>): Promise<string[]> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'email_outbox_kind_check'`.execute(db);
  const definition = found.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

async function setOutboxKinds(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  const list = sql.join(kinds.map((kind) => sql.lit(kind)));
  await sql`alter table email_outbox drop constraint email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in (${list}))`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = await outboxKinds(db);
  if (!kinds.includes(KIND)) await setOutboxKinds(db, [...kinds, KIND]);
  await db.schema
    .alterTable('direct_debit_mandate')
    // Null for mandates issued before this migration.
    .addColumn('guarantee_version', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('direct_debit_mandate').dropColumn('guarantee_version').execute();
  await sql`delete from email_outbox where kind = ${KIND}`.execute(db);
  const kinds = await outboxKinds(db);
  await setOutboxKinds(
    db,
    kinds.filter((kind) => kind !== KIND),
  );
}
