import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { paymentUrls } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { hashToken, newToken } from '../lib/token-hash.ts';
import { storeIssuedPolicy } from './issued-policy.ts';
import { fromNewClient } from './network.ts';
import { createQuote } from './quotes.ts';

// Helpers for the account tests (decision 060): owners of policies and quotes, and the calls as
// our own pages make them.

/** The test app's own origin (PUBLIC_URL unset: the server's own address). */
export const OWN_ORIGIN = paymentUrls(loadConfig({ LOG_LEVEL: 'silent' })).allowedOrigin;

/** A quote priced for `email`, as the journey makes it. */
export async function quoteFor(app: App, email: string, now: Date): Promise<Quote> {
  const answers = completedDirectQuote(ukToday(now));
  answers.policy.eventCurrent.risk.proposer.email = email;
  return createQuote(app, answers);
}

/** A policy sold to `email`, numbered `policyNumber`. */
export async function policyFor(
  app: App,
  db: Db,
  email: string,
  policyNumber: string,
  now: Date,
): Promise<void> {
  const quote = await quoteFor(app, email, now);
  await storeIssuedPolicy(db, {
    webReference: quote.policy.webReference!,
    quote,
    paymentPlan: 'ANNUAL_CARD',
    amountPence: 50_000,
    policyNumber,
    at: now,
  });
}

export function askForCode(app: App, email: string, client = fromNewClient()) {
  return app.inject({
    method: 'POST',
    url: '/v1/account/sign-in-code',
    headers: { origin: OWN_ORIGIN },
    payload: { email },
    remoteAddress: client,
  });
}

export function signInWith(app: App, email: string, code: string, client = fromNewClient()) {
  return app.inject({
    method: 'POST',
    url: '/v1/account/session',
    headers: { origin: OWN_ORIGIN },
    payload: { email, code },
    remoteAddress: client,
  });
}

/** The code in the newest sign-in e-mail queued to `email`. */
export async function codeSentTo(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('kind', '=', 'account-sign-in')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /^(\d{6})$/m.exec(row.body_text)?.[1];
  expect(code, 'a 6-digit code in the e-mail').toBeDefined();
  return code!;
}

/** The session cookie (name=value) a sign-in answer set. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
}

/** Asks for a code for `email` and signs in with it; the cookie to send back. */
export async function signedInAs(app: App, db: Db, email: string): Promise<string> {
  expect((await askForCode(app, email)).statusCode).toBe(202);
  const response = await signInWith(app, email, await codeSentTo(db, email));
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

// Decision 061: policies paid monthly, and the wrap-up's own download to compare the account's with.

/** The full account number the monthly policies below are paid from (never to be answered). */
export const MONTHLY_ACCOUNT_NUMBER = '66374958';

/** The Direct Debit collections the monthly policies below are given. */
export const MONTHLY_COLLECTIONS = [
  { date: '2026-12-22', amount: 52.5 },
  { date: '2027-01-22', amount: 52.5 },
  { date: '2027-02-22', amount: 52.5 },
];

/**
 * A policy sold to `email` paid monthly, with its Direct Debit mandate tied to it as issue leaves
 * it. The account number is stored in clear, as in a row from before migration 0020, so that a
 * test can prove it never reaches an answer.
 */
export async function monthlyPolicyFor(
  app: App,
  db: Db,
  email: string,
  policyNumber: string,
  now: Date,
): Promise<void> {
  const quote = await quoteFor(app, email, now);
  const { quoteId, policyId } = await storeIssuedPolicy(db, {
    webReference: quote.policy.webReference!,
    quote,
    paymentPlan: 'MONTHLY_DD',
    amountPence: 10_000,
    policyNumber,
    at: now,
  });
  await db
    .insertInto('direct_debit_mandate')
    .values({
      quote_id: quoteId,
      policy_event_reference: '001',
      mandate_reference: 'RWVDD00000061',
      account_holder_name: 'Sam ONeill',
      sort_code: '089999',
      account_number: MONTHLY_ACCOUNT_NUMBER,
      account_number_sealed: null,
      account_number_last4: MONTHLY_ACCOUNT_NUMBER.slice(-4),
      collection_day: 22,
      deposit_pence: 10_000,
      collections: JSON.stringify(MONTHLY_COLLECTIONS),
      created_at: now,
      policy_id: policyId,
    })
    .execute();
}

/**
 * The bytes GET /v1/policies/:webReference/documents/:kind (the wrap-up's download) serves for
 * the policy numbered `policyNumber`, through a wrap-up token made for it here.
 */
export async function wrapUpDownload(
  app: App,
  db: Db,
  policyNumber: string,
  kind: string,
  now: Date,
): Promise<Buffer> {
  const policy = await db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select(['policy.id', 'quote.web_reference'])
    .where('policy.policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('policy_token')
    .values({
      token_hash: hashToken(token),
      policy_id: policy.id,
      created_at: now,
      expires_at: new Date(now.getTime() + 60 * 60 * 1000),
    })
    .execute();
  const response = await app.inject({
    method: 'GET',
    url: `/v1/policies/${policy.web_reference}/documents/${kind}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}
