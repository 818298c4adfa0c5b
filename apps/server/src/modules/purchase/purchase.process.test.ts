import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildCreateQuoteRequest, QuoteSchema } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { sign } from '@van/payment-sandbox/signature';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../test/network.ts';
import { finalizeRequestOf } from '../../test/quotes.ts';
import {
  payWith,
  sandboxSessionOf,
  startPaymentSandbox,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// Decision 029, with real processes: the quote service is SIGKILLed after the payment session
// is made, the customer pays while it is dead (the notification finds nobody), and the restarted
// service ends with exactly one policy and one charge.

const MERCHANT_KEY = 'sk_process_test_key';
const WEBHOOK_SECRET = 'whsec_process_test_secret';

let sandbox: PaymentSandbox;
let database: TestDatabase;
/** The served database's URL, for the server processes. */
let url: string;
const mailbox = `mailbox-process-test-${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  url = database.url;
  // One try and no retries: only the restarted server's recovery can learn of the payment.
  sandbox = await startPaymentSandbox({
    merchantKey: MERCHANT_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [],
  });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
  await database?.drop();
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = await startServerProcess({
    port,
    databaseUrl: url,
    sandboxUrl: sandbox.url,
    merchantKey: MERCHANT_KEY,
    webhookSecret: WEBHOOK_SECRET,
    mailbox,
  });
  children.push(child);
  return child;
}

async function post(port: number, path: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: path === '/v1/quote' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

it('SIGKILLed before the payment is heard of, restarted: exactly one policy and one charge', async () => {
  const port = await freePort();
  const first = await startServer(port);
  const answers = completedDirectQuote(ukToday(new Date()));
  const created = await post(port, '/v1/quote', buildCreateQuoteRequest(answers));
  const quote = QuoteSchema.parse(created.json);
  const key = retrievalKeyOf(quote);
  const { quoteKey } = (await post(port, '/v1/finalize', finalizeRequestOf(quote))).json as {
    quoteKey: string;
  };
  const session = (
    await post(port, '/v1/paymentSession', {
      quoteKey,
      option: 'ANNUAL_CARD',
      consentToAutoRenew: true,
    })
  ).json as { sessionId: string; frameUrl: string };

  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  expect(await payWith(session.frameUrl)).toBe(303);
  await fetch(`${sandbox.url}/health`); // the sandbox is up; the server is not
  const policiesOfQuote = () =>
    database.db
      .selectFrom('policy')
      .innerJoin('quote', 'quote.id', 'policy.quote_id')
      .select('policy.policy_number')
      .where('quote.web_reference', '=', key.webReference)
      .execute();
  expect(await policiesOfQuote()).toHaveLength(0);

  await startServer(port);
  let policies = await policiesOfQuote();
  for (let i = 0; i < 100 && policies.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    policies = await policiesOfQuote();
  }
  expect(policies).toHaveLength(1);

  // The wrap-up answers it, and the late notification changes nothing.
  const wrapUp = await post(port, '/v1/verifyPolicy', key);
  expect(wrapUp.json.policyNumber).toBe(policies[0]!.policy_number);
  const body = JSON.stringify({
    eventId: 'evt_late',
    type: 'payment.succeeded',
    sessionId: session.sessionId,
  });
  const late = await fetch(`http://127.0.0.1:${port}/v1/payments/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': sign(body, WEBHOOK_SECRET, Date.now() / 1000),
    },
    body,
  });
  expect(late.status).toBe(200);
  expect(await policiesOfQuote()).toHaveLength(1);
  const payments = await database.db.selectFrom('payment').select(['status']).execute();
  expect(payments).toEqual([{ status: 'succeeded' }]);
  const charge = await sandboxSessionOf(sandbox, session.sessionId);
  expect(charge.status).toBe('succeeded');
}, 60_000);
