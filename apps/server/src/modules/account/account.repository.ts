import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

// Decision 060: an address is found in the policies and quotes by the SHA-256 of its trimmed,
// lower-cased form, worked out in SQL (migration 0032's account_email_hash, which its indexes
// use) exactly as emailHashOf (account.service.ts) does in JavaScript.

const policyEmailHash = sql<string>`account_email_hash(policy.sold_quote #>> '{policy,eventCurrent,risk,proposer,email}')`;
const eventEmailHash = sql<string>`account_email_hash(quote_event.risk #>> '{proposer,email}')`;

/** A sold policy of an address. */
export interface OwnedPolicy {
  policyNumber: string;
  webReference: string;
  issuedAt: Date;
}

/** The policies whose proposer's address has this hash, newest first. */
export async function policiesOwnedBy(db: Db, emailHash: string): Promise<OwnedPolicy[]> {
  const rows = await db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select(['policy.policy_number', 'quote.web_reference', 'policy.issued_at'])
    .where(policyEmailHash as RawBuilder<string>, '=', emailHash)
    .orderBy('policy.issued_at', 'desc')
    .orderBy('policy.id', 'desc')
    .execute();
  return rows.map((row) => ({
    policyNumber: row.policy_number,
    webReference: row.web_reference,
    issuedAt: row.issued_at,
  }));
}

/**
 * The references of the quotes not bought and not expired at `now` whose current pricing (the
 * latest event) has this address as the proposer's, newest first.
 */
export async function openQuotesOwnedBy(db: Db, emailHash: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('quote_event')
    .innerJoin('quote', 'quote.id', 'quote_event.quote_id')
    .select('quote.web_reference')
    .where(eventEmailHash as RawBuilder<string>, '=', emailHash)
    .where('quote.purchased_at', 'is', null)
    .where('quote.expires_at', '>', now)
    // Only the quote's current answers: an address changed away from no longer owns the quote.
    .where('quote_event.id', '=', (eb) =>
      eb
        .selectFrom('quote_event as latest')
        .select((inner) => inner.fn.max('latest.id').as('id'))
        .whereRef('latest.quote_id', '=', 'quote.id'),
    )
    .orderBy('quote_event.id', 'desc')
    .execute();
  return rows.map((row) => row.web_reference);
}

/** A stored sign-in code, as the check needs it. */
export interface StoredSignInCode {
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
  usedAt: Date | null;
}

/** Stores the address's code, replacing any earlier one (its tries start again). */
export async function replaceSignInCode(
  db: Db,
  code: { emailHash: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('account_sign_in_code')
    .values({
      email_hash: code.emailHash,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      failed_attempts: 0,
      used_at: null,
    })
    .onConflict((oc) =>
      oc.column('email_hash').doUpdateSet({
        code_hash: code.codeHash,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
        failed_attempts: 0,
        used_at: null,
      }),
    )
    .execute();
}

/** The address's code, locked until the transaction ends (two tries at once are counted in turn). */
export async function lockSignInCode(
  db: Db,
  emailHash: string,
): Promise<StoredSignInCode | undefined> {
  const row = await db
    .selectFrom('account_sign_in_code')
    .select(['code_hash', 'expires_at', 'failed_attempts', 'used_at'])
    .where('email_hash', '=', emailHash)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        codeHash: row.code_hash,
        expiresAt: row.expires_at,
        failedAttempts: row.failed_attempts,
        usedAt: row.used_at,
      }
    : undefined;
}

export async function countFailedTry(db: Db, emailHash: string): Promise<void> {
  await db
    .updateTable('account_sign_in_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('email_hash', '=', emailHash)
    .execute();
}

export async function markSignInCodeUsed(db: Db, emailHash: string, at: Date): Promise<void> {
  await db
    .updateTable('account_sign_in_code')
    .set({ used_at: at })
    .where('email_hash', '=', emailHash)
    .execute();
}

/** A session as the account calls see it. */
export interface StoredSession {
  emailHash: string;
  emailMasked: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: Db,
  session: StoredSession & { sessionHash: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('account_session')
    .values({
      session_hash: session.sessionHash,
      email_hash: session.emailHash,
      email_masked: session.emailMasked,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/**
 * The live session with this hash, its idle time-out slid to `now`, in one statement: a session
 * signed out, past its absolute end, or idle since before `idleSince` is not found (and not slid).
 */
export async function touchSession(
  db: Db,
  sessionHash: string,
  now: Date,
  idleSince: Date,
): Promise<StoredSession | undefined> {
  const row = await db
    .updateTable('account_session')
    .set({ last_seen_at: now })
    .where('session_hash', '=', sessionHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .returning(['email_hash', 'email_masked', 'last_seen_at', 'expires_at'])
    .executeTakeFirst();
  return row
    ? {
        emailHash: row.email_hash,
        emailMasked: row.email_masked,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      }
    : undefined;
}

/** Ends the session with this hash (sign-out); a second sign-out changes nothing. */
export async function endSession(db: Db, sessionHash: string, at: Date): Promise<void> {
  await db
    .updateTable('account_session')
    .set({ ended_at: at })
    .where('session_hash', '=', sessionHash)
    .where('ended_at', 'is', null)
    .execute();
}
