import { DIRECT_DEBIT_NOTICE_WORKING_DAYS } from '../payment/direct-debit.ts';
import { workingDays, type BankHolidaysOf } from '../payment/working-days.ts';
import type { IsoDate } from '../shared/index.ts';

// Decision 065 (issue 21 item 4): how a monthly policy's cancellation settles its credit
// agreement through the Direct Debit mandate. Pure: the caller gives the schedule, the figures of
// cancellationRefund, what the card can take back, the UK date and the bank holidays.

/** One collection of a mandate's schedule: a date, pounds, and when it was stopped, if it was. */
export interface ScheduledCollection {
  date: string;
  amount: number;
  /** ISO 8601: when a cancellation stopped it. A stopped collection is kept, never deleted. */
  cancelledAt?: string;
}

/**
 * The collections a cancellation on `today` (UK date) stops: every one dated after today and not
 * stopped already. Those dated today or earlier were due and count as paid (decision 063).
 */
export function collectionsToStop<T extends ScheduledCollection>(
  collections: readonly T[],
  today: IsoDate,
): T[] {
  return collections.filter(
    (collection) => collection.date > today && collection.cancelledAt === undefined,
  );
}

/**
 * The schedule after a cancellation on `today`, stopped at `at`. Guarantees: the same collections
 * in the same order with the same dates and amounts (what was scheduled stays on record); each
 * collectionsToStop gives is marked `cancelledAt`; one stopped before keeps its first mark.
 */
export function stopCollections<T extends ScheduledCollection>(
  collections: readonly T[],
  today: IsoDate,
  at: Date,
): T[] {
  const stopping = new Set<ScheduledCollection>(collectionsToStop(collections, today));
  return collections.map((collection) =>
    stopping.has(collection) ? { ...collection, cancelledAt: at.toISOString() } : collection,
  );
}

/**
 * The date a balance owed is collected, as one final collection under the same mandate: the later
 * of the next collection the schedule had after `today` (the customer expects a payment then) and
 * DIRECT_DEBIT_NOTICE_WORKING_DAYS working days after today (the Direct Debit Guarantee's advance
 * notice, in the product's Guarantee wording: 10 working days). Always a working day after today.
 */
export function finalCollectionDate(
  collections: readonly ScheduledCollection[],
  today: IsoDate,
  bankHolidays: BankHolidaysOf,
): IsoDate {
  const { addWorkingDays, onOrNextWorkingDay } = workingDays(bankHolidays);
  const notice = addWorkingDays(today, DIRECT_DEBIT_NOTICE_WORKING_DAYS);
  const next = collectionsToStop(collections, today)
    .map((collection) => collection.date)
    .sort()[0];
  const later = next !== undefined && next > notice ? next : notice;
  return onOrNextWorkingDay(later) as IsoDate;
}

/** What cancellationRefund settled, and where the money goes. */
export interface SettlementSplit {
  /** Back to the card that paid (the deposit, for monthly). */
  cardRefundPence: number;
  /** Back to the mandate's bank account: what the card cannot take. */
  bankRefundPence: number;
  /** Collected once more by Direct Debit: the balance owed. */
  finalCollectionPence: number;
}

/**
 * Where a cancellation's money goes. Guarantees, for whole non-negative pence:
 * - the refund goes to the card first, at most `cardRefundablePence` (what the card paid and has
 *   not had back); the rest to the bank account when there is a mandate (`hasMandate`);
 * - a balance owed is one final collection when there is a mandate;
 * - money is conserved: card + bank - final collection = refund - balance owed (with a mandate;
 *   without one, an annual card policy, the refund never exceeds what the card paid);
 * - nothing is negative.
 */
export function splitSettlement({
  refundPence,
  balanceOwedPence,
  cardRefundablePence,
  hasMandate,
}: {
  refundPence: number;
  balanceOwedPence: number;
  cardRefundablePence: number;
  hasMandate: boolean;
}): SettlementSplit {
  const cardRefundPence = Math.max(0, Math.min(refundPence, cardRefundablePence));
  return {
    cardRefundPence,
    bankRefundPence: hasMandate ? Math.max(0, refundPence - cardRefundPence) : 0,
    finalCollectionPence: hasMandate ? Math.max(0, balanceOwedPence) : 0,
  };
}
