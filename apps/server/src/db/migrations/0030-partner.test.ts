import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0030 from './0030-partner.ts';

// Decision 057: the comparison sites, their keys and their quote requests come and go together;
// a site is one of the five comparison-site sources, once, and a request id is once per site.

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

const db = () => database.db as unknown as Kysely<unknown>;

it('creates the three tables, keeping no key in clear, and down takes only them away', async () => {
  expect(await columnsOf(db(), 'partner')).toEqual([
    'created_at',
    'daily_quota',
    'id',
    'name',
    'rate_limit_per_minute',
    'revoked_at',
    'source_of_business',
  ]);
  expect(await columnsOf(db(), 'partner_key')).toEqual([
    'created_at',
    'expires_at',
    'id',
    'key_hash',
    'partner_id',
    'revoked_at',
  ]);
  expect(await columnsOf(db(), 'partner_quote_request')).toEqual([
    'created_at',
    'id',
    'outcome',
    'partner_id',
    'request_hash',
    'request_id',
    'web_reference',
  ]);
  const quoteColumns = await columnsOf(db(), 'quote');

  await m0030.down(db());
  for (const table of ['partner', 'partner_key', 'partner_quote_request']) {
    expect(await columnsOf(db(), table)).toEqual([]);
  }
  expect(await columnsOf(db(), 'quote')).toEqual(quoteColumns);

  await m0030.up(db());
  expect(await columnsOf(db(), 'partner')).toContain('source_of_business');
});

it('holds one site per comparison-site source, and only those five', async () => {
  const insert = (source: string) =>
    sql`insert into partner (source_of_business, name, rate_limit_per_minute, daily_quota)
        values (${source}, 'Site', 60, 1000)`.execute(db());
  await insert('104');
  await expect(insert('104')).rejects.toMatchObject({ code: '23505' });
  await expect(insert('Website')).rejects.toMatchObject({ code: '23514' });
  await expect(insert('999')).rejects.toMatchObject({ code: '23514' });
});

it('records a request id once per site, and deletes the record with its quote', async () => {
  const constraint = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'partner_quote_request_one_per_request_id'`.execute(db());
  expect(constraint.rows[0]?.definition).toBe('UNIQUE (partner_id, request_id)');
  const cascade = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'partner_quote_request'::regclass and contype = 'f'
      and pg_get_constraintdef(oid) like '%quote(web_reference)%'`.execute(db());
  expect(cascade.rows[0]?.definition).toContain('ON DELETE CASCADE');
});
