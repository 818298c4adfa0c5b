import { createHmac } from 'node:crypto';
import {
  PARTNER_QUOTA_EXCEEDED_MESSAGE,
  PARTNER_QUOTE_NOT_FOUND_MESSAGE,
  PARTNER_REQUEST_ID_REUSED_MESSAGE,
  PARTNER_UNAUTHORIZED_MESSAGE,
  type PartnerEligibility,
  type PartnerQuoteAnswer,
  type PartnerQuoteRequest,
} from '@van/domain/contract';
import type { Quote } from '@van/domain/quote';
import {
  PCW_SOURCES_OF_BUSINESS,
  QUOTE_REQUEST_ENVELOPE_DEFAULTS,
} from '@van/domain/reference-data';
import {
  TOO_MANY_REQUESTS_MESSAGE,
  addCalendarDays,
  ukEndOfDay,
  ukToday,
} from '@van/domain/shared';
import { eligibility, eligibilityFailures } from '@van/rating';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken, sha256Hex } from '../../lib/token-hash.ts';
import { storeGivenToken } from '../aggregator/index.ts';
import { createComparisonSiteQuote } from '../quote/index.ts';
import { takeHitsInWindows } from '../rate-limit/index.ts';
import { outcomeOf, partnerAnswer } from './partner-answer.ts';
import type { PartnerKeyCache } from './partner-key-cache.ts';
import {
  findFirstAnsweredQuote,
  findPartnerByKeyHash,
  findPartnerBySource,
  findQuoteRequest,
  insertPartnerWithKey,
  listPartnersWithKeyCounts,
  recordQuoteRequest,
  revokePartnerAndKeys,
  rotatePartnerKey,
} from './partner.repository.ts';
import type { PartnerQuoteRequestRow, PartnerRow } from './partner.table.ts';

// Decision 057: comparison sites' credentials, limits and quote requests.

/** A site's limits unless its creation says otherwise: 10 a second, and a busy site's day. */
export const DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE = 600;
export const DEFAULT_PARTNER_DAILY_QUOTA = 50_000;
/** How long a rotated-out key keeps working, so the site can deploy its new one. */
export const DEFAULT_KEY_OVERLAP_DAYS = 7;
/** §4.4: a quote may be bought for 30 days. */
const QUOTE_DAYS = 30;
const MINUTE_MS = 60 * 1000;

/** What the partner API needs from configuration. */
export interface PartnerSettings {
  /** Secret: keys the landing tokens and quote keys derived from each request (PARTNER_LINK_SECRET). */
  linkSecret: string;
  /** Where the journey is served (PUBLIC_URL's origin): the landing links point there. */
  publicOrigin: string;
}

export interface NewPartnerDetails {
  sourceOfBusiness: string;
  name: string;
  ratePerMinute?: number;
  dailyQuota?: number;
}

/**
 * Registers a comparison site and makes its first API key: 32 random bytes, answered here once
 * and stored only as its SHA-256.
 * @throws DomainError BadRequest for a source that is not a comparison site, one already
 * registered, an empty name or a limit that is not a positive whole number.
 */
export async function createPartner(
  db: Db,
  details: NewPartnerDetails,
): Promise<{ partner: PartnerRow; key: string }> {
  assertComparisonSite(details.sourceOfBusiness);
  const name = details.name.trim();
  if (name === '') throw new DomainError('BadRequest', 'A partner needs a name.');
  const ratePerMinute = details.ratePerMinute ?? DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE;
  const dailyQuota = details.dailyQuota ?? DEFAULT_PARTNER_DAILY_QUOTA;
  for (const [what, value] of [
    ['rate', ratePerMinute],
    ['quota', dailyQuota],
  ] as const) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new DomainError('BadRequest', `The ${what} must be a whole number above 0.`);
    }
  }
  if (await findPartnerBySource(db, details.sourceOfBusiness)) {
    throw new DomainError(
      'BadRequest',
      `Source of business ${details.sourceOfBusiness} already has a partner: rotate or revoke its key.`,
    );
  }
  const key = newToken();
  const partner = await insertPartnerWithKey(
    db,
    {
      source_of_business: details.sourceOfBusiness,
      name,
      rate_limit_per_minute: ratePerMinute,
      daily_quota: dailyQuota,
    },
    hashToken(key),
  );
  return { partner, key };
}

