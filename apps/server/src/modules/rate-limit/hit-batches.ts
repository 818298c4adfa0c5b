import type { Db } from '../../db/database.ts';
import { countHit, countHitGroups, groupId } from './rate-limit.repository.ts';

// Issue 20, decision 068: under load every quote asked for would otherwise cost the database a
// statement and a commit of its own just to be counted. Hits asked for in the same turn of the
// event loop are counted together, in one statement, and each is told the count it would have
// been told alone: a key hit n times in a batch moves from c to c + n, and its hits are told
// c + 1 ... c + n in the order they were asked. The limit is exactly as strict as counting one by
// one, across processes too (the count is still PostgreSQL's); a hit waits at most until the next
// turn to be counted.

interface Waiting {
  resolve: (count: number) => void;
  reject: (error: unknown) => void;
}

interface Group {
  key: string;
  windowStart: Date;
  waiting: Waiting[];
}

/** The hits waiting to be counted, per database (per app), keyed by groupId. */
const batches = new WeakMap<Db, Map<string, Group>>();
/** How many hits per database are not yet counted: in a batch, or in its statement. */
const uncounted = new WeakMap<Db, number>();

/** Hits asked for against `db` and not yet counted (a busy or held pool keeps them waiting). */
export function hitsWaiting(db: Db): number {
  return uncounted.get(db) ?? 0;
}

/**
 * Counts one hit against `key` in the window starting at `windowStart`, with the other hits asked
 * for in this turn; resolves to the count so far. Inside a transaction the hit is counted in it,
 * alone, as before: it must commit or roll back with the transaction's own work.
 */
export function countHitInBatch(db: Db, key: string, windowStart: Date): Promise<number> {
  if (db.isTransaction) return countHit(db, key, windowStart);
  let batch = batches.get(db);
  if (!batch) {
    const started = new Map<string, Group>();
    batches.set(db, started);
    batch = started;
    setImmediate(() => void countBatch(db, started));
  }
  const id = groupId(key, windowStart);
  let group = batch.get(id);
  if (!group) {
    group = { key, windowStart, waiting: [] };
    batch.set(id, group);
  }
  const { waiting } = group;
  uncounted.set(db, hitsWaiting(db) + 1);
  return new Promise<number>((resolve, reject) => waiting.push({ resolve, reject }));
}

async function countBatch(db: Db, batch: Map<string, Group>): Promise<void> {
  batches.delete(db);
  const groups = [...batch.values()];
  const hits = groups.reduce((sum, { waiting }) => sum + waiting.length, 0);
  try {
    const counts = await countHitGroups(
      db,
      groups.map(({ key, windowStart, waiting }) => ({ key, windowStart, hits: waiting.length })),
    );
    groups.forEach(({ waiting }, index) => {
      const before = counts[index]! - waiting.length;
      waiting.forEach(({ resolve }, order) => resolve(before + order + 1));
    });
  } catch (error) {
    // Nothing was counted: every hit in the batch fails as its own statement would have.
    for (const { waiting } of groups) for (const { reject } of waiting) reject(error);
  } finally {
    uncounted.set(db, hitsWaiting(db) - hits);
  }
}
