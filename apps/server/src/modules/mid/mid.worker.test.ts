import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Config } from '../../config/config.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import {
  callMerchantApi,
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
import type { MidPort } from './mid-port.ts';
import { createStandInMidPort } from './mid-stand-in.ts';
import { midAddition, midCancellation } from './mid-update.ts';
import { queueMidUpdate } from './mid.repository.ts';
import { MID_MAX_ATTEMPTS, drainMidOnce, type MidLog } from './mid.worker.ts';

// Decision 042: the MID hears of every policy issued and cancelled, through an outbox filled in
// the transaction that issues or cancels it, delivered by a worker that retries, gives up loudly
// and alerts an update not delivered in time.

const MERCHANT_KEY = 'sk_test_mid';
const WEBHOOK_SECRET = 'whsec_test_mid';
const QUEUED_AT = new Date('2026-11-22T10:00:00Z');

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
  await database.db.deleteFrom('mid_outbox').execute();
  await database.db.deleteFrom('mid_stand_in_submission').execute();
});

/** Log lines kept to be read: the alerts a person would be paged by. */
function recordingLog(): MidLog & {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
} {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const keep = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

/** The MID out of reach, as a refused connection looks. */
const unreachableMid: MidPort = {
  name: 'unreachable',
  submit: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  },
};

/** A policy issued directly in the database with its MID addition queued, as the issue leaves it. */
async function queuedPolicy(changes: (quote: Quote) => void = () => {}) {
  const quote = await createQuote(app, completedDirectQuote(ukToday(new Date())));
  changes(quote);
  const policyNumber = `VAN-MID-${quote.policy.webReference}`;
  const { policyId } = await storeIssuedPolicy(database.db, {
    webReference: quote.policy.webReference,
    quote,
    paymentPlan: 'ANNUAL_CARD',
    amountPence: 50_000,
    policyNumber,
    at: QUEUED_AT,
  });
  await queueMidUpdate(
    database.db,
    policyId,
    midAddition({ policyNumber, soldQuote: quote, issuedAt: QUEUED_AT }),
    QUEUED_AT,
  );
  return { quote, policyId, policyNumber };
}

const outbox = () => database.db.selectFrom('mid_outbox').selectAll().orderBy('id').execute();
const submissions = () =>
  database.db.selectFrom('mid_stand_in_submission').selectAll().orderBy('id').execute();

async function finalizedQuote() {
  const answers = completedDirectQuote(ukToday(new Date()));
  answers.policy.eventCurrent.risk.proposer.email = 'sam.mid@example.com';
  return createFinalizedQuote(app, answers);
}

async function paidSession(quoteKey: string) {
  const response = await postPaymentSession(app, quoteKey, 'ANNUAL_CARD');
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json() as { sessionId: string; frameUrl: string };
  expect(await payWith(session.frameUrl)).toBe(303);
  return session;
}

const notify = (sessionId: string, type = 'payment.succeeded') =>
  notifyPayment(app, { type, sessionId }, { secret: WEBHOOK_SECRET });

async function midRowsOf(quote: Quote) {
  return database.db
    .selectFrom('mid_outbox')
    .innerJoin('policy', 'policy.id', 'mid_outbox.policy_id')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select([
      'mid_outbox.kind',
      'mid_outbox.policy_number',
      'mid_outbox.vrm',
      'mid_outbox.cover_start_date',
      'mid_outbox.cover_end_date',
      'mid_outbox.cancelled_on',
      'mid_outbox.policyholder_name',
      'mid_outbox.named_drivers',
      'policy.policy_number as issued_number',
    ])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .orderBy('mid_outbox.id')
    .execute();
}

