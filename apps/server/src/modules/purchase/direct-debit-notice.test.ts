import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DIRECT_DEBIT_GUARANTEE,
  DIRECT_DEBIT_NOTICE_WORKING_DAYS,
  englandAndWalesBankHolidays,
  workingDays,
} from '@van/domain/payment';
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
import { consentToDocumentsByEmail } from '../../test/consent.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createMailTransport, drainOnce } from '../email/index.ts';
import { createStandInPrintAndPostPort, drainPostOnce, postedArrivalBy } from '../post/index.ts';
import { directDebitNoticeLetter } from './direct-debit-letter.ts';
import { issuedMandateOf } from './direct-debit-notice.ts';
import { recoverPayments } from './payment-recovery.ts';
import { postedDocumentFiles } from './sold-documents.ts';

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
    // Decision 048: the notice is e-mailed only with consent to documents by e-mail.
    await consentToDocumentsByEmail(database.db, quote.policy.webReference, FRIDAY);
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

  /** A monthly purchase: mandate given and paid for on Friday 6 November, collections on the 20th. */
  async function paidMonthlyOnFriday(options: { consent: boolean }) {
    clock = FRIDAY;
    const { quote, quoteKey } = await createFinalizedQuote(app, completedDirectQuote('2026-11-12'));
    if (options.consent) {
      await consentToDocumentsByEmail(database.db, quote.policy.webReference, FRIDAY);
    }
    const mandate = await postDirectDebitMandate(app, quoteKey, { collectionDay: 20 });
    expect(mandate.statusCode, mandate.body).toBe(200);
    const shown: { date: string; amount: number }[] = mandate.json().collections;
    expect(shown[0]?.date).toBe('2026-11-20');
    const session = await postPaymentSession(app, quoteKey, 'MONTHLY_DD');
    expect(session.statusCode, session.body).toBe(200);
    expect(await payWith(session.json().frameUrl)).toBe(303);
    const paidAt = new Date(FRIDAY.getTime() + 10 * 60 * 1000);
    const recovered = await recoverPayments({
      db: database.db,
      provider: sandboxProvider(sandbox),
      confirmation: settings(),
      log: silent,
      now: () => paidAt,
    });
    expect(recovered.issued).toBe(1);
    const kinds = await database.db
      .selectFrom('email_outbox')
      .innerJoin('quote', 'quote.id', 'email_outbox.quote_id')
      .select(['email_outbox.kind', 'email_outbox.body_text'])
      .where('quote.web_reference', '=', quote.policy.webReference)
      .orderBy('email_outbox.id')
      .execute();
    return { quote, shown, paidAt, emails: kinds, stored: await mandateOf(quote) };
  }

  it('with consent to documents by e-mail, paid the day the mandate was given: the schedule shown is kept and the notice is e-mailed', async () => {
    const { shown, emails, stored } = await paidMonthlyOnFriday({ consent: true });

    expect(stored.collections).toEqual(shown);
    expect(emails.map((email) => email.kind).sort()).toEqual(['direct-debit', 'policy']);
  });

  it('without it, the notice is a letter posted with the documents: the first collection leaves 10 working days after the letter arrives, and nothing is e-mailed of it', async () => {
    const { quote, shown, paidAt, emails, stored } = await paidMonthlyOnFriday({ consent: false });

    // Issued Friday 6 November: dispatched by Wednesday 11th, in the customer's hands by Friday
    // 13th; 10 working days after is Friday 27th, too late for the 20th, so Sunday 20 December,
    // taken on Monday 21 December. By e-mail the 20 November would have stood (the test above).
    expect(stored.collections[0]).toEqual({ date: '2026-12-21', amount: shown[0]!.amount });
    expect(stored.collections.map((c) => c.amount)).toEqual(shown.map((c) => c.amount));
    expect(emails.map((email) => email.kind)).toEqual(['policy']);
    expect(emails[0]!.body_text).toContain(
      'on the dates in the letter confirming your Direct Debit Instruction, which comes by post with your documents.',
    );

    const [policy] = await storedPolicies(database.db, quote);
    const [item] = await database.db
      .selectFrom('post_outbox')
      .selectAll()
      .where('policy_id', '=', policy!.id)
      .execute();
    expect(item!.documents).toEqual(
      expect.arrayContaining(['direct-debit-instruction', 'direct-debit-notice']),
    );
    expect(item!.dispatch_by).toBe('2026-11-11');

    // Sent to the print house that day: dispatched in time for the notice period.
    await drainPostOnce({
      db: database.db,
      port: createStandInPrintAndPostPort(database.db, () => paidAt),
      documentsFor: postedDocumentFiles(database.db, settings()),
      log: silent,
      now: () => paidAt,
    });
    const [sent] = await database.db
      .selectFrom('post_outbox')
      .select(['dispatch_date', 'delivered_at'])
      .where('id', '=', item!.id)
      .execute();
    expect(sent!.delivered_at).toEqual(paidAt);
    const { addWorkingDays } = workingDays(englandAndWalesBankHolidays);
    const noticeEnds = addWorkingDays(
      postedArrivalBy(sent!.dispatch_date!),
      DIRECT_DEBIT_NOTICE_WORKING_DAYS,
    );
    expect(stored.collections[0]!.date >= noticeEnds).toBe(true);

    // The letter says what the e-mail would have, from the final schedule.
    const files = await postedDocumentFiles(
      database.db,
      settings(),
    )({
      quoteId: policy!.quote_id,
      documents: ['direct-debit-notice'],
    });
    expect(files.map((file) => file.fileName)).toEqual([
      `${policy!.policy_number}-direct-debit-notice.pdf`,
    ]);
    const letter = await pdfText(files[0]!.bytes);
    const config = settings();
    expect(letter).toContain('Your Direct Debit Instruction and payment dates');
    expect(letter).toContain(`Service user number: ${config.directDebitServiceUserNumber}`);
    expect(letter).toContain(`Direct Debit reference: ${stored.mandate_reference}`);
    expect(letter).toContain('Account number: ending 4958');
    expect(letter).not.toContain('66374958');
    expect(letter).toContain(`21 December 2026: £${shown[0]!.amount.toFixed(2)}`);
    expect(letter).not.toContain('20 November 2026');
    // The Guarantee word for word, as its own list (the PDF's text breaks it across pages).
    const content = directDebitNoticeLetter(
      policy!.sold_quote,
      policy!.policy_number,
      issuedMandateOf(stored),
      policy!.issued_at,
      config,
    );
    expect(content.blocks).toContainEqual({
      kind: 'bullets',
      items: DIRECT_DEBIT_GUARANTEE.points(config.brokerLegalName),
    });
    expect(letter).toContain(DIRECT_DEBIT_GUARANTEE.heading);
  });
});
