import type { Db } from '../../db/database.ts';
import { countHit, deleteWindowsBefore } from './rate-limit.repository.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  /** At most a day: older windows are cleared away. */
  windowMs: number;
}

const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * Records a hit for `key` and says whether it is within `rule`. Fixed windows counted in
 * PostgreSQL, so the limit holds across every server process.
 */
export async function allowHit(db: Db, key: string, rule: RateLimit, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const hits = await countHit(db, key, windowStart);
  // Housekeeping on a small share of hits keeps the table to the recent windows.
  if (hits === 1 && Math.random() < 0.05) {
    await deleteWindowsBefore(db, new Date(now.getTime() - KEEP_WINDOWS_MS));
  }
  return hits <= rule.limit;
}
