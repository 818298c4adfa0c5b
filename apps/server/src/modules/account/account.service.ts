import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  NOT_SIGNED_IN_MESSAGE,
  SIGN_IN_CODE_REFUSED_MESSAGE,
  signInCodesRateLimitedMessage,
  signInsRateLimitedMessage,
} from '@van/domain/shared';
import type { AccountSession } from '@van/domain/contract';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken, sha256Hex } from '../../lib/token-hash.ts';
import { queueEmail } from '../email/index.ts';
import { takeHit, type RateLimit } from '../rate-limit/index.ts';
import {
  countFailedTry,
  endSession,
  insertSession,
  lockSignInCode,
  markSignInCodeUsed,
  openQuotesOwnedBy,
  policiesOwnedBy,
  replaceSignInCode,
  touchSession,
} from './account.repository.ts';
import { renderSignInEmail, type SignInEmailSettings } from './sign-in-email.ts';

// Decision 060: sign-in by an e-mailed one-time code; server-side sessions.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long a code works. */
export const SIGN_IN_CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** Wrong tries a code survives: the next try is refused, even with the right code. */
export const SIGN_IN_CODE_MAX_FAILED_TRIES = 5;
/** A session not used for this long has ended. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
/** A session ends this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * HOUR_MS;

/** Codes one address may be sent an hour: enough for a lost e-mail, too few to flood an inbox. */
export const CODES_PER_ADDRESS: RateLimit = { limit: 5, windowMs: HOUR_MS };
/** Codes one client may ask for an hour, whatever the addresses (a household, an office). */
export const CODES_PER_CLIENT: RateLimit = { limit: 20, windowMs: HOUR_MS };
/** Sign-in tries (codes typed) one client may make an hour, on top of each code's 5. */
export const SIGN_INS_PER_CLIENT: RateLimit = { limit: 30, windowMs: HOUR_MS };

export interface AccountSettings {
  /** ACCOUNT_CODE_SECRET: keys the codes' stored hashes. */
  codeSecret: string;
  email: SignInEmailSettings;
}

/** An address as it is matched: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * SHA-256 (hex) of the normalised address: the one form an address is stored or counted under
 * (account.repository.ts works out the same in SQL over the policies and quotes).
 */
export function emailHashOf(email: string): string {
  return sha256Hex(normaliseEmail(email));
}

