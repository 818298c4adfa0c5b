import {
  CREDIT_AGREEMENT_VERSION,
  directDebitSchedule,
  englandAndWalesBankHolidays,
} from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import { DEV_DEFAULTS } from '../../config/config.ts';
import { clientAddressKey } from '../../plugins/client-key.ts';
import { databaseText } from '../../test/database-text.ts';
import { fromNewClient } from '../../test/network.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  deafUrl,
  GOOD_BANK_ACCOUNT,
  GOOD_CARD,
  listeningApp,
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
  storedPayments,
  storedPolicies,
  waitFor,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { consentToDocumentsByEmail } from '../../test/consent.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { mandateAccountNumber } from './direct-debit-mandate.repository.ts';
import { recoverPayments } from './payment-recovery.ts';

// Decision 029, end to end: our server and the payment sandbox both on real ports, the card
// typed into the sandbox's hosted page by a form POST as a browser would, the signed notification
// delivered over HTTP.

const MERCHANT_KEY = 'sk_test_merchant_key';
const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const DECLINED_CARD = '4000 0000 0000 0002';
const ERROR_CARD = '4000 0000 0000 0119';

let database: TestDatabase;
let sandbox: PaymentSandbox;
let sandboxUrl: string;
let app: App;
let appUrl: string;
/** The same database, but its notifyUrl is a closed port: a server that died before being told. */
let deafApp: App;

const configFor = (publicUrl: string) => paymentConfig(sandbox, publicUrl);

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({ merchantKey: MERCHANT_KEY, webhookSecret: WEBHOOK_SECRET });
  sandboxUrl = sandbox.url;
  ({ app, url: appUrl } = await listeningApp((url) =>
    buildApp({ config: configFor(url), db: database.db }),
  ));
  deafApp = await buildApp({ config: configFor(await deafUrl()), db: database.db });
});

