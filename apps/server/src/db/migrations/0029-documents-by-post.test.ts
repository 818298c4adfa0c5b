import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0029 from './0029-documents-by-post.ts';

// Decision 048: the postal outbox, its stand-in print house and the MID outbox's submission round
// come and go together, and the outbox holds one item of a kind per policy.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const found = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_name = ${table}
    order by column_name`.execute(db);
  return found.rows.map((row) => row.column_name);
}

it('creates the postal outbox and the stand-in, adds the MID submission round, and down takes only them away', async () => {
  const db = database.db as unknown as Kysely<unknown>;
  expect(await columnsOf(db, 'post_outbox')).toEqual(
    expect.arrayContaining([
      'documents',
      'recipient_name',
      'address_lines',
      'postcode',
      'dispatch_by',
      'dispatch_date',
    ]),
  );
  // The envelope only: nothing of the customer beyond their name and address.
  expect(await columnsOf(db, 'post_outbox')).not.toEqual(
    expect.arrayContaining(['email', 'date_of_birth', 'vrm']),
  );
  expect(await columnsOf(db, 'mid_outbox')).toContain('submission_round');
  const midColumns = await columnsOf(db, 'mid_outbox');

  await m0029.down(db);
  expect(await columnsOf(db, 'post_outbox')).toEqual([]);
  expect(await columnsOf(db, 'post_stand_in_submission')).toEqual([]);
  expect(await columnsOf(db, 'mid_outbox')).toEqual(
    midColumns.filter((column) => column !== 'submission_round'),
  );

  await m0029.up(db);
  expect(await columnsOf(db, 'mid_outbox')).toEqual(midColumns);
});

it('holds one item of a kind per policy (a unique index) and only the kinds it knows', async () => {
  const db = database.db as unknown as Kysely<unknown>;
  const index = await sql<{ definition: string }>`
    select indexdef as definition from pg_indexes
    where indexname = 'post_outbox_one_per_policy_and_kind'`.execute(db);
  expect(index.rows[0]?.definition).toMatch(/UNIQUE INDEX .* \(policy_id, kind\)/);
  const check = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'post_outbox_kind_check'`.execute(db);
  expect(check.rows[0]?.definition).toContain("'policy-documents'");
});
