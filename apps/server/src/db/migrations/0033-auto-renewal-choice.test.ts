import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0033 from './0033-auto-renewal-choice.ts';

// Decision 061: each change of the auto-renewal choice, with its time, wording version and session.

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

it('records the choice, when, the wording version and the session; down takes it away', async () => {
  expect(await columnsOf('auto_renewal_choice')).toEqual([
    'auto_renew',
    'chosen_at',
    'id',
    'policy_id',
    'session_id',
    'wording_version',
  ]);
  await m0033.down(db());
  expect(await columnsOf('auto_renewal_choice')).toEqual([]);
  await m0033.up(db());
  expect(await columnsOf('auto_renewal_choice')).toContain('wording_version');
});

it('refuses a choice for a policy that does not exist', async () => {
  await expect(
    sql`insert into auto_renewal_choice (policy_id, auto_renew, chosen_at, wording_version, session_id)
      values (987654321, false, now(), 'v1', 1)`.execute(db()),
  ).rejects.toThrow(/foreign key/);
});
