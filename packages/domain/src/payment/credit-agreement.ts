import { z } from 'zod';
import type { Result } from '../quote/result.schema.ts';
import { formatMoney, formatPercent } from '../shared/format.ts';

// Decision 045: paying monthly enters a regulated fixed-sum credit agreement (CCA 1974 s.55,
// CONC 4.2; reference notes §3). Before the Direct Debit step the customer reads the pre-contract
// credit information (the SECCI's content) and an adequate explanation, then the agreement itself,
// which they sign. The agreement's words are versioned: the server stores the version and a hash of
// the exact text with the signature, so what was signed can be proved. A change to any sentence
// below is a new CREDIT_AGREEMENT_VERSION.

/** The version of the credit agreement's wording (and of the SECCI and explanation beside it). */
export const CREDIT_AGREEMENT_VERSION = 'credit-agreement-2026-11-27';

/** The firm that lends (config LENDER_*), with the contact details the customer uses. */
export interface Lender {
  name: string;
  /** The registered address, on one line. */
  address: string;
  fcaNumber: string;
  phone: string;
  email: string;
}

/** The figures of the credit, in pounds, from the selected result's first instalment plan (§3.4). */
export interface CreditFigures {
  /** The annual price of the insurance, paid in full. */
  cashPrice: number;
  deposit: number;
  amountOfCredit: number;
  instalmentCount: number;
  instalmentAmount: number;
  interest: number;
  fees: number;
  totalPayable: number;
  /** Percent a year, fixed. */
  interestRate: number;
  apr: number;
}

/** A titled part of a credit text: lines of words, or label/value rows. */
export interface CreditSection {
  heading: string;
  rows?: { label: string; value: string }[];
  paragraphs?: string[];
}

export const CreditSectionSchema = z.object({
  heading: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  paragraphs: z.array(z.string()).optional(),
});

const pence = (pounds: number): number => Math.round(pounds * 100) / 100;

/**
 * The credit figures of a result paid MONTHLY_DD (§3.4, §3.11), or undefined when it has no
 * instalment plan with a payment count and amount (then monthly is not offered: §4.8).
 */
export function creditFigures(result: Result | undefined): CreditFigures | undefined {
  const plan = result?.instalmentPlans?.[0];
  const cashPrice = result?.premiumDetails?.totalPayable;
  if (
    !plan ||
    cashPrice === undefined ||
    plan.paymentCountNormal === undefined ||
    plan.paymentAmountNormal === undefined
  ) {
    return undefined;
  }
  const deposit = plan.depositAmountTotal ?? 0;
  const interest = plan.interestAmountTotal ?? 0;
  const fees = (plan.interestAmountFlatFee ?? 0) + (plan.depositAmountFee ?? 0);
  return {
    cashPrice,
    deposit,
    amountOfCredit: pence(cashPrice - deposit),
    instalmentCount: plan.paymentCountNormal,
    instalmentAmount: plan.paymentAmountNormal,
    interest,
    fees,
    totalPayable:
      plan.totalPayable ?? pence(deposit + plan.paymentCountNormal * plan.paymentAmountNormal),
    interestRate: plan.interestPercentage ?? 0,
    apr: plan.aprRateNewInstruction ?? 0,
  };
}

/** What every credit text is built from. */
export interface CreditTerms {
  lender: Lender;
  /** The brand the customer bought through (the credit broker). */
  brandName: string;
  borrower: { name: string; addressLines: string[] };
  figures: CreditFigures;
}

function keyFigures(figures: CreditFigures): { label: string; value: string }[] {
  return [
    { label: 'Cash price of the insurance', value: formatMoney(figures.cashPrice) },
    { label: 'Deposit, paid by card today', value: formatMoney(figures.deposit) },
    { label: 'Amount of credit', value: formatMoney(figures.amountOfCredit) },
    {
      label: 'Repayments',
      value: `${figures.instalmentCount} monthly payments of ${formatMoney(figures.instalmentAmount)} by Direct Debit`,
    },
    { label: 'Interest', value: formatMoney(figures.interest) },
    { label: 'Fees', value: formatMoney(figures.fees) },
    {
      label: 'Total charge for credit',
      value: formatMoney(pence(figures.interest + figures.fees)),
    },
    {
      label: 'Total amount payable',
      value: `${formatMoney(figures.totalPayable)} (the deposit and every repayment)`,
    },
    {
      label: 'Rate of interest',
      value: `${formatPercent(figures.interestRate)} a year, fixed for the whole agreement`,
    },
    { label: 'APR', value: formatPercent(figures.apr) },
  ];
}

const MISSED_PAYMENTS =
  'Missing payments could have severe consequences. We do not charge a fee for a missed payment, but we may cancel your insurance, and you must not drive the van without insurance. It may become harder for you to get credit, and we may take legal action to recover what you owe. If you are having difficulty paying, call us as soon as you can.';

