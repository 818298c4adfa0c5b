import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0034 from './0034-policy-cancellation-online.ts';
import * as m0036 from './0036-direct-debit-adjustment.ts';

// Decision 063: one cancellation per policy, its refund's outbox, and the e-mail's own kind.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const db = () => database.db as unknown as Kysely<unknown>;

async function tables(): Promise<string[]> {
  const found = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_name in ('policy_cancellation', 'cancellation_refund_outbox') order by table_name`.execute(
    db(),
  );
  return found.rows.map((row) => row.table_name);
}

async function kindCheck(): Promise<string> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'email_outbox_kind_check'`.execute(db());
  return found.rows[0]?.definition ?? '';
}

it('adds the tables and the e-mail kind; down takes them away and up puts them back', async () => {
  expect(await tables()).toEqual(['cancellation_refund_outbox', 'policy_cancellation']);
  expect(await kindCheck()).toContain("'policy-cancelled'");
  // A rollback takes later migrations away first: 0036's table refers to policy_cancellation.
  await m0036.down(db());
  await m0034.down(db());
  expect(await tables()).toEqual([]);
  expect(await kindCheck()).not.toContain("'policy-cancelled'");
  expect(await kindCheck()).toContain("'account-sign-in'");
  await m0034.up(db());
  await m0036.up(db());
  expect(await tables()).toEqual(['cancellation_refund_outbox', 'policy_cancellation']);
});

it('refuses a cancellation of a policy that does not exist', async () => {
  await expect(
    sql`insert into policy_cancellation (policy_id, cancelled_at, effective_at, reason, rule,
      last_day_of_cover, window_ends_on, days_used, days_in_period, premium_pence, paid_pence,
      cover_used_pence, fee_pence, refund_pence, balance_owed_pence, payment_plan)
      values (987654321, now(), now(), 'CustomerOnline', 'withinFourteenDays', '2026-11-22',
      '2026-12-06', 1, 365, 100, 100, 0, 0, 100, 0, 'ANNUAL_CARD')`.execute(db()),
  ).rejects.toThrow(/foreign key/);
});
