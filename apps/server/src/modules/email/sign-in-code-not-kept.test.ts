import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGN_IN_CODE_REMOVED } from '../../db/migrations/0037-sign-in-code-not-kept.ts';
import { askForCode, policyFor, sessionCookieOf, signInWith } from '../../test/account.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { queueEmail } from './email.repository.ts';
import { drainOnce, type EmailLog } from './email.worker.ts';
import { createMailTransport } from './mail-transport.ts';

// Decision 066: a sign-in code is a credential. The outbox holds it only until the e-mail is sent:
// a failed send keeps it for the retry, and the statement that marks it sent takes it away.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
const OWNER = 'code.not.kept@example.com';
const FROM = '"Roadwise" <no-reply@roadwise.example>';
const SILENT: EmailLog = { info: () => {}, warn: () => {}, error: () => {} };

let mailboxDir: string;
beforeAll(async () => {
  mailboxDir = await mkdtemp(path.join(tmpdir(), 'van-sign-in-mailbox-'));
});
afterAll(async () => {
  await rm(mailboxDir, { recursive: true, force: true });
});

const signInEmails = () =>
  server.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('kind', '=', 'account-sign-in')
    .where('recipient', '=', OWNER)
    .orderBy('id')
    .execute();

/** A mail server that is down: nothing listens on the discard port. */
const deadServer = () =>
  createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: FROM, mailboxDir });
const mailbox = () => createMailTransport({ from: FROM, mailboxDir });

const drain = (transport = mailbox()) =>
  drainOnce({ db: server.db, transport, log: SILENT, now: () => server.now });

it('keeps the code for a retry after a failed send, and holds none once the e-mail is sent', async () => {
  await policyFor(server.app, server.db, OWNER, 'RWV-2026-066001', server.now);
  expect((await askForCode(server.app, OWNER)).statusCode).toBe(202);
  const [queued] = await signInEmails();
  const code = /^(\d{6})$/m.exec(queued!.body_text)?.[1];
  expect(code, 'the queued e-mail carries the code').toBeDefined();

  // The mail server is down: the message stays due, code and all, for the retry a minute later.
  expect(await drain(deadServer())).toEqual({ sent: 0, failed: 1 });
  const [failed] = await signInEmails();
  expect(failed).toMatchObject({ sent_at: null, attempts: 1, body_text: queued!.body_text });
  expect(failed!.body_html).toContain(code);
  expect(failed!.next_attempt_at).toEqual(new Date(server.now.getTime() + 60_000));

  // The retry, inside the code's 10 minutes, delivers the code to the customer's mailbox...
  server.now = new Date(server.now.getTime() + 60_000);
  expect(await drain()).toEqual({ sent: 1, failed: 0 });
  const files = await readdir(mailboxDir);
  expect(files).toEqual([expect.stringMatching(/-account-sign-in-\d+\.eml$/)]);
  expect(await readFile(path.join(mailboxDir, files[0]!), 'utf8')).toMatch(
    new RegExp(`^${code}\\r?$`, 'm'),
  );

  // ...and our copy no longer holds it: the subject, recipient, tries and sent time stay.
  const [sent] = await signInEmails();
  expect(sent).toMatchObject({
    subject: queued!.subject,
    recipient: OWNER,
    attempts: 2,
    sent_at: server.now,
    body_text: SIGN_IN_CODE_REMOVED,
    body_html: SIGN_IN_CODE_REMOVED,
  });
  const table = await server.db.selectFrom('email_outbox').selectAll().execute();
  expect(JSON.stringify(table)).not.toContain(code);

  // The code the customer received still signs in.
  const signedIn = await signInWith(server.app, OWNER, code!);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  expect(sessionCookieOf(signedIn)).toMatch(/account-session=/);
});

it('leaves every other kind of e-mail as it was sent', async () => {
  const { web_reference: webReference } = await server.db
    .selectFrom('quote')
    .innerJoin('policy', 'policy.quote_id', 'quote.id')
    .select('quote.web_reference')
    .where('policy.policy_number', '=', 'RWV-2026-066001')
    .executeTakeFirstOrThrow();
  const text = 'Your quote reference is 12345. Code-like line:\n654321\n';
  await queueEmail(
    server.db,
    { kind: 'quote', webReference, recipient: OWNER, subject: 'Your quote', text, html: text },
    server.now,
  );
  expect(await drain()).toEqual({ sent: 1, failed: 0 });
  const quoteEmail = await server.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('kind', '=', 'quote')
    .executeTakeFirstOrThrow();
  expect(quoteEmail).toMatchObject({ body_text: text, body_html: text, sent_at: server.now });
});
