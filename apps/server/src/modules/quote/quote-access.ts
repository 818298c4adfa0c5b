import { timingSafeEqual } from 'node:crypto';
import { retrieveQuoteContract } from '@van/domain/contract';
import { coverStartProblem, withPassedStartToAsk, type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import {
  POLICY_ALREADY_PURCHASED_MESSAGE,
  RETRIEVAL_FAILED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  retrievalLockedMessage,
  ukToday,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { toQuoteJson, type QuoteJson } from './quote-json.ts';
import { toCustomerQuote } from './quote.mapper.ts';
import { loadQuote, type AnsweredQuote } from './quote.repository.ts';
import { retrievalHash } from './retrieval-hash.ts';
import { takeHit, type RateLimit } from '../rate-limit/index.ts';
import {
  clearClientFailures,
  findRetrievalGuard,
  recordClientFailure,
  recordReferenceFailure,
  type ClientGuardPolicy,
  type ReferenceGuardPolicy,
} from './quote-access.repository.ts';

// Decision 034 item 4: a lock-out that protects without being a weapon. Failed tries
// are limited per client (a keyed hash of its address) and per reference:
// - one client: 5 failures on one reference lock that client out of it for 15 minutes (the issue
//   4 rule, now per client), so a stranger's guesses never lock the owner out;
// - across clients: a reference is locked for everyone only when its failures come from several
//   clients (10, counting at most 4 from each, from at least 3 clients within 15 minutes), the
//   distributed guessing a per-client rule cannot see. That lock is short (2 minutes) and doubles
//   only with repeated abuse (each further lock within 24 hours), up to an hour;
// - and the per-client rate limit below, whatever the references.
// A customer who has paid is never stopped by any of them: the wrap-up takes the quoteKey from
// finalize instead of the retrieval key (purchase/policy.service.ts verifyPolicy).

/** One client's failures on one reference. */
export const RETRIEVAL_CLIENT_GUARD: ClientGuardPolicy = {
  maxFailures: 5,
  lockMs: 15 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
};
/** A reference's failures across clients. */
export const RETRIEVAL_REFERENCE_GUARD: ReferenceGuardPolicy = {
  maxFailures: 10,
  minClients: 3,
  perClientCap: 4,
  windowMs: 15 * 60 * 1000,
  firstLockMs: 2 * 60 * 1000,
  maxLockMs: 60 * 60 * 1000,
  escalationWindowMs: 24 * 60 * 60 * 1000,
};
/** Per client address: generous for a person, far too slow to sweep the 10^15 references. */
export const RETRIEVAL_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 1000 };

/**
 * What an unknown reference (or a quote without retrieval details) is compared against, so that
 * it costs the same work as a wrong detail: a SHA-256 no details hash to in practice.
 */
const NO_SUCH_HASH = '0'.repeat(64);

/** A quote whose retrieval key matched: its answer as stored, and when it was bought (or null). */
export type MatchedQuote = Pick<
  AnsweredQuote,
  'json' | 'quote' | 'rebuilt' | 'coverStart' | 'purchasedAt'
>;

/**
 * The one check of a retrieval key (§3.10), for every call keyed by it (retrieve, sendEmail,
 * update, finalize, a wrap-up without its quoteKey): resolves to the stored quote only when the
 * details match, after the per-client rate limit and the locks (this client's on this reference,
 * and the reference's). Every call counts towards the same limit and the same locks, so spreading
 * guesses over several calls gains nothing.
 * @throws DomainError TooManyRequests, RetrievalLocked or RetrievalFailed.
 */
export async function verifyRetrievalKey(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
): Promise<Quote> {
  return (await matchRetrievalKey(db, key, clientKey, now)).quote;
}

/**
 * §4.4 retrieve: the saved quote for matching details. A bought quote is not handed back to be
 * bought again: the answer says it is purchased, for the journey to go to purchased (§2.1, §8).
 * Only after the details match, so the answer reveals nothing to someone guessing.
 * @throws DomainError PolicyAlreadyPurchased, or any of verifyRetrievalKey's.
 */
export async function retrieveQuote(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
): Promise<QuoteJson> {
  return retrievedJson(await matchRetrievalKey(db, key, clientKey, now), now);
}

/**
 * Decision 061: what retrieve answers for the stored quote with this reference, for a caller that
 * has proved who it is another way (the account's e-mailed code, after checking the signed-in
 * address owns the quote). Undefined when there is no such quote.
 * @throws DomainError PolicyAlreadyPurchased, as retrieveQuote.
 */
export async function retrieveOwnedQuote(
  db: Db,
  webReference: string,
  now: Date,
): Promise<Quote | undefined> {
  const found = await loadQuote(db, webReference);
  return found && retrievedAnswer(found, now);
}

/** retrieve's answer for a quote it found. */
function retrievedAnswer(matched: MatchedQuote, now: Date): Quote {
  if (matched.purchasedAt !== null) {
    throw new DomainError('PolicyAlreadyPurchased', POLICY_ALREADY_PURCHASED_MESSAGE);
  }
  // §4.2: a saved quote whose cover start has passed asks for a new start date (decision 033).
  // Decision 049: the price explained as the customer reads it, whenever the quote was stored.
  return withPassedStartToAsk(toCustomerQuote(matched.quote), ukToday(now));
}

/**
 * retrievedAnswer's Quote as the text retrieve sends. A rebuilt answer (decision 059) is the very
 * text its pricing answered: already in the customer's words, and checked against the same Quote
 * schema when it was first answered. So while its cover start has not passed, nothing above would
 * change it, and it is sent as it is, without parsing 70 KB, adjusting and checking it again
 * (store-what-cannot-be-derived.test.ts proves the two ways give the same bytes). Any other answer
 * goes the long way.
 */
function retrievedJson(matched: MatchedQuote, now: Date): QuoteJson {
  const { rebuilt, coverStart, purchasedAt, json } = matched;
  if (
    purchasedAt === null &&
    rebuilt &&
    coverStart !== undefined &&
    coverStartProblem(coverStart, ukToday(now)) !== 'past'
  ) {
    return json;
  }
  return toQuoteJson(retrievedAnswer(matched, now), retrieveQuoteContract);
}

/**
 * verifyRetrievalKey's check, answering whether the quote was bought as well. An unknown reference
 * and a wrong detail get the same answer after the same work: the details are hashed and compared
 * against a stored hash (a stand-in for an unknown reference), and a failure is counted either way.
 */
export async function matchRetrievalKey(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
): Promise<MatchedQuote> {
  const hit = await takeHit(db, `retrieve:${clientKey}`, RETRIEVAL_RATE_LIMIT, now);
  if (!hit.allowed) {
    throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const guard = await findRetrievalGuard(db, key.webReference, clientKey, now);
  const lockedUntil = Math.max(guard.client?.getTime() ?? 0, guard.reference?.getTime() ?? 0);
  if (lockedUntil > now.getTime()) {
    const retryAfterSeconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
    throw new DomainError('RetrievalLocked', retrievalLockedMessage(retryAfterSeconds), {
      retryAfterSeconds,
    });
  }
  const stored = guard.retrievalHash ?? NO_SUCH_HASH;
  if (sameHash(stored, retrievalHash(key.webReference, key))) {
    const found = await loadQuote(db, key.webReference);
    if (found) {
      // A match forgives this client's earlier failures on the reference, if it has any.
      if (guard.clientHasFailures) await clearClientFailures(db, key.webReference, clientKey);
      return found;
    }
  }
  await recordFailure(db, key.webReference, clientKey, now);
  throw new DomainError('RetrievalFailed', RETRIEVAL_FAILED_MESSAGE);
}

/** Counts a failure for the client, and towards the reference's total up to the client's cap. */
async function recordFailure(
  db: Db,
  webReference: string,
  clientKey: string,
  now: Date,
): Promise<void> {
  const failures = await recordClientFailure(
    db,
    webReference,
    clientKey,
    now,
    RETRIEVAL_CLIENT_GUARD,
  );
  if (failures <= RETRIEVAL_REFERENCE_GUARD.perClientCap) {
    await recordReferenceFailure(db, webReference, failures === 1, now, RETRIEVAL_REFERENCE_GUARD);
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
