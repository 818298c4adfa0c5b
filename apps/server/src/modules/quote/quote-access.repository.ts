import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How one client's failures on one reference are limited. */
export interface ClientGuardPolicy {
  maxFailures: number;
  lockMs: number;
  /** A client's window starts at its first failure; failures older than this are forgotten. */
  windowMs: number;
}

/** How a reference's failures across all clients are limited. */
export interface ReferenceGuardPolicy {
  /** Failures (counting at most perClientCap from each client) in one window that lock... */
  maxFailures: number;
  /** ...when they came from at least this many clients. */
  minClients: number;
  perClientCap: number;
  windowMs: number;
  /** The first lock; each further one within escalationWindowMs of the last is twice as long. */
  firstLockMs: number;
  maxLockMs: number;
  escalationWindowMs: number;
}

export interface Locks {
  /** Until when this client may not try this reference. */
  client: Date | undefined;
  /** Until when nobody may try this reference (without a quoteKey). */
  reference: Date | undefined;
}

/** What retrieve reads before it compares a retrieval key: the guards, and the hash to compare. */
export interface RetrievalGuard extends Locks {
  /** Whether this client has failures on this reference on record, locked or not. */
  clientHasFailures: boolean;
  /**
   * The quote's retrieval hash; undefined when there is no quote with this reference or its risk
   * lacks the details. Only the hash, a few bytes, so a known reference with a wrong detail costs
   * what an unknown one does (the Quote is read after a match).
   */
  retrievalHash: string | undefined;
}

/**
 * The locks that stand at `now` between this client and this reference, whether the client has
 * failures to clear, and the reference's retrieval hash: one statement, as every retrieval-key
 * call reads all of them.
 */
export async function findRetrievalGuard(
  db: Db,
  webReference: string,
  clientKey: string,
  now: Date,
): Promise<RetrievalGuard> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('retrieval_client_guard')
        .select('locked_until')
        .where('web_reference', '=', webReference)
        .where('client_key', '=', clientKey)
        .where('locked_until', '>', now)
        .as('client'),
      eb
        .exists(
          eb
            .selectFrom('retrieval_client_guard')
            .select(sql`1`.as('one'))
            .where('web_reference', '=', webReference)
            .where('client_key', '=', clientKey),
        )
        .as('client_has_failures'),
      eb
        .selectFrom('retrieval_guard')
        .select('locked_until')
        .where('web_reference', '=', webReference)
        .where('locked_until', '>', now)
        .as('reference'),
      eb
        .selectFrom('quote')
        .select('retrieval_hash')
        .where('web_reference', '=', webReference)
        .as('retrieval_hash'),
    ])
    .executeTakeFirstOrThrow();
  return {
    client: row.client ?? undefined,
    reference: row.reference ?? undefined,
    clientHasFailures: row.client_has_failures === true,
    retrievalHash: row.retrieval_hash ?? undefined,
  };
}

/**
 * Counts one client's failed try at a reference in one statement (safe under concurrent tries):
 * the try that reaches `maxFailures` in the window locks this client out of this reference.
 * @returns the client's failures in the window, this one included.
 */
export async function recordClientFailure(
  db: Db,
  webReference: string,
  clientKey: string,
  now: Date,
  policy: ClientGuardPolicy,
): Promise<number> {
  const windowOver = sql<boolean>`retrieval_client_guard.window_start <= ${new Date(now.getTime() - policy.windowMs)}`;
  const failures = sql<number>`case when ${windowOver} then 1 else retrieval_client_guard.failures + 1 end`;
  const lockedUntil = new Date(now.getTime() + policy.lockMs);
  const row = await db
    .insertInto('retrieval_client_guard')
    .values({
      web_reference: webReference,
      client_key: clientKey,
      failures: 1,
      window_start: now,
      locked_until: policy.maxFailures <= 1 ? lockedUntil : null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['web_reference', 'client_key']).doUpdateSet({
        failures,
        window_start: sql`case when ${windowOver} then ${now}::timestamptz else retrieval_client_guard.window_start end`,
        locked_until: sql`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil}::timestamptz else retrieval_client_guard.locked_until end`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/**
 * Counts one failure towards the reference's total in one statement (safe under concurrent
 * tries), `newClient` when it is the first in its client's window. The failure that brings the
 * window to `maxFailures` from at least `minClients` clients locks the reference, for firstLockMs
 * doubled for each lock before it within escalationWindowMs (at most maxLockMs), and starts the
 * count again.
 */
export async function recordReferenceFailure(
  db: Db,
  webReference: string,
  newClient: boolean,
  now: Date,
  policy: ReferenceGuardPolicy,
): Promise<void> {
  const windowOver = sql<boolean>`retrieval_guard.window_start <= ${new Date(now.getTime() - policy.windowMs)}`;
  const failures = sql<number>`(case when ${windowOver} then 0 else retrieval_guard.failures end) + 1`;
  const clients = sql<number>`(case when ${windowOver} then 0 else retrieval_guard.clients end) + ${newClient ? 1 : 0}`;
  const locks = sql<boolean>`(${failures} >= ${policy.maxFailures} and ${clients} >= ${policy.minClients} and (retrieval_guard.locked_until is null or retrieval_guard.locked_until <= ${now}))`;
  const lockCount = sql<number>`case when retrieval_guard.last_locked_at > ${new Date(now.getTime() - policy.escalationWindowMs)} then retrieval_guard.lock_count + 1 else 1 end`;
  // The exponent is bounded so that a reference attacked for weeks cannot overflow it.
  const lockMs = sql<number>`least(${policy.firstLockMs}::float8 * power(2, least(${lockCount}, 30) - 1), ${policy.maxLockMs})`;
  await db
    .insertInto('retrieval_guard')
    .values({
      web_reference: webReference,
      failures: 1,
      clients: newClient ? 1 : 0,
      window_start: now,
      locked_until: null,
      lock_count: 0,
      last_locked_at: null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('web_reference').doUpdateSet({
        failures: sql`case when ${locks} then 0 else ${failures} end`,
        clients: sql`case when ${locks} then 0 else ${clients} end`,
        window_start: sql`case when ${locks} or ${windowOver} then ${now}::timestamptz else retrieval_guard.window_start end`,
        locked_until: sql`case when ${locks} then ${now}::timestamptz + ${lockMs} * interval '1 millisecond' else retrieval_guard.locked_until end`,
        lock_count: sql`case when ${locks} then ${lockCount} else retrieval_guard.lock_count end`,
        last_locked_at: sql`case when ${locks} then ${now}::timestamptz else retrieval_guard.last_locked_at end`,
        updated_at: now,
      }),
    )
    .execute();
}

/** Forgets a client's failures on a reference once it has given the right details. */
export async function clearClientFailures(
  db: Db,
  webReference: string,
  clientKey: string,
): Promise<void> {
  await db
    .deleteFrom('retrieval_client_guard')
    .where('web_reference', '=', webReference)
    .where('client_key', '=', clientKey)
    .execute();
}