afterAll(async () => {
  await deafApp?.close();
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

/**
 * A priced quote, finalized. `surname` drives the embedded fraud and credit check
 * (modules/credit-check README: Fraudcheck, Refer, Creditfail, Unavailable; others pass).
 */
async function finalizedQuote(surname?: string): Promise<{ quote: Quote; quoteKey: string }> {
  const answers = completedDirectQuote(ukToday(new Date()));
  if (surname) answers.policy.eventCurrent.risk.proposer.name!.surname = surname;
  const finalized = await createFinalizedQuote(app, answers);
  // Decision 043: these sales' documents are e-mailed, as the customer chose on the quote page.
  await consentToDocumentsByEmail(database.db, finalized.quote.policy.webReference!);
  return finalized;
}

/** A good bank account (VocaLink's published test pair), typed as a customer might. */
const BANK_DETAILS = { accountHolderName: 'Sam ONeill', ...GOOD_BANK_ACCOUNT, soleSignatory: true };

const giveMandate = (quoteKey: string, details: Record<string, unknown> = {}) =>
  postDirectDebitMandate(app, quoteKey, details);

/** A payment session; MONTHLY_DD gives the Direct Debit mandate first, as the journey does. */
async function startPayment(
  on: App,
  quoteKey: string,
  option: 'ANNUAL_CARD' | 'MONTHLY_DD' = 'ANNUAL_CARD',
  consentToAutoRenew = true,
) {
  if (option === 'MONTHLY_DD') {
    const mandate = await giveMandate(quoteKey);
    expect(mandate.statusCode, mandate.body).toBe(200);
  }
  const response = await postPaymentSession(on, quoteKey, option, consentToAutoRenew);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessionId: string; frameUrl: string; amount: number };
}

const sandboxSession = (sessionId: string) => sandboxSessionOf(sandbox, sessionId);
const policiesOf = (quote: Quote) => storedPolicies(database.db, quote);
const paymentsOf = (quote: Quote) => storedPayments(database.db, quote);
const verifyPolicy = (quote: Quote) => postVerifyPolicy(app, quote);

/** A notification signed as the sandbox signs it, delivered to our endpoint. */
const notify = (
  sessionId: string,
  type: string,
  options: { eventId?: string; secret?: string; at?: Date } = {},
) =>
  notifyPayment(
    app,
    {
      ...(options.eventId ? { eventId: options.eventId } : {}),
      type,
      sessionId,
      reference: 'x',
      amount: 1,
      currency: 'GBP',
    },
    { secret: options.secret ?? WEBHOOK_SECRET, ...(options.at ? { at: options.at } : {}) },
  );

const vanTotal = (quote: Quote) => quote.policy.eventCurrent.result?.premiumDetails?.totalPayable;

describe('buying annually by card (§4.8, §7.4)', () => {
  it('offers only what the result allows, charges the annual total and issues one policy', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const options = await app.inject({
      method: 'POST',
      url: '/v1/paymentOptions',
      payload: { quoteKey },
    });
    expect(options.json()).toEqual([{ type: 'ANNUAL_CARD' }, { type: 'MONTHLY_DD' }]);

    const session = await startPayment(app, quoteKey);
    expect(session.amount).toBe(vanTotal(quote));
    expect(session.frameUrl.startsWith(sandboxUrl)).toBe(true);
    const again = await startPayment(app, quoteKey);
    expect(again.sessionId).toBe(session.sessionId); // a retried call gets the same session

    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    const [policy] = await waitFor(async () => {
      const rows = await policiesOf(quote);
      return rows.length > 0 ? rows : undefined;
    }, 'the policy');
    expect(policy).toMatchObject({ tier: 'VAN', payment_plan: 'ANNUAL_CARD', status: 'Live' });
    expect(policy!.policy_number).toMatch(/^RWV-\d{4}-\d{6}$/);
    expect(policy!.sold_quote.policy.webReference).toBe(quote.policy.webReference);

    const wrapUp = await verifyPolicy(quote);
    expect(wrapUp.statusCode, wrapUp.body).toBe(200);
    const { token, policyNumber } = wrapUp.json();
    expect(policyNumber).toBe(policy!.policy_number);
    const repeated = (await verifyPolicy(quote)).json();
    expect(repeated.policyNumber).toBe(policyNumber);

    const url = `/v1/policies/${quote.policy.webReference}`;
    for (const bearer of [token, repeated.token]) {
      const sold = await app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
      expect(sold.statusCode, sold.body).toBe(200);
      expect(sold.json()).toMatchObject({ status: 'Live', policyReference: policyNumber });
    }
    const event = await app.inject({
      url: `${url}/events/001`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(event.json().result.premiumDetails.totalPayable).toBe(vanTotal(quote));
    for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(43)}` }]) {
      const refused = await app.inject({ url, headers });
      expect(refused.statusCode).toBe(404);
    }

    const payments = await paymentsOf(quote);
    expect(payments.map((p) => [p.status, p.amount_pence])).toEqual([
      ['succeeded', Math.round(vanTotal(quote)! * 100)],
    ]);
    expect((await sandboxSession(session.sessionId)).status).toBe('succeeded');
    const emails = await database.db
      .selectFrom('email_outbox')
      .select(['kind', 'subject', 'body_text', 'recipient'])
      .where('kind', '=', 'policy')
      .execute();
    const mine = emails.filter((email) => email.body_text.includes(policyNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body_text).toContain('Thank you for buying Roadwise Van Insurance.');
    expect(mine[0]!.body_text).toContain(
      'Your policy schedule, certificate of motor insurance, statement of fact and statement of demands and needs are attached to this e-mail.',
    );
    expect(mine[0]!.recipient).toBe('sam.oneill@example.com');
    // §3.1 consentToAutoRenew: as given with the session, on the payment and then the policy.
    expect(payments[0]!.consent_to_auto_renew).toBe(true);
    expect(policy!.consent_to_auto_renew).toBe(true);
  });

  it('refuses to start paying for, finalize or retrieve a quote that is bought', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    await payWith(session.frameUrl, GOOD_CARD);
    await waitFor(async () => ((await policiesOf(quote)).length ? true : undefined), 'policy');
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/paymentSession',
      payload: { quoteKey, option: 'ANNUAL_CARD', consentToAutoRenew: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'PolicyAlreadyPurchased',
      message: 'This quote has already been bought.',
    });
    const finalize = await app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: retrievalKeyOf(quote),
      remoteAddress: fromNewClient(),
    });
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json().error.code).toBe('PolicyAlreadyPurchased');
    const retrieve = await app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: retrievalKeyOf(quote),
      remoteAddress: fromNewClient(),
    });
    expect(retrieve.json().error.code).toBe('PolicyAlreadyPurchased');
  });

  it('lets a customer whose credit check failed or could not be made pay annually by card', async () => {
    for (const surname of ['Creditfail', 'Unavailable']) {
      const { quoteKey } = await finalizedQuote(surname);
      const session = await startPayment(app, quoteKey, 'ANNUAL_CARD');
      expect(session.frameUrl.startsWith(sandboxUrl)).toBe(true);
    }
  });

  it.each(['Fraudcheck', 'Refer'])(
    'declines a customer whose fraud check failed (%s) before any payment session (422 QuoteDeclined)',
    async (surname) => {
      const { quote, quoteKey } = await finalizedQuote(surname);
      const response = await app.inject({
        method: 'POST',
        url: '/v1/paymentSession',
        payload: { quoteKey, option: 'ANNUAL_CARD', consentToAutoRenew: true },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'QuoteDeclined',
        message:
          "We can't offer you this policy online. Please call us and we'll see how we can help.",
      });
      expect(await paymentsOf(quote)).toHaveLength(0);
    },
  );

  it('takes the deposit for monthly by direct debit', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey, 'MONTHLY_DD');
    const deposit = quote.policy.eventCurrent.result?.instalmentPlans?.[0]?.depositAmountTotal;
    expect(session.amount).toBe(deposit);
    expect((await sandboxSession(session.sessionId)).amount).toBe(Math.round(deposit! * 100));
  });
});

describe('exactly once (decision 029)', () => {
  it('a declined card then a good one in the same frame: one policy, one charge', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    expect(await payWith(session.frameUrl, DECLINED_CARD)).toBe(402);
    await waitFor(
      async () => ((await paymentsOf(quote))[0]?.status === 'declined' ? true : undefined),
      'the decline',
    );
    expect(await verifyPolicy(quote).then((r) => r.statusCode)).toBe(409);
    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    await waitFor(async () => ((await policiesOf(quote)).length ? true : undefined), 'policy');
    expect(await policiesOf(quote)).toHaveLength(1);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('a failed payment never yields a policy', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    expect(await payWith(session.frameUrl, ERROR_CARD)).toBe(402);
    await waitFor(
      async () => ((await paymentsOf(quote))[0]?.status === 'failed' ? true : undefined),
      'the failure',
    );
    const wrapUp = await verifyPolicy(quote);
    expect(wrapUp.statusCode).toBe(409);
    expect(wrapUp.json().error).toEqual({
      code: 'WrapUpTokenMissing',
      message: 'Your payment has not been completed yet.',
    });
    expect(await policiesOf(quote)).toHaveLength(0);
  });

  it('50 concurrent wrap-ups and a notification for one paid quote: one policy, one charge', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    // Created through the deaf server: the sandbox's own notification never arrives.
    const session = await startPayment(deafApp, quoteKey);
    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => verifyPolicy(quote)),
      notify(session.sessionId, 'payment.succeeded'),
    ]);
    const wrapUps = answers.slice(0, 50);
    expect(wrapUps.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(answers[50]!.statusCode).toBe(200);
    const numbers = new Set(wrapUps.map((r) => r.json().policyNumber));
    expect(numbers.size).toBe(1);
    expect(await policiesOf(quote)).toHaveLength(1);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await sandboxSession(session.sessionId)).status).toBe('succeeded');
  });

  it('two sessions paid in two tabs: one policy, and the second payment is refunded', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const annual = await startPayment(app, quoteKey, 'ANNUAL_CARD');
    const monthly = await startPayment(app, quoteKey, 'MONTHLY_DD');
    expect(await payWith(annual.frameUrl, GOOD_CARD)).toBe(303);
    expect(await payWith(monthly.frameUrl, GOOD_CARD)).toBe(303);
    await waitFor(async () => {
      const statuses = (await paymentsOf(quote)).map((p) => p.status).sort();
      return statuses.join() === 'refunded,succeeded' ? true : undefined;
    }, 'one payment kept and one refunded');
    const [policy] = await policiesOf(quote);
    expect(await policiesOf(quote)).toHaveLength(1);
    const kept = (await paymentsOf(quote)).find((p) => p.status === 'succeeded')!;
    expect(policy!.payment_id).toBe(kept.id);
    const other = kept.provider_session_id === annual.sessionId ? monthly : annual;
    expect((await sandboxSession(other.sessionId)).status).toBe('refunded');
  });
});

describe('the notification endpoint', () => {
  it('refuses a missing or bad signature and a stale timestamp, changing nothing', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(deafApp, quoteKey);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/v1/payments/notifications',
      payload: JSON.stringify({
        eventId: 'evt_x',
        type: 'payment.succeeded',
        sessionId: session.sessionId,
      }),
      headers: { 'content-type': 'application/json' },
    });
    const wrongSecret = await notify(session.sessionId, 'payment.succeeded', {
      secret: 'whsec_guess',
    });
    const stale = await notify(session.sessionId, 'payment.succeeded', {
      at: new Date(Date.now() - 10 * 60 * 1000),
    });
    for (const response of [unsigned, wrongSecret, stale]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('The notification signature is not valid.');
    }
    expect(await policiesOf(quote)).toHaveLength(0);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['open']);
  });

  it('acts on each event once: a replayed notification changes nothing', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(deafApp, quoteKey);
    await payWith(session.frameUrl, DECLINED_CARD);
    const declined = await notify(session.sessionId, 'payment.declined', { eventId: 'evt_once_1' });
    expect(declined.statusCode).toBe(200);
    expect((await paymentsOf(quote))[0]!.status).toBe('declined');
    await payWith(session.frameUrl, GOOD_CARD);
    await notify(session.sessionId, 'payment.succeeded', { eventId: 'evt_once_2' });
    const before = { policies: await policiesOf(quote), payments: await paymentsOf(quote) };
    // The decline again, freshly signed (a repeated delivery): the success stands.
    const replay = await notify(session.sessionId, 'payment.declined', { eventId: 'evt_once_1' });
    const again = await notify(session.sessionId, 'payment.succeeded', { eventId: 'evt_once_2' });
    expect([replay.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await policiesOf(quote)).toEqual(before.policies);
    expect(await paymentsOf(quote)).toEqual(before.payments);
    expect(before.policies).toHaveLength(1);
  });
});

describe('recovery (decision 029)', () => {
  it('issues exactly one policy for a payment made while the server could not hear of it', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    // The server that created the session is gone: its notifyUrl answers nothing.
    const session = await startPayment(deafApp, quoteKey);
    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    expect(await policiesOf(quote)).toHaveLength(0);

    // A new server on the same database: recovery at start-up, a minute on, finds it.
    const provider = sandboxProvider(sandbox);
    const later = () => new Date(Date.now() + 2 * 60 * 1000);
    const recover = () =>
      recoverPayments({
        db: database.db,
        provider,
        confirmation: confirmationSettings(configFor(appUrl)),
        log: silent,
        now: later,
      });
    const [first, second] = await Promise.all([recover(), recover()]);
    expect(first.issued + second.issued).toBe(1);
    expect(await policiesOf(quote)).toHaveLength(1);
    expect((await recover()).issued).toBe(0);

    // The late notification, when it finally arrives, changes nothing.
    const late = await notify(session.sessionId, 'payment.succeeded');
    expect(late.statusCode).toBe(200);
    expect(await policiesOf(quote)).toHaveLength(1);
    expect((await paymentsOf(quote)).map((p) => p.status)).toEqual(['succeeded']);
  });
});

async function mandatesOf(quote: Quote) {
  return database.db
    .selectFrom('direct_debit_mandate')
    .innerJoin('quote', 'quote.id', 'direct_debit_mandate.quote_id')
    .selectAll('direct_debit_mandate')
    .where('quote.web_reference', '=', quote.policy.webReference)
    .execute();
}

const firstPlan = (quote: Quote) => quote.policy.eventCurrent.result!.instalmentPlans![0]!;

describe('the Direct Debit mandate (§4.8 isDDStep, decision 030)', () => {
  it('checks the details and answers the collections it will take, the account number only by its last 4 digits', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const response = await giveMandate(quoteKey, { collectionDay: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const plan = firstPlan(quote);
    expect(response.json()).toEqual({
      mandateReference: expect.stringMatching(/^RWVDD\d{8}$/),
      accountHolderName: 'Sam ONeill',
      sortCode: '08-99-99',
      accountNumberEnding: '4958',
      deposit: plan.depositAmountTotal,
      // The domain's rule, from the cover start and today's UK date.
      collections: directDebitSchedule({
        plan,
        coverStartDate: quote.policy.startDate!,
        today: ukToday(new Date()),
        collectionDay: 5,
        bankHolidays: englandAndWalesBankHolidays,
      }),
    });
    expect(response.json().collections).toHaveLength(plan.paymentCountNormal!);
    expect(response.body).not.toContain('66374958');
    const [stored] = await mandatesOf(quote);
    expect(stored).toMatchObject({
      policy_event_reference: '001',
      mandate_reference: response.json().mandateReference,
      account_holder_name: 'Sam ONeill',
      sort_code: '089999',
      account_number: null,
      account_number_last4: '4958',
      collection_day: 5,
      policy_id: null,
    });
    // Sealed at rest (decision 034 item 7): it opens with the server's keys, and only with them.
    expect(mandateAccountNumber(stored!, configFor(appUrl).bankAccountKeys)).toBe('66374958');
  });

  it('stores the account number nowhere in clear: not in the mandate, not in any table (decision 034 item 7)', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const response = await giveMandate(quoteKey, { accountNumber: '6637 4958' });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await mandatesOf(quote);
    expect(JSON.stringify(stored)).not.toContain('66374958');
    expect(stored!.account_number_sealed).toMatch(/^dev-1:/);
    expect(await databaseText(database.db)).not.toMatch(/6637\s*4958/);
  });

  it('replaces the earlier mandate when given again for the same event, keeping its reference', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const first = (await giveMandate(quoteKey)).json();
    const second = await giveMandate(quoteKey, {
      sortCode: '202959',
      accountNumber: '6374 8472',
      collectionDay: 12,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      mandateReference: first.mandateReference,
      sortCode: '20-29-59',
      accountNumberEnding: '8472',
    });
    const stored = await mandatesOf(quote);
    expect(
      stored.map((row) => [row.sort_code, row.account_number_last4, row.collection_day]),
    ).toEqual([['202959', '8472', 12]]);
    expect(mandateAccountNumber(stored[0]!, configFor(appUrl).bankAccountKeys)).toBe('63748472');
  });

  it('refuses bank details that fail the VocaLink modulus check (422), storing nothing', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const response = await giveMandate(quoteKey, { accountNumber: '66374959' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'BankAccountInvalid',
      message:
        'Check your sort code and account number. They do not match an account we can collect Direct Debits from',
    });
    expect(await mandatesOf(quote)).toHaveLength(0);
  });

  it.each([
    [
      'Creditfail',
      422,
      'CreditCheckFailed',
      "We can't offer you monthly payments. You can still buy this policy by paying for the year by card.",
    ],
    [
      'Fraudcheck',
      422,
      'QuoteDeclined',
      "We can't offer you this policy online. Please call us and we'll see how we can help.",
    ],
    [
      'Refer',
      422,
      'QuoteDeclined',
      "We can't offer you this policy online. Please call us and we'll see how we can help.",
    ],
    [
      'Unavailable',
      503,
      'ServiceUnavailable',
      "We can't check your details for monthly payments at the moment. Please try again in a few minutes, or pay for the year by card.",
    ],
  ])(
    'refuses monthly payments when the credit check says so (%s: %i %s), storing no mandate',
    async (surname, status, code, message) => {
      const { quote, quoteKey } = await finalizedQuote(surname);
      const response = await giveMandate(quoteKey);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toEqual({ code, message });
      expect(await mandatesOf(quote)).toHaveLength(0);
    },
  );

  it('refuses a quoteKey it does not know (404) and one for a bought quote (400 PolicyAlreadyPurchased)', async () => {
    const unknown = await giveMandate('k'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('QuoteMissing');
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    await payWith(session.frameUrl, GOOD_CARD);
    await waitFor(async () => ((await policiesOf(quote)).length ? true : undefined), 'policy');
    const bought = await giveMandate(quoteKey);
    expect(bought.statusCode).toBe(400);
    expect(bought.json().error.code).toBe('PolicyAlreadyPurchased');
  });

  it('is limited like the bank account check: the 11th in a minute from one address is refused (429)', async () => {
    const { quoteKey } = await finalizedQuote();
    const from = fromNewClient();
    // The limit counts clock minutes: a clock stopped at one moment keeps all 11 calls in one of
    // them, however slow the machine (on the live clock the run could straddle two minutes).
    const stopped = new Date();
    const stoppedApp = await buildApp({
      config: configFor(appUrl),
      db: database.db,
      now: () => stopped,
    });
    onTestFinished(() => stoppedApp.close());
    await signCreditAgreement(app, quoteKey);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await stoppedApp.inject({
        method: 'POST',
        url: '/v1/directDebitMandate',
        payload: { quoteKey, ...BANK_DETAILS },
        remoteAddress: from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('is needed before a monthly payment session (409 DirectDebitMandateMissing)', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    await signCreditAgreement(app, quoteKey);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/paymentSession',
      payload: { quoteKey, option: 'MONTHLY_DD', consentToAutoRenew: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'DirectDebitMandateMissing',
      message: 'Please give your Direct Debit details first.',
    });
    expect(await paymentsOf(quote)).toHaveLength(0);
  });
});

describe('a monthly purchase and its documents (decision 030)', () => {
  it('ties the mandate to the policy and prints it on the Direct Debit Instruction', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey, 'MONTHLY_DD', false);
    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    const [policy] = await waitFor(async () => {
      const rows = await policiesOf(quote);
      return rows.length > 0 ? rows : undefined;
    }, 'the policy');
    expect(policy).toMatchObject({ payment_plan: 'MONTHLY_DD', consent_to_auto_renew: false });
    const [mandate] = await mandatesOf(quote);
    expect(mandate!.policy_id).toBe(policy!.id);

    const { token } = (await verifyPolicy(quote)).json();
    const auth = { authorization: `Bearer ${token}` };
    const base = `/v1/policies/${quote.policy.webReference}/documents`;
    const list = await app.inject({ url: base, headers: auth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const number = policy!.policy_number;
    expect(list.json().documents).toEqual([
      {
        kind: 'policy-schedule',
        title: 'Policy schedule',
        fileName: `${number}-policy-schedule.pdf`,
      },
      {
        kind: 'certificate',
        title: 'Certificate of motor insurance',
        fileName: `${number}-certificate-of-motor-insurance.pdf`,
      },
      {
        kind: 'statement-of-fact',
        title: 'Statement of fact',
        fileName: `${number}-statement-of-fact.pdf`,
      },
      {
        kind: 'demands-and-needs',
        title: 'Your demands and needs',
        fileName: `${number}-demands-and-needs.pdf`,
      },
      {
        kind: 'credit-agreement',
        title: 'Credit agreement',
        fileName: `${number}-credit-agreement.pdf`,
      },
      {
        kind: 'direct-debit-instruction',
        title: 'Direct Debit Instruction',
        fileName: `${number}-direct-debit-instruction.pdf`,
      },
    ]);
    // The product's IPID first, as the sold result gives it.
    expect(list.json().productInformation[0]).toEqual({
      title: expect.stringContaining('(Insurance Product Information Document)'),
      url: expect.stringMatching(/ipid\.pdf$/),
    });

    const instruction = await app.inject({
      url: `${base}/direct-debit-instruction`,
      headers: auth,
    });
    expect(instruction.statusCode).toBe(200);
    expect(instruction.headers['content-type']).toBe('application/pdf');
    expect(instruction.headers['content-disposition']).toBe(
      `attachment; filename="${number}-direct-debit-instruction.pdf"`,
    );
    expect(instruction.headers['cache-control']).toBe('no-store');
    const text = await pdfText(instruction.rawPayload);
    expect(text).toContain(mandate!.mandate_reference);
    expect(text).toContain('08-99-99');
    expect(text).toContain('4958');
    expect(text).not.toContain('66374958');
    const schedule = await app.inject({ url: `${base}/policy-schedule`, headers: auth });
    expect(await pdfText(schedule.rawPayload)).toContain('Automatic renewal No');
    // Decision 045: the agreement as signed before paying, with its lender.
    const agreement = await app.inject({ url: `${base}/credit-agreement`, headers: auth });
    const agreementText = await pdfText(agreement.rawPayload);
    const [signature] = await database.db
      .selectFrom('credit_agreement_signature')
      .selectAll()
      .where('quote_id', '=', policy!.quote_id)
      .execute();
    for (const words of [
      `${DEV_DEFAULTS.LENDER_NAME} ${DEV_DEFAULTS.LENDER_ADDRESS}`,
      `FCA firm reference number ${DEV_DEFAULTS.LENDER_FCA_NUMBER}`,
      "Signed by Sam O'Neill",
      `Agreement wording ${CREDIT_AGREEMENT_VERSION}`,
      signature!.text_hash.slice(0, 32),
      // The exact text signed, copied whole.
      'The agreement as you signed it',
    ]) {
      expect(agreementText).toContain(words);
    }

    const emails = await database.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('kind', '=', 'policy')
      .execute();
    const mine = emails.find((email) => email.body_text.includes(number));
    expect(mine!.body_text).toContain('credit agreement and Direct Debit Instruction are attached');
  });

  it("answers the documents only for the policy's wrap-up token: anything else is the same 404", async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    await payWith(session.frameUrl, GOOD_CARD);
    await waitFor(async () => ((await policiesOf(quote)).length ? true : undefined), 'policy');
    const { token } = (await verifyPolicy(quote)).json();
    const base = `/v1/policies/${quote.policy.webReference}/documents`;
    const refusals = [];
    for (const url of [base, `${base}/certificate`]) {
      for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(43)}` }]) {
        refusals.push(await app.inject({ url, headers }));
      }
      // Another policy's reference with this token.
      refusals.push(
        await app.inject({
          url: url.replace(quote.policy.webReference, '00000-00000-00000'),
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({
        code: 'NotFound',
        message: 'We could not find that policy.',
      });
    }
    const auth = { authorization: `Bearer ${token}` };
    const list = await app.inject({ url: base, headers: auth });
    expect(list.json().documents.map((d: { kind: string }) => d.kind)).toEqual([
      'policy-schedule',
      'certificate',
      'statement-of-fact',
      'demands-and-needs',
    ]);
    // Decision 033: the confirmation e-mail was queued to the customer's address, so the page may say
    // so; once the outbox gives up on it (never delivered), it may not.
    expect(list.json().documentsEmailed).toBe(true);
    const quoteRow = await database.db
      .selectFrom('quote')
      .select('id')
      .where('web_reference', '=', quote.policy.webReference)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('email_outbox')
      .set({ sent_at: null, next_attempt_at: null, last_error: 'Rejected' })
      .where('quote_id', '=', quoteRow.id)
      .where('kind', '=', 'policy')
      .execute();
    const givenUp = await app.inject({ url: base, headers: auth });
    expect(givenUp.json().documentsEmailed).toBe(false);
    // A monthly-only document of an annual policy, and a kind that does not exist.
    for (const kind of ['credit-agreement', 'nonsense']) {
      const missing = await app.inject({ url: `${base}/${kind}`, headers: auth });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NotFound');
    }
    const certificate = await app.inject({ url: `${base}/certificate`, headers: auth });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps no bank details once the quote is bought by card', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    expect((await giveMandate(quoteKey)).statusCode).toBe(200);
    const session = await startPayment(app, quoteKey, 'ANNUAL_CARD');
    await payWith(session.frameUrl, GOOD_CARD);
    await waitFor(async () => ((await policiesOf(quote)).length ? true : undefined), 'policy');
    expect(await mandatesOf(quote)).toHaveLength(0);
  });
});

