import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import type { Config } from '../../config/config.ts';
import {
  deafUrl,
  notifyPayment,
  paymentConfig,
  payWith,
  postDirectDebitMandate,
  signCreditAgreement,
  postPaymentSession,
  postVerifyPolicy,
  sandboxProvider,
  sandboxSessionOf,
  SILENT_LOG as silent,
  startPaymentSandbox,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recoverPayments } from './payment-recovery.ts';

// Decision 034 item 3: calls that race on one quote (the provider's notifications, wrap-ups, payment
// sessions, Direct Debit mandates, recovery) answer 2xx or 4xx, never 5xx: one lock order for
// every purchase decision (payment-settlement.ts) instead of PostgreSQL deadlocks (40P01). Each
// race ends with one policy, one payment kept, one confirmation e-mail, each notification recorded.

const MERCHANT_KEY = 'sk_test_purchase_races';
const WEBHOOK_SECRET = 'whsec_test_purchase_races';
const SURNAME = 'Racer';

let database: TestDatabase;
let sandbox: PaymentSandbox;
/** Its notifyUrl is a closed port: only the notifications a test sends arrive, when it sends. */
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

async function finalizedQuote(): Promise<{ quote: Quote; quoteKey: string }> {
  const answers = completedDirectQuote(ukToday(new Date()));
  answers.policy.eventCurrent.risk.proposer.email = 'sam.racer@example.com';
  answers.policy.eventCurrent.risk.proposer.name!.surname = SURNAME;
  return createFinalizedQuote(app, answers);
}

const giveMandate = (quoteKey: string) =>
  postDirectDebitMandate(app, quoteKey, { accountHolderName: 'Sam Racer' });

const paymentSession = (quoteKey: string, option: 'ANNUAL_CARD' | 'MONTHLY_DD' = 'ANNUAL_CARD') =>
  postPaymentSession(app, quoteKey, option);

async function startPayment(
  quoteKey: string,
  option: 'ANNUAL_CARD' | 'MONTHLY_DD' = 'ANNUAL_CARD',
) {
  const response = await paymentSession(quoteKey, option);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessionId: string; frameUrl: string };
}

/** Types a good card into the sandbox's hosted page, as the browser in the frame would post it. */
async function pay(frameUrl: string): Promise<void> {
  expect(await payWith(frameUrl)).toBe(303);
}

/** A notification signed as the sandbox signs it, each with its own eventId. */
const notify = (sessionId: string, type = 'payment.succeeded') =>
  notifyPayment(app, { type, sessionId }, { secret: WEBHOOK_SECRET });

const verifyPolicy = (quote: Quote) => postVerifyPolicy(app, quote);

function recover() {
  return recoverPayments({
    db: database.db,
    provider: sandboxProvider(sandbox),
    confirmation: confirmationSettings(config),
    log: silent,
    quietMs: 0,
  });
}

async function sandboxStatus(sessionId: string): Promise<string> {
  return (await sandboxSessionOf(sandbox, sessionId)).status;
}

/** What the race left in the database for one quote. */
async function outcomeOf(quote: Quote) {
  const quoteRow = await database.db
    .selectFrom('quote')
    .select(['id', 'purchased_at'])
    .where('web_reference', '=', quote.policy.webReference)
    .executeTakeFirstOrThrow();
  const policies = await database.db
    .selectFrom('policy')
    .select(['policy_number', 'payment_id'])
    .where('quote_id', '=', quoteRow.id)
    .execute();
  const payments = await database.db
    .selectFrom('payment')
    .select(['id', 'status', 'provider_session_id', 'payment_option'])
    .where('quote_id', '=', quoteRow.id)
    .orderBy('id')
    .execute();
  const emails = await database.db
    .selectFrom('email_outbox')
    .select('id')
    .where('quote_id', '=', quoteRow.id)
    .where('kind', '=', 'policy')
    .execute();
  const notifications = await database.db
    .selectFrom('payment_notification')
    .innerJoin('payment', 'payment.id', 'payment_notification.payment_id')
    .select('payment_notification.event_id')
    .where('payment.quote_id', '=', quoteRow.id)
    .execute();
  return {
    quoteRow,
    policies,
    payments,
    emails: emails.length,
    notifications: notifications.length,
  };
}

const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);

