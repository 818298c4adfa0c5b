import { POSTED_DOCUMENTS_WORKING_DAYS } from '@van/domain/forms';
import { englandAndWalesBankHolidays, workingDays } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import type { Config } from '../../config/config.ts';
import { consentToDocumentsByEmail } from '../../test/consent.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  deafUrl,
  notifyPayment,
  paymentConfig,
  payWith,
  postPaymentSession,
  startPaymentSandbox,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createFinalizedQuote, createQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { OUTBOX_MAX_ATTEMPTS, type OutboxLog } from '../outbox/index.ts';
import { postedDocumentFiles } from '../purchase/index.ts';
import {
  postedArrivalBy,
  postedDispatchBy,
  postedDocumentsOf,
  postalAddressOf,
} from './posted-documents.ts';
import type { PrintAndPostPort } from './print-and-post-port.ts';
import { createStandInPrintAndPostPort } from './print-and-post-stand-in.ts';
import { queuePostedDocuments } from './post.repository.ts';
import { drainPostOnce, type PrintDocumentsFor } from './post.worker.ts';

// Decision 048: without consent to documents by e-mail, the documents are posted. The item is
// queued in the transaction that issues the policy, sent to the print house by a worker that
// retries, gives up loudly and alerts an item not sent in time, and the print house's dispatch
// date keeps the promise of arrival within 5 working days.

const MERCHANT_KEY = 'sk_test_post';
const WEBHOOK_SECRET = 'whsec_test_post';
/** A Monday: dispatch by Thursday 26 November, arrival by Monday 30 November. */
const QUEUED_AT = new Date('2026-11-23T10:00:00Z');
const { addWorkingDays } = workingDays(englandAndWalesBankHolidays);

let database: TestDatabase;
let sandbox: PaymentSandbox;
let app: App;
let config: Config;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({
    merchantKey: MERCHANT_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [20],
  });
  config = paymentConfig(sandbox, await deafUrl());
  app = await buildApp({ config, db: database.db });
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

beforeEach(async () => {
  await database.db.deleteFrom('post_outbox').execute();
  await database.db.deleteFrom('post_stand_in_submission').execute();
});

/** Log lines kept to be read: the alerts a person would be paged by. */
function recordingLog(): OutboxLog & {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
} {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const keep = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

/** The print house out of reach, as a refused connection looks. */
const unreachablePrintHouse: PrintAndPostPort = {
  name: 'unreachable',
  submit: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  },
};

/** One small PDF per kind: the worker's retries are about the line, not the documents. */
const tinyDocuments: PrintDocumentsFor = async ({ documents }) =>
  documents.map((kind) => ({
    kind,
    fileName: `${kind}.pdf`,
    bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF'),
  }));

const outbox = () => database.db.selectFrom('post_outbox').selectAll().orderBy('id').execute();
const submissions = () =>
  database.db.selectFrom('post_stand_in_submission').selectAll().orderBy('id').execute();

/** A policy issued directly in the database with its postal item queued, as the issue leaves it. */
async function queuedPolicy(changes: (quote: Quote) => void = () => {}) {
  const quote = await createQuote(app, completedDirectQuote(ukToday(new Date())));
  changes(quote);
  const policyNumber = `VAN-POST-${quote.policy.webReference}`;
  const { policyId } = await storeIssuedPolicy(database.db, {
    webReference: quote.policy.webReference,
    quote,
    paymentPlan: 'ANNUAL_CARD',
    amountPence: 50_000,
    policyNumber,
    at: QUEUED_AT,
  });
  const posted = postedDocumentsOf({
    policyNumber,
    soldQuote: quote,
    paymentPlan: 'ANNUAL_CARD',
    issuedAt: QUEUED_AT,
  });
  await queuePostedDocuments(database.db, policyId, posted, QUEUED_AT);
  return { quote, policyId, policyNumber };
}

const notify = (sessionId: string) =>
  notifyPayment(app, { type: 'payment.succeeded', sessionId }, { secret: WEBHOOK_SECRET });

