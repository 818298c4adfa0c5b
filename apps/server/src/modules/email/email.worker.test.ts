import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { fromNewClient } from '../../test/network.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { policyDocumentAttachments } from '../purchase/index.ts';
import { consentToDocumentsByEmail } from '../../test/consent.ts';
import { newReference, pricedQuote, storeQuote } from './email.fixtures.ts';
import { queueEmail } from './email.repository.ts';
import { MAX_ATTEMPTS, drainOnce, startEmailWorker, type EmailLog } from './email.worker.ts';
import { createMailTransport, type MailTransport, type OutgoingEmail } from './mail-transport.ts';

const QUEUED_AT = new Date('2026-11-22T10:00:00Z');
const LATER = new Date('2026-11-22T10:00:05Z');
const RECIPIENT = 'sam.oneill@example.com';
const FROM = '"Roadwise" <no-reply@roadwise.example>';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    db: database.db,
    now: () => QUEUED_AT,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await database.db.deleteFrom('email_outbox').execute();
});

/** Stores a priced quote with an e-mail address and asks for it to be e-mailed; returns its reference. */
async function queueQuoteEmail(): Promise<string> {
  const quote = pricedQuote(newReference(), { email: RECIPIENT });
  await storeQuote(database.db, quote);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sendEmail',
    payload: retrievalKeyOf(quote),
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode).toBe(200);
  return quote.policy.webReference;
}

const outbox = () =>
  database.db
    .selectFrom('email_outbox')
    .select(['id', 'attempts', 'next_attempt_at', 'sent_at', 'last_error'])
    .orderBy('id')
    .execute();

/** A log that keeps every line, to check what was written and that no personal data was. */
function recordingLog(): EmailLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (fields: Record<string, unknown>, message: string) =>
    lines.push(JSON.stringify({ ...fields, message }));
  return { lines, info: write, warn: write, error: write };
}

/** A transport that records what it was given, after `delayMs`, or fails with `failWith`. */
function fakeTransport({ delayMs = 0, failWith }: { delayMs?: number; failWith?: Error } = {}) {
  const sent: OutgoingEmail[] = [];
  let closed = false;
  const transport: MailTransport = {
    name: 'smtp',
    async send(email) {
      await sleep(delayMs);
      if (failWith) throw failWith;
      sent.push(email);
    },
    close: () => {
      closed = true;
    },
  };
  return { transport, sent, isClosed: () => closed };
}

