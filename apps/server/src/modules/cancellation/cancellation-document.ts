import { formatLongDate, formatMoney } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { formatUkDateTime, writeDocument } from '../documents/index.ts';
import type { EmailAttachment } from '../email/index.ts';
import type { ConfirmationSettings, PolicyRow } from '../purchase/index.ts';
import { cancellationAnswer, storedSettlement } from './cancellation.service.ts';
import { findCancelledPolicyByQuoteId } from './cancellation.repository.ts';
import type { PolicyCancellationRow } from './cancellation.table.ts';

// Decision 063: the cancellation confirmation, a document of its own, written by the documents'
// writer (decision 039) from the stored cancellation, so the same cancellation gives the same bytes.

const pounds = (pence: number) => formatMoney(pence / 100);

/** The cancellation confirmation as a PDF. */
export async function cancellationDocument(
  db: Db,
  row: PolicyRow,
  stored: PolicyCancellationRow,
  settings: ConfirmationSettings,
): Promise<Uint8Array> {
  const answer = cancellationAnswer(row, stored, await storedSettlement(db, row, stored));
  const debit = answer.directDebit;
  return writeDocument({
    title: 'Cancellation confirmation',
    subtitle: 'Your van insurance policy is cancelled',
    brandName: settings.brandName,
    policyNumber: row.policy_number,
    issuedAt: stored.cancelled_at,
    parties: { insurerName: settings.insurerName, brokerLegalName: settings.brokerLegalName },
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Policy number', value: row.policy_number },
          { label: 'Cancelled at', value: formatUkDateTime(stored.cancelled_at) },
          { label: 'Cover ends at', value: formatUkDateTime(stored.effective_at) },
          { label: 'Paid', value: pounds(stored.paid_pence) },
          { label: 'Cover used', value: pounds(stored.cover_used_pence) },
          { label: 'Cancellation fee', value: pounds(stored.fee_pence) },
          { label: 'Refund', value: pounds(stored.refund_pence) },
          ...(stored.balance_owed_pence > 0
            ? [{ label: 'Still owed', value: pounds(stored.balance_owed_pence) }]
            : []),
          // Decision 065: where the refund goes, and the Direct Debit's settlement.
          ...(debit?.bankRefund
            ? [
                { label: 'Refund to your card', value: pounds(answer.cardRefundPence) },
                {
                  label: `Refund to the account ending ${debit.accountNumberEnding}`,
                  value: pounds(debit.bankRefund.amountPence),
                },
              ]
            : []),
          ...(stored.refund_pence > 0
            ? [{ label: 'Refunded by', value: formatLongDate(answer.refundBy) }]
            : []),
          ...(debit?.finalCollection
            ? [
                {
                  label: 'Final Direct Debit collection',
                  value: `${pounds(debit.finalCollection.amountPence)} on ${formatLongDate(debit.finalCollection.date)} from the account ending ${debit.accountNumberEnding}`,
                },
              ]
            : []),
          ...(debit && debit.stoppedCollections.length > 0
            ? [
                {
                  label: 'Direct Debit instalments cancelled',
                  value: debit.stoppedCollections
                    .map((each) => `${formatLongDate(each.date)} (${formatMoney(each.amount)})`)
                    .join(', '),
                },
              ]
            : []),
        ],
      },
      { kind: 'heading', text: 'How the refund was worked out' },
      { kind: 'bullets', items: answer.explanation },
      { kind: 'heading', text: 'Your van must stay insured or declared off the road' },
      { kind: 'paragraph', text: answer.continuousInsuranceWarning, style: 'bold' },
      {
        kind: 'paragraph',
        text: `Your certificate of motor insurance is no longer valid once cover ends. If you have questions, call us on ${settings.phone}.`,
      },
    ],
  });
}

/**
 * The cancellation e-mail's attachment, made when the worker sends it; any other kind of message
 * gets `otherwise`'s (the policy documents of a confirmation).
 */
export function cancellationAttachments(
  db: Db,
  settings: ConfirmationSettings,
  otherwise: (message: { kind: string; quoteId: string }) => Promise<EmailAttachment[]>,
): (message: { kind: string; quoteId: string }) => Promise<EmailAttachment[]> {
  return async (message) => {
    if (message.kind !== 'policy-cancelled') return otherwise(message);
    const found = await findCancelledPolicyByQuoteId(db, message.quoteId);
    if (!found) return [];
    const bytes = await cancellationDocument(db, found.policy, found.cancellation, settings);
    return [
      {
        filename: `cancellation-${found.policy.policy_number}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(bytes),
      },
    ];
  };
}
