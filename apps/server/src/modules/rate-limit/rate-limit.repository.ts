import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Counts one hit against `key` in the window starting at `windowStart`; returns the count so far. */
export async function countHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/**
 * Counts one hit against each key, each in its own window, in one statement (one commit: a
 * partner's call counts against its rate and its day's quota at once); returns each key's count.
 */
export async function countHits(
  db: Db,
  hits: readonly { key: string; windowStart: Date }[],
): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('rate_limit')
    .values(hits.map(({ key, windowStart }) => ({ key, window_start: windowStart, hits: 1 })))
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit.hits + 1` }),
    )
    .returning(['key', 'hits'])
    .execute();
  return new Map(rows.map((row) => [row.key, row.hits]));
}

/** Hits to count against one key's window, in one statement with other keys' (countHitGroups). */
export interface HitGroup {
  key: string;
  windowStart: Date;
  hits: number;
}

/**
 * Counts each group's hits against its key and window, in one statement and one commit; returns
 * each group's count after it, in the order given. A key and window may appear only once.
 */
export async function countHitGroups(db: Db, groups: readonly HitGroup[]): Promise<number[]> {
  const rows = await db
    .insertInto('rate_limit')
    .values(groups.map(({ key, windowStart, hits }) => ({ key, window_start: windowStart, hits })))
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limit.hits + excluded.hits` }),
    )
    .returning(['key', 'window_start', 'hits'])
    .execute();
  const counts = new Map(rows.map((row) => [groupId(row.key, row.window_start), row.hits]));
  return groups.map(({ key, windowStart }) => counts.get(groupId(key, windowStart)) ?? Infinity);
}

/** One key's window, as a map key. */
export function groupId(key: string, windowStart: Date): string {
  return `${windowStart.getTime()} ${key}`;
}
