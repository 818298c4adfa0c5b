import type { CancellationRefund } from '@van/domain/cancellation';
import type { CancellationFigures } from '@van/domain/contract';
import type { PaymentOptionType } from '@van/domain/payment';
import { formatLongDate, formatMoney, ukToday } from '@van/domain/shared';
import { formatUkDateTime } from '../documents/index.ts';

// Decision 063: the refund in words, as the preview, the confirmation e-mail and the cancellation
// document say it. The rule is the one stated before purchase (web content/legal.ts,
// cancellationRightsCopy).

/** Continuous insurance enforcement (since 2011): said before confirming and after. */
export const CONTINUOUS_INSURANCE_WARNING =
  'By law your van must be insured or declared off the road (SORN) with the DVLA at all times. Once this policy ends, make sure it is insured by another policy or declared SORN before the cover ends, or you may be fined £100, have the van clamped or seized, and be fined up to £1,000 in court.';

/** The days the law gives to pay a refund (Distance Marketing Regulations, reg 13). */
export const REFUND_WITHIN_DAYS = 30;

/**
 * Decision 063, amended: a refund is paid when cover ends, as UK insurers do (a claim before then
 * would change what is due), but never later than this many days after the notice, so that the
 * worker's alert 7 days after it fell due still leaves the refund inside the 30 days.
 */
export const REFUND_DUE_WITHIN_DAYS = 23;

/** When the refund is paid: as cover ends, and at the latest REFUND_DUE_WITHIN_DAYS after notice. */
export function refundDueAt(noticeAt: Date, effectiveAt: Date): Date {
  const latest = new Date(noticeAt.getTime() + REFUND_DUE_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  return effectiveAt < latest ? effectiveAt : latest;
}

const pounds = (pence: number) => formatMoney(pence / 100);

/**
 * Decision 065: where a cancellation's money goes, as the figures state it: the part of the refund
 * back to the card and, monthly, the Direct Debit's settlement.
 */
export type Settlement = Pick<CancellationFigures, 'cardRefundPence' | 'directDebit'>;

/** "the 2 instalments still to come, from 22 March 2027" */
function stoppedInWords(stopped: readonly { date: string }[]): string {
  const first = stopped[0];
  if (!first) return 'no further Direct Debit instalments will be collected';
  return stopped.length === 1
    ? `the Direct Debit instalment due on ${formatLongDate(first.date)} will not be collected`
    : `the ${stopped.length} Direct Debit instalments still to come, from ${formatLongDate(first.date)}, will not be collected`;
}

/** The figures in words, one sentence a line. */
export function cancellationExplanation(
  refund: CancellationRefund,
  plan: PaymentOptionType,
  paidPence: number,
  refundBy: string,
  noticeAt: Date,
  settlement: Settlement,
): string[] {
  const dueAt = refundDueAt(noticeAt, refund.effectiveAt);
  const debit = settlement.directDebit;
  const account = debit ? `the account ending ${debit.accountNumberEnding}` : '';
  // Decision 065: the card takes back what it paid; the rest goes to the Direct Debit's account.
  const where =
    debit?.bankRefund && settlement.cardRefundPence > 0
      ? `${pounds(settlement.cardRefundPence)} to the card you paid with and ${pounds(debit.bankRefund.amountPence)} to ${account}`
      : debit?.bankRefund
        ? `${pounds(debit.bankRefund.amountPence)} to ${account}`
        : `${pounds(refund.refundPence)} to the card you paid with`;
  const lines = [
    `Your cover ends at ${formatUkDateTime(refund.effectiveAt)}.`,
    refund.daysUsed === 0
      ? 'Your cover will not have started, so none of it is used.'
      : `You will have been covered for ${refund.daysUsed} of the ${refund.daysInPeriod} days of the policy, which costs ${pounds(refund.coverUsedPence)} (worked out day by day; a day begun counts as a whole day).`,
  ];
  if (refund.rule === 'withinFourteenDays') {
    lines.push(
      `You are cancelling within 14 days of buying or of receiving your documents (until ${formatLongDate(refund.windowEndsOn)}), so there is no fee.`,
    );
  } else if (refund.rule === 'afterFourteenDays') {
    lines.push(
      refund.feePence > 0
        ? `The 14 days to cancel without a fee ended on ${formatLongDate(refund.windowEndsOn)}, so the cancellation fee of ${pounds(refund.feePence)} is taken.`
        : `The 14 days ended on ${formatLongDate(refund.windowEndsOn)}; we do not charge a fee for cancelling.`,
    );
  } else {
    lines.push('A claim was made in this period of insurance, so no refund is due.');
  }
  lines.push(`You have paid ${pounds(paidPence)}.`);
  if (refund.refundPence > 0) {
    lines.push(
      dueAt > noticeAt
        ? `Your policy stays in force until then. We will refund ${where} ${dueAt.getTime() === refund.effectiveAt.getTime() ? 'when your cover ends' : `on ${formatLongDate(ukToday(dueAt))}`}, and by ${formatLongDate(refundBy)} at the latest.`
        : `We will refund ${where} by ${formatLongDate(refundBy)}.`,
    );
  } else if (refund.balanceOwedPence === 0) {
    lines.push('There is nothing to refund.');
  }
  if (plan === 'MONTHLY_DD') {
    lines.push(
      `Your credit agreement ends with the policy, so ${stoppedInWords(debit?.stoppedCollections ?? [])}.`,
    );
    const final = debit?.finalCollection;
    if (final) {
      lines.push(
        `For the cover you used you still owe ${pounds(final.amountPence)}: ${pounds(final.amountPence)} will be collected by Direct Debit on ${formatLongDate(final.date)} from ${account}. This is the last payment; your Direct Debit then ends.`,
      );
    } else if (refund.balanceOwedPence > 0) {
      // No mandate on record (it should not happen for a monthly policy): say what is owed.
      lines.push(
        `For the cover you used you still owe ${pounds(refund.balanceOwedPence)}; we will write to you to arrange how to pay it.`,
      );
    } else {
      lines.push('Your Direct Debit then ends.');
    }
  }
  return lines;
}