/**
 * A new key for a site; its keys until now keep working for `overlapDays` (0: they stop at once).
 * @throws DomainError NotFound for a site not registered or revoked; BadRequest for a negative overlap.
 */
export async function rotateKey(
  db: Db,
  sourceOfBusiness: string,
  overlapDays: number,
  now: Date,
): Promise<{ key: string; oldKeysExpireAt: Date }> {
  if (!Number.isFinite(overlapDays) || overlapDays < 0) {
    throw new DomainError('BadRequest', 'The overlap must be 0 days or more.');
  }
  const partner = await activePartner(db, sourceOfBusiness);
  const key = newToken();
  const oldKeysExpireAt = new Date(now.getTime() + overlapDays * 24 * 60 * 60 * 1000);
  await rotatePartnerKey(db, partner.id, hashToken(key), oldKeysExpireAt);
  return { key, oldKeysExpireAt };
}

/**
 * The site and all its keys stop working now. Its quotes stay, and their landing links keep
 * working for the customers already sent.
 * @throws DomainError NotFound for a site not registered or already revoked.
 */
export async function revokePartner(db: Db, sourceOfBusiness: string, now: Date): Promise<void> {
  const partner = await activePartner(db, sourceOfBusiness);
  await revokePartnerAndKeys(db, partner.id, now);
}

/** Every site, its limits, whether it is revoked, and how many keys still work: never a key. */
export async function listPartners(db: Db, now: Date) {
  return listPartnersWithKeyCounts(db, now);
}

/**
 * The site the Authorization header's key belongs to. Missing, malformed, unknown, expired and
 * revoked keys, and revoked sites, all get the same 401: an answer tells a guesser nothing. With
 * a `cache`, a key found working is not looked up again for the cache's few seconds, so a
 * revocation or a rotation's end takes up to that long to refuse it (PARTNER_KEY_CACHE_SECONDS).
 * @throws DomainError Unauthorized.
 */
export async function authenticatePartner(
  db: Db,
  authorization: string | undefined,
  now: Date,
  cache?: PartnerKeyCache,
): Promise<PartnerRow> {
  const key = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '')?.[1];
  if (!key) throw new DomainError('Unauthorized', PARTNER_UNAUTHORIZED_MESSAGE);
  const keyHash = hashToken(key);
  const known = cache?.get(keyHash, now);
  if (known) return known;
  const found = await findPartnerByKeyHash(db, keyHash, now);
  if (!found) throw new DomainError('Unauthorized', PARTNER_UNAUTHORIZED_MESSAGE);
  const { key_expires_at: keyExpiresAt, ...partner } = found;
  cache?.set(keyHash, partner, now, keyExpiresAt);
  return partner;
}

/**
 * Counts a call of the site against its limit a minute and, for a quote request, its quota for
 * the UK day (midnight to midnight on the UK clock).
 * @throws DomainError TooManyRequests or QuotaExceeded, each with when to try again.
 */
