import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildCreateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './test/network.ts';
import { finalizeRequestOf } from './test/quotes.ts';
import {
  payWith,
  sandboxSessionOf,
  startPaymentSandbox,
  type PaymentSandbox,
} from './test/purchase.ts';
import { startServerProcess } from './test/server-process.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

// Issue 20 item 6, past one machine: two server processes against one PostgreSQL, as two machines
// behind a load balancer would run. Everything that must hold across them is kept in the database
// (quotes, per-client limits, exactly-once issue), so a customer whose calls land on either
// process sees one quote, one limit and, however the calls race, one policy and one charge.

const MERCHANT_KEY = 'sk_two_processes_key';
const WEBHOOK_SECRET = 'whsec_two_processes_secret';
/** Low enough to reach in a test: the per-client create limit, counted across both processes. */
const CREATES_PER_HOUR = 8;

let sandbox: PaymentSandbox;
let database: TestDatabase;
const mailbox = `mailbox-two-processes-${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
let ports: [number, number];

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({ merchantKey: MERCHANT_KEY, webhookSecret: WEBHOOK_SECRET });
  ports = [await freePort(), await freePort()];
  // One after the other: each runs the migrations check on start, as a rolling deploy would.
  // Both answer at one public address, as behind a load balancer: the payment provider is told
  // to notify that address, and a session's request is the same whichever process makes it.
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  for (const port of ports) await startServer(port, publicUrl);
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
  await database?.drop();
});

async function startServer(port: number, publicUrl: string): Promise<void> {
  const child = await startServerProcess({
    port,
    databaseUrl: database.url,
    sandboxUrl: sandbox.url,
    merchantKey: MERCHANT_KEY,
    webhookSecret: WEBHOOK_SECRET,
    mailbox,
    env: {
      PUBLIC_URL: publicUrl,
      QUOTE_CREATE_RATE_LIMIT_PER_HOUR: String(CREATES_PER_HOUR),
      // This test is about what the processes share, not about shedding load: on a busy test
      // machine a shed request (503) would stand in for the answer under test.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      OVERLOAD_MAX_DATABASE_WAIT_MS: '0',
    },
  });
  children.push(child);
}

async function call(port: number, route: string, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: route === '/v1/quote' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Calls spread over both processes, as a load balancer spreads a customer's calls. */
const portFor = (i: number) => ports[i % 2]!;

it('quotes made on either process are one set: unique references, each retrievable from the other, one per-client limit', async () => {
  const answers = buildCreateQuoteRequest(completedDirectQuote(ukToday(new Date())));
  // Every create comes from 127.0.0.1, one client: the limit is counted in PostgreSQL, so the two
  // processes together allow CREATES_PER_HOUR, not twice that.
  const creates = await Promise.all(
    Array.from({ length: CREATES_PER_HOUR + 4 }, (_, i) => call(portFor(i), '/v1/quote', answers)),
  );
  const statuses = creates.map((answer) => answer.status).sort();
  expect(statuses).toEqual([...Array(CREATES_PER_HOUR).fill(200), 429, 429, 429, 429]);
  const priced = creates.filter((answer) => answer.status === 200);

  const quotes = priced.map((answer) => QuoteSchema.parse(answer.json));
  const references = new Set(quotes.map((quote) => quote.policy.webReference));
  expect(references.size).toBe(CREATES_PER_HOUR);
  for (const [i, quote] of quotes.entries()) {
    // Retrieved from the process that did not make it (either, as we cannot tell which did).
    const retrieved = await call(portFor(i + 1), '/v1/retrieve', retrievalKeyOf(quote));
    expect(retrieved.status).toBe(200);
    expect(QuoteSchema.parse(retrieved.json).policy.webReference).toBe(quote.policy.webReference);
  }
}, 60_000);

it('a purchase whose calls race across both processes issues one policy and takes one payment', async () => {
  await database.db.deleteFrom('rate_limit').execute();
  const created = await call(
    ports[0],
    '/v1/quote',
    buildCreateQuoteRequest(completedDirectQuote(ukToday(new Date()))),
  );
  expect(created.status).toBe(200);
  const quote: Quote = QuoteSchema.parse(created.json);
  const finalized = await call(ports[1], '/v1/finalize', finalizeRequestOf(quote));
  expect(finalized.status).toBe(200);
  const { quoteKey } = finalized.json as { quoteKey: string };

  // The customer's double click reaches both processes: one payment session between them.
  const sessions = await Promise.all(
    ports.map((port) =>
      call(port, '/v1/paymentSession', {
        quoteKey,
        option: 'ANNUAL_CARD',
        consentToAutoRenew: true,
      }),
    ),
  );
  expect(sessions.map((session) => session.status)).toEqual([200, 200]);
  const sessionIds = new Set(sessions.map((session) => session.json.sessionId));
  expect(sessionIds.size).toBe(1);
  const { sessionId, frameUrl } = sessions[0]!.json as { sessionId: string; frameUrl: string };

  expect(await payWith(frameUrl)).toBe(303);
  // Both processes' wrap-ups race the sandbox's notification and each other.
  const key = retrievalKeyOf(quote);
  const wrapUps = await Promise.all(
    Array.from({ length: 10 }, (_, i) => call(portFor(i), '/v1/verifyPolicy', key)),
  );
  await sandbox.idle();
  const policies = await database.db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select('policy.policy_number')
    .where('quote.web_reference', '=', key.webReference)
    .execute();
  expect(policies).toHaveLength(1);
  const policyNumber = policies[0]!.policy_number;
  // A wrap-up that ran before the payment settled may answer "not yet"; none names another policy.
  for (const wrapUp of wrapUps) {
    if (wrapUp.json.policyNumber !== undefined) expect(wrapUp.json.policyNumber).toBe(policyNumber);
  }
  const after = await Promise.all(ports.map((port) => call(port, '/v1/verifyPolicy', key)));
  for (const answer of after) expect(answer.json.policyNumber).toBe(policyNumber);

  const payments = await database.db.selectFrom('payment').select(['status']).execute();
  expect(payments).toEqual([{ status: 'succeeded' }]);
  expect((await sandboxSessionOf(sandbox, sessionId)).status).toBe('succeeded');
}, 60_000);
