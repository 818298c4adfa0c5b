import { formatLongDate, formatMoney, formatPercent } from '@van/domain/shared';
import type { DocumentContent, Row } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import { addressLines, amountOfCredit, fullName, partiesOf, periodOfCover } from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The credit agreement of a monthly policy (§1: "monthly by direct debit under a regulated credit
// agreement"): the key financial information from the bought tier's first instalment plan (§3.4,
// §3.11), the right to withdraw within 14 days, paying early and missed payments.

/** The credit agreement of a sold MONTHLY_DD policy (checked to have a plan). */
export function creditAgreement(checked: CheckedPolicy): DocumentContent {
  const { policy, result, plan } = checked;
  const { brand } = policy;
  const risk = policy.quote.policy.eventCurrent.risk;
  const period = periodOfCover(policy);
  const price = result.premiumDetails?.totalPayable ?? 0;
  const deposit = plan?.depositAmountTotal ?? 0;
  const interest = plan?.interestAmountTotal ?? 0;
  const fees = (plan?.interestAmountFlatFee ?? 0) + (plan?.depositAmountFee ?? 0);
  const count = plan?.paymentCountNormal ?? 0;
  const payment = plan?.paymentAmountNormal ?? 0;
  const collections = policy.directDebit?.collections ?? [];
  const first = collections[0];
  const last = collections[collections.length - 1];
  // Decision 045: the agreement as the customer signed it before paying, and its lender.
  const signed = policy.creditAgreement;
  const key: Row[] = [
    { label: 'Cash price of the insurance', value: formatMoney(price) },
    { label: 'Deposit, paid by card', value: formatMoney(deposit) },
    { label: 'Amount of credit', value: formatMoney(amountOfCredit(checked)) },
    {
      label: 'Repayments',
      value: `${count} monthly payments of ${formatMoney(payment)} by Direct Debit`,
    },
    ...(first && last
      ? [
          {
            label: 'When you repay',
            value: `From ${formatLongDate(first.date)} to ${formatLongDate(last.date)}`,
          },
        ]
      : []),
    { label: 'Interest', value: formatMoney(interest) },
    ...(fees > 0 ? [{ label: 'Fees', value: formatMoney(fees) }] : []),
    { label: 'Total charge for credit', value: formatMoney(interest + fees) },
    {
      label: 'Total amount payable',
      value: `${formatMoney(plan?.totalPayable ?? 0)} (the deposit and every repayment)`,
    },
    {
      label: 'Rate of interest',
      value: `${formatPercent(plan?.interestPercentage ?? 0)} of the amount of credit, fixed for the whole agreement`,
    },
    { label: 'APR', value: formatPercent(plan?.aprRateNewInstruction ?? 0) },
  ];
  return {
    title: 'Credit agreement',
    subtitle: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
    brandName: brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks: [
      { kind: 'heading', text: 'Who this agreement is between' },
      {
        kind: 'rows',
        rows: [
          {
            label: 'Lender',
            value: signed
              ? [
                  signed.lender.name,
                  signed.lender.address,
                  `FCA firm reference number ${signed.lender.fcaNumber}`,
                ]
              : [brand.brandName, brand.phone, brand.email],
          },
          ...(signed ? [{ label: 'Credit broker', value: brand.brandName }] : []),
          {
            label: 'Borrower',
            value: [fullName(risk.proposer), ...addressLines(risk.proposer.correspondenceAddress)],
          },
          { label: 'Agreement made', value: formatUkDateTime(policy.issuedAt) },
        ],
      },
      { kind: 'heading', text: 'What the credit is for' },
      {
        kind: 'paragraph',
        text: `To pay for your van insurance, policy number ${policy.policyNumber}, which covers you from ${period.commencement} to ${period.expiry}. You paid a deposit by card; we lend you the rest of the price, and you repay it with interest by monthly Direct Debit.`,
      },
      { kind: 'heading', text: 'Key financial information' },
      { kind: 'rows', rows: key },
      { kind: 'heading', text: 'Your right to withdraw' },
      {
        kind: 'paragraph',
        text: `You have the right to withdraw from this agreement, without giving any reason, within 14 days. The 14 days begin the day after the agreement is made, or the day after you receive your copy of it if that is later. To withdraw, call us on ${brand.phone} or e-mail ${brand.email}.`,
      },
      {
        kind: 'paragraph',
        text: 'If you withdraw, you must repay the amount of credit, and interest on it at the rate above for each day from when the credit was provided until it is repaid, no later than 30 days after telling us. Withdrawing from this credit agreement does not cancel your insurance: you will need to pay for it another way.',
      },
      { kind: 'heading', text: 'Paying early' },
      {
        kind: 'paragraph',
        text: 'You may repay all or part of what you owe at any time. You will pay less interest if you do. Call us for the amount to pay.',
      },
      { kind: 'heading', text: 'If you miss a payment' },
      {
        kind: 'paragraph',
        text: 'Missing payments could have severe consequences. We may cancel your insurance, and you must not drive the van without insurance. It may become harder for you to get credit, and we may take legal action to recover what you owe. If you are having difficulty paying, please call us as soon as you can.',
      },
      { kind: 'heading', text: 'Complaints' },
      {
        kind: 'paragraph',
        text: `If you are unhappy with this agreement, call us on ${brand.phone} or e-mail ${brand.email}. If we cannot settle your complaint, you may refer it to the Financial Ombudsman Service, free of charge.`,
      },
      ...(signed
        ? [
            { kind: 'heading' as const, text: 'Signed' },
            {
              kind: 'rows' as const,
              rows: [
                { label: 'Signed by', value: signed.signerName },
                { label: 'Signed at', value: formatUkDateTime(signed.signedAt) },
                { label: 'Agreement wording', value: signed.version },
                { label: 'Fingerprint of the text signed (SHA-256)', value: signed.textHash },
              ],
            },
            {
              kind: 'paragraph' as const,
              style: 'small' as const,
              text: `You signed this agreement electronically, by typing your name, at ${formatUkDateTime(signed.signedAt)}, before you paid. Keep this copy.`,
            },
            // The executed agreement word for word, as shown on the payment page and hashed.
            { kind: 'heading' as const, text: 'The agreement as you signed it' },
            ...signed.text
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line) => ({ kind: 'paragraph' as const, style: 'small' as const, text: line })),
          ]
        : [
            {
              kind: 'paragraph' as const,
              style: 'small' as const,
              text: `You agreed to this agreement online when you bought your policy at ${formatUkDateTime(policy.issuedAt)}. Keep this copy.`,
            },
          ]),
    ],
  };
}