describe('queued with the policy', () => {
  it('10 racing notifications of one payment issue one policy and queue exactly one MID addition, naming the van, cover dates and drivers only', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await paidSession(quoteKey);

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(session.sessionId)));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await midRowsOf(quote);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const risk = quote.policy.eventCurrent.risk;
    expect(row).toMatchObject({
      kind: 'add',
      policy_number: row!.issued_number,
      vrm: risk.vehicles![0]!.regNumber!.replace(/\s+/g, ''),
      cover_start_date: quote.policy.startDate,
      cancelled_on: null,
      policyholder_name: `${risk.proposer.name!.title} ${risk.proposer.name!.forenames} ${risk.proposer.name!.surname}`,
    });
    expect(row!.cover_end_date > row!.cover_start_date).toBe(true);
    // The confirmation e-mail tells the customer when the van shows on askMID.
    const [email] = await database.db
      .selectFrom('email_outbox')
      .innerJoin('quote', 'quote.id', 'email_outbox.quote_id')
      .select('email_outbox.body_text')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .where('email_outbox.kind', '=', 'policy')
      .execute();
    expect(email!.body_text).toContain(
      '- We will add your van to the Motor Insurance Database (MID) within 7 days. It usually shows on askMID.com within a few days of the MID being updated. Until then, your certificate of motor insurance and policy schedule are valid proof that your van is insured.',
    );
    expect(row!.named_drivers).toEqual(
      (risk.additionalInsuredPersons ?? []).map((person) =>
        [person.name?.title, person.name?.forenames, person.name?.surname]
          .filter(Boolean)
          .join(' '),
      ),
    );
  });

  it('a full refund cancels the policy and queues one MID cancellation, delivered after the addition', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await paidSession(quoteKey);
    expect((await notify(session.sessionId)).statusCode).toBe(200);

    await callMerchantApi(sandbox, 'POST', `/sessions/${session.sessionId}/refund`);
    const refunds = await Promise.all([
      notify(session.sessionId, 'payment.refunded'),
      notify(session.sessionId, 'payment.refunded'),
    ]);

    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await midRowsOf(quote);
    expect(rows.map((r) => [r.kind, r.cancelled_on])).toEqual([
      ['add', null],
      ['cancel', ukToday(new Date())],
    ]);

    const log = recordingLog();
    const drained = await drainMidOnce({
      db: database.db,
      port: createStandInMidPort(database.db),
      log,
    });

    expect(drained).toEqual({ delivered: 2, failed: 0, overdue: 0 });
    expect((await submissions()).map((s) => [s.kind, s.accepted, s.policy_number])).toEqual([
      ['add', true, rows[0]!.policy_number],
      ['cancel', true, rows[0]!.policy_number],
    ]);
  });
});

