import { formatLongDate, formatMoney } from '@van/domain/shared';
import type { DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The Direct Debit Instruction of a monthly policy: the mandate the customer gave (decision
// 030), with the account number's last digits only, the collections and the Direct Debit
// Guarantee. The full account number never reaches this module, so it can never be printed.

/** The Direct Debit Guarantee's points, in our own words. */
export function directDebitGuarantee(collector: string): string[] {
  return [
    'The Guarantee is offered by every bank and building society that accepts instructions to pay Direct Debits.',
    `If the amount, date or frequency of your Direct Debit changes, ${collector} will tell you 10 working days before your account is debited, or as otherwise agreed. If you ask ${collector} to collect a payment, you will be told the amount and date when you ask.`,
    `If ${collector} or your bank or building society makes an error in the payment of your Direct Debit, your bank or building society will give you a full and immediate refund of the amount paid.`,
    `If you receive a refund you are not entitled to, you must pay it back when ${collector} asks you to.`,
    'You can cancel a Direct Debit at any time by contacting your bank or building society. Written confirmation may be required. Please also let us know.',
  ];
}

/** The Direct Debit Instruction of a sold MONTHLY_DD policy (checked to have its details). */
export function directDebitInstruction({ policy }: CheckedPolicy): DocumentContent {
  const { brand } = policy;
  const debit = policy.directDebit;
  const collections = debit?.collections ?? [];
  const total = collections.reduce(
    (sum, collection) => sum + Math.round(collection.amount * 100),
    0,
  );
  const collector = brand.brandName;
  return {
    title: 'Direct Debit Instruction',
    subtitle: 'Instruction to your bank or building society to pay by Direct Debit',
    brandName: brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Paying', value: collector },
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
      { kind: 'heading', text: 'The Direct Debit Guarantee' },
      { kind: 'bullets', items: directDebitGuarantee(collector) },
      {
        kind: 'paragraph',
        style: 'small',
        text: `Questions about your payments: call ${brand.phone} or e-mail ${brand.email}, quoting reference ${debit?.reference ?? ''}.`,
      },
    ],
  };
}
