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
