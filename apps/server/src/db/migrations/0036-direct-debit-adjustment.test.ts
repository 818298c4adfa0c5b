import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0036 from './0036-direct-debit-adjustment.ts';

// Decision 065: a monthly cancellation's final collection or bank refund, one per cancellation.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const db = () => database.db as unknown as Kysely<unknown>;

async function constraints(): Promise<string[]> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'direct_debit_adjustment'::regclass order by conname`.execute(db());
  return found.rows.map((row) => row.definition);
}

async function exists(): Promise<boolean> {
  const found = await sql<{ name: string | null }>`
    select to_regclass('direct_debit_adjustment')::text as name`.execute(db());
  return found.rows[0]?.name !== null;
}

it('holds one adjustment per cancellation, of a known kind and a positive amount; down and up again', async () => {
  const before = await constraints();
  expect(before.join('\n')).toMatch(/UNIQUE \(policy_id\)/);
  expect(before.join('\n')).toMatch(/REFERENCES policy_cancellation\(policy_id\)/);
  expect(before.join('\n')).toMatch(/'FinalCollection'::text, 'Refund'::text/);
  expect(before.join('\n')).toMatch(/amount_pence > 0/);
  await m0036.down(db());
  expect(await exists()).toBe(false);
  await m0036.up(db());
  expect(await constraints()).toEqual(before);
});