async function paidAnnually(options: { consent: boolean }) {
  const answers = completedDirectQuote(ukToday(new Date()));
  answers.policy.eventCurrent.risk.proposer.email = 'sam.post@example.com';
  const { quote, quoteKey } = await createFinalizedQuote(app, answers);
  if (options.consent) await consentToDocumentsByEmail(database.db, quote.policy.webReference);
  const response = await postPaymentSession(app, quoteKey, 'ANNUAL_CARD');
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json() as { sessionId: string; frameUrl: string };
  expect(await payWith(session.frameUrl)).toBe(303);
  return { quote, session };
}

async function itemsOf(quote: Quote) {
  return database.db
    .selectFrom('post_outbox')
    .innerJoin('policy', 'policy.id', 'post_outbox.policy_id')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .selectAll('post_outbox')
    .select(['policy.policy_number as issued_number', 'policy.issued_at'])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .execute();
}

describe('queued with the sale', () => {
  it('10 racing notifications of a payment without consent to e-mail queue one postal item, which the worker sends once and the print house dispatches in time for the promise', async () => {
    const { quote, session } = await paidAnnually({ consent: false });

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(session.sessionId)));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const items = await itemsOf(quote);
    expect(items).toHaveLength(1);
    const [item] = items;
    const issuedOn = ukToday(item!.issued_at);
    const envelope = postalAddressOf(quote);
    expect(envelope.name).not.toBe('');
    expect(envelope.lines.length).toBeGreaterThan(0);
    expect(item).toMatchObject({
      kind: 'policy-documents',
      policy_number: item!.issued_number,
      documents: ['policy-schedule', 'certificate', 'statement-of-fact', 'demands-and-needs'],
      recipient_name: envelope.name,
      address_lines: envelope.lines,
      postcode: quote.policy.eventCurrent.risk.proposer.correspondenceAddress!.postcode!.trim(),
      dispatch_by: addWorkingDays(issuedOn, 3),
      attempts: 0,
      delivered_at: null,
    });
    // The confirmation e-mail's promise, and no attachment-bearing words.
    const [email] = await database.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('quote_id', '=', String(await quoteIdOf(quote)))
      .where('kind', '=', 'policy')
      .execute();
    expect(email!.body_text).toContain(
      `will come by post within ${POSTED_DOCUMENTS_WORKING_DAYS} working days`,
    );

    const log = recordingLog();
    const port = createStandInPrintAndPostPort(database.db);
    const documentsFor = postedDocumentFiles(database.db, confirmationSettings(config));
    const drained = await drainPostOnce({ db: database.db, port, documentsFor, log });
    expect(drained).toEqual({ delivered: 1, failed: 0, overdue: 0 });
    // Sent once: a second worker pass finds nothing to send.
    expect(await drainPostOnce({ db: database.db, port, documentsFor, log })).toEqual({
      delivered: 0,
      failed: 0,
      overdue: 0,
    });

    const [submission, ...more] = await submissions();
    expect(more).toEqual([]);
    expect(submission).toMatchObject({
      accepted: true,
      policy_number: item!.issued_number,
      postcode: item!.postcode,
    });
    const printed = submission!.documents as { kind: string; fileName: string; bytes: number }[];
    expect(printed.map((d) => d.kind)).toEqual(item!.documents);
    expect(printed.every((d) => d.bytes > 1000 && d.fileName.startsWith(item!.issued_number))).toBe(
      true,
    );
    const [sent] = await outbox();
    expect(sent).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      acknowledgement_reference: submission!.acknowledgement_reference,
      dispatch_date: submission!.dispatch_date,
    });
    // The promise kept: dispatched by its day, so in the customer's hands within 5 working days.
    expect(sent!.dispatch_date! <= sent!.dispatch_by).toBe(true);
    expect(postedArrivalBy(sent!.dispatch_date!) <= addWorkingDays(issuedOn, 5)).toBe(true);
    expect(log.lines.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('queues nothing for the post when the customer consented to documents by e-mail', async () => {
    const { quote, session } = await paidAnnually({ consent: true });

    expect((await notify(session.sessionId)).statusCode).toBe(200);

    expect(
      await database.db
        .selectFrom('policy')
        .select('id')
        .where('quote_id', '=', String(await quoteIdOf(quote)))
        .execute(),
    ).toHaveLength(1);
    expect(await itemsOf(quote)).toEqual([]);
  });
});

