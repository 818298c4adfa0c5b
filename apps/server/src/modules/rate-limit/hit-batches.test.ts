import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { countHitInBatch, hitsWaiting } from './hit-batches.ts';
import { takeHit } from './index.ts';

// Issue 20: hits asked for at the same moment are counted in one statement, and each is told what
// counting them one by one would have told it.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const WINDOW = new Date('2027-03-01T12:00:00Z');
const NEXT_WINDOW = new Date('2027-03-01T13:00:00Z');

async function storedHits(key: string, windowStart: Date): Promise<number | undefined> {
  const row = await database.db
    .selectFrom('rate_limit')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.hits;
}

describe('hits counted in batches', () => {
  it('tells 50 simultaneous hits on one key 1 to 50, in the order asked, and stores 50', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => countHitInBatch(database.db, 'same-moment', WINDOW)),
    );
    expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(await storedHits('same-moment', WINDOW)).toBe(50);
  });

  it('counts hits asked for at the same moment with one statement', async () => {
    let statements = 0;
    const counted = database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        countHitInBatch(counted, `one-statement-${n % 3}`, WINDOW),
      ),
    );
    expect(statements).toBe(1);
    expect(await storedHits('one-statement-0', WINDOW)).toBe(7);
  });

  it('says how many hits wait to be counted, and none once they are', async () => {
    const counting = Promise.all(
      Array.from({ length: 12 }, () => countHitInBatch(database.db, 'waiting', WINDOW)),
    );
    expect(hitsWaiting(database.db)).toBe(12);
    await counting;
    expect(hitsWaiting(database.db)).toBe(0);
  });

  it('counts each key and each window apart within one batch', async () => {
    const [a1, b1, a2, aNext, b2] = await Promise.all([
      countHitInBatch(database.db, 'key-a', WINDOW),
      countHitInBatch(database.db, 'key-b', WINDOW),
      countHitInBatch(database.db, 'key-a', WINDOW),
      countHitInBatch(database.db, 'key-a', NEXT_WINDOW),
      countHitInBatch(database.db, 'key-b', WINDOW),
    ]);
    expect([a1, a2, b1, b2, aNext]).toEqual([1, 2, 1, 2, 1]);
    expect(await storedHits('key-a', WINDOW)).toBe(2);
    expect(await storedHits('key-a', NEXT_WINDOW)).toBe(1);
  });

  it('carries on from the stored count: a later batch is told the counts after the earlier', async () => {
    await Promise.all([1, 2, 3].map(() => countHitInBatch(database.db, 'carried', WINDOW)));
    const later = await Promise.all(
      [1, 2].map(() => countHitInBatch(database.db, 'carried', WINDOW)),
    );
    expect(later).toEqual([4, 5]);
  });

  it('refuses exactly the hits beyond the limit when 30 arrive at once against a limit of 25', async () => {
    const now = new Date('2027-03-01T12:30:00Z');
    const rule = { limit: 25, windowMs: 60 * 60 * 1000 };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => takeHit(database.db, 'limit-at-once', rule, now)),
    );
    expect(outcomes.filter(({ allowed }) => allowed)).toHaveLength(25);
    expect(outcomes.slice(25).every(({ allowed }) => !allowed)).toBe(true);
  });

  it('counts a hit asked for inside a transaction in that transaction: rolled back with it', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(await countHitInBatch(trx, 'in-transaction', WINDOW)).toBe(1);
        throw new Error('the transaction fails');
      }),
    ).rejects.toThrow('the transaction fails');
    expect(await storedHits('in-transaction', WINDOW)).toBeUndefined();
  });

  it('fails every hit of a batch the database refuses, and counts none of them', async () => {
    const missing = createDb(database.url.replace(/\/[^/?]+(\?|$)/, '/van_no_such_database$1'), 1);
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => countHitInBatch(missing, 'refused', WINDOW)),
    );
    await missing.destroy();
    expect(outcomes.map(({ status }) => status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await storedHits('refused', WINDOW)).toBeUndefined();
  });
});
