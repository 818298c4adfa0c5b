import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { paymentUrls } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
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
