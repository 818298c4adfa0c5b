import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0026 from './0026-direct-debit-notice.ts';

// Decision 046: the migration adds only its own outbox kind to the kinds the constraint holds,
// and takes only its own away, so it composes with other migrations that add kinds.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function kinds(db: Kysely<unknown>): Promise<string[]> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'email_outbox_kind_check'`.execute(db);
  return [...(found.rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

it('adds the direct-debit kind beside the others, and down takes away only it', async () => {
  const db = database.db as unknown as Kysely<unknown>;
  const migrated = await kinds(db);
  expect(migrated).toEqual(
    expect.arrayContaining(['quote', 'policy', 'email-changed', 'direct-debit']),
  );

  await m0026.down(db);
  expect(await kinds(db)).toEqual(migrated.filter((kind) => kind !== 'direct-debit'));
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'direct_debit_mandate' and column_name = 'guarantee_version'`.execute(db);
  expect(columns.rows).toEqual([]);

  await m0026.up(db);
  expect([...(await kinds(db))].sort()).toEqual([...migrated].sort());
});
