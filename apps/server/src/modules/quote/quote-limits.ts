import { quoteRateLimitedMessage } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { takeHit } from '../rate-limit/index.ts';

/** Per client address, per hour (config QUOTE_CREATE/REPRICE_RATE_LIMIT_PER_HOUR). */
export interface QuoteRateLimits {
  createPerHour: number;
  repricePerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Decision 034 item 6: each quote asked for stores tens of kilobytes, so one client may ask for only
 * so many quotes (PUT /v1/quote) and re-pricings (POST /v1/quote) an hour. Counted before the work,
 * for every call whose body is valid, whatever its outcome.
 * @throws DomainError TooManyRequests (429) saying when to try again, with its Retry-After.
 */
export async function assertQuoteCallAllowed(
  db: Db,
  call: 'create' | 'reprice',
  clientKey: string,
  limits: QuoteRateLimits,
  now: Date,
): Promise<void> {
  const limit = call === 'create' ? limits.createPerHour : limits.repricePerHour;
  const hit = await takeHit(db, `quote-${call}:${clientKey}`, { limit, windowMs: HOUR_MS }, now);
  if (!hit.allowed) {
    throw new DomainError('TooManyRequests', quoteRateLimitedMessage(hit.retryAfterSeconds), {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}