function withdrawal(lender: Lender): string {
  return `You have the right to withdraw from this agreement, without giving any reason, within 14 days. The 14 days begin the day after the agreement is made, or the day after you receive your copy of it if that is later. To withdraw, call ${lender.phone} or e-mail ${lender.email}. You must then repay the amount of credit, with interest at the rate above for each day you had it, within 30 days. Withdrawing from the credit does not cancel your insurance: you will need to pay for it another way.`;
}

const EARLY_REPAYMENT =
  'You may repay all or part of what you owe at any time. You will pay less interest if you do. Call us for the amount to pay.';

/** The pre-contract credit information (the SECCI's content, CCA s.55), before any commitment. */
export function preContractCreditInformation(terms: CreditTerms): CreditSection[] {
  const { lender, figures } = terms;
  return [
    {
      heading: 'Who lends to you',
      rows: [
        { label: 'Lender', value: lender.name },
        { label: 'Address', value: lender.address },
        { label: 'FCA firm reference number', value: lender.fcaNumber },
        { label: 'Credit broker', value: terms.brandName },
      ],
    },
    {
      heading: 'The credit',
      rows: [
        { label: 'Type of credit', value: 'Fixed-sum loan to pay for your van insurance' },
        ...keyFigures(figures),
        { label: 'How often you repay', value: 'Monthly, by Direct Debit' },
        { label: 'Security', value: 'None' },
      ],
    },
    { heading: 'If you miss a payment', paragraphs: [MISSED_PAYMENTS] },
    { heading: 'Your right to withdraw', paragraphs: [withdrawal(lender)] },
    { heading: 'Paying early', paragraphs: [EARLY_REPAYMENT] },
  ];
}

/**
 * The adequate explanation (CONC 4.2.5R): what monthly costs beyond annual, the total, missed
 * payments and withdrawal. It is not something the customer is asked to confirm (CONC 4.2.13R).
 */
export function creditExplanation(terms: CreditTerms): string[] {
  const { figures } = terms;
  const extra = pence(figures.totalPayable - figures.cashPrice);
  return [
    extra > 0
      ? `Paying monthly costs ${formatMoney(extra)} more than paying ${formatMoney(figures.cashPrice)} for the year today, because you borrow ${formatMoney(figures.amountOfCredit)} and pay interest on it.`
      : `Paying monthly costs no more than paying ${formatMoney(figures.cashPrice)} for the year today.`,
    `You pay ${formatMoney(figures.deposit)} today, then ${figures.instalmentCount} payments of ${formatMoney(figures.instalmentAmount)}: ${formatMoney(figures.totalPayable)} in all.`,
    'This is a loan. If you miss a payment, we may cancel your insurance and it may become harder for you to borrow.',
    'You can withdraw from the loan within 14 days without giving a reason, and you can repay it early at any time.',
  ];
}

/** The credit agreement, in full, for the customer to read and sign (versioned: the heading's words). */
export function creditAgreementText(terms: CreditTerms): {
  version: string;
  sections: CreditSection[];
} {
  const { lender, borrower, figures } = terms;
  return {
    version: CREDIT_AGREEMENT_VERSION,
    sections: [
      {
        heading: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
        paragraphs: [`Agreement wording ${CREDIT_AGREEMENT_VERSION}.`],
      },
      {
        heading: 'Who this agreement is between',
        rows: [
          {
            label: 'Lender',
            value: `${lender.name}, ${lender.address}. Authorised and regulated by the Financial Conduct Authority, firm reference number ${lender.fcaNumber}.`,
          },
          { label: 'Credit broker', value: terms.brandName },
          { label: 'Borrower', value: [borrower.name, ...borrower.addressLines].join(', ') },
        ],
      },
      {
        heading: 'What the credit is for',
        paragraphs: [
          'To pay for your van insurance. You pay a deposit by card; we lend you the rest of the price, and you repay it with interest by monthly Direct Debit, the first payment about a month after your cover starts.',
        ],
      },
      { heading: 'Key financial information', rows: keyFigures(figures) },
      { heading: 'Your right to withdraw', paragraphs: [withdrawal(lender)] },
      { heading: 'Paying early', paragraphs: [EARLY_REPAYMENT] },
      { heading: 'If you miss a payment', paragraphs: [MISSED_PAYMENTS] },
      {
        heading: 'Complaints',
        paragraphs: [
          `If you are unhappy with this agreement, call ${lender.phone} or e-mail ${lender.email}. If we cannot settle your complaint, you may refer it to the Financial Ombudsman Service, free of charge.`,
        ],
      },
      {
        heading: 'Signing',
        paragraphs: [
          'By typing your name and choosing to sign, you sign this agreement electronically. It is made when you pay the deposit. You will get a copy with your policy documents.',
        ],
      },
    ],
  };
}

/**
 * The exact text of credit sections as one string: what is hashed (SHA-256) when the customer
 * signs, so the stored hash proves these words, in this order, were shown.
 */
export function creditSectionsText(sections: readonly CreditSection[]): string {
  return sections
    .map((section) =>
      [
        section.heading,
        ...(section.rows ?? []).map((row) => `${row.label}: ${row.value}`),
        ...(section.paragraphs ?? []),
      ].join('\n'),
    )
    .join('\n\n');
}
