import { expect, it } from 'vitest';
import { parseKeyring } from '../../lib/field-encryption.ts';
import { askForCode, codeSentTo, policyFor, signInWith } from '../../test/account.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { purgeOnce } from './retention.worker.ts';

// Decision 066: a sign-in e-mail not yet sent (the mail server down, say) is kept for its retries
// while its code can still sign in, and purged once the code is dead (expired or used), so that the
// outbox neither keeps a credential's copy nor later delivers a code that no longer works.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
const MINUTE = 60_000;
const KEYS = parseKeyring(`2026-06:${Buffer.alloc(32, 7).toString('base64')}`);

const purge = () =>
  purgeOnce({
    db: server.db,
    settings: { quoteRetentionDays: 90 },
    bankAccountKeys: KEYS,
    log: { info: () => {}, error: () => {} },
    now: () => server.now,
  });

const signInEmailsTo = (email: string) =>
  server.db
    .selectFrom('email_outbox')
    .select(['id', 'sent_at'])
    .where('kind', '=', 'account-sign-in')
    .where('recipient', '=', email)
    .execute();

const later = (minutes: number) => new Date(server.now.getTime() + minutes * MINUTE);

it('keeps an unsent sign-in e-mail while its code works and purges it once the code has expired', async () => {
  const email = 'expiring.code@example.com';
  await policyFor(server.app, server.db, email, 'RWV-2026-066101', server.now);
  expect((await askForCode(server.app, email)).statusCode).toBe(202);

  server.now = later(9);
  expect((await purge()).deadSignInEmails).toBe(0);
  expect(await signInEmailsTo(email)).toHaveLength(1);

  server.now = later(2); // 11 minutes after it was asked for: the code lived 10
  expect((await purge()).deadSignInEmails).toBe(1);
  expect(await signInEmailsTo(email)).toEqual([]);
});

it('purges an unsent sign-in e-mail whose code has been used, and keeps one with a live code', async () => {
  const used = 'used.code@example.com';
  const waiting = 'waiting.code@example.com';
  await policyFor(server.app, server.db, used, 'RWV-2026-066102', server.now);
  await policyFor(server.app, server.db, waiting, 'RWV-2026-066103', server.now);
  expect((await askForCode(server.app, used)).statusCode).toBe(202);
  expect((await askForCode(server.app, waiting)).statusCode).toBe(202);
  const signedIn = await signInWith(server.app, used, await codeSentTo(server.db, used));
  expect(signedIn.statusCode, signedIn.body).toBe(200);

  expect((await purge()).deadSignInEmails).toBe(1);
  expect(await signInEmailsTo(used)).toEqual([]);
  expect(await signInEmailsTo(waiting)).toHaveLength(1);
});

it('never purges a sent sign-in e-mail before the 30 days of any sent e-mail', async () => {
  const email = 'sent.code@example.com';
  await policyFor(server.app, server.db, email, 'RWV-2026-066104', server.now);
  expect((await askForCode(server.app, email)).statusCode).toBe(202);
  await server.db
    .updateTable('email_outbox')
    .set({ sent_at: server.now })
    .where('kind', '=', 'account-sign-in')
    .where('recipient', '=', email)
    .execute();
  server.now = later(60);
  await purge();
  expect(await signInEmailsTo(email)).toEqual([
    expect.objectContaining({ sent_at: expect.any(Date) }),
  ]);
});