describe('racing calls for one paid quote (decision 034 item 3)', () => {
  it('10 concurrent signed notifications: all accepted, one policy, one payment settled, each recorded', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(quoteKey);
    await pay(session.frameUrl);

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(session.sessionId)));

    expect(statuses(answers)).toEqual(Array(10).fill(200));
    const outcome = await outcomeOf(quote);
    expect(outcome.policies).toHaveLength(1);
    expect(outcome.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(outcome.policies[0]!.payment_id).toBe(outcome.payments[0]!.id);
    expect(outcome.quoteRow.purchased_at).not.toBeNull();
    expect(outcome.emails).toBe(1);
    expect(outcome.notifications).toBe(10);
  });

  it('10 concurrent wrap-ups: each gets the one policy number', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(quoteKey);
    await pay(session.frameUrl);

    const answers = await Promise.all(Array.from({ length: 10 }, () => verifyPolicy(quote)));

    expect(statuses(answers)).toEqual(Array(10).fill(200));
    const outcome = await outcomeOf(quote);
    expect(new Set(answers.map((a) => a.json().policyNumber))).toEqual(
      new Set([outcome.policies[0]!.policy_number]),
    );
    expect(outcome.policies).toHaveLength(1);
    expect(outcome.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(outcome.emails).toBe(1);
  });

  it('notifications, wrap-ups and a recovery pass at the same moment: one policy, nothing lost', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(quoteKey);
    await pay(session.frameUrl);

    const [answers, counts] = await Promise.all([
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 2 === 0 ? notify(session.sessionId) : verifyPolicy(quote),
        ),
      ),
      recover(),
    ]);

    expect(statuses(answers)).toEqual(Array(12).fill(200));
    const outcome = await outcomeOf(quote);
    expect(outcome.policies).toHaveLength(1);
    expect(outcome.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(outcome.emails).toBe(1);
    expect(outcome.notifications).toBe(6);
    expect(counts.issued).toBeLessThanOrEqual(1);
    const numbers = answers.filter((_, i) => i % 2 === 1).map((a) => a.json().policyNumber);
    expect(new Set(numbers)).toEqual(new Set([outcome.policies[0]!.policy_number]));
  });

  it('two tabs paid, their notifications and wrap-ups racing: one policy, the other payment refunded', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const mandate = await giveMandate(quoteKey);
    expect(mandate.statusCode, mandate.body).toBe(200);
    const annual = await startPayment(quoteKey, 'ANNUAL_CARD');
    const monthly = await startPayment(quoteKey, 'MONTHLY_DD');
    await pay(annual.frameUrl);
    await pay(monthly.frameUrl);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? verifyPolicy(quote)
          : notify(i % 3 === 0 ? annual.sessionId : monthly.sessionId),
      ),
    );

    expect(statuses(answers)).toEqual(Array(12).fill(200));
    const outcome = await outcomeOf(quote);
    expect(outcome.policies).toHaveLength(1);
    expect(outcome.payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    const kept = outcome.payments.find((p) => p.status === 'succeeded')!;
    const other = outcome.payments.find((p) => p.status === 'refunded')!;
    expect(outcome.policies[0]!.payment_id).toBe(kept.id);
    expect(await sandboxStatus(other.provider_session_id)).toBe('refunded');
    expect(outcome.emails).toBe(1);
    expect(outcome.notifications).toBe(8);
  });

  it('10 concurrent payment sessions for one choice: one session, one payment row', async () => {
    const { quote, quoteKey } = await finalizedQuote();

    const answers = await Promise.all(Array.from({ length: 10 }, () => paymentSession(quoteKey)));

    expect(statuses(answers)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().sessionId)).size).toBe(1);
    expect((await outcomeOf(quote)).payments.map((p) => p.status)).toEqual(['open']);
  });

  it('mandates and payment sessions for both choices at once: 2xx or 4xx, one session per choice', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    // Signed first, as the journey does (decision 045): the race here is mandate against session.
    await signCreditAgreement(app, quoteKey);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? giveMandate(quoteKey)
          : paymentSession(quoteKey, i % 3 === 1 ? 'ANNUAL_CARD' : 'MONTHLY_DD'),
      ),
    );

    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    // A monthly session may only start once the mandate is stored: before, 409 DirectDebitMandateMissing.
    for (const answer of answers.filter((a) => a.statusCode >= 400)) {
      expect(answer.json().error.code).toBe('DirectDebitMandateMissing');
    }
    const mandates = await database.db
      .selectFrom('direct_debit_mandate')
      .innerJoin('quote', 'quote.id', 'direct_debit_mandate.quote_id')
      .select('direct_debit_mandate.mandate_reference')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(mandates).toHaveLength(1);
    const { payments } = await outcomeOf(quote);
    const options = payments.map((p) => p.payment_option).sort();
    expect(options[0]).toBe('ANNUAL_CARD');
    expect(options.filter((o) => o === 'ANNUAL_CARD')).toHaveLength(1);
    expect(options.filter((o) => o === 'MONTHLY_DD').length).toBeLessThanOrEqual(1);
  });

  it('a payment session racing the notifications of a paid one: the quote is bought once', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(quoteKey);
    await pay(session.frameUrl);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? notify(session.sessionId) : paymentSession(quoteKey),
      ),
    );

    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    for (const answer of answers.filter((a) => a.statusCode >= 400)) {
      expect(answer.json().error.code).toBe('PolicyAlreadyPurchased');
    }
    const outcome = await outcomeOf(quote);
    expect(outcome.policies).toHaveLength(1);
    expect(outcome.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(outcome.notifications).toBe(5);
  });
});