/** 'jane@example.com' -> 'j***@example.com'. */
export function maskEmail(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${normalised.slice(0, 1)}***${normalised.slice(at)}`;
}

/** What is stored instead of a code: keyed, and bound to its address. */
function codeHashOf(secret: string, emailHash: string, code: string): string {
  return createHmac('sha256', secret).update(`${emailHash}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

async function assertWithin(
  db: Db,
  key: string,
  rule: RateLimit,
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const hit = await takeHit(db, key, rule, now);
  if (!hit.allowed) {
    throw new DomainError('TooManyRequests', message(hit.retryAfterSeconds), {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}

/**
 * POST /v1/account/sign-in-code: for an address on a policy or an open quote, a new 6-digit code
 * replaces any earlier one and is queued in the e-mail outbox (the worker sends it). The caller
 * answers the same whatever happened here: for an unknown address a code is stored all the same
 * (and never sent), so the two paths do the same work bar one outbox row.
 * @throws DomainError TooManyRequests past CODES_PER_CLIENT or CODES_PER_ADDRESS.
 */
export async function requestSignInCode(
  db: Db,
  email: string,
  clientKey: string,
  now: Date,
  settings: AccountSettings,
): Promise<void> {
  const emailHash = emailHashOf(email);
  await assertWithin(
    db,
    `account-code-client:${clientKey}`,
    CODES_PER_CLIENT,
    now,
    signInCodesRateLimitedMessage,
  );
  await assertWithin(
    db,
    `account-code-address:${emailHash}`,
    CODES_PER_ADDRESS,
    now,
    signInCodesRateLimitedMessage,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    const [policy] = await policiesOwnedBy(trx, emailHash);
    const [quote] = policy ? [] : await openQuotesOwnedBy(trx, emailHash, now);
    await replaceSignInCode(trx, {
      emailHash,
      codeHash: codeHashOf(settings.codeSecret, emailHash, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
    });
    const webReference = policy?.webReference ?? quote;
    if (webReference === undefined) return;
    const message = renderSignInEmail(code, SIGN_IN_CODE_LIFETIME_MS / MINUTE_MS, settings.email);
    // To the address as typed (trimmed): it is the one on the policy, bar its case.
    // A message still waiting for the same quote is refreshed: only the newest code is sent.
    await queueEmail(
      trx,
      { kind: 'account-sign-in', webReference, recipient: email.trim(), ...message },
      now,
    );
  });
}

/** Who is signed in, as a request's handlers see it (requireAccount). */
export interface SignedInAccount {
  /** SHA-256 of the normalised address: the policies it owns are found by it. */
  emailHash: string;
  emailMasked: string;
  /** When the session ends if it is not used again. */
  idleExpiresAt: Date;
  /** When it ends whatever happens. */
  expiresAt: Date;
}

/**
 * POST /v1/account/session: the address's live code, if `code` is it, signs in: the code is used
 * up and a session made. Returns the session's id (for the cookie; only its hash is stored).
 * @throws DomainError Unauthorized (one message) for a wrong, expired, used or over-tried code,
 * or an address that owns nothing; TooManyRequests past SIGN_INS_PER_CLIENT.
 */
export async function signIn(
  db: Db,
  request: { email: string; code: string },
  clientKey: string,
  now: Date,
  settings: AccountSettings,
): Promise<{ sessionId: string; account: SignedInAccount }> {
  await assertWithin(
    db,
    `account-sign-in-client:${clientKey}`,
    SIGN_INS_PER_CLIENT,
    now,
    signInsRateLimitedMessage,
  );
  const emailHash = emailHashOf(request.email);
  const outcome = await db.transaction().execute(async (trx) => {
    const stored = await lockSignInCode(trx, emailHash);
    if (
      !stored ||
      stored.usedAt !== null ||
      stored.expiresAt.getTime() <= now.getTime() ||
      stored.failedAttempts >= SIGN_IN_CODE_MAX_FAILED_TRIES
    ) {
      return undefined;
    }
    if (!sameHash(stored.codeHash, codeHashOf(settings.codeSecret, emailHash, request.code))) {
      // Committed with the refusal: the count must stand.
      await countFailedTry(trx, emailHash);
      return undefined;
    }
    await markSignInCodeUsed(trx, emailHash, now);
    // A code is only sent to an owner; this guards a code stored for an address that owns nothing.
    const owns =
      (await policiesOwnedBy(trx, emailHash)).length > 0 ||
      (await openQuotesOwnedBy(trx, emailHash, now)).length > 0;
    if (!owns) return undefined;
    const sessionId = newToken();
    const account: SignedInAccount = {
      emailHash,
      emailMasked: maskEmail(request.email),
      idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
    };
    await insertSession(trx, {
      sessionHash: hashToken(sessionId),
      emailHash,
      emailMasked: account.emailMasked,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: account.expiresAt,
    });
    return { sessionId, account };
  });
  if (!outcome) throw new DomainError('Unauthorized', SIGN_IN_CODE_REFUSED_MESSAGE);
  return outcome;
}

/**
 * The account signed in with session id `sessionId`, its idle time-out slid to `now`.
 * @throws DomainError Unauthorized for an unknown, signed-out, idle or expired session.
 */
export async function signedInAccount(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<SignedInAccount> {
  const session = await touchSession(
    db,
    hashToken(sessionId),
    now,
    new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
  );
  if (!session) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
  return {
    emailHash: session.emailHash,
    emailMasked: session.emailMasked,
    idleExpiresAt: new Date(
      Math.min(session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS, session.expiresAt.getTime()),
    ),
    expiresAt: session.expiresAt,
  };
}

/** DELETE /v1/account/session: the session ends; its cookie no longer works. */
export async function signOut(db: Db, sessionId: string, now: Date): Promise<void> {
  await endSession(db, hashToken(sessionId), now);
}

/** What GET /v1/account/session answers: the address masked and the policies it owns. */
export async function accountSessionView(
  db: Db,
  account: SignedInAccount,
): Promise<AccountSession> {
  const policies = await policiesOwnedBy(db, account.emailHash);
  return {
    email: account.emailMasked,
    policyNumbers: policies.map((policy) => policy.policyNumber),
    idleExpiresAt: account.idleExpiresAt.toISOString(),
    expiresAt: account.expiresAt.toISOString(),
  };
}
