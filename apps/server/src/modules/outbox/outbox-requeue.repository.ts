import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// Decision 048: a person's tools for the rows a worker gave up on (refused, or out of tries): a
// list, and a re-queue by policy number once the cause is put right. Both speak of policy
// numbers, kinds, counts and codes only: no name, address or registration.

/** The outboxes whose rows a worker gives up on, and their tables. */
const TABLES = { mid: 'mid_outbox', post: 'post_outbox' } as const;
export type GivenUpOutbox = keyof typeof TABLES;
export const GIVEN_UP_OUTBOXES = Object.keys(TABLES) as GivenUpOutbox[];

export interface GivenUpDelivery {
  outbox: GivenUpOutbox;
  policyNumber: string;
  /** The MID update's kind (add, cancel) or the postal item's (policy-documents). */
  kind: string;
  attempts: number;
  failedAt: Date;
  /** An error code ('ECONNREFUSED', 'Rejected InvalidVrm'). */
  lastError: string | null;
}

/** Every row given up and not delivered since, oldest first. */
export async function givenUpDeliveries(db: Db): Promise<GivenUpDelivery[]> {
  const rows = await Promise.all(
    GIVEN_UP_OUTBOXES.map(async (outbox) => {
      const found = await db
        .selectFrom(TABLES[outbox])
        .select(['policy_number', 'kind', 'attempts', 'failed_at', 'last_error'])
        .where('failed_at', 'is not', null)
        .where('delivered_at', 'is', null)
        .execute();
      return found.map((row) => ({
        outbox,
        policyNumber: row.policy_number,
        kind: row.kind,
        attempts: row.attempts,
        failedAt: row.failed_at!,
        lastError: row.last_error,
      }));
    }),
  );
  return rows.flat().sort((a, b) => a.failedAt.getTime() - b.failedAt.getTime());
}

/**
 * Makes the given-up rows of one policy in one outbox due at `now` again, with a fresh set of
 * tries. A row the service refused goes as a new submission (its submission round goes up), since
 * the service would answer the old one from its record; one that was never acknowledged keeps its
 * submission, so a try that did arrive is not taken twice. Rows delivered or still being tried
 * are left alone.
 * @returns how many rows were re-queued (0 when the policy has none given up there).
 */
export async function requeueGivenUp(
  db: Db,
  outbox: GivenUpOutbox,
  policyNumber: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable(TABLES[outbox])
    .set({
      next_attempt_at: now,
      failed_at: null,
      attempts: 0,
      submission_round: sql<number>`submission_round + case when rejection_reason is null then 0 else 1 end`,
      rejection_reason: null,
      acknowledgement_reference: null,
    })
    .where('policy_number', '=', policyNumber)
    .where('failed_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
