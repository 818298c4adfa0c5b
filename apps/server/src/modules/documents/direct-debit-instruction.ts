import { DIRECT_DEBIT_GUARANTEE } from '@van/domain/payment';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import type { DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import { partiesOf } from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The Direct Debit Instruction of a monthly policy: the mandate the customer gave (decision
// 030), with the account number's last digits only, the collections and the Direct Debit
// Guarantee. The full account number never reaches this module, so it can never be printed.

/** The Direct Debit Instruction of a sold MONTHLY_DD policy (checked to have its details). */
export function directDebitInstruction(checked: CheckedPolicy): DocumentContent {
  const { policy } = checked;
  const { brand } = policy;
  const debit = policy.directDebit;
  const collections = debit?.collections ?? [];
  const total = collections.reduce(
    (sum, collection) => sum + Math.round(collection.amount * 100),
    0,
  );
  // Decision 046: the collections are made in the broker's legal name, as the Direct Debit step,
  // the Guarantee and the confirmation e-mail give it; the brand is its trading name.
  const collector = brand.brokerLegalName;
  const collectorNamed =
    collector === brand.brandName ? collector : `${collector}, trading as ${brand.brandName}`;
  return {
    title: 'Direct Debit Instruction',
    subtitle: 'Instruction to your bank or building society to pay by Direct Debit',
    brandName: brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Paying', value: collectorNamed },
          { label: 'Service user number', value: debit?.serviceUserNumber ?? '' },
          { label: 'Reference', value: debit?.reference ?? '' },
          { label: 'Name of account holder', value: debit?.accountHolderName ?? '' },
          { label: 'Bank or building society sort code', value: debit?.sortCode ?? '' },
          {
            label: 'Account number',
            value: `Ending ${debit?.accountNumberEnding ?? ''} (we show only the last digits)`,
          },
          { label: 'Policy number', value: policy.policyNumber },
        ],
      },
      { kind: 'heading', text: 'Instruction to your bank or building society' },
      {
        kind: 'paragraph',
        text: `Please pay ${collector} Direct Debits from the account named in this Instruction, with the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with ${collector} and, if so, its details will be passed electronically to my bank or building society.`,
      },
      {
        kind: 'paragraph',
        text: `You gave this Instruction online at ${formatUkDateTime(policy.issuedAt)}, and confirmed that you are the account holder and the only person needed to authorise debits from this account.`,
      },
      { kind: 'heading', text: 'Your payments' },
      {
        kind: 'table',
        columns: [
          { header: 'Payment', width: 1 },
          { header: 'Date', width: 3 },
          { header: 'Amount', width: 2, align: 'right' },
        ],
        rows: collections.map((collection, index) => [
          String(index + 1),
          formatLongDate(collection.date),
          formatMoney(collection.amount),
        ]),
        total: ['', 'Total by Direct Debit', formatMoney(total / 100)],
      },
      // The scheme's prescribed wording, the one the web shows (decision 046).
      { kind: 'heading', text: DIRECT_DEBIT_GUARANTEE.heading },
      { kind: 'bullets', items: [...DIRECT_DEBIT_GUARANTEE.points(collector)] },
      {
        kind: 'paragraph',
        style: 'small',
        text: `Questions about your payments: call ${brand.phone} or e-mail ${brand.email}, quoting reference ${debit?.reference ?? ''}.`,
      },
    ],
  };
}
