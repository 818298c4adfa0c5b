import type { Db } from '../../db/database.ts';
import { countHit } from './rate-limit.repository.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  /** At most a day: the retention worker clears windows older than that (modules/retention). */
  windowMs: number;
}

/** What a hit was told: whether it is within the limit, and when the window ends. */
export interface HitOutcome {
  allowed: boolean;
  /** Whole seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Records a hit for `key` and says whether it is within `rule`, and when the window ends (for a
 * refusal's Retry-After). Fixed windows counted in PostgreSQL, so the limit holds across every
 * server process.
 */
export async function takeHit(
  db: Db,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<HitOutcome> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const hits = await countHit(db, key, new Date(windowStart));
  const windowEnd = windowStart + rule.windowMs;
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/** takeHit's answer alone: whether the hit is within `rule`. */
export async function allowHit(db: Db, key: string, rule: RateLimit, now: Date): Promise<boolean> {
  return (await takeHit(db, key, rule, now)).allowed;
}