describe('the MID worker', () => {
  it('delivers an addition to the MID and stores its acknowledgement', async () => {
    const { policyNumber } = await queuedPolicy();
    const log = recordingLog();

    const drained = await drainMidOnce({
      db: database.db,
      port: createStandInMidPort(database.db),
      log,
      now: () => QUEUED_AT,
    });

    expect(drained).toEqual({ delivered: 1, failed: 0, overdue: 0 });
    const [submission] = await submissions();
    expect(submission).toMatchObject({ kind: 'add', policy_number: policyNumber, accepted: true });
    const [row] = await outbox();
    expect(row).toMatchObject({
      delivered_at: QUEUED_AT,
      next_attempt_at: null,
      attempts: 1,
      acknowledgement_reference: submission!.acknowledgement_reference,
      last_error: null,
    });
    expect(log.lines).toEqual([expect.objectContaining({ level: 'info', message: 'MID updated' })]);
  });

  it('a cancellation waits while its policy is not yet on the MID', async () => {
    const { quote, policyId, policyNumber } = await queuedPolicy();
    await queueMidUpdate(
      database.db,
      policyId,
      midCancellation({ policyNumber, soldQuote: quote, issuedAt: QUEUED_AT }, QUEUED_AT),
      QUEUED_AT,
    );
    // The addition fails once and waits a minute; the cancellation must not overtake it.
    await drainMidOnce({
      db: database.db,
      port: unreachableMid,
      log: recordingLog(),
      now: () => QUEUED_AT,
    });

    expect((await outbox()).map((r) => [r.kind, r.attempts])).toEqual([
      ['add', 1],
      ['cancel', 0],
    ]);
  });

  it('retries a MID out of reach with growing waits, then delivers', async () => {
    await queuedPolicy();
    const log = recordingLog();

    await drainMidOnce({ db: database.db, port: unreachableMid, log, now: () => QUEUED_AT });
    const [afterOne] = await outbox();
    expect(afterOne).toMatchObject({
      attempts: 1,
      delivered_at: null,
      failed_at: null,
      last_error: 'ECONNREFUSED',
      next_attempt_at: new Date(QUEUED_AT.getTime() + 60_000),
    });
    // Not due yet: nothing is tried.
    expect(
      await drainMidOnce({ db: database.db, port: unreachableMid, log, now: () => QUEUED_AT }),
    ).toEqual({ delivered: 0, failed: 0, overdue: 0 });

    const second = new Date(QUEUED_AT.getTime() + 60_000);
    await drainMidOnce({ db: database.db, port: unreachableMid, log, now: () => second });
    expect((await outbox())[0]!.next_attempt_at).toEqual(new Date(second.getTime() + 120_000));

    const third = new Date(second.getTime() + 120_000);
    const drained = await drainMidOnce({
      db: database.db,
      port: createStandInMidPort(database.db),
      log,
      now: () => third,
    });
    expect(drained.delivered).toBe(1);
    expect((await outbox())[0]).toMatchObject({
      attempts: 3,
      delivered_at: third,
      last_error: null,
    });
    expect(log.lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'MID not updated'],
      ['warn', 'MID not updated'],
      ['info', 'MID updated'],
    ]);
  });

  it(`gives up after ${MID_MAX_ATTEMPTS} tries, marks it failed and alerts with the policy number and no personal data`, async () => {
    const { quote, policyNumber } = await queuedPolicy();
    const log = recordingLog();
    let at = QUEUED_AT;
    for (let attempt = 0; attempt < MID_MAX_ATTEMPTS; attempt += 1) {
      await drainMidOnce({ db: database.db, port: unreachableMid, log, now: () => at });
      const [row] = await outbox();
      if (row!.next_attempt_at) at = row!.next_attempt_at;
    }

    const [row] = await outbox();
    expect(row).toMatchObject({
      attempts: MID_MAX_ATTEMPTS,
      next_attempt_at: null,
      delivered_at: null,
      failed_at: at,
      last_error: 'ECONNREFUSED',
    });
    const alert = log.lines.at(-1)!;
    expect(alert).toMatchObject({
      level: 'error',
      message: 'MID not updated: given up',
      fields: { policyNumber, kind: 'add', alert: 'mid_update_failed', error: 'ECONNREFUSED' },
    });
    const said = JSON.stringify(log.lines);
    const risk = quote.policy.eventCurrent.risk;
    expect(said).not.toContain(risk.proposer.name!.surname!);
    expect(said).not.toContain(risk.vehicles![0]!.regNumber!.replace(/\s+/g, ''));
    // Given up: later drains leave it alone.
    expect(
      await drainMidOnce({
        db: database.db,
        port: createStandInMidPort(database.db),
        log,
        now: () => at,
      }),
    ).toMatchObject({ delivered: 0, failed: 0 });
  });

  it('an update the MID rejects is failed at once, with its acknowledgement and reason, and alerted', async () => {
    const { policyNumber } = await queuedPolicy((quote) => {
      // A registration the MID cannot hold (a careless edit of a stored quote, say).
      quote.policy.eventCurrent.risk.vehicles![0]!.regNumber = 'X';
    });
    const log = recordingLog();

    await drainMidOnce({
      db: database.db,
      port: createStandInMidPort(database.db),
      log,
      now: () => QUEUED_AT,
    });

    const [row] = await outbox();
    const [submission] = await submissions();
    expect(submission).toMatchObject({ accepted: false, rejection_reason: 'InvalidVrm' });
    expect(row).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      failed_at: QUEUED_AT,
      rejection_reason: 'InvalidVrm',
      acknowledgement_reference: submission!.acknowledgement_reference,
      last_error: 'Rejected InvalidVrm',
    });
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ policyNumber, alert: 'mid_update_failed' }),
      }),
    ]);
  });

  it('alerts once an update still undelivered after the configured age', async () => {
    const { policyNumber } = await queuedPolicy();
    const log = recordingLog();
    const alertAfterMs = 72 * 60 * 60 * 1000;
    const justBefore = new Date(QUEUED_AT.getTime() + alertAfterMs - 1);
    const after = new Date(QUEUED_AT.getTime() + alertAfterMs);
    const options = { db: database.db, port: unreachableMid, log, alertAfterMs };

    expect((await drainMidOnce({ ...options, now: () => justBefore })).overdue).toBe(0);
    expect((await drainMidOnce({ ...options, now: () => after })).overdue).toBe(1);
    expect((await drainMidOnce({ ...options, now: () => after })).overdue).toBe(0);

    const alerts = log.lines.filter((l) => l.fields.alert === 'mid_update_overdue');
    expect(alerts).toEqual([
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({
          policyNumber,
          kind: 'add',
          queuedAt: QUEUED_AT.toISOString(),
        }),
      }),
    ]);
    expect((await outbox())[0]!.overdue_alerted_at).toEqual(after);
  });

  it('two workers draining at once deliver each update exactly once', async () => {
    for (let i = 0; i < 6; i += 1) await queuedPolicy();
    const standIn = createStandInMidPort(database.db);
    const calls: string[] = [];
    // A slow MID: each submission holds its row while the other worker looks for work.
    const slowPort: MidPort = {
      name: 'stand-in',
      async submit(update, submissionId) {
        calls.push(submissionId);
        await new Promise((resolve) => setTimeout(resolve, 30));
        return standIn.submit(update, submissionId);
      },
    };

    const [first, second] = await Promise.all([
      drainMidOnce({ db: database.db, port: slowPort, log: recordingLog(), now: () => QUEUED_AT }),
      drainMidOnce({ db: database.db, port: slowPort, log: recordingLog(), now: () => QUEUED_AT }),
    ]);

    expect(first.delivered + second.delivered).toBe(6);
    expect(first.delivered).toBeGreaterThan(0);
    expect(second.delivered).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(6);
    expect(calls).toHaveLength(6);
    expect(await submissions()).toHaveLength(6);
    expect((await outbox()).every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(
      true,
    );
  });
});