async function quoteIdOf(quote: Quote): Promise<string> {
  const { id } = await database.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', quote.policy.webReference)
    .executeTakeFirstOrThrow();
  return id;
}

describe('the post worker', () => {
  it('dispatches by the next working day and days are counted on working days only', () => {
    // Friday 18 December 2026: dispatch by Wednesday 23rd; Christmas and Boxing Day (moved to
    // Monday 28th) are not working days, so arrival by Tuesday 29th at the latest.
    expect(postedDispatchBy('2026-12-18')).toBe('2026-12-23');
    expect(postedArrivalBy('2026-12-23')).toBe('2026-12-29');
  });

  it('retries a print house out of reach with growing waits, then sends', async () => {
    await queuedPolicy();
    const log = recordingLog();
    const options = { db: database.db, documentsFor: tinyDocuments, log };

    await drainPostOnce({ ...options, port: unreachablePrintHouse, now: () => QUEUED_AT });
    expect((await outbox())[0]).toMatchObject({
      attempts: 1,
      delivered_at: null,
      failed_at: null,
      last_error: 'ECONNREFUSED',
      next_attempt_at: new Date(QUEUED_AT.getTime() + 60_000),
    });
    const second = new Date(QUEUED_AT.getTime() + 60_000);
    await drainPostOnce({ ...options, port: unreachablePrintHouse, now: () => second });
    expect((await outbox())[0]!.next_attempt_at).toEqual(new Date(second.getTime() + 120_000));

    const third = new Date(second.getTime() + 120_000);
    const port = createStandInPrintAndPostPort(database.db, () => third);
    expect((await drainPostOnce({ ...options, port, now: () => third })).delivered).toBe(1);
    expect((await outbox())[0]).toMatchObject({
      attempts: 3,
      delivered_at: third,
      last_error: null,
      dispatch_date: '2026-11-24',
    });
    expect(log.lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'Documents not sent to print'],
      ['warn', 'Documents not sent to print'],
      ['info', 'Documents sent to print'],
    ]);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} tries, marks it failed and alerts with the policy number and no personal data`, async () => {
    const { quote, policyNumber } = await queuedPolicy();
    const log = recordingLog();
    let at = QUEUED_AT;
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await drainPostOnce({
        db: database.db,
        port: unreachablePrintHouse,
        documentsFor: tinyDocuments,
        log,
        now: () => at,
      });
      const [row] = await outbox();
      if (row!.next_attempt_at) at = row!.next_attempt_at;
    }

    expect((await outbox())[0]).toMatchObject({
      attempts: OUTBOX_MAX_ATTEMPTS,
      next_attempt_at: null,
      delivered_at: null,
      failed_at: at,
    });
    expect(log.lines.at(-1)).toMatchObject({
      level: 'error',
      message: 'Documents not sent to print: given up',
      fields: { policyNumber, alert: 'posted_documents_failed', error: 'ECONNREFUSED' },
    });
    const said = JSON.stringify(log.lines);
    const envelope = postalAddressOf(quote);
    expect(said).not.toContain(quote.policy.eventCurrent.risk.proposer.name!.surname!);
    expect(said).not.toContain(envelope.postcode);
    expect(said).not.toContain(envelope.lines[0]!);
  });

  it('an item the print house refuses is failed at once, with its reference and reason, and alerted', async () => {
    const { policyNumber } = await queuedPolicy((quote) => {
      quote.policy.eventCurrent.risk.proposer.correspondenceAddress!.postcode = 'NOT A POSTCODE';
    });
    const log = recordingLog();

    await drainPostOnce({
      db: database.db,
      port: createStandInPrintAndPostPort(database.db, () => QUEUED_AT),
      documentsFor: tinyDocuments,
      log,
      now: () => QUEUED_AT,
    });

    const [submission] = await submissions();
    expect(submission).toMatchObject({ accepted: false, rejection_reason: 'InvalidPostcode' });
    expect((await outbox())[0]).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      failed_at: QUEUED_AT,
      rejection_reason: 'InvalidPostcode',
      acknowledgement_reference: submission!.acknowledgement_reference,
      dispatch_date: null,
    });
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ policyNumber, alert: 'posted_documents_failed' }),
      }),
    ]);
  });

  it('alerts once an item still unsent a day after it was queued', async () => {
    const { policyNumber } = await queuedPolicy();
    const log = recordingLog();
    const options = {
      db: database.db,
      port: unreachablePrintHouse,
      documentsFor: tinyDocuments,
      log,
    };
    const day = 24 * 60 * 60 * 1000;

    expect(
      (await drainPostOnce({ ...options, now: () => new Date(QUEUED_AT.getTime() + day - 1) }))
        .overdue,
    ).toBe(0);
    const after = new Date(QUEUED_AT.getTime() + day);
    expect((await drainPostOnce({ ...options, now: () => after })).overdue).toBe(1);
    expect((await drainPostOnce({ ...options, now: () => after })).overdue).toBe(0);
    expect(log.lines.filter((l) => l.fields.alert === 'posted_documents_overdue')).toEqual([
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ policyNumber, dispatchBy: '2026-11-26' }),
      }),
    ]);
  });

  it('an item the print house dispatches after its dispatch-by day is sent and alerted as late', async () => {
    const { policyNumber } = await queuedPolicy();
    const log = recordingLog();
    const slowPrintHouse: PrintAndPostPort = {
      name: 'slow',
      submit: async (_item, submissionId) => ({
        accepted: true,
        reference: `SLOW-${submissionId}`,
        dispatchDate: '2026-11-27',
      }),
    };

    await drainPostOnce({
      db: database.db,
      port: slowPrintHouse,
      documentsFor: tinyDocuments,
      log,
      now: () => QUEUED_AT,
    });

    expect((await outbox())[0]).toMatchObject({ dispatch_date: '2026-11-27' });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({
          policyNumber,
          alert: 'posted_documents_late',
          dispatchBy: '2026-11-26',
          dispatchDate: '2026-11-27',
        }),
      }),
    );
  });

  it('two workers draining at once send each item exactly once', async () => {
    for (let i = 0; i < 4; i += 1) await queuedPolicy();
    const standIn = createStandInPrintAndPostPort(database.db, () => QUEUED_AT);
    const calls: string[] = [];
    const slowPort: PrintAndPostPort = {
      name: 'stand-in',
      async submit(item, submissionId) {
        calls.push(submissionId);
        await new Promise((resolve) => setTimeout(resolve, 30));
        return standIn.submit(item, submissionId);
      },
    };
    const drain = () =>
      drainPostOnce({
        db: database.db,
        port: slowPort,
        documentsFor: tinyDocuments,
        log: recordingLog(),
        now: () => QUEUED_AT,
      });

    const [first, second] = await Promise.all([drain(), drain()]);

    expect(first.delivered + second.delivered).toBe(4);
    expect(new Set(calls).size).toBe(4);
    expect(calls).toHaveLength(4);
    expect(await submissions()).toHaveLength(4);
  });
});

describe('the documents posted', () => {
  it('are the policy documents as PDFs, made from the policy when the item is sent', async () => {
    const { policyId } = await queuedPolicy();
    const [item] = await outbox();
    const { quote_id } = await database.db
      .selectFrom('policy')
      .select('quote_id')
      .where('id', '=', policyId)
      .executeTakeFirstOrThrow();

    const files = await postedDocumentFiles(
      database.db,
      confirmationSettings(config),
    )({
      quoteId: quote_id,
      documents: item!.documents,
    });

    expect(files.map((file) => file.kind)).toEqual(item!.documents);
    expect(await pdfText(files[0]!.bytes)).toContain(item!.policy_number);
  });
});