export async function admitPartnerCall(
  db: Db,
  partner: PartnerRow,
  now: Date,
  { quoteRequest }: { quoteRequest: boolean },
): Promise<void> {
  // One statement counts the call against both, so a quote request costs one commit for its
  // limits: a call refused for its rate is still counted in the day's quota.
  const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const hits = [
    {
      key: `partner:${partner.id}`,
      window: {
        limit: partner.rate_limit_per_minute,
        start: new Date(minuteStart),
        end: new Date(minuteStart + MINUTE_MS),
      },
    },
  ];
  if (quoteRequest) {
    const today = ukToday(now);
    hits.push({
      key: `partner-quota:${partner.id}`,
      window: {
        limit: partner.daily_quota,
        start: new Date(ukEndOfDay(addCalendarDays(today, -1)).getTime() + 1000),
        end: new Date(ukEndOfDay(today).getTime() + 1000),
      },
    });
  }
  const [minute, day] = await takeHitsInWindows(db, hits, now);
  if (!minute?.allowed) {
    throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE, {
      retryAfterSeconds: minute?.retryAfterSeconds,
    });
  }
  if (day && !day.allowed) {
    throw new DomainError('QuotaExceeded', PARTNER_QUOTA_EXCEEDED_MESSAGE, {
      retryAfterSeconds: day.retryAfterSeconds,
    });
  }
}

/** GET /partner/v1/eligibility: the published rules on today's UK date. */
export function partnerEligibility(now: Date): PartnerEligibility {
  return eligibility(ukToday(now));
}

/**
 * POST /partner/v1/quotes: prices the site's risk as PUT /v1/quote would, with the site as the
 * source of business whatever the body says, and answers each tier we will sell with its landing
 * link. The same request id with the same body answers the same quote again, never a second one,
 * even when the two race; with another body it is refused.
 * @throws DomainError OutsideEligibility (nothing stored), RequestIdReused, and the quote's own
 * refusals (BadRequest for an answer it cannot read).
 */
export async function askPartnerQuote(
  db: Db,
  settings: PartnerSettings,
  partner: PartnerRow,
  request: PartnerQuoteRequest,
  now: Date,
): Promise<PartnerQuoteAnswer> {
  const requestHash = sha256Hex(JSON.stringify(request));
  const earlier = await findQuoteRequest(db, partner.id, request.requestId);
  if (earlier) return answerRecorded(db, settings, earlier, requestHash, now);

  const failures = eligibilityFailures(request.risk, ukToday(now));
  if (failures.length > 0) {
    throw new DomainError(
      'OutsideEligibility',
      `The risk is outside our eligibility: ${failures.map(({ code, rule }) => `${code}: ${rule}`).join(' ')}`,
    );
  }
  try {
    // The quote, the request row and the landing token in one commit: a first ask costs one
    // commit for its limits and one for all it stores (decision 057).
    return await db
      .transaction()
      .execute((trx) => firstAsk(trx, settings, partner, request, requestHash, now));
  } catch (error) {
    // A racing try of the same request id stored its quote first: ours broke the quote's unique
    // key (23505; PostgreSQL then refuses the rest of our transaction, 25P02) and rolled back, and
    // the winner's request row was committed with its quote, so answer that.
    const code = (error as { code?: unknown }).code;
    if (code !== '23505' && code !== '25P02') throw error;
    const winner = await findQuoteRequest(db, partner.id, request.requestId);
    if (!winner) throw error;
    return answerRecorded(db, settings, winner, requestHash, now);
  }
}

/** A request id's first ask, in `trx`: prices and stores the quote, its request row and token. */
async function firstAsk(
  trx: Db,
  settings: PartnerSettings,
  partner: PartnerRow,
  request: PartnerQuoteRequest,
  requestHash: string,
  now: Date,
): Promise<PartnerQuoteAnswer> {
  let quote: Quote;
  try {
    const json = await createComparisonSiteQuote(
      trx,
      {
        ...QUOTE_REQUEST_ENVELOPE_DEFAULTS,
        requestedOpexCodes: request.requestedOpexCodes ?? [],
        risk: request.risk,
      },
      partner.source_of_business,
      now,
      // Racing retries of one request compute the same key: the quote's unique key lets one win.
      quoteKeyOf(settings, partner, request.requestId),
    );
    quote = JSON.parse(json) as Quote;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'IdempotencyKeyReused') {
      throw new DomainError('RequestIdReused', PARTNER_REQUEST_ID_REUSED_MESSAGE);
    }
    throw error;
  }
  // The quote just answered is the one the request row names, so it is not read back.
  const recorded = await recordQuoteRequest(trx, {
    partner_id: partner.id,
    request_id: request.requestId,
    request_hash: requestHash,
    web_reference: quote.policy.webReference,
    outcome: outcomeOf(quote),
    created_at: now,
  });
  return answerRecorded(trx, settings, recorded, requestHash, now, quote);
}

