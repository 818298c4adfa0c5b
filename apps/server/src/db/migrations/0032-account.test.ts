import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0032 from './0032-account.ts';

// Decision 060: the sign-in codes and sessions, kept only as hashes; the sign-in e-mail's outbox
// kind; the function and indexes that find an address's policies and quotes by its hash.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const db = () => database.db as unknown as Kysely<unknown>;

async function columnsOf(table: string): Promise<string[]> {
  const found = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_name = ${table}
    order by column_name`.execute(db());
  return found.rows.map((row) => row.column_name);
}

async function outboxKinds(): Promise<string> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'email_outbox_kind_check'`.execute(db());
  return found.rows[0]?.definition ?? '';
}

it('keeps codes and sessions as hashes only, and down takes only its own away', async () => {
  expect(await columnsOf('account_sign_in_code')).toEqual([
    'code_hash',
    'created_at',
    'email_hash',
    'expires_at',
    'failed_attempts',
    'used_at',
  ]);
  expect(await columnsOf('account_session')).toEqual([
    'created_at',
    'email_hash',
    'email_masked',
    'ended_at',
    'expires_at',
    'id',
    'last_seen_at',
    'session_hash',
  ]);
  expect(await outboxKinds()).toContain("'account-sign-in'");

  await m0032.down(db());
  expect(await columnsOf('account_sign_in_code')).toEqual([]);
  expect(await columnsOf('account_session')).toEqual([]);
  expect(await outboxKinds()).not.toContain('account-sign-in');
  expect(await outboxKinds()).toContain("'direct-debit'");

  await m0032.up(db());
  expect(await columnsOf('account_session')).toContain('session_hash');
});

it('hashes an address trimmed and lower-cased, as the server does', async () => {
  const found = await sql<{ hash: string }>`
    select account_email_hash(${'  Sam.ONeill@Example.com '}) as hash`.execute(db());
  expect(found.rows[0]?.hash).toBe(
    createHash('sha256').update('sam.oneill@example.com').digest('hex'),
  );
});
