import type { Db } from '../../db/database.ts';
import { countHitInBatch } from './hit-batches.ts';

export { hitsWaiting } from './hit-batches.ts';
import { countHits } from './rate-limit.repository.ts';

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
 * server process; hits asked for at the same moment are counted in one statement (hit-batches.ts).
 */
export async function takeHit(
  db: Db,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<HitOutcome> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return takeHitInWindow(
    db,
    key,
    { limit: rule.limit, start: new Date(windowStart), end: new Date(windowStart + rule.windowMs) },
    now,
  );
}

/**
 * takeHit for a window that is not a multiple of a fixed length from the epoch (a partner's daily
 * quota runs from UK midnight to UK midnight, decision 057). At most 25 hours long: the retention
 * worker clears windows that started more than a day ago.
 */
export async function takeHitInWindow(
  db: Db,
  key: string,
  window: HitWindow,
  now: Date,
): Promise<HitOutcome> {
  const hits = await countHitInBatch(db, key, window.start);
  return {
    allowed: hits <= window.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000)),
  };
}

/** A window a hit is counted in: its limit, start and end. */
export interface HitWindow {
  limit: number;
  start: Date;
  end: Date;
}

/**
 * takeHitInWindow for several keys at once, in one statement and one commit; each key's outcome,
 * in the order given. Every key is counted, whatever the others' outcomes.
 */
export async function takeHitsInWindows(
  db: Db,
  hits: readonly { key: string; window: HitWindow }[],
  now: Date,
): Promise<HitOutcome[]> {
  const counts = await countHits(
    db,
    hits.map(({ key, window }) => ({ key, windowStart: window.start })),
  );
  return hits.map(({ key, window }) => ({
    allowed: (counts.get(key) ?? Number.POSITIVE_INFINITY) <= window.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000)),
  }));
}

/** takeHit's answer alone: whether the hit is within `rule`. */
export async function allowHit(db: Db, key: string, rule: RateLimit, now: Date): Promise<boolean> {
  return (await takeHit(db, key, rule, now)).allowed;
}
