import { englandAndWalesBankHolidays, workingDays } from '@van/domain/payment';
import { isValidPostcode } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { sha256Hex } from '../../lib/token-hash.ts';
import type {
  PostalSubmission,
  PrintAcknowledgement,
  PrintAndPostPort,
} from './print-and-post-port.ts';

// Decision 048: until a print house is contracted, this adapter plays its part. It is not a mock:
// each submission is recorded (post_stand_in_submission) and acknowledged as a print house would,
// with a reference and the day it dispatches the envelope (the next working day after it receives
// it), or refused with a reason; the same submission sent twice is recorded and acknowledged once.

const { addWorkingDays } = workingDays(englandAndWalesBankHolidays);

/** Why the print house would refuse the envelope, or undefined when it takes it. Pure. */
export function standInRefusal(item: PostalSubmission): string | undefined {
  if (item.recipient.name.trim() === '') return 'RecipientMissing';
  if (item.recipient.lines.length === 0) return 'AddressIncomplete';
  if (!isValidPostcode(item.recipient.postcode)) return 'InvalidPostcode';
  if (item.documents.length === 0) return 'NothingToPrint';
  if (item.documents.some((document) => !isPdf(document.bytes))) return 'NotAPdf';
  return undefined;
}

/** The day the stand-in dispatches what it received at `received`: the next working day. Pure. */
export function standInDispatchDate(received: Date): string {
  return addWorkingDays(ukToday(received), 1);
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export function createStandInPrintAndPostPort(
  db: Db,
  now: () => Date = () => new Date(),
): PrintAndPostPort {
  return {
    name: 'stand-in',
    async submit(item: PostalSubmission, submissionId: string): Promise<PrintAcknowledgement> {
      const reason = standInRefusal(item);
      const received = now();
      await db
        .insertInto('post_stand_in_submission')
        .values({
          submission_id: submissionId,
          acknowledgement_reference: `PRT-${received.getTime().toString(36).toUpperCase()}-${submissionId}`,
          accepted: reason === undefined,
          rejection_reason: reason ?? null,
          policy_number: item.policyNumber,
          postcode: item.recipient.postcode,
          documents: JSON.stringify(
            item.documents.map((document) => ({
              kind: document.kind,
              fileName: document.fileName,
              bytes: document.bytes.length,
              sha256: sha256Hex(document.bytes),
            })),
          ),
          recipient: JSON.stringify(item.recipient),
          received_at: received,
          dispatch_date: reason === undefined ? standInDispatchDate(received) : null,
        })
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .execute();
      // The first acknowledgement of this submission, whoever recorded it.
      const recorded = await db
        .selectFrom('post_stand_in_submission')
        .select(['acknowledgement_reference', 'accepted', 'rejection_reason', 'dispatch_date'])
        .where('submission_id', '=', submissionId)
        .executeTakeFirstOrThrow();
      return recorded.accepted && recorded.dispatch_date
        ? {
            accepted: true,
            reference: recorded.acknowledgement_reference,
            dispatchDate: recorded.dispatch_date,
          }
        : {
            accepted: false,
            reference: recorded.acknowledgement_reference,
            reason: recorded.rejection_reason ?? 'Rejected',
          };
    },
  };
}
