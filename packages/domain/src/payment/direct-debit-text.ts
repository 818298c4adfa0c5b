// The words of the Direct Debit step (§2.6 Payment "Direct debit policyholder text", §4.8 isDDStep)
// and the Direct Debit Guarantee, for the web's payment page and the server's Direct Debit
// instruction document alike. The spec gives no wording; this is ours. `collector` is the name
// the collections are made in, as the customer will see it on their bank statement (the broker's
// legal name, BROKER_LEGAL_NAME).

/**
 * The Direct Debit Guarantee: the four standard points every Direct Debit payer must be shown
 * (Bacs scheme rules), in our own words.
 */
export const DIRECT_DEBIT_GUARANTEE = {
  heading: 'The Direct Debit Guarantee',
  points: (collector: string): readonly string[] => [
    'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
    `If the amount, date or frequency of your Direct Debit changes, ${collector} will tell you 10 working days before your account is debited, or as otherwise agreed. If you ask ${collector} to collect a payment, you will be told the amount and date when you ask.`,
    `If ${collector} or your bank or building society makes an error in the payment of your Direct Debit, you are entitled to a full and immediate refund of the amount paid from your bank or building society. If you receive a refund you are not entitled to, you must pay it back when ${collector} asks you to.`,
    'You can cancel a Direct Debit at any time by contacting your bank or building society. Written confirmation may be required. Please also let us know.',
  ],
} as const;

/** §2.6 / §4.8: what the policyholder is told on the Direct Debit step (isDDStep). */
export const DIRECT_DEBIT_POLICYHOLDER_TEXT = {
  heading: 'Paying monthly by Direct Debit',
  paragraphs: (collector: string): readonly string[] => [
    'The bank or building society account must be in your name, as the policyholder, and you must be able to authorise Direct Debits from it on your own.',
    'Your first payment is taken from your card today. The rest are collected from this account on the dates shown, and we will write to you with them before the first collection.',
    `Your payments will appear on your bank statement as ${collector}.`,
    'If a payment cannot be collected we will contact you. Missing payments could lead to your policy being cancelled and could make it harder for you to get credit in future.',
  ],
  soleSignatoryLabel:
    'I am the account holder and the only person needed to authorise Direct Debits from this account',
} as const;
