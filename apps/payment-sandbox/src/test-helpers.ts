/** Shared by the tests: a sandbox with a clock the test moves, and a real HTTP receiver. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPaymentSandbox, type PaymentSandboxOptions } from './app.ts';
import type { SandboxConfig } from './config.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { createStore, type Store } from './store.ts';

export const TEST_CONFIG: SandboxConfig = {
  merchantKey: 'sk_test_key',
  webhookSecret: 'whsec_test_secret',
  publicUrl: 'http://pay.test',
};
export const MERCHANT_ORIGIN = 'https://shop.example';
export const AUTH = { authorization: `Bearer ${TEST_CONFIG.merchantKey}` };
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's notification endpoint on a real local port. `answer` says what status to give the
 * n-th request (1-based); by default 200.
 */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answer(received.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payments/notify`,
    received,
    events: () => received.map((item) => JSON.parse(item.body) as Record<string, unknown>),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestSandbox {
  app: FastifyInstance;
  store: Store;
  notifier: Notifier;
  clock: { now: Date; advance(ms: number): void };
}

/** A sandbox whose notifications retry after a few milliseconds rather than seconds. */
export function testSandbox(options: PaymentSandboxOptions = {}): TestSandbox {
  const clock = {
    now: new Date('2026-11-22T12:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const store = createStore();
  const now = () => clock.now;
  const notifier =
    options.notifier ??
    createNotifier({
      secret: TEST_CONFIG.webhookSecret,
      now,
      log: { warn: () => undefined },
      retryDelaysMs: [5, 5, 5, 5, 5, 5, 5],
    });
  const app = buildPaymentSandbox({ config: TEST_CONFIG, store, notifier, now, ...options });
  return { app, store, notifier, clock };
}

export function sessionRequest(notifyUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: 45_678,
    currency: 'GBP',
    reference: 'VAN-100001',
    description: 'Annual van insurance',
    notifyUrl,
    allowedOrigin: MERCHANT_ORIGIN,
    ...overrides,
  };
}

let keyCounter = 0;

/** Creates a session through the merchant API and returns its id. */
export async function createTestSession(
  app: FastifyInstance,
  notifyUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  keyCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: { ...AUTH, 'idempotency-key': `test-${keyCounter}` },
    payload: sessionRequest(notifyUrl, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`session not created: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Posts the hosted page's card form as a browser would. */
export function payWith(
  app: FastifyInstance,
  sessionId: string,
  card: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'nameOnCard', string>>,
) {
  const fields = { cardNumber: '', expiry: '12/30', cvc: '123', nameOnCard: 'A Driver', ...card };
  return app.inject({
    method: 'POST',
    url: `/pay/${sessionId}`,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
}
