import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { SILENT_LOG } from '../../test/purchase.ts';
import { createQuote } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createStandInMidPort,
  drainMidOnce,
  midAddition,
  queueMidUpdate,
  type MidPort,
} from '../mid/index.ts';
import {
  createStandInPrintAndPostPort,
  drainPostOnce,
  postedDocumentsOf,
  queuePostedDocuments,
  type PrintAndPostPort,
  type PrintDocumentsFor,
} from '../post/index.ts';
import { OUTBOX_MAX_ATTEMPTS } from './outbox-delivery.ts';
import { givenUpDeliveries, requeueGivenUp } from './outbox-requeue.repository.ts';

// Decision 048: the staff script's service. A row a worker gave up on is listed by policy number,
// kind and code only, and a person re-queues it once the cause is put right: due at once, with a
// fresh set of tries, as a new submission only when the service had refused the old one.

const QUEUED_AT = new Date('2026-11-23T10:00:00Z');
const LATER = new Date('2026-11-24T09:00:00Z');

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  for (const table of [
    'mid_outbox',
    'mid_stand_in_submission',
    'post_outbox',
    'post_stand_in_submission',
  ] as const) {
    await test.db.deleteFrom(table).execute();
  }
});

const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const unreachablePrintHouse: PrintAndPostPort = {
  name: 'unreachable',
  submit: async () => {
    throw unreachable;
  },
};
const tinyDocuments: PrintDocumentsFor = async ({ documents }) =>
  documents.map((kind) => ({
    kind,
    fileName: `${kind}.pdf`,
    bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF'),
  }));

/** A policy issued with its MID addition and postal item queued; `vrm` as the MID would get it. */
async function issuedPolicy(vrm?: string) {
  const quote = await createQuote(test.app, completedDirectQuote(ukToday(new Date())));
  if (vrm) quote.policy.eventCurrent.risk.vehicles![0]!.regNumber = vrm;
  const policyNumber = `VAN-RQ-${quote.policy.webReference}`;
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
  await queuePostedDocuments(
    test.db,
    policyId,
    postedDocumentsOf({ ...issued, paymentPlan: 'ANNUAL_CARD' }),
    QUEUED_AT,
  );
  return { quote, policyNumber };
}

/** Runs the post worker against a print house out of reach until it gives up. */
async function givePostUp() {
  let at = QUEUED_AT;
  for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
    await drainPostOnce({
      db: test.db,
      port: unreachablePrintHouse,
      documentsFor: tinyDocuments,
      log: SILENT_LOG,
      now: () => at,
    });
    const [row] = await test.db.selectFrom('post_outbox').select('next_attempt_at').execute();
    if (row?.next_attempt_at) at = row.next_attempt_at;
  }
}

describe('rows given up', () => {
  it('are listed by outbox, policy number, kind, tries and code, and nothing personal', async () => {
    const { quote, policyNumber } = await issuedPolicy('X');
    const delivered = await issuedPolicy();
    // The MID refuses the registration 'X'; the other policy's addition is accepted.
    await drainMidOnce({
      db: test.db,
      port: createStandInMidPort(test.db),
      log: SILENT_LOG,
      now: () => QUEUED_AT,
    });
    await givePostUp();

    const listed = await givenUpDeliveries(test.db);

    expect(listed).toEqual(
      expect.arrayContaining([
        {
          outbox: 'mid',
          policyNumber,
          kind: 'add',
          attempts: 1,
          failedAt: QUEUED_AT,
          lastError: 'Rejected InvalidVrm',
        },
        expect.objectContaining({
          outbox: 'post',
          policyNumber,
          kind: 'policy-documents',
          attempts: OUTBOX_MAX_ATTEMPTS,
          lastError: 'ECONNREFUSED',
        }),
        expect.objectContaining({ outbox: 'post', policyNumber: delivered.policyNumber }),
      ]),
    );
    expect(listed).toHaveLength(3);
    expect(
      listed.some((row) => row.outbox === 'mid' && row.policyNumber === delivered.policyNumber),
    ).toBe(false);
    const said = JSON.stringify(listed);
    expect(said).not.toContain(quote.policy.eventCurrent.risk.proposer.name!.surname!);
    expect(said).not.toContain(
      quote.policy.eventCurrent.risk.proposer.correspondenceAddress!.postcode!,
    );
  });

  it('a refused MID update, once put right, is re-queued as a new submission and delivered', async () => {
    const { policyNumber } = await issuedPolicy('X');
    const standIn = createStandInMidPort(test.db);
    await drainMidOnce({ db: test.db, port: standIn, log: SILENT_LOG, now: () => QUEUED_AT });
    // A person corrects the registration the MID refused, then re-queues.
    await test.db.updateTable('mid_outbox').set({ vrm: 'AB12CDE' }).execute();

    expect(await requeueGivenUp(test.db, 'mid', policyNumber, LATER)).toBe(1);

    const [row] = await test.db.selectFrom('mid_outbox').selectAll().execute();
    expect(row).toMatchObject({
      next_attempt_at: LATER,
      failed_at: null,
      attempts: 0,
      rejection_reason: null,
      submission_round: 1,
    });
    const submitted: string[] = [];
    const recording: MidPort = {
      name: 'stand-in',
      submit: (update, submissionId) => {
        submitted.push(submissionId);
        return standIn.submit(update, submissionId);
      },
    };
    const drained = await drainMidOnce({
      db: test.db,
      port: recording,
      log: SILENT_LOG,
      now: () => LATER,
    });
    expect(drained.delivered).toBe(1);
    expect(submitted).toEqual([`mid-${row!.id}-1`]);
    expect(await givenUpDeliveries(test.db)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ outbox: 'mid' })]),
    );
  });

  it('a postal item given up for an unreachable print house keeps its submission when re-queued, and is sent', async () => {
    const { policyNumber } = await issuedPolicy();
    await givePostUp();

    expect(await requeueGivenUp(test.db, 'post', policyNumber, LATER)).toBe(1);
    const [row] = await test.db.selectFrom('post_outbox').selectAll().execute();
    expect(row).toMatchObject({ next_attempt_at: LATER, attempts: 0, submission_round: 0 });

    const drained = await drainPostOnce({
      db: test.db,
      port: createStandInPrintAndPostPort(test.db, () => LATER),
      documentsFor: tinyDocuments,
      log: SILENT_LOG,
      now: () => LATER,
    });
    expect(drained.delivered).toBe(1);
    const [submission] = await test.db.selectFrom('post_stand_in_submission').selectAll().execute();
    expect(submission!.submission_id).toBe(`post-${row!.id}`);
  });

  it('re-queues nothing for a policy with nothing given up there, and leaves delivered rows alone', async () => {
    const { policyNumber } = await issuedPolicy();
    await drainMidOnce({
      db: test.db,
      port: createStandInMidPort(test.db),
      log: SILENT_LOG,
      now: () => QUEUED_AT,
    });
    const before = await test.db.selectFrom('mid_outbox').selectAll().execute();

    expect(await requeueGivenUp(test.db, 'mid', policyNumber, LATER)).toBe(0);
    expect(await requeueGivenUp(test.db, 'mid', 'RWV-2099-999999', LATER)).toBe(0);
    // Still being tried (not given up): left to the worker.
    expect(await requeueGivenUp(test.db, 'post', policyNumber, LATER)).toBe(0);
    expect(await test.db.selectFrom('mid_outbox').selectAll().execute()).toEqual(before);
  });
});
