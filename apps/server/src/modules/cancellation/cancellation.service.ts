import {
  cancellationRefund,
  cancelWhenProblem,
  collectionsToStop,
  finalCollectionDate,
  splitSettlement,
  stopCollections,
  type CancellationPolicy,
  type CancellationRefund,
  type CancelWhen,
} from '@van/domain/cancellation';
import type { Cancellation, CancellationFigures } from '@van/domain/contract';
import { englandAndWalesBankHolidays } from '@van/domain/payment';
import { selectedResult } from '@van/domain/quote';
import { addCalendarDays, NOT_SIGNED_IN_MESSAGE, ukToday, type IsoDate } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/token-hash.ts';
import {
  lockPolicyRow,
  ownedPolicyRow,
  policyPeriod,
  type SignedInAccount,
} from '../account/index.ts';
import { formatUkDateTime } from '../documents/index.ts';
import { queueEmail } from '../email/index.ts';
import { midCancellation, queueMidUpdate } from '../mid/index.ts';
import {
  cancelledBy,
  findAdjustment,
  findMandateOfPolicy,
  insertAdjustment,
  storeMandateCollections,
  type DirectDebitMandateRow,
  type PolicyRow,
} from '../purchase/index.ts';
import { cancellationEmail } from './cancellation-email.ts';
import {
  CONTINUOUS_INSURANCE_WARNING,
  REFUND_WITHIN_DAYS,
  cancellationExplanation,
  refundDueAt,
  type Settlement,
} from './cancellation-wording.ts';
import {
  findCancellation,
  findPayment,
  findQueuedRefundPence,
  findSessionRowId,
  insertCancellation,
  queueRefund,
} from './cancellation.repository.ts';
import type { PolicyCancellationRow } from './cancellation.table.ts';
import { documentsReceivedAt } from './documents-received.ts';

// Decision 063 (issue 21 item 4): cancelling online. The refund is the domain's rule
// (@van/domain/cancellation); this gathers what it needs from the policy, shows it, and on
// confirmation does everything a cancellation means in one transaction: the policy cancelled, the
// refund queued for the payment provider (or, monthly, the Direct Debit stopped and the credit
// settled through its mandate, decision 065), the MID removal queued, the confirmation e-mail queued, the audit written.

const ALREADY_CANCELLED_MESSAGE =
  'This policy has already been cancelled. Please call us if you need help.';

/** 410 for a policy cancelled already, or cancelled from a later date that has not yet come. */
function alreadyCancelled(row: PolicyRow, now: Date): DomainError {
  if (cancelledBy(row, now) || !row.cancelled_at) {
    return new DomainError('PolicyCancelled', ALREADY_CANCELLED_MESSAGE);
  }
  return new DomainError(
    'PolicyCancelled',
    `This policy is already cancelled: your cover ends at ${formatUkDateTime(row.cancelled_at)}. Please call us if you need help.`,
  );
}

/** The pence of an amount in pounds, as stored in the quote and the schedule. */
const inPence = (pounds: number) => Math.round(pounds * 100);

/**
 * What a cancellation reads besides the policy: its card payment, monthly its mandate, and when its
 * documents reached the customer (decision 066; undefined while they have not).
 */
interface PaidBy {
  payment: Awaited<ReturnType<typeof findPayment>>;
  mandate: DirectDebitMandateRow | undefined;
  documentsReceivedAt: Date | undefined;
}

async function paidBy(db: Db, row: PolicyRow): Promise<PaidBy> {
  return {
    payment: await findPayment(db, row.payment_id),
    mandate: row.payment_plan === 'MONTHLY_DD' ? await findMandateOfPolicy(db, row.id) : undefined,
    documentsReceivedAt: await documentsReceivedAt(db, row.id),
  };
}

/**
 * The rule's inputs for this policy at `now`. Annual: the premium is what the card paid (less any
 * refund already made). Monthly: the cash price of the year, and what was paid so far: the deposit
 * and the collections due on or before today (none a cancellation stopped).
 */
