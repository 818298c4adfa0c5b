import { sql, type Kysely } from 'kysely';

// Decision 060: signing in to the customer's account by an e-mailed one-time code. One code per
// address at a time (a new one replaces it), found by the address's hash and stored only as an
// HMAC under ACCOUNT_CODE_SECRET; server-side sessions stored only as a SHA-256 of their id. The
// sign-in e-mail is an outbox message of its own kind. Expression indexes find the policies and
// quotes of an address by the SHA-256 of its trimmed, lower-cased form.

const KIND = 'account-sign-in';

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
    .createTable('account_sign_in_code')
    // SHA-256 (hex) of the trimmed, lower-cased address: one live code per address.
    .addColumn('email_hash', 'text', (col) => col.primaryKey())
    // HMAC-SHA-256 under ACCOUNT_CODE_SECRET of the address's hash and the code; never the code.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failed_attempts >= 0`),
    )
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_sign_in_code_expires_at')
    .on('account_sign_in_code')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('account_session')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // SHA-256 (hex) of the 32 random bytes the cookie carries; never the id itself.
    .addColumn('session_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email_hash', 'text', (col) => col.notNull())
    // What the account page shows ('j***@example.com'): never the whole address.
    .addColumn('email_masked', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    // created_at + the absolute time-out.
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_session_expires_at')
    .on('account_session')
    .column('expires_at')
    .execute();

  // The SHA-256 (hex) of an address trimmed and lower-cased, as emailHashOf works it out. Declared
  // IMMUTABLE so that indexes may use it: convert_to is only STABLE because it reads the database's
  // encoding, which is fixed when the database is created.
  await sql`create function account_email_hash(email text) returns text
    language sql immutable parallel safe
    as $$ select encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex') $$`.execute(db);
  // The policies and quotes of an address, found without a scan of every sold quote.
  await sql`create index policy_proposer_email_hash on policy (
    account_email_hash(sold_quote #>> '{policy,eventCurrent,risk,proposer,email}'))`.execute(db);
  await sql`create index quote_event_proposer_email_hash on quote_event (
    account_email_hash(risk #>> '{proposer,email}'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists quote_event_proposer_email_hash`.execute(db);
  await sql`drop index if exists policy_proposer_email_hash`.execute(db);
  await sql`drop function if exists account_email_hash(text)`.execute(db);
  await db.schema.dropTable('account_session').execute();
  await db.schema.dropTable('account_sign_in_code').execute();
  await sql`delete from email_outbox where kind = ${KIND}`.execute(db);
  const kinds = await outboxKinds(db);
  await setOutboxKinds(
    db,
    kinds.filter((kind) => kind !== KIND),
  );
}
