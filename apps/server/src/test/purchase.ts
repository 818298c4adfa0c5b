import type { Quote } from '@van/domain/quote';
import { retrievalKeyOf } from '@van/domain/testing';
import { buildPaymentSandbox } from '@van/payment-sandbox/app';
import { createNotifier } from '@van/payment-sandbox/notifier';
import { sign } from '@van/payment-sandbox/signature';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../modules/purchase/payment-provider.ts';
import { createSandboxPaymentProvider } from '../modules/purchase/providers/sandbox/sandbox-provider.ts';
import { freePort, fromNewClient } from './network.ts';

// The purchase tests' set-up (decision 029): the payment sandbox on a real port, our server
// configured to take payments there, and the calls a buyer's browser and the provider make. Each
// test file binds these to its own app and database; what a file tests stays in the file.

/** A log that writes nothing, for the purchase's workers (recovery) run by a test. */
export const SILENT_LOG = { info: () => {}, warn: () => {}, error: () => {} };

/** A card the sandbox's hosted page accepts and charges (apps/payment-sandbox README). */
export const GOOD_CARD = '4242 4242 4242 4242';

/** VocaLink's published test account, passing the modulus check (decision 028). */
export const GOOD_BANK_ACCOUNT = { sortCode: '08 99 99', accountNumber: '66374958' };

/** A payment sandbox a test started, with the keys our server and its merchant API use. */
export interface PaymentSandbox {
  url: string;
  merchantKey: string;
  webhookSecret: string;
  /** Resolves once every notification the sandbox has sent is answered or given up. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The payment sandbox listening on a free port of 127.0.0.1, on `now`'s clock, retrying a
 * notification nobody took `retryDelaysMs` apart (milliseconds, not its production seconds, so a
 * test does not wait for them).
 */
export async function startPaymentSandbox({
  merchantKey,
  webhookSecret,
  now = () => new Date(),
  retryDelaysMs = [20, 20, 20],
}: {
  merchantKey: string;
  webhookSecret: string;
  now?: () => Date;
  retryDelaysMs?: number[];
}): Promise<PaymentSandbox> {
  const notifier = createNotifier({
    secret: webhookSecret,
    now,
    log: { warn: () => undefined },
    retryDelaysMs,
  });
  const server = buildPaymentSandbox({ config: { merchantKey, webhookSecret }, now, notifier });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    merchantKey,
    webhookSecret,
    idle: () => notifier.idle(),
    close: () => server.close(),
  };
}

/**
 * Our server's configuration for taking payments at `sandbox`, telling the sandbox to notify
 * `publicUrl`; `env` adds to it as the environment would (LOG_LEVEL is silent unless given).
 */
export function paymentConfig(
  sandbox: PaymentSandbox,
  publicUrl: string,
  env: Record<string, string> = {},
): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: publicUrl,
    PAYMENT_SANDBOX_URL: sandbox.url,
    PAYMENT_MERCHANT_KEY: sandbox.merchantKey,
    PAYMENT_WEBHOOK_SECRET: sandbox.webhookSecret,
    ...env,
  });
}

/** Our payment provider adapter for `sandbox`, as the server makes it from its configuration. */
export function sandboxProvider(sandbox: PaymentSandbox): PaymentProvider {
  return createSandboxPaymentProvider({
    baseUrl: sandbox.url,
    merchantKey: sandbox.merchantKey,
    webhookSecret: sandbox.webhookSecret,
  });
}

/**
 * The app `build` makes for its own address, listening there on a free port of 127.0.0.1, so that
 * the sandbox's notifications reach it.
 */
export async function listeningApp(
  build: (publicUrl: string) => Promise<App>,
): Promise<{ app: App; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await build(url);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url };
}

/** An address nobody listens on: a server there died before it could be told of a payment. */
export async function deafUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * Types a card into the sandbox's hosted page at `frameUrl`, as the browser in the frame posts it:
 * the page's answer status (303 when it took the card).
 */
export async function payWith(
  frameUrl: string,
  cardNumber = GOOD_CARD,
  nameOnCard = 'S ONeill',
): Promise<number> {
  const response = await fetch(frameUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/30', cvc: '123', nameOnCard }),
    redirect: 'manual',
  });
  await response.text();
  return response.status;
}

/** What the sandbox's merchant API answers our merchant key (as an attacker or our back office). */
export interface SandboxSession {
  id: string;
  status: string;
  amount: number;
  amountRefunded: number;
  frameUrl: string;
}