function policyForRule(
  row: PolicyRow,
  { payment, mandate, documentsReceivedAt: documentsReceived }: PaidBy,
  now: Date,
): CancellationPolicy {
  const netCard = payment.amountPence - payment.refundedPence;
  let premiumPence = netCard;
  let paidPence = netCard;
  if (row.payment_plan === 'MONTHLY_DD') {
    const today = ukToday(now);
    const collected = (mandate?.collections ?? [])
      .filter((collection) => collection.date <= today && collection.cancelledAt === undefined)
      .reduce((sum, collection) => sum + inPence(collection.amount), 0);
    premiumPence = inPence(selectedResult(row.sold_quote)?.premiumDetails?.totalPayable ?? 0);
    paidPence = netCard + collected;
  }
  const { startDate, endDate } = policyPeriod(row);
  return {
    startDate,
    endDate,
    purchasedAt: row.issued_at,
    // ICOBS 7.1.3: the 14 days run from the later of the purchase and the documents' arrival.
    documentsReceivedAt: documentsReceived,
    premiumPence,
    paidPence,
    // Stated, not modelled (decision 063): no claims are recorded yet.
    claimMade: false,
  };
}

/**
 * Decision 065: where the money goes when cancelling at `now` (domain splitSettlement): the card
 * first, up to what it paid and has not had back; monthly, the rest of a refund to the mandate's
 * bank account (paid when the card's is, refundDueAt), a balance owed as one final collection
 * (finalCollectionDate), and every collection after today stopped.
 */
function plannedSettlement(
  refund: CancellationRefund,
  { payment, mandate }: PaidBy,
  now: Date,
): Settlement {
  const split = splitSettlement({
    refundPence: refund.refundPence,
    balanceOwedPence: refund.balanceOwedPence,
    cardRefundablePence: payment.amountPence - payment.refundedPence,
    hasMandate: mandate !== undefined,
  });
  if (!mandate) return { cardRefundPence: split.cardRefundPence };
  const today = ukToday(now);
  return {
    cardRefundPence: split.cardRefundPence,
    directDebit: {
      accountNumberEnding: mandate.account_number_last4,
      mandateReference: mandate.mandate_reference,
      stoppedCollections: collectionsToStop(mandate.collections, today).map(({ date, amount }) => ({
        date,
        amount,
      })),
      ...(split.finalCollectionPence > 0
        ? {
            finalCollection: {
              amountPence: split.finalCollectionPence,
              date: finalCollectionDate(mandate.collections, today, englandAndWalesBankHolidays),
            },
          }
        : {}),
      ...(split.bankRefundPence > 0
        ? {
            bankRefund: {
              amountPence: split.bankRefundPence,
              date: ukToday(refundDueAt(now, refund.effectiveAt)),
            },
          }
        : {}),
    },
  };
}

/**
 * The settlement a recorded cancellation made, from what it stored: the refund queued for the
 * card, the collections its instant stopped, its final collection or bank refund. The same every
 * time it is read.
 */
export async function storedSettlement(
  db: Db,
  row: PolicyRow,
  stored: PolicyCancellationRow,
): Promise<Settlement> {
  const cardRefundPence = await findQueuedRefundPence(db, row.id);
  const mandate =
    stored.payment_plan === 'MONTHLY_DD' ? await findMandateOfPolicy(db, row.id) : undefined;
  if (!mandate) return { cardRefundPence };
  const adjustment = await findAdjustment(db, row.id);
  const stoppedAt = stored.cancelled_at.toISOString();
  return {
    cardRefundPence,
    directDebit: {
      accountNumberEnding: mandate.account_number_last4,
      mandateReference: mandate.mandate_reference,
      stoppedCollections: mandate.collections
        .filter((collection) => collection.cancelledAt === stoppedAt)
        .map(({ date, amount }) => ({ date, amount })),
      ...(adjustment?.kind === 'FinalCollection'
        ? { finalCollection: { amountPence: adjustment.amount_pence, date: adjustment.due_on } }
        : {}),
      ...(adjustment?.kind === 'Refund'
        ? { bankRefund: { amountPence: adjustment.amount_pence, date: adjustment.due_on } }
        : {}),
    },
  };
}

