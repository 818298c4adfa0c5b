import type { Db } from '../../db/database.ts';
import { countHit, deleteWindowsBefore } from './rate-limit.repository.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  /** At most a day: older windows are cleared away. */
  windowMs: number;
}

const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

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
  // Housekeeping on a small share of hits keeps the table to the recent windows.
  if (hits === 1 && Math.random() < 0.05) {
    await deleteWindowsBefore(db, new Date(now.getTime() - KEEP_WINDOWS_MS));
  }
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
