import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseKeyring } from '../../lib/field-encryption.ts';
import { purgeOnce } from '../../modules/retention/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { databaseText } from '../../test/database-text.ts';
import * as m0020 from './0020-bank-account-number-sealed.ts';
import * as m0021 from './0021-retention.ts';

// Decision 034 item 7: a database from before migration 0020 holds account numbers in clear. The
// migration keeps them readable (last four digits filled), and the first retention pass seals
// them; afterwards no table holds the number.

let database: TestDatabase;
const KEYS = parseKeyring(`k1:${Buffer.alloc(32, 9).toString('base64')}`);

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

it('keeps a mandate stored in clear before it readable, and the first pass seals it', async () => {
  const db = database.db as unknown as Kysely<unknown>;
  // Back to the schema of before 0020, with a mandate as it stored one then.
  await m0021.down(db);
  await m0020.down(db);
  await sql`insert into quote (web_reference, status, source_of_business, no_available_products, quote, expires_at)
    values ('12345-67890-12345', 'Quote', 'Website', false, '{}', now())`.execute(db);
  await sql`insert into direct_debit_mandate (quote_id, policy_event_reference, mandate_reference,
      account_holder_name, sort_code, account_number, collection_day, deposit_pence, collections, created_at)
    select id, '001', 'RWVDD00000001', 'Sam ONeill', '089999', '66374958', 1, 100, '[]', now()
    from quote`.execute(db);

  await m0020.up(db);
  await m0021.up(db);

  const before = await database.db
    .selectFrom('direct_debit_mandate')
    .selectAll()
    .executeTakeFirstOrThrow();
  expect(before).toMatchObject({
    account_number: '66374958',
    account_number_sealed: null,
    account_number_last4: '4958',
  });

  const counts = await purgeOnce({
    db: database.db,
    settings: { quoteRetentionDays: 90 },
    bankAccountKeys: KEYS,
    log: { info: () => {}, error: () => {} },
  });

  expect(counts.bankAccountsSealed).toBe(1);
  const after = await database.db
    .selectFrom('direct_debit_mandate')
    .selectAll()
    .executeTakeFirstOrThrow();
  expect(after.account_number).toBeNull();
  expect(after.account_number_sealed).toMatch(/^k1:/);
  expect(await databaseText(database.db)).not.toContain('66374958');
  // And 0020 refuses to be undone now: the code before it could not read a sealed number.
  await expect(m0021.down(db).then(() => m0020.down(db))).rejects.toThrow(/cannot be undone/);
});
