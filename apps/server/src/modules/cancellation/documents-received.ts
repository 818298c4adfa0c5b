import { ukStartOfDay } from '@van/domain/cancellation';
import type { IsoDate } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { postedArrivalBy } from '../post/index.ts';
import { findDocumentsDelivery, type DocumentsDelivery } from './documents-received.repository.ts';

// Decision 066 (ICOBS 7.1.3: the 14 days run from the later of the contract's conclusion and the
// day the customer receives its terms and conditions on a durable medium): when the policy's
// documents reached the customer, from what the outboxes recorded.

/**
 * When the customer received the policy's documents, as far as we can know it:
 * - by e-mail (consent to documents by e-mail, decision 043): the instant the confirmation e-mail
 *   that carries them was first sent (its attachments are made at sending, so that is when the
 *   documents were delivered to the customer's mailbox);
 * - by post (no such consent, decision 048): 00:00 UK time on the day they arrive at the latest,
 *   the print house's dispatch day plus the post's 2 working days (postedArrivalBy).
 * Undefined while they have not been sent (the e-mail still waiting or given up, the postal item
 * not yet dispatched): the caller then counts from the purchase and says "from when you receive
 * your documents". Pure over the records; documentsReceivedAt reads them.
 */
export function documentsReceivedFrom(delivery: DocumentsDelivery): Date | undefined {
  if (delivery.posted) {
    return delivery.postDispatchedOn
      ? ukStartOfDay(postedArrivalBy(delivery.postDispatchedOn) as IsoDate)
      : undefined;
  }
  return delivery.emailSentAt ?? undefined;
}

/** documentsReceivedFrom for the policy `policyId`, read in `db` (a transaction or not). */
export async function documentsReceivedAt(db: Db, policyId: string): Promise<Date | undefined> {
  return documentsReceivedFrom(await findDocumentsDelivery(db, policyId));
}
