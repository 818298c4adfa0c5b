import { createHash, timingSafeEqual } from 'node:crypto';
import {
  RETRIEVAL_FAILED_MESSAGE,
  RETRIEVAL_LOCKED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  ukDate,
  withPassedStartToAsk,
  type Quote,
  type RetrievalKey,
} from '@van/domain';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { findQuoteForRetrieval } from './quote.repository.ts';
import { retrievalHash } from './retrieval-hash.ts';
import { allowHit, type RateLimit } from '../rate-limit/index.ts';
import {
  clearFailures,
  findLock,
  recordFailure,
  type GuardPolicy,
} from './quote-access.repository.ts';

/** Issue 4: after 5 failed tries a reference is locked for 15 minutes. */
export const RETRIEVAL_GUARD: GuardPolicy = {
  maxFailures: 5,
  lockMs: 15 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
};
/** Per client address: generous for a person, far too slow to sweep the 10^15 references. */
export const RETRIEVAL_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 1000 };

/** §4.4: what a retrieve of a bought quote answers; the journey then shows purchased (§2.1). */
export const POLICY_ALREADY_PURCHASED_MESSAGE = 'This quote has already been bought.';

/** A quote whose retrieval key matched. */
export interface MatchedQuote {
  quote: Quote;
  /** When it was bought; null while it is still a quote. */
  purchasedAt: Date | null;
}

/**
 * The one check of a retrieval key (§3.10), for every call keyed by it (retrieve, sendEmail,
 * update, finalize): resolves to the stored quote only when the details match, after the per-client rate
 * limit and the per-reference lock. Every call counts towards the same limit and the same lock, so
 * spreading guesses over several calls gains nothing.
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
): Promise<Quote> {
  const matched = await matchRetrievalKey(db, key, clientKey, now);
  if (matched.purchasedAt !== null) {
    throw new DomainError('PolicyAlreadyPurchased', POLICY_ALREADY_PURCHASED_MESSAGE);
  }
  // §4.2: a saved quote whose cover start has passed asks for a new start date (issue 13).
  return withPassedStartToAsk(matched.quote, ukDate(now));
}

/** verifyRetrievalKey's check, answering whether the quote was bought as well. */
export async function matchRetrievalKey(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
): Promise<MatchedQuote> {
  if (!(await allowHit(db, `retrieve:${clientKey}`, RETRIEVAL_RATE_LIMIT, now))) {
    throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE);
  }
  if (await findLock(db, key.webReference, now)) {
    throw new DomainError('RetrievalLocked', RETRIEVAL_LOCKED_MESSAGE);
  }
  const stored = await findQuoteForRetrieval(db, key.webReference);
  if (
    stored?.retrievalHash &&
    sameHash(stored.retrievalHash, retrievalHash(key.webReference, key))
  ) {
    await clearFailures(db, key.webReference);
    return { quote: stored.quote, purchasedAt: stored.purchasedAt };
  }
  await recordFailure(db, key.webReference, now, RETRIEVAL_GUARD);
  throw new DomainError('RetrievalFailed', RETRIEVAL_FAILED_MESSAGE);
}

/**
 * The key a client's tries are counted under: its address only as a hash, because the address is
 * personal data. Every call keyed by a retrieval key uses it, so they share one limit.
 */
export function retrievalClientKey(ip: string): string {
  return createHash('sha256').update(ip).digest('hex').slice(0, 32);
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
