import type { Db } from '../../db/database.ts';
import type { MidAcknowledgement, MidPort } from './mid-port.ts';
import type { MidUpdate } from './mid-update.ts';

// Decision 042: until we are connected to the MID, this adapter plays its part. It is not a mock:
// each submission is recorded (mid_stand_in_submission) and acknowledged as the service would,
// with a reference, accepted or rejected with a reason, and the same submission sent twice is
// recorded and acknowledged once.

/** A registration as the DVLA issues them: letters and digits, 2 to 8 of them. */
const VRM = /^[A-Z0-9]{2,8}$/;

/** Why the MID would refuse the update, or undefined when it accepts it. Pure. */
export function standInRejection(update: MidUpdate, onRecord: boolean): string | undefined {
  if (!VRM.test(update.vrm)) return 'InvalidVrm';
  if (update.policyholderName.trim() === '') return 'PolicyholderMissing';
  if (update.coverEndDate < update.coverStartDate) return 'CoverEndsBeforeStart';
  if (update.kind === 'cancel' && !onRecord) return 'PolicyNotOnRecord';
  return undefined;
}

export function createStandInMidPort(db: Db, now: () => Date = () => new Date()): MidPort {
  return {
    name: 'stand-in',
    async submit(update: MidUpdate, submissionId: string): Promise<MidAcknowledgement> {
      const onRecord =
        (await db
          .selectFrom('mid_stand_in_submission')
          .select('id')
          .where('policy_number', '=', update.policyNumber)
          .where('kind', '=', 'add')
          .where('accepted', '=', true)
          .executeTakeFirst()) !== undefined;
      const reason = standInRejection(update, onRecord);
      const received = now();
      await db
        .insertInto('mid_stand_in_submission')
        .values({
          submission_id: submissionId,
          acknowledgement_reference: `MID-${received.getTime().toString(36).toUpperCase()}-${submissionId}`,
          accepted: reason === undefined,
          rejection_reason: reason ?? null,
          kind: update.kind,
          policy_number: update.policyNumber,
          vrm: update.vrm,
          payload: JSON.stringify(update),
          received_at: received,
        })
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .execute();
      // The first acknowledgement of this submission, whoever recorded it.
      const recorded = await db
        .selectFrom('mid_stand_in_submission')
        .select(['acknowledgement_reference', 'accepted', 'rejection_reason'])
        .where('submission_id', '=', submissionId)
        .executeTakeFirstOrThrow();
      return recorded.accepted
        ? { accepted: true, reference: recorded.acknowledgement_reference }
        : {
            accepted: false,
            reference: recorded.acknowledgement_reference,
            reason: recorded.rejection_reason ?? 'Rejected',
          };
    },
  };
}