describe('the OpenAPI document (/docs)', () => {
  it('lists the mandate and the documents list, but not the PDF download (not JSON)', async () => {
    const response = await app.inject({ url: '/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/v1/directDebitMandate']?.post).toBeDefined();
    expect(paths['/v1/policies/{webReference}/documents']?.get).toBeDefined();
    expect(paths['/v1/policies/{webReference}/documents/{kind}']).toBeUndefined();
    expect(paths['/v1/payments/notifications']).toBeUndefined();
  });
});

describe('the wrap-up and the retrieve lock-out (decision 034 item 4)', () => {
  it('gives a paid customer their policy with the quoteKey while strangers have locked the reference', async () => {
    const { quote, quoteKey } = await finalizedQuote();
    const session = await startPayment(app, quoteKey);
    expect(await payWith(session.frameUrl, GOOD_CARD)).toBe(303);
    const [policy] = await waitFor(async () => {
      const rows = await policiesOf(quote);
      return rows.length > 0 ? rows : undefined;
    }, 'the policy');

    // Wrong tries from three addresses lock the reference for everyone for a while...
    for (let c = 0; c < 3; c += 1) {
      const stranger = fromNewClient();
      for (let i = 0; i < 5; i += 1) {
        await app.inject({
          method: 'POST',
          url: '/v1/retrieve',
          payload: { ...retrievalKeyOf(quote), lastName: 'Stranger' },
          remoteAddress: stranger,
        });
      }
    }
    const locked = await verifyPolicy(quote);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RetrievalLocked');

    // ...but not for the customer who paid under the quoteKey, on any connection.
    const owner = fromNewClient();
    for (let i = 0; i < 3; i += 1) {
      const wrapUp = await app.inject({
        method: 'POST',
        url: '/v1/verifyPolicy',
        payload: { ...retrievalKeyOf(quote), quoteKey },
        remoteAddress: owner,
      });
      expect(wrapUp.statusCode, wrapUp.body).toBe(200);
      expect(wrapUp.json().policyNumber).toBe(policy!.policy_number);
    }
    // The retrieve guard was not consulted: no try was counted for that connection.
    const ownerKey = clientAddressKey(DEV_DEFAULTS.CLIENT_ADDRESS_SECRET, owner);
    const counted = await database.db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', '=', `retrieve:${ownerKey}`)
      .execute();
    expect(counted).toEqual([]);
  });

  it("does not take another quote's quoteKey as proof", async () => {
    const { quote } = await finalizedQuote();
    const other = await finalizedQuote();
    const wrapUp = await app.inject({
      method: 'POST',
      url: '/v1/verifyPolicy',
      payload: { ...retrievalKeyOf(quote), lastName: 'Stranger', quoteKey: other.quoteKey },
      remoteAddress: fromNewClient(),
    });
    expect(wrapUp.statusCode).toBe(404);
    expect(wrapUp.json().error.code).toBe('RetrievalFailed');
  });
});
