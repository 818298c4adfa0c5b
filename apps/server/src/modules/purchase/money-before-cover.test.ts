import { Writable } from 'node:stream';
import type { Quote } from '@van/domain/quote';
import { addCalendarDays, ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  callMerchantApi,
  deafUrl,
  listeningApp,
  notifyPayment,
  paymentConfig,
  payWith,
  postPaymentSession,
  postVerifyPolicy as verifyPolicy,
  sandboxProvider,
  startPaymentSandbox,
  storedPayments,
  storedPolicies,
  waitFor,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { loadQuote } from '../quote/index.ts';
import type { ProviderSession } from './payment-provider.ts';

// Decision 033 item 4, money before cover, each attack end to end: our server and the payment sandbox
// on real ports, cards typed into the sandbox's hosted page, notifications signed with our webhook
// secret (as someone holding it would sign them), sessions made at the sandbox with our merchant
// key (as someone holding it would make them), and refunds made there as our back office would.

const MERCHANT_KEY = 'sk_test_money_before_cover';
const WEBHOOK_SECRET = 'whsec_test_money_before_cover';
const SURNAME = 'Attackproof';
const EMAIL = 'sam.attackproof@example.com';

let database: TestDatabase;
let sandbox: PaymentSandbox;
let app: App;
/** Same database; its notifyUrl is a closed port, so only the notifications a test sends arrive. */
let deafApp: App;
/** Deaf too, and its provider's answers pass through `tamper`: a provider answering another session. */
let tamperingApp: App;
let tamper: (session: ProviderSession) => ProviderSession = (session) => session;
const logLines: string[] = [];

const configFor = (publicUrl: string) => paymentConfig(sandbox, publicUrl, { LOG_LEVEL: 'info' });

/** Every log line of the servers under test, to check the alerts and that they hold no personal data. */
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({ merchantKey: MERCHANT_KEY, webhookSecret: WEBHOOK_SECRET });
  ({ app } = await listeningApp((url) =>
    buildApp({ config: configFor(url), db: database.db, logStream }),
  ));
  const deaf = await deafUrl();
  deafApp = await buildApp({ config: configFor(deaf), db: database.db, logStream });
  const real = sandboxProvider(sandbox);
  tamperingApp = await buildApp({
    config: configFor(deaf),
    db: database.db,
    logStream,
    paymentProvider: { ...real, getSession: async (id) => tamper(await real.getSession(id)) },
  });
});

