import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0035 from './0035-refund-due-at.ts';

// Decision 063, amended: a refund's due instant, for a cancellation from a later date.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const db = () => database.db as unknown as Kysely<unknown>;

async function dueAtColumn(): Promise<{ is_nullable: string } | undefined> {
  const found = await sql<{ is_nullable: string }>`
    select is_nullable from information_schema.columns
    where table_name = 'cancellation_refund_outbox' and column_name = 'due_at'`.execute(db());
  return found.rows[0];
}

it('adds a required due_at; down takes it away and up puts it back', async () => {
  expect(await dueAtColumn()).toEqual({ is_nullable: 'NO' });
  await m0035.down(db());
  expect(await dueAtColumn()).toBeUndefined();
  await m0035.up(db());
  expect(await dueAtColumn()).toEqual({ is_nullable: 'NO' });
});
