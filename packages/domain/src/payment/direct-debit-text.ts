import { DIRECT_DEBIT_NOTICE_WORKING_DAYS } from './direct-debit.ts';

// The words of the Direct Debit step (§2.6 Payment "Direct debit policyholder text", §4.8 isDDStep)
// and the Direct Debit Guarantee, for the web's payment page and the server's Direct Debit
// instruction document alike. The spec gives no wording; the policyholder text is ours, the
// Guarantee the scheme's. `collector` is the name the collections are made in, as the customer
// will see it on their bank statement (the broker's legal name, BROKER_LEGAL_NAME).

/**
 * The Direct Debit Guarantee in the scheme's prescribed wording (decision 046): Bacs allows no
 * change of words, only the service user's name and the notice period put in. Shown on the
 * Direct Debit step, in the Direct Debit Instruction and in the Instruction's confirmation
 * e-mail, always from here. The version is stored with the mandate at issue.
 */
export const DIRECT_DEBIT_GUARANTEE = {
  /** The single approved wording Bacs has used since 2011; a new wording is a new version. */
  version: 'bacs-dd-guarantee-2011',
  heading: 'The Direct Debit Guarantee',
  points: (
    collector: string,
    noticeWorkingDays: number = DIRECT_DEBIT_NOTICE_WORKING_DAYS,
  ): readonly string[] => [
    'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
    `If there are any changes to the amount, date or frequency of your Direct Debit ${collector} will notify you ${noticeWorkingDays} working days in advance of your account being debited or as otherwise agreed. If you request ${collector} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
    `If an error is made in the payment of your Direct Debit, by ${collector} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
    `If you receive a refund you are not entitled to, you must pay it back when ${collector} asks you to.`,
    'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
  ],
} as const;

/** §2.6 / §4.8: what the policyholder is told on the Direct Debit step (isDDStep). */
export const DIRECT_DEBIT_POLICYHOLDER_TEXT = {
  heading: 'Paying monthly by Direct Debit',
  paragraphs: (collector: string): readonly string[] => [
    'The bank or building society account must be in your name, as the policyholder, and you must be able to authorise Direct Debits from it on your own.',
    // Decision 046: the dates are made final on the day of payment, and e-mailed then.
    'Your first payment is taken from your card today. The rest are collected from this account on the dates shown, if you pay today. When you buy, we will e-mail you to confirm this Direct Debit Instruction, with the date and amount of every collection, at least 10 working days before the first.',
    `Your payments will appear on your bank statement as ${collector}.`,
    'If a payment cannot be collected we will contact you. Missing payments could lead to your policy being cancelled and could make it harder for you to get credit in future.',
  ],
  soleSignatoryLabel:
    'I am the account holder and the only person needed to authorise Direct Debits from this account',
} as const;
