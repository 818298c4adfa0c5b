import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0028 from './0028-sold-product-document.ts';

// Decision 032 and ICOBS 6.1.5R: the table a regulator's query reads for the IPIDs given with each
// sale, one row per document and policy, gone with its policy and only with it.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function columns(db: Kysely<unknown>): Promise<Record<string, string>> {
  const found = await sql<{ column_name: string; is_nullable: string }>`
    select column_name, is_nullable from information_schema.columns
    where table_name = 'sold_product_document' order by ordinal_position`.execute(db);
  return Object.fromEntries(found.rows.map((row) => [row.column_name, row.is_nullable]));
}

it('holds each document given with a policy, every column required, and down takes it away', async () => {
  const db = database.db as unknown as Kysely<unknown>;
  expect(await columns(db)).toEqual({
    id: 'NO',
    policy_id: 'NO',
    document_id: 'NO',
    title: 'NO',
    url: 'NO',
    tariff_version: 'NO',
    content_sha256: 'NO',
    recorded_at: 'NO',
  });
  const constraints = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition from pg_constraint c
    join pg_class t on t.oid = c.conrelid where t.relname = 'sold_product_document'`.execute(db);
  const definitions = constraints.rows.map((row) => row.definition);
  expect(definitions).toContain('UNIQUE (policy_id, url)');
  expect(definitions).toContain('FOREIGN KEY (policy_id) REFERENCES policy(id) ON DELETE CASCADE');

  await m0028.down(db);
  expect(await columns(db)).toEqual({});
  await m0028.up(db);
  expect(Object.keys(await columns(db))).toHaveLength(8);
});
