import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newReference, pricedQuote, storeQuote } from '../../modules/email/email.fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as m0037 from './0037-sign-in-code-not-kept.ts';

// Decision 066: a sent sign-in e-mail keeps no code; rows sent before the migration lose theirs too.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const db = () => database.db as unknown as Kysely<unknown>;
const AT = new Date('2026-11-22T10:00:00Z');

async function outboxRow(kind: string, sent: boolean): Promise<string> {
  const quote = await database.db
    .selectFrom('quote')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const row = await database.db
    .insertInto('email_outbox')
    .values({
      kind: kind as 'account-sign-in',
      quote_id: quote.id,
      recipient: 'sam@example.com',
      subject: 'Your code',
      body_text: 'Code:\n123456\n',
      body_html: '<p>123456</p>',
      created_at: AT,
      next_attempt_at: sent ? null : AT,
      sent_at: sent ? AT : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const bodyOf = async (id: string) =>
  database.db
    .selectFrom('email_outbox')
    .select(['body_text', 'body_html', 'subject'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

it('takes the code out of sign-in e-mails sent before it, and of each one sent after', async () => {
  await storeQuote(database.db, pricedQuote(newReference(), { email: 'sam@example.com' }));
  await m0037.down(db());
  const sentBefore = await outboxRow('account-sign-in', true);
  const waiting = await outboxRow('account-sign-in', false);
  const quoteEmail = await outboxRow('quote', true);
  expect((await bodyOf(sentBefore)).body_text).toContain('123456');

  await m0037.up(db());
  const removed = { body_text: m0037.SIGN_IN_CODE_REMOVED, body_html: m0037.SIGN_IN_CODE_REMOVED };
  expect(await bodyOf(sentBefore)).toEqual({ ...removed, subject: 'Your code' });
  expect((await bodyOf(waiting)).body_text).toContain('123456');
  expect((await bodyOf(quoteEmail)).body_text).toContain('123456');

  await sql`update email_outbox set sent_at = ${AT} where id = ${waiting}`.execute(db());
  expect(await bodyOf(waiting)).toEqual({ ...removed, subject: 'Your code' });
});

it('down takes the trigger and its function away; up puts them back', async () => {
  const triggers = async () =>
    (
      await sql<{ tgname: string }>`
        select tgname from pg_trigger where tgname = 'email_outbox_sign_in_code_removed'`.execute(
        db(),
      )
    ).rows.length;
  expect(await triggers()).toBe(1);
  await m0037.down(db());
  expect(await triggers()).toBe(0);
  await m0037.up(db());
  expect(await triggers()).toBe(1);
});
