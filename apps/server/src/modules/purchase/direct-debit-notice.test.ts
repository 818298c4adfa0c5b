import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIRECT_DEBIT_GUARANTEE } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import { completedDirectQuote } from '@van/domain/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import {
  deafUrl,
  paymentConfig,
  payWith,
  postDirectDebitMandate,
  postPaymentSession,
  sandboxProvider,
  SILENT_LOG as silent,
  startPaymentSandbox,
  storedPolicies,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMailTransport, drainOnce } from '../email/index.ts';
import { recoverPayments } from './payment-recovery.ts';

// Decision 046, end to end: a mandate given on a Friday and paid for on the Tuesday after. The
// policy is issued by recovery with the server's clock on the Tuesday (the sandbox's notification
// goes nowhere), so the schedule is made final for that day, and the e-mail queued with it is
// delivered into a mailbox folder and read back as a mail client would.

const FRIDAY = new Date('2026-11-06T10:00:00Z');
const TUESDAY = new Date('2026-11-10T10:00:00Z');

let database: TestDatabase;
let sandbox: PaymentSandbox;
let app: App;
let clock = FRIDAY;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({ merchantKey: 'sk_dd_notice', webhookSecret: 'whsec_dd' });
  app = await buildApp({
    config: paymentConfig(sandbox, await deafUrl()),
    db: database.db,
    now: () => clock,
  });
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

const settings = () => confirmationSettings(paymentConfig(sandbox, 'http://127.0.0.1:1'));

async function mandateOf(quote: Quote) {
  return database.db
    .selectFrom('direct_debit_mandate')
    .innerJoin('quote', 'quote.id', 'direct_debit_mandate.quote_id')
    .selectAll('direct_debit_mandate')
    .where('quote.web_reference', '=', quote.policy.webReference)
    .executeTakeFirstOrThrow();
}

/** Delivers the outbox into a fresh mailbox folder: each message's kind and parsed text. */
async function deliveredMail(
  now: Date,
): Promise<{ file: string; subject: string; text: string }[]> {
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'van-dd-mailbox-'));
  const transport = createMailTransport({
    from: '"Roadwise" <no-reply@roadwise.example>',
    mailboxDir,
  });
  try {
    await drainOnce({ db: database.db, transport, log: silent, now: () => now });
    const files = await readdir(mailboxDir);
    return Promise.all(
      files.map(async (file) => {
        const parsed = await simpleParser(await readFile(path.join(mailboxDir, file), 'utf8'));
        return { file, subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
    );
  } finally {
    transport.close();
    await rm(mailboxDir, { recursive: true, force: true });
  }
}

describe('the Direct Debit confirmation and advance notice (decision 046)', () => {
  it('given on Friday, paid on Tuesday: the first collection moves a month on, and the e-mail gives the final dates, amounts and the Guarantee', async () => {
    clock = FRIDAY;
    const { quote, quoteKey } = await createFinalizedQuote(app, completedDirectQuote('2026-11-12'));
    const mandate = await postDirectDebitMandate(app, quoteKey, { collectionDay: 20 });
    expect(mandate.statusCode, mandate.body).toBe(200);
    const shown: { date: string; amount: number }[] = mandate.json().collections;
    // 10 working days after Friday 6 November is Friday 20 November, the collection day.
    expect(shown[0]?.date).toBe('2026-11-20');
    const session = await postPaymentSession(app, quoteKey, 'MONTHLY_DD');
    expect(session.statusCode, session.body).toBe(200);
    expect(await payWith(session.json().frameUrl)).toBe(303);

    clock = TUESDAY;
    const recovered = await recoverPayments({
      db: database.db,
      provider: sandboxProvider(sandbox),
      confirmation: settings(),
      log: silent,
      now: () => TUESDAY,
    });
    expect(recovered.issued).toBe(1);
    const [policy] = await storedPolicies(database.db, quote);
    expect(policy?.payment_plan).toBe('MONTHLY_DD');

    // Paid on Tuesday 10 November, the 10th working day after is 24 November: too late for the
    // 20th, so 20 December, a Sunday, taken on Monday 21 December. Stored as the final schedule.
    const stored = await mandateOf(quote);
    expect(stored.guarantee_version).toBe(DIRECT_DEBIT_GUARANTEE.version);
    expect(stored.collections[0]).toEqual({ date: '2026-12-21', amount: shown[0]!.amount });
    expect(stored.collections.map((c) => c.amount)).toEqual(shown.map((c) => c.amount));

    const mail = await deliveredMail(TUESDAY);
    const notice = mail.find((message) => message.file.includes('-direct-debit-'));
    expect(notice, mail.map((m) => m.file).join(', ')).toBeDefined();
    const text = notice!.text;
    expect(notice!.subject).toBe(
      `Your Direct Debit Instruction and payment dates: policy ${policy!.policy_number}`,
    );
    const config = settings();
    expect(text).toContain(`Service user (who collects the payments): ${config.brokerLegalName}`);
    expect(text).toContain(`Service user number: ${config.directDebitServiceUserNumber}`);
    expect(text).toContain(`Direct Debit reference: ${stored.mandate_reference}`);
    expect(text).toContain('Account holder: Sam ONeill');
    expect(text).toContain('Sort code: 08-99-99');
    expect(text).toContain('Account number: ending 4958');
    expect(text).not.toContain('66374958');
    expect(text).toContain('on 10 November 2026');
    const amount = `£${shown[0]!.amount.toFixed(2)}`;
    expect(text).toContain(`21 December 2026: ${amount}`);
    expect(text).toContain(`20 January 2027: ${amount}`);
    expect(text).not.toContain('20 November 2026');
    for (const point of DIRECT_DEBIT_GUARANTEE.points(config.brokerLegalName)) {
      expect(text.replace(/\s+/g, ' ')).toContain(point);
    }
  });

  it('sends nothing of the kind for a policy paid annually by card', async () => {
    clock = FRIDAY;
    const { quote, quoteKey } = await createFinalizedQuote(app, completedDirectQuote('2026-11-12'));
    const session = await postPaymentSession(app, quoteKey, 'ANNUAL_CARD');
    expect(session.statusCode, session.body).toBe(200);
    expect(await payWith(session.json().frameUrl)).toBe(303);
    await recoverPayments({
      db: database.db,
      provider: sandboxProvider(sandbox),
      confirmation: settings(),
      log: silent,
      // Recovery looks at payments a few minutes old.
      now: () => new Date(FRIDAY.getTime() + 10 * 60 * 1000),
    });
    expect(await storedPolicies(database.db, quote)).toHaveLength(1);
    const kinds = await database.db
      .selectFrom('email_outbox')
      .innerJoin('quote', 'quote.id', 'email_outbox.quote_id')
      .select('email_outbox.kind')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(['policy']);
  });
});