afterAll(async () => {
  await tamperingApp?.close();
  await deafApp?.close();
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

/** A priced quote, finalized, its cover starting today. */
async function finalizedQuote(): Promise<{ quote: Quote; quoteKey: string }> {
  const answers = completedDirectQuote(ukToday(new Date()));
  answers.policy.eventCurrent.risk.proposer.email = EMAIL;
  answers.policy.eventCurrent.risk.proposer.name!.surname = SURNAME;
  return createFinalizedQuote(app, answers);
}

async function startPayment(on: App, quoteKey: string) {
  const response = await postPaymentSession(on, quoteKey);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessionId: string; frameUrl: string; amount: number };
}

/** The sandbox's merchant API, called with our merchant key (by an attacker, or our back office). */
const merchantApi = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  callMerchantApi(sandbox, method, path, body);

const sandboxSession = (sessionId: string) => merchantApi('GET', `/sessions/${sessionId}`);

/** A notification signed with our webhook secret, delivered to `on`'s endpoint. */
const notify = (on: App, sessionId: string, type: string, claims: Record<string, unknown> = {}) =>
  notifyPayment(on, { type, sessionId, ...claims }, { secret: WEBHOOK_SECRET });

const policiesOf = (quote: Quote) => storedPolicies(database.db, quote);
const paymentsOf = (quote: Quote) => storedPayments(database.db, quote);

async function policyEventsOf(policyId: string) {
  return database.db
    .selectFrom('policy_event')
    .select(['kind', 'amount_pence'])
    .where('policy_id', '=', policyId)
    .orderBy('id')
    .execute();
}

/** Bought through the real journey: card typed, the sandbox's own notification, the wrap-up. */
async function boughtPolicy() {
  const { quote, quoteKey } = await finalizedQuote();
  const session = await startPayment(app, quoteKey);
  expect(await payWith(session.frameUrl)).toBe(303);
  const [policy] = await waitFor(async () => {
    const rows = await policiesOf(quote);
    return rows.length > 0 ? rows : undefined;
  }, 'the policy');
  const wrapUp = await verifyPolicy(app, quote);
  expect(wrapUp.statusCode, wrapUp.body).toBe(200);
  const token = wrapUp.json().token as string;
  const read = (path = '') =>
    app.inject({
      url: `/v1/policies/${quote.policy.webReference}${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
  return { quote, session, policy: policy!, read };
}

/** The alerts logged since `from`: each must name ids and codes only. */
function alertsSince(from: number, message: string) {
  const lines = logLines.slice(from).filter((line) => line.includes(message));
  for (const line of lines) {
    for (const personal of [SURNAME, EMAIL, 'LS1 4AP', '1980-05-17', '4242']) {
      expect(line).not.toContain(personal);
    }
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a notification is a hint: the provider is asked (decision 033 item 4)', () => {
  it('issues nothing for a signed notification of a session never paid', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(deafApp, quoteKey);
    const forged = await notify(deafApp, session.sessionId, 'payment.succeeded', {
      amount: 1,
      reference: 'VAN-OTHER',
    });
    expect(forged.statusCode).toBe(200);
    expect(await policiesOf(quote)).toHaveLength(0);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['open']);
    expect((await sandboxSession(session.sessionId)).status).toBe('open');
    const wrapUp = await verifyPolicy(deafApp, quote);
    expect(wrapUp.statusCode).toBe(409);
    expect(wrapUp.json().error.code).toBe('WrapUpTokenMissing');
  });

  it("issues nothing for a 1p session made at the provider with our quote's reference, and refunds the 1p", async () => {
    const { quote, quoteKey } = await finalizedQuote();
    await startPayment(deafApp, quoteKey);
    const from = logLines.length;
    const forged = await merchantApi('POST', '/sessions', {
      amount: 1,
      currency: 'GBP',
      reference: quote.policy.webReference,
      metadata: { policyEventReference: '001' },
      notifyUrl: 'http://127.0.0.1:9/nowhere',
      allowedOrigin: 'http://127.0.0.1:9',
    });
    expect(await payWith(forged.frameUrl)).toBe(303);
    const notified = await notify(deafApp, forged.id, 'payment.succeeded');
    expect(notified.statusCode).toBe(200);

    expect(await policiesOf(quote)).toHaveLength(0);
    expect(await sandboxSession(forged.id)).toMatchObject({
      status: 'refunded',
      amountRefunded: 1,
    });
    // Our own session is untouched, and nothing of the forged one is taken for ours.
    const payments = await paymentsOf(quote);
    expect(payments.map((p) => p.status)).toEqual(['open']);
    expect(payments[0]!.provider_session_id).not.toBe(forged.id);
    const [alert] = alertsSince(from, 'payment does not match what we charged');
    expect(alert).toMatchObject({ sessionId: forged.id, mismatch: ['session'] });
    expect((await verifyPolicy(deafApp, quote)).statusCode).toBe(409);
  });

  it("never issues a quote for a notification of another quote's session", async () => {
    const unpaid = await finalizedQuote();
    const paid = await finalizedQuote();
    const unpaidSession = await startPayment(deafApp, unpaid.quoteKey);
    const paidSession = await startPayment(deafApp, paid.quoteKey);
    expect(await payWith(paidSession.frameUrl)).toBe(303);
    // The notification names the paid session but claims the unpaid quote's reference and amount.
    const response = await notify(deafApp, paidSession.sessionId, 'payment.succeeded', {
      reference: unpaid.quote.policy.webReference,
      amount: Math.round(unpaidSession.amount * 100),
    });
    expect(response.statusCode).toBe(200);
    expect(await policiesOf(unpaid.quote)).toHaveLength(0);
    expect((await paymentsOf(unpaid.quote)).map((p) => p.status)).toEqual(['open']);
    // The paid session buys its own quote, and only that one.
    const [policy] = await policiesOf(paid.quote);
    expect(policy!.sold_quote.policy.webReference).toBe(paid.quote.policy.webReference);
    expect((await verifyPolicy(deafApp, unpaid.quote)).statusCode).toBe(409);
  });
});

describe('the provider session must be what we charged (decision 033 item 4)', () => {
  it.each([
    ['another currency', { currency: 'EUR' }, 'currency'],
    ['another quote event', { policyEventReference: '002' }, 'event'],
    ['another amount', { amount: 1 }, 'amount'],
    ["another quote's reference", { reference: 'VAN-999999' }, 'reference'],
  ] as const)(
    'issues nothing for a paid session in %s, records why and refunds the money',
    async (_case, change, mismatch) => {
      const { quote, quoteKey } = await finalizedQuote();
      const session = await startPayment(tamperingApp, quoteKey);
      expect(await payWith(session.frameUrl)).toBe(303);
      const from = logLines.length;
      tamper = (answer) => (answer.id === session.sessionId ? { ...answer, ...change } : answer);
      try {
        const notified = await notify(tamperingApp, session.sessionId, 'payment.succeeded');
        expect(notified.statusCode).toBe(200);
      } finally {
        tamper = (answer) => answer;
      }
      expect(await policiesOf(quote)).toHaveLength(0);
      const [payment] = await paymentsOf(quote);
      expect(payment).toMatchObject({
        status: 'refunded',
        failure_code: `session_mismatch:${mismatch}`,
      });
      expect((await sandboxSession(session.sessionId)).status).toBe('refunded');
      const [alert] = alertsSince(from, 'payment does not match what we charged');
      expect(alert).toMatchObject({ paymentId: payment!.id, mismatch: [mismatch] });
      // The customer's wrap-up ends with a clear refusal, not a wait.
      const wrapUp = await verifyPolicy(app, quote);
      expect(wrapUp.statusCode).toBe(400);
      expect(wrapUp.json().error).toEqual({
        code: 'PaymentFailure',
        message:
          'We could not confirm your payment, so your cover has not started. Any money taken is being refunded to your card. Please call us and we will help you.',
      });
    },
  );

  it('is checked by the wrap-up too: a mismatched session found by verifyPolicy issues nothing', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(tamperingApp, quoteKey);
    expect(await payWith(session.frameUrl)).toBe(303);
    tamper = (answer) => ({ ...answer, currency: 'USD' });
    try {
      const wrapUp = await verifyPolicy(tamperingApp, quote);
      expect(wrapUp.statusCode).toBe(400);
      expect(wrapUp.json().error.code).toBe('PaymentFailure');
    } finally {
      tamper = (answer) => answer;
    }
    expect(await policiesOf(quote)).toHaveLength(0);
    expect((await paymentsOf(quote)).map((p) => [p.status, p.failure_code])).toEqual([
      ['refunded', 'session_mismatch:currency'],
    ]);
    expect((await sandboxSession(session.sessionId)).status).toBe('refunded');
  });
});

describe('refunds (decision 033 item 4)', () => {
  it('cancels the policy on a full refund: status Cancelled, the certificate refused, the event recorded', async () => {
    const { quote, session, policy, read } = await boughtPolicy();
    expect((await read('/documents/certificate')).statusCode).toBe(200);
    const from = logLines.length;

    await merchantApi('POST', `/sessions/${session.sessionId}/refund`);
    const cancelled = await waitFor(async () => {
      const [row] = await policiesOf(quote);
      return row?.status === 'Cancelled' ? row : undefined;
    }, 'the cancellation');

    expect(cancelled.cancelled_at).toBeInstanceOf(Date);
    expect(cancelled.cancellation_reason).toBe('FullRefund');
    const total = Math.round(session.amount * 100);
    expect(await policyEventsOf(policy.id)).toEqual([{ kind: 'cancelled', amount_pence: total }]);
    expect((await paymentsOf(quote)).map((p) => [p.status, p.amount_refunded_pence])).toEqual([
      ['refunded', total],
    ]);

    const sold = await read();
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      status: 'Cancelled',
      policyReference: policy.policy_number,
    });
    const list = (await read('/documents')).json() as { documents: { kind: string }[] };
    expect(list.documents.map((document) => document.kind)).toEqual([
      'policy-schedule',
      'statement-of-fact',
      'demands-and-needs',
    ]);
    const certificate = await read('/documents/certificate');
    expect(certificate.statusCode).toBe(410);
    expect(certificate.json().error.code).toBe('PolicyCancelled');
    expect(certificate.json().error.message).toMatch(
      /^This policy was cancelled at \d{2}:\d{2} on \d{1,2} \w+ \d{4}, so its certificate of motor insurance is no longer valid and you are not insured by it\. Please call us if you need help\.$/,
    );
    const schedule = await read('/documents/policy-schedule');
    expect(schedule.statusCode).toBe(200);
    expect(await pdfText(schedule.rawPayload)).toContain('It no longer gives any cover.');
    const [alert] = alertsSince(from, 'policy cancelled: its payment was refunded in full');
    expect(alert).toMatchObject({ policyId: policy.id, refundedPence: total, status: 'Cancelled' });

    // The sandbox's notification again (a repeated delivery) records nothing more.
    await notify(app, session.sessionId, 'payment.refunded');
    expect(await policyEventsOf(policy.id)).toHaveLength(1);
  });

  it('records a refund of part against the policy, which stays Live; the rest later cancels it', async () => {
    const { quote, session, policy, read } = await boughtPolicy();
    await merchantApi('POST', `/sessions/${session.sessionId}/refund`, { amount: 1_000 });
    await waitFor(
      async () => ((await policyEventsOf(policy.id)).length > 0 ? true : undefined),
      'the refund recorded',
    );
    expect(await policyEventsOf(policy.id)).toEqual([
      { kind: 'partially_refunded', amount_pence: 1_000 },
    ]);
    expect((await policiesOf(quote))[0]!.status).toBe('Live');
    expect((await paymentsOf(quote)).map((p) => [p.status, p.amount_refunded_pence])).toEqual([
      ['succeeded', 1_000],
    ]);
    expect((await read()).json().status).toBe('Live');
    expect((await read('/documents/certificate')).statusCode).toBe(200);

    await merchantApi('POST', `/sessions/${session.sessionId}/refund`);
    await waitFor(async () => {
      const [row] = await policiesOf(quote);
      return row?.status === 'Cancelled' ? true : undefined;
    }, 'the cancellation');
    expect(await policyEventsOf(policy.id)).toEqual([
      { kind: 'partially_refunded', amount_pence: 1_000 },
      { kind: 'cancelled', amount_pence: Math.round(session.amount * 100) - 1_000 },
    ]);
  });

  it('learns a refund from the provider, never from the notification: a forged payment.refunded changes nothing', async () => {
    const { quote, session, policy, read } = await boughtPolicy();
    const forged = await notify(app, session.sessionId, 'payment.refunded', { amount: 1 });
    expect(forged.statusCode).toBe(200);
    expect((await policiesOf(quote))[0]!.status).toBe('Live');
    expect(await policyEventsOf(policy.id)).toEqual([]);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await read('/documents/certificate')).statusCode).toBe(200);
  });
});

describe('policy issue re-checks the sale at its own moment (decision 033 items 1 and 4)', () => {
  /** Moves the stored quote's cover start to yesterday, as if the customer paid a day late. */
  async function startYesterday(quote: Quote) {
    const yesterday = addCalendarDays(ukToday(new Date()), -1);
    // Stored text is read before the event's facts (decision 059), so the edited text is what sells.
    const stored = await loadQuote(database.db, quote.policy.webReference);
    if (!stored) throw new Error('the quote was not stored');
    const edited = stored.quote;
    edited.policy.startDate = yesterday;
    edited.policy.eventCurrent.risk.startDate = yesterday;
    if (edited.policy.eventCurrent.riskStartDate)
      edited.policy.eventCurrent.riskStartDate = yesterday;
    await database.db
      .updateTable('quote')
      .set({ quote: edited })
      .where('id', '=', stored.id)
      .execute();
  }

  it('issues nothing when the start date passed between the session and the payment, refunds, and tells the customer', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    await startYesterday(quote);
    const from = logLines.length;
    expect(await payWith(session.frameUrl)).toBe(303);
    await waitFor(async () => {
      const [payment] = await paymentsOf(quote);
      return payment?.status === 'refunded' ? true : undefined;
    }, 'the refund');

    expect(await policiesOf(quote)).toHaveLength(0);
    expect((await paymentsOf(quote)).map((p) => [p.status, p.failure_code])).toEqual([
      ['refunded', 'CoverStartDateInvalid'],
    ]);
    expect((await sandboxSession(session.sessionId)).status).toBe('refunded');
    const [alert] = alertsSince(from, 'sale refused at issue');
    expect(alert).toMatchObject({ code: 'CoverStartDateInvalid' });
    const wrapUp = await verifyPolicy(app, quote);
    expect(wrapUp.statusCode).toBe(422);
    expect(wrapUp.json().error).toEqual({
      code: 'CoverStartDateInvalid',
      message: 'Your cover start date has passed. Please choose a start date from today.',
    });
  });

  it('refuses it the same way when the wrap-up is the first to hear of the payment', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(deafApp, quoteKey);
    await startYesterday(quote);
    expect(await payWith(session.frameUrl)).toBe(303);
    const wrapUp = await verifyPolicy(deafApp, quote);
    expect(wrapUp.statusCode).toBe(422);
    expect(wrapUp.json().error.code).toBe('CoverStartDateInvalid');
    expect(await policiesOf(quote)).toHaveLength(0);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['refunded']);
    expect((await sandboxSession(session.sessionId)).status).toBe('refunded');
  });
});
