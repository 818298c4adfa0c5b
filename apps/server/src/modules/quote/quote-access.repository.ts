import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface GuardPolicy {
  maxFailures: number;
  lockMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

/** When the reference is locked until, if it is locked at `now`. */
export async function findLock(db: Db, webReference: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('retrieval_guard')
    .select('locked_until')
    .where('web_reference', '=', webReference)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/**
 * Counts a failed try in one statement (safe under concurrent tries): the try that reaches
 * `maxFailures` locks the reference and starts the count again.
 */
export async function recordFailure(
  db: Db,
  webReference: string,
  now: Date,
  policy: GuardPolicy,
): Promise<void> {
  const forgetBefore = new Date(now.getTime() - policy.windowMs);
  const lockedUntil = new Date(now.getTime() + policy.lockMs);
  const failuresSoFar = sql<number>`case when retrieval_guard.updated_at < ${forgetBefore} then 0 else retrieval_guard.failures end`;
  await db
    .insertInto('retrieval_guard')
    .values({ web_reference: webReference, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('web_reference').doUpdateSet({
        failures: sql`case when ${failuresSoFar} + 1 >= ${policy.maxFailures} then 0 else ${failuresSoFar} + 1 end`,
        locked_until: sql`case when ${failuresSoFar} + 1 >= ${policy.maxFailures} then ${lockedUntil}::timestamptz else retrieval_guard.locked_until end`,
        updated_at: now,
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, webReference: string): Promise<void> {
  await db.deleteFrom('retrieval_guard').where('web_reference', '=', webReference).execute();
}
