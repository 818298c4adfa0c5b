import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { createQuote } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { midAddition, midCancellation, queueMidUpdate } from '../mid/index.ts';
import { deliverNextDueRow } from './outbox-claim.repository.ts';
import {
  attemptDelivery,
  OUTBOX_MAX_ATTEMPTS,
  outboxRetryDelayMs,
  outcomeColumns,
  type DeliveryOutcome,
  type PortAnswer,
} from './outbox-delivery.ts';

// The one claim the outbox workers make (e-mail, MID, cancellation refunds): the next due
// row, under a lock the other workers skip, delivered and its try recorded in one transaction.
// Driven here over the MID outbox's table with nothing of the MID's own (its worker has its tests).

const QUEUED_AT = new Date('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.deleteFrom('mid_outbox').execute();
});

type Outcome = DeliveryOutcome<{ reference: string }>;

/** Claims the next due row of mid_outbox at `now` and delivers it through `submit`. */
function claimNext(
  db: Db,
  now: Date,
  submit: (row: { id: string }) => Promise<PortAnswer<{ reference: string }>>,
) {
  return deliverNextDueRow(
    db,
    now,
    {
      table: 'mid_outbox',
      doneColumn: 'delivered_at',
      select: (trx) => trx.selectFrom('mid_outbox').select(['id', 'attempts']),
      record: (outcome: Outcome, row) => outcomeColumns(outcome, row.attempts, now),
    },
    (row) => attemptDelivery(() => submit(row), row.attempts, now),
  );
}

const accept = async ({ id }: { id: string }) => ({
  accepted: true as const,
  reference: `ack-${id}`,
});
const unreachable = async (): Promise<never> => {
  throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
};

/** A policy issued at QUEUED_AT with its MID addition and cancellation queued; their row ids. */
async function twoQueuedRows(): Promise<string[]> {
  const quote = await createQuote(test.app, completedDirectQuote(ukToday(new Date())));
  const policyNumber = `VAN-OC-${quote.policy.webReference}`;
  const { policyId } = await storeIssuedPolicy(test.db, {
    webReference: quote.policy.webReference,
    quote,
    paymentPlan: 'ANNUAL_CARD',
    amountPence: 50_000,
    policyNumber,
    at: QUEUED_AT,
  });
  const issued = { policyNumber, soldQuote: quote, issuedAt: QUEUED_AT };
  await queueMidUpdate(test.db, policyId, midAddition(issued), QUEUED_AT);
  await queueMidUpdate(test.db, policyId, midCancellation(issued, QUEUED_AT), QUEUED_AT);
  const rows = await test.db.selectFrom('mid_outbox').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

async function stored(id: string) {
  return test.db
    .selectFrom('mid_outbox')
    .select(['attempts', 'next_attempt_at', 'delivered_at', 'failed_at', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('claiming the next due row of an outbox', () => {
  it('gives two claimers at once two different rows, and a third nothing, without waiting', async () => {
    const [first, second] = await twoQueuedRows();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const claimed: string[] = [];
    let heldOpen!: () => void;
    const bothHeld = new Promise<void>((resolve) => (heldOpen = resolve));
    const holding = async (row: { id: string }) => {
      claimed.push(row.id);
      if (claimed.length === 2) heldOpen();
      await held;
      return accept(row);
    };

    const a = claimNext(test.db, QUEUED_AT, holding);
    const b = claimNext(test.db, QUEUED_AT, holding);
    await bothHeld;
    // Both rows are locked mid-delivery: a third claimer skips them rather than waiting.
    const third = await claimNext(test.db, QUEUED_AT, accept);
    release();
    const [doneA, doneB] = await Promise.all([a, b]);

    expect(third).toBeUndefined();
    expect(claimed.sort()).toEqual([first, second].sort());
    expect([doneA?.row.id, doneB?.row.id].sort()).toEqual([first, second].sort());
    for (const id of [first!, second!]) {
      expect(await stored(id)).toMatchObject({ attempts: 1, delivered_at: QUEUED_AT });
    }
    expect(await claimNext(test.db, QUEUED_AT, accept)).toBeUndefined();
  });

  it('takes the oldest row first among rows due together', async () => {
    const [first, second] = await twoQueuedRows();

    const order = [];
    for (let i = 0; i < 2; i += 1)
      order.push((await claimNext(test.db, QUEUED_AT, accept))?.row.id);

    expect(order).toEqual([first, second]);
  });

  it('takes the row waiting longest first', async () => {
    const [first, second] = await twoQueuedRows();
    await test.db
      .updateTable('mid_outbox')
      .set({ next_attempt_at: new Date(QUEUED_AT.getTime() - MINUTE) })
      .where('id', '=', second!)
      .execute();

    const order = [];
    for (let i = 0; i < 2; i += 1)
      order.push((await claimNext(test.db, QUEUED_AT, accept))?.row.id);

    expect(order).toEqual([second, first]);
  });

  it('tries a failed row again only once its wait is over, counting the tries', async () => {
    const [first] = await twoQueuedRows();
    await test.db.deleteFrom('mid_outbox').where('id', '!=', first!).execute();

    const failed = await claimNext(test.db, QUEUED_AT, unreachable);
    expect(failed?.outcome).toMatchObject({ delivered: false, error: 'ECONNREFUSED' });
    const retryAt = new Date(QUEUED_AT.getTime() + outboxRetryDelayMs(1));
    expect(await stored(first!)).toMatchObject({
      attempts: 1,
      next_attempt_at: retryAt,
      delivered_at: null,
      failed_at: null,
      last_error: 'ECONNREFUSED',
    });

    expect(await claimNext(test.db, new Date(retryAt.getTime() - 1), accept)).toBeUndefined();
    const retried = await claimNext(test.db, retryAt, accept);

    expect(retried?.row).toEqual({ id: first, attempts: 1 });
    expect(await stored(first!)).toMatchObject({
      attempts: 2,
      next_attempt_at: null,
      delivered_at: retryAt,
      last_error: null,
    });
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} tries and never claims the row again`, async () => {
    const [first] = await twoQueuedRows();
    await test.db.deleteFrom('mid_outbox').where('id', '!=', first!).execute();

    let at = QUEUED_AT;
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      const done = await claimNext(test.db, at, unreachable);
      expect(done?.row.attempts).toBe(attempt - 1);
      const { next_attempt_at } = await stored(first!);
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(next_attempt_at).toEqual(new Date(at.getTime() + outboxRetryDelayMs(attempt)));
        at = next_attempt_at!;
      }
    }

    expect(await stored(first!)).toMatchObject({
      attempts: OUTBOX_MAX_ATTEMPTS,
      next_attempt_at: null,
      delivered_at: null,
      failed_at: at,
      last_error: 'ECONNREFUSED',
    });
    expect(
      await claimNext(test.db, new Date(at.getTime() + 365 * 24 * 60 * MINUTE), accept),
    ).toBeUndefined();
  });

  it('gives up at once on a row the service refused', async () => {
    const [first] = await twoQueuedRows();
    await test.db.deleteFrom('mid_outbox').where('id', '!=', first!).execute();

    await claimNext(test.db, QUEUED_AT, async () => ({
      accepted: false,
      reference: 'ack-refused',
      reason: 'InvalidVrm',
    }));

    expect(await stored(first!)).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      failed_at: QUEUED_AT,
      last_error: 'Rejected InvalidVrm',
    });
    expect(
      await claimNext(test.db, new Date(QUEUED_AT.getTime() + MINUTE), accept),
    ).toBeUndefined();
  });
});