function checkWhen(row: PolicyRow, when: CancelWhen, now: Date): void {
  const problem = cancelWhenProblem(policyPeriod(row), when, now);
  if (problem) throw new DomainError('BadRequest', problem);
}

function figuresOf(
  row: PolicyRow,
  refund: CancellationRefund,
  premiumPence: number,
  paidPence: number,
  decidedAt: Date,
  settlement: Settlement,
): CancellationFigures {
  const refundBy = addCalendarDays(ukToday(decidedAt), REFUND_WITHIN_DAYS);
  return {
    policyNumber: row.policy_number,
    paymentFrequency: row.payment_plan,
    rule: refund.rule,
    effectiveAt: refund.effectiveAt.toISOString(),
    lastDayOfCover: refund.lastDayOfCover,
    windowEndsOn: refund.windowEndsOn,
    daysUsed: refund.daysUsed,
    daysInPeriod: refund.daysInPeriod,
    premiumPence,
    paidPence,
    coverUsedPence: refund.coverUsedPence,
    feePence: refund.feePence,
    refundPence: refund.refundPence,
    balanceOwedPence: refund.balanceOwedPence,
    refundBy,
    cardRefundPence: settlement.cardRefundPence,
    ...(settlement.directDebit ? { directDebit: settlement.directDebit } : {}),
    explanation: cancellationExplanation(
      refund,
      row.payment_plan,
      paidPence,
      refundBy,
      decidedAt,
      settlement,
    ),
    continuousInsuranceWarning: CONTINUOUS_INSURANCE_WARNING,
  };
}

/** The answer for a recorded cancellation: the same every time it is asked again. */
export function cancellationAnswer(
  row: PolicyRow,
  stored: PolicyCancellationRow,
  settlement: Settlement,
): Cancellation {
  const refund: CancellationRefund = {
    rule: stored.rule,
    effectiveAt: stored.effective_at,
    lastDayOfCover: stored.last_day_of_cover as IsoDate,
    windowEndsOn: stored.window_ends_on as IsoDate,
    daysUsed: stored.days_used,
    daysInPeriod: stored.days_in_period,
    coverUsedPence: stored.cover_used_pence,
    feePence: stored.fee_pence,
    refundPence: stored.refund_pence,
    balanceOwedPence: stored.balance_owed_pence,
  };
  return {
    ...figuresOf(
      row,
      refund,
      stored.premium_pence,
      stored.paid_pence,
      stored.cancelled_at,
      settlement,
    ),
    status: 'cancelled',
    cancelledAt: stored.cancelled_at.toISOString(),
  };
}

/**
 * GET /v1/account/policies/:policyNumber/cancellation: the refund for cancelling now, or from
 * `date`, by the published rule, in figures and words, with the continuous insurance warning.
 * @throws DomainError NotFound (not the address's policy), BadRequest (a date that cannot be
 * chosen, in words), PolicyCancelled (410: cancelled already).
 */
export async function previewCancellation(
  db: Db,
  account: SignedInAccount,
  policyNumber: string,
  date: IsoDate | undefined,
  now: Date,
): Promise<CancellationFigures> {
  const row = await ownedPolicyRow(db, account, policyNumber);
  if (row.status === 'Cancelled') throw alreadyCancelled(row, now);
  const when: CancelWhen = date ?? 'now';
  checkWhen(row, when, now);
  const paid = await paidBy(db, row);
  const policy = policyForRule(row, paid, now);
  const refund = cancellationRefund(policy, when, now);
  return figuresOf(
    row,
    refund,
    policy.premiumPence,
    policy.paidPence,
    now,
    plannedSettlement(refund, paid, now),
  );
}

/**
 * POST /v1/account/policies/:policyNumber/cancellation: cancels the policy once. In one
 * transaction, under the policy row's lock (so a double click or a retry waits, then finds the
 * cancellation and answers it unchanged): the cancellation and its refund recorded, the policy
 * marked cancelled from the instant cover ends (now, or a later date until which it stays in
 * force and its certificate is served: decision 063, amended), the audit event, the refund queued
 * for the provider (what the card paid, at most; paid when cover ends, refundDueAt), for monthly
 * the Direct Debit stopped, the MID removal (with its end date) and the confirmation e-mail (with
 * its cancellation document) queued.
 * @throws DomainError NotFound, BadRequest as previewCancellation; PolicyCancelled when the policy
 * was cancelled another way (its payment refunded in full, decision 033).
 */