/**
 * GET /partner/v1/quotes/:requestId: the answer to one of the site's own requests, again. Another
 * site's request id is not found, as an unknown one is.
 * @throws DomainError NotFound.
 */
export async function answerPartnerQuoteAgain(
  db: Db,
  settings: PartnerSettings,
  partner: PartnerRow,
  requestId: string,
  now: Date,
): Promise<PartnerQuoteAnswer> {
  const recorded = await findQuoteRequest(db, partner.id, requestId);
  if (!recorded) throw new DomainError('NotFound', PARTNER_QUOTE_NOT_FOUND_MESSAGE);
  return answerRecorded(db, settings, recorded, recorded.request_hash, now);
}

async function answerRecorded(
  db: Db,
  settings: PartnerSettings,
  recorded: PartnerQuoteRequestRow,
  requestHash: string,
  now: Date,
  answered?: Quote,
): Promise<PartnerQuoteAnswer> {
  if (recorded.request_hash !== requestHash) {
    throw new DomainError('RequestIdReused', PARTNER_REQUEST_ID_REUSED_MESSAGE);
  }
  const quote = answered ?? (await findFirstAnsweredQuote(db, recorded.web_reference));
  // The retention purge deleted it (decision 034): the request row went with it, so only a
  // request racing the purge sees this.
  if (!quote) throw new DomainError('NotFound', PARTNER_QUOTE_NOT_FOUND_MESSAGE);
  const landingToken = landingTokenOf(settings, recorded);
  const fallbackExpiry = new Date(recorded.created_at.getTime() + QUOTE_DAYS * 24 * 60 * 60 * 1000);
  const expiresAt = new Date(quote.policy.expiryDate ?? fallbackExpiry);
  // Only a priced quote gets a link (decision 026); stored once however often it is answered.
  if (recorded.outcome === 'priced' && expiresAt.getTime() >= now.getTime()) {
    await storeGivenToken(db, quote, landingToken, now);
  }
  return partnerAnswer({
    requestId: recorded.request_id,
    quote,
    landingToken,
    publicOrigin: settings.publicOrigin,
    fallbackExpiry,
  });
}

/**
 * The request's click-through token: an HMAC of the server's secret and the request row, so a
 * retry rebuilds the same token rather than storing a second one; only its hash is stored.
 */
function landingTokenOf(settings: PartnerSettings, recorded: PartnerQuoteRequestRow): string {
  return createHmac('sha256', settings.linkSecret)
    .update(`landing:${recorded.id}:${recorded.web_reference}`)
    .digest('base64url');
}

/**
 * The quote's Idempotency-Key (a UUID, as the quote table keeps it) for a site's request id:
 * keyed by the server's secret, so no direct caller can send it first and block the site's request.
 */
function quoteKeyOf(settings: PartnerSettings, partner: PartnerRow, requestId: string): string {
  const hex = createHmac('sha256', settings.linkSecret)
    .update(`quote-key:${partner.id}:${requestId}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function activePartner(db: Db, sourceOfBusiness: string): Promise<PartnerRow> {
  const partner = await findPartnerBySource(db, sourceOfBusiness);
  if (!partner || partner.revoked_at !== null) {
    throw new DomainError(
      'NotFound',
      `No active partner has source of business ${sourceOfBusiness}.`,
    );
  }
  return partner;
}

function assertComparisonSite(sourceOfBusiness: string): void {
  if (!(PCW_SOURCES_OF_BUSINESS as readonly string[]).includes(sourceOfBusiness)) {
    throw new DomainError(
      'BadRequest',
      `A partner's source of business must be one of ${PCW_SOURCES_OF_BUSINESS.join(', ')}.`,
    );
  }
}