interface ReceivedMessage {
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on a free port of 127.0.0.1: no TLS, login optional but checked if given. */
async function startSmtpServer() {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A policy sold monthly, stored as the purchase's issue transaction leaves it (payment, policy,
 * the mandate tied to it), with its confirmation e-mail queued.
 */
async function queuePolicyEmail(): Promise<{ policyNumber: string; mandateReference: string }> {
  const reference = newReference();
  const quote = pricedQuoteOf(completedDirectQuote('2026-11-22'), { webReference: reference });
  const plan = quote.policy.eventCurrent.result!.instalmentPlans![0]!;
  const collections = Array.from({ length: plan.paymentCountNormal! }, (_, index) => ({
    date: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
    amount: plan.paymentAmountNormal!,
  }));
  await storeQuote(database.db, quote);
  const policyNumber = `RWV-2026-${reference.slice(0, 5)}9`;
  const { quoteId, policyId } = await storeIssuedPolicy(database.db, {
    webReference: reference,
    quote,
    paymentPlan: 'MONTHLY_DD',
    amountPence: 12_345,
    policyNumber,
    at: QUEUED_AT,
  });
  // Decision 043: the customer chose documents by e-mail.
  await consentToDocumentsByEmail(database.db, reference, QUEUED_AT);
  const mandateReference = `RWVDD${reference.slice(0, 5)}123`;
  await database.db
    .insertInto('direct_debit_mandate')
    .values({
      quote_id: quoteId,
      policy_event_reference: '001',
      mandate_reference: mandateReference,
      account_holder_name: 'Sam ONeill',
      sort_code: '089999',
      // In clear, as a row from before migration 0020: the documents show the last 4 only.
      account_number: '66374958',
      account_number_last4: '4958',
      collection_day: 1,
      deposit_pence: 12_345,
      collections: JSON.stringify(collections),
      created_at: QUEUED_AT,
      policy_id: policyId,
    })
    .execute();
  await queueEmail(
    database.db,
    {
      kind: 'policy',
      webReference: reference,
      recipient: RECIPIENT,
      subject: `Your Roadwise van insurance policy ${policyNumber}`,
      text: 'Your policy documents are attached to this e-mail.',
      html: '<p>Your policy documents are attached to this e-mail.</p>',
    },
    QUEUED_AT,
  );
  return { policyNumber, mandateReference };
}

describe('the e-mail worker', () => {
  it('attaches the policy documents to a confirmation, made at delivery (decision 030)', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      from: FROM,
      mailboxDir: 'unused',
    });
    try {
      const { policyNumber, mandateReference } = await queuePolicyEmail();
      // Nothing large waits in the outbox: only the text of the message.
      const [queued] = await database.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn('octet_length', [eb.ref('body_html')]).as('size'))
        .execute();
      expect(Number(queued!.size)).toBeLessThan(1000);

      const log = recordingLog();
      const attachmentsFor = policyDocumentAttachments(
        database.db,
        confirmationSettings(loadConfig({ LOG_LEVEL: 'silent' })),
      );
      expect(
        await drainOnce({ db: database.db, transport, log, now: () => LATER, attachmentsFor }),
      ).toEqual({ sent: 1, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const message = await simpleParser(smtp.received[0]!.raw);
      const pdfs = message.attachments.filter((part) => part.contentType === 'application/pdf');
      const fileNames = pdfs.map((part) => part.filename);
      expect(fileNames).toEqual([
        `${policyNumber}-policy-schedule.pdf`,
        `${policyNumber}-certificate-of-motor-insurance.pdf`,
        `${policyNumber}-statement-of-fact.pdf`,
        `${policyNumber}-demands-and-needs.pdf`,
        `${policyNumber}-credit-agreement.pdf`,
        `${policyNumber}-direct-debit-instruction.pdf`,
      ]);
      for (const pdf of pdfs) expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      const instruction = await pdfText(new Uint8Array(pdfs[5]!.content));
      expect(instruction).toContain(mandateReference);
      expect(instruction).toContain('4958');
      expect(await pdfText(new Uint8Array(pdfs[0]!.content))).toContain('Automatic renewal Yes');
      expect(message.text).toContain('attached to this e-mail');
      expect(log.lines.join('\n')).not.toMatch(/sam|neill|example\.com|66374958/i);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('delivers a queued quote e-mail to a real SMTP server, once', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      from: FROM,
      mailboxDir: 'unused',
    });
    try {
      const reference = await queueQuoteEmail();
      const log = recordingLog();
      expect(await drainOnce({ db: database.db, transport, log, now: () => LATER })).toEqual({
        sent: 1,
        failed: 0,
      });

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.to).toEqual([RECIPIENT]);
      expect(message!.user).toBe('mailer');
      expect(message!.raw).toContain(`Subject: Your Roadwise van insurance quote ${reference}`);
      expect(message!.raw).toMatch(/^From: "?Roadwise"? <no-reply@roadwise\.example>/m);
      const body = (await simpleParser(message!.raw)).text;
      expect(body).toContain(reference);
      expect(body).toContain('22 December 2026');
      expect(body).toContain('/your-quote/retrieve');

      const [row] = await outbox();
      expect(row).toMatchObject({ sent_at: LATER, attempts: 1, last_error: null });
      // Sent means done: the next drain finds nothing.
      expect(await drainOnce({ db: database.db, transport, log, now: () => LATER })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(1);
      expect(log.lines.join('\n')).not.toMatch(/sam|O'Neill|example\.com/i);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('writes the message into the mailbox folder as an .eml file when no SMTP server is set', async () => {
    const mailboxDir = await mkdtemp(path.join(tmpdir(), 'van-mailbox-'));
    const transport = createMailTransport({ from: FROM, mailboxDir });
    try {
      const reference = await queueQuoteEmail();
      const log = recordingLog();
      expect(await drainOnce({ db: database.db, transport, log, now: () => LATER })).toEqual({
        sent: 1,
        failed: 0,
      });
      const files = await readdir(mailboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^2026-11-22T10-00-00Z-quote-\d+\.eml$/);
      const raw = await readFile(path.join(mailboxDir, files[0]!), 'utf8');
      expect(raw).toContain(`Subject: Your Roadwise van insurance quote ${reference}`);
      expect(raw).toContain(`To: ${RECIPIENT}`);
      expect(raw).toContain('Content-Type: text/html');
      expect((await simpleParser(raw)).text).toContain('22 December 2026');
      expect(log.lines.join('\n')).toContain('"transport":"mailbox"');
    } finally {
      transport.close();
      await rm(mailboxDir, { recursive: true, force: true });
    }
  });

  it('sends each message once when two workers drain at the same time', async () => {
    for (let i = 0; i < 6; i += 1) await queueQuoteEmail();
    const first = fakeTransport({ delayMs: 25 });
    const second = fakeTransport({ delayMs: 25 });
    const drain = (transport: MailTransport) =>
      drainOnce({ db: database.db, transport, log: recordingLog(), now: () => LATER });

    const [a, b] = await Promise.all([drain(first.transport), drain(second.transport)]);

    const sentIds = [...first.sent, ...second.sent].map((email) => email.id);
    expect(sentIds).toHaveLength(6);
    expect(new Set(sentIds).size).toBe(6);
    expect(a.sent + b.sent).toBe(6);
    // Both took part: the second skipped the rows the first held instead of waiting for them.
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    const rows = await outbox();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('keeps a message it could not send, with attempts 1 and a later try', async () => {
    await queueQuoteEmail();
    // Mail servers' replies can quote the recipient: none of it may be stored or logged.
    const failing = fakeTransport({
      failWith: Object.assign(new Error(`421 <${RECIPIENT}> try again later`), {
        code: 'ECONNECTION',
      }),
    });
    const log = recordingLog();
    expect(
      await drainOnce({ db: database.db, transport: failing.transport, log, now: () => LATER }),
    ).toEqual({ sent: 0, failed: 1 });

    const [row] = await outbox();
    expect(row!.sent_at).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.next_attempt_at!.getTime()).toBeGreaterThan(LATER.getTime());
    expect(row!.last_error).toBe('ECONNECTION');
    expect(log.lines.join('\n')).not.toContain(RECIPIENT);
    // Not due again yet.
    expect(
      await drainOnce({ db: database.db, transport: failing.transport, log, now: () => LATER }),
    ).toEqual({ sent: 0, failed: 0 });
  });

  it(`backs off exponentially and gives up after ${MAX_ATTEMPTS} tries`, async () => {
    await queueQuoteEmail();
    const failing = fakeTransport({
      failWith: Object.assign(new Error('x'), { code: 'ETIMEDOUT' }),
    });
    const log = recordingLog();
    const delays: number[] = [];
    let clock = LATER;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const at = clock;
      await drainOnce({ db: database.db, transport: failing.transport, log, now: () => at });
      const [row] = await outbox();
      expect(row!.attempts).toBe(attempt);
      if (row!.next_attempt_at) {
        delays.push(row!.next_attempt_at.getTime() - at.getTime());
        clock = row!.next_attempt_at;
      }
    }
    const minutes = delays.map((delay) => delay / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240]);
    const [givenUp] = await outbox();
    expect(givenUp).toMatchObject({
      attempts: MAX_ATTEMPTS,
      next_attempt_at: null,
      sent_at: null,
      last_error: 'ETIMEDOUT',
    });
    const farLater = new Date(clock.getTime() + 365 * 24 * 60 * 60 * 1000);
    expect(
      await drainOnce({ db: database.db, transport: failing.transport, log, now: () => farLater }),
    ).toEqual({ sent: 0, failed: 0 });
    expect(log.lines.at(-1)).toContain('given up');
  });

  it('gives up at once when the mail server refuses the recipient for good (5xx)', async () => {
    await queueQuoteEmail();
    const refused = fakeTransport({
      failWith: Object.assign(new Error('550 no such user'), {
        code: 'EENVELOPE',
        responseCode: 550,
      }),
    });
    await drainOnce({
      db: database.db,
      transport: refused.transport,
      log: recordingLog(),
      now: () => LATER,
    });
    const [row] = await outbox();
    expect(row).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      sent_at: null,
      last_error: 'EENVELOPE 550',
    });
  });

  it('runs by itself once started, and closes its transport when stopped', async () => {
    await queueQuoteEmail();
    const fake = fakeTransport();
    const worker = startEmailWorker({
      db: database.db,
      transport: fake.transport,
      log: recordingLog(),
      now: () => LATER,
      intervalMs: 20,
    });
    try {
      for (let wait = 0; wait < 100 && fake.sent.length === 0; wait += 1) await sleep(20);
    } finally {
      await worker.stop();
    }
    expect(fake.sent).toHaveLength(1);
    expect(fake.isClosed()).toBe(true);
    const [row] = await outbox();
    expect(row!.sent_at).not.toBeNull();
  });
});