export async function cancelOnline(
  db: Db,
  account: SignedInAccount,
  sessionId: string,
  policyNumber: string,
  when: CancelWhen,
  now: Date,
): Promise<Cancellation> {
  const owned = await ownedPolicyRow(db, account, policyNumber);
  const done = await findCancellation(db, owned.id);
  if (done) return cancellationAnswer(owned, done, await storedSettlement(db, owned, done));
  return db.transaction().execute(async (trx) => {
    const row = await lockPolicyRow(trx, owned.id);
    const earlier = await findCancellation(trx, row.id);
    if (earlier) return cancellationAnswer(row, earlier, await storedSettlement(trx, row, earlier));
    if (row.status === 'Cancelled') throw alreadyCancelled(row, now);
    checkWhen(row, when, now);
    const sessionRowId = await findSessionRowId(trx, hashToken(sessionId));
    if (!sessionRowId) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
    const paid = await paidBy(trx, row);
    const { payment, mandate } = paid;
    const policy = policyForRule(row, paid, now);
    const refund = cancellationRefund(policy, when, now);
    const settlement = plannedSettlement(refund, paid, now);
    const stored: PolicyCancellationRow = {
      policy_id: row.id,
      cancelled_at: now,
      effective_at: refund.effectiveAt,
      reason: 'CustomerOnline',
      session_id: sessionRowId,
      rule: refund.rule,
      last_day_of_cover: refund.lastDayOfCover,
      window_ends_on: refund.windowEndsOn,
      days_used: refund.daysUsed,
      days_in_period: refund.daysInPeriod,
      premium_pence: policy.premiumPence,
      paid_pence: policy.paidPence,
      cover_used_pence: refund.coverUsedPence,
      fee_pence: refund.feePence,
      refund_pence: refund.refundPence,
      balance_owed_pence: refund.balanceOwedPence,
      payment_plan: row.payment_plan,
      direct_debit_stopped_at: mandate ? now : null,
      mandate_reference: mandate?.mandate_reference ?? null,
    };
    await insertCancellation(trx, stored, row.payment_id);
    // The refund goes back to the card that paid, at most what it paid and has not had back.
    const toCard = settlement.cardRefundPence;
    if (toCard > 0) {
      await queueRefund(
        trx,
        {
          policyId: row.id,
          paymentId: row.payment_id,
          providerSessionId: payment.providerSessionId,
          amountPence: toCard,
        },
        now,
        refundDueAt(now, refund.effectiveAt),
      );
    }
    // Decision 065: monthly, the collections after today stopped (kept, marked) and the credit
    // settled through the mandate: one final collection of the balance owed, or the refund the
    // card cannot take to the bank account.
    const directDebit = settlement.directDebit;
    if (mandate && directDebit) {
      await storeMandateCollections(
        trx,
        mandate.id,
        stopCollections(mandate.collections, ukToday(now), now),
      );
      const adjustment = directDebit.finalCollection
        ? { kind: 'FinalCollection' as const, ...directDebit.finalCollection }
        : directDebit.bankRefund
          ? { kind: 'Refund' as const, ...directDebit.bankRefund }
          : undefined;
      if (adjustment) {
        await insertAdjustment(trx, {
          policy_id: row.id,
          mandate_id: mandate.id,
          kind: adjustment.kind,
          amount_pence: adjustment.amountPence,
          due_on: adjustment.date,
          created_at: now,
        });
      }
    }
    await queueMidUpdate(
      trx,
      row.id,
      midCancellation(
        { policyNumber: row.policy_number, soldQuote: row.sold_quote, issuedAt: row.issued_at },
        refund.effectiveAt,
      ),
      now,
    );
    const answer = cancellationAnswer(row, stored, settlement);
    const email = cancellationEmail(row, answer);
    if (email) await queueEmail(trx, email, now);
    return answer;
  });
}