/** A call to the sandbox's merchant API with our merchant key; it must succeed. */
export async function callMerchantApi(
  sandbox: PaymentSandbox,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<SandboxSession> {
  const response = await fetch(`${sandbox.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.merchantKey}`,
      ...(method === 'POST' ? { 'idempotency-key': `test-${Math.random()}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.ok, JSON.stringify(json)).toBe(true);
  return json as unknown as SandboxSession;
}

/** The session as the sandbox holds it. */
export function sandboxSessionOf(sandbox: PaymentSandbox, sessionId: string) {
  return callMerchantApi(sandbox, 'GET', `/sessions/${sessionId}`);
}

/**
 * A payment notification with `fields` (a payment.succeeded of its own eventId unless they say
 * otherwise), signed with `secret` at `at` as the sandbox signs one, delivered to `on`.
 */
export function notifyPayment(
  on: App,
  fields: Record<string, unknown>,
  { secret, at = new Date() }: { secret: string; at?: Date },
) {
  const body = JSON.stringify({
    eventId: `evt_test_${Math.random().toString(36).slice(2)}`,
    type: 'payment.succeeded',
    createdAt: new Date().toISOString(),
    ...fields,
  });
  return on.inject({
    method: 'POST',
    url: '/v1/payments/notifications',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': sign(body, secret, at.getTime() / 1000),
    },
  });
}

/** POST /v1/paymentSession for the finalized quote's `quoteKey`, from a new client address. */
export function postPaymentSession(
  on: App,
  quoteKey: string,
  option: 'ANNUAL_CARD' | 'MONTHLY_DD' = 'ANNUAL_CARD',
  consentToAutoRenew = true,
) {
  return on.inject({
    method: 'POST',
    url: '/v1/paymentSession',
    payload: { quoteKey, option, consentToAutoRenew },
    remoteAddress: fromNewClient(),
  });
}

/**
 * POST /v1/directDebitMandate for `quoteKey` with a good bank account of Sam O'Neill's, sole
 * signatory; `details` changes any of it. The credit agreement is signed first, as the web's
 * monthly step does (decision 045).
 */
export async function postDirectDebitMandate(
  on: App,
  quoteKey: string,
  details: Record<string, unknown> = {},
) {
  await signCreditAgreement(on, quoteKey);
  return on.inject({
    method: 'POST',
    url: '/v1/directDebitMandate',
    payload: {
      quoteKey,
      accountHolderName: 'Sam ONeill',
      ...GOOD_BANK_ACCOUNT,
      soleSignatory: true,
      ...details,
    },
    remoteAddress: fromNewClient(),
  });
}

/**
 * Reads the credit agreement of `quoteKey` (POST /v1/creditAgreement) and signs it as shown, in
 * Sam O'Neill's name: the answer of the signing call (a quote that may not be paid monthly
 * answers the reading call's refusal).
 */
export async function signCreditAgreement(on: App, quoteKey: string) {
  const shown = await on.inject({
    method: 'POST',
    url: '/v1/creditAgreement',
    payload: { quoteKey },
    remoteAddress: fromNewClient(),
  });
  if (shown.statusCode !== 200) return shown;
  const { version, textHash } = shown.json<{ version: string; textHash: string }>();
  return on.inject({
    method: 'POST',
    url: '/v1/creditAgreement/sign',
    payload: { quoteKey, version, textHash, signerName: "Sam O'Neill" },
    remoteAddress: fromNewClient(),
  });
}

/** POST /v1/verifyPolicy (the wrap-up) with the quote's retrieval key, from a new client address. */
export function postVerifyPolicy(on: App, quote: Quote) {
  return on.inject({
    method: 'POST',
    url: '/v1/verifyPolicy',
    payload: retrievalKeyOf(quote),
    remoteAddress: fromNewClient(),
  });
}

/** The policies issued for the quote, as stored. */
export function storedPolicies(db: Db, quote: Quote) {
  return db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .selectAll('policy')
    .where('quote.web_reference', '=', quote.policy.webReference)
    .execute();
}

/** The payments taken for the quote, as stored, oldest first. */
export function storedPayments(db: Db, quote: Quote) {
  return db
    .selectFrom('payment')
    .innerJoin('quote', 'quote.id', 'payment.quote_id')
    .selectAll('payment')
    .where('quote.web_reference', '=', quote.policy.webReference)
    .orderBy('payment.id')
    .execute();
}

/** What `probe` finds, once it finds anything (tried every 25 ms for 5 s), for work done after an answer. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
