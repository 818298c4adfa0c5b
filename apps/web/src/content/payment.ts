// payment (§2.1 'Payment', also 'Your payment'; §2.6 Payment: the embedded payment frame, the
// Direct Debit policyholder text, 'We're processing your payment' and a legal-requirement reminder
// whose wording the spec does not give). Quoted wording is the spec's; the rest is ours. The Direct
// Debit Guarantee and policyholder text are the domain's (direct-debit-text.ts), shared with the
// Direct Debit instruction document.

export const paymentCopy = {
  // §2.1
  heading: 'Your payment',
  loading: 'Getting your payment options',

  summaryHeading: 'What you are buying',
  coverLevel: 'Level of cover',
  coverStart: 'Cover starts',
  reference: 'Quote reference',
  annualPrice: 'Total to pay for the year',
  payToday: 'To pay by card today',
  monthlyPayments: 'Then by Direct Debit',
  monthlyPaymentsValue: (count: number, amount: string) => `${count} monthly payments of ${amount}`,
  totalPayable: 'Total to pay',

  // §2.6: 'A legal-requirement reminder; its wording is not shown.'
  legalReminder:
    'By law, the van must be insured before it is driven or kept on a public road. Your cover starts on the date shown once your payment has gone through.',

  // §3.1 topUp.payment.consentToAutoRenew; nothing is pre-answered.
  autoRenewLegend: 'Would you like your policy to renew automatically next year?',
  autoRenewHint:
    'We will write to you with the renewal price at least 21 days before your cover ends. You can change your mind at any time before then.',
  autoRenewRequired: 'Select yes if you would like your policy to renew automatically',

  // The card step.
  cardHeading: 'Pay by card',
  cardIntro: (amount: string) =>
    `You will pay ${amount} now. Your card details go straight to our secure payment provider: we never see them.`,
  continueToCard: 'Continue to card payment',
  preparingCard: 'Getting the secure payment form',
  frameTitle: 'Card payment',
  declined:
    'Your card was declined, so no payment has been taken. You can try another card in the payment form.',
  // A provider error: the frame takes another try in the same session (decision 053).
  failed:
    'The card provider could not take your payment, so no payment has been taken. You can try again, or try another card, in the payment form.',
  // §2.6
  processing: "We're processing your payment",
  settingUpPolicy:
    'Setting up your policy. This can take a few seconds, please do not close this page.',

  // The Direct Debit step (§4.8 isDDStep).
  ddHeading: 'Set up your Direct Debit',
  accountHolderName: 'Name on the account',
  sortCode: 'Sort code',
  sortCodeHint: 'Must be 6 digits long, like 30-99-50',
  accountNumber: 'Account number',
  accountNumberHint: 'Must be between 6 and 8 digits long',
  collectionDay: 'Day of the month for your payments (optional)',
  collectionDayHint: (day: number) =>
    `A number from 1 to 28. If you leave this empty, payments are taken on day ${day} of each month.`,
  collectionDayInvalid: 'Enter a day of the month from 1 to 28, or leave it empty',
  scheduleHeading: 'Your payments',
  scheduleIntro:
    'If you set up this Direct Debit today, these are the payments. A payment due on a weekend or bank holiday is taken on the next working day.',
  scheduleDeposit: 'Today, by card',
  scheduleDate: 'Date',
  scheduleAmount: 'Amount',
  scheduleCaption: 'Your payments by date',
  scheduleUnavailable:
    'We will confirm the dates of your payments when you set up your Direct Debit.',
  creditHeading: 'Your credit agreement',
  creditIntro:
    'These are the main terms of the credit agreement you signed. A copy is among your documents once you have bought.',
  apr: 'Representative APR',
  /** `rate` as formatPercent writes it: '26.9%'. */
  aprValue: (rate: string) => `${rate} APR`,
  deposit: 'Deposit',
  instalments: 'Monthly payments',
  instalmentsValue: (count: number, amount: string) => `${count} payments of ${amount}`,
  credit: 'Amount of credit',
  interest: 'Interest',
  total: 'Total amount payable',
  confirmMandate: 'Confirm',
  sendingMandate: 'Checking your bank details',

  // The credit step before the Direct Debit (decision 045): the pre-contract information, the
  // explanation and the agreement are the server's versioned texts; these are the page's words.
  creditInfoHeading: 'Paying monthly: your credit information',
  creditInfoIntro:
    'Paying monthly means borrowing. Please read this information about the loan before you decide.',
  creditExplanationHeading: 'What paying monthly means for you',
  creditAgreementHeading: 'Your credit agreement',
  creditAgreementIntro:
    'Read the agreement below. To sign it, type your full name and choose to sign. No money is taken until you pay the deposit.',
  creditAgreementLoading: 'Getting your credit agreement',
  signerName: 'Type your full name to sign',
  signerNameHint: (name: string) => `As it appears on your quote: ${name}`,
  signerNameRequired: 'Type your full name to sign the credit agreement',
  signAgreement: 'Sign the credit agreement',
  signingAgreement: 'Signing your credit agreement',
  agreementSigned: (time: string) => `You signed the credit agreement at ${time}.`,
  agreementChanged:
    'Your credit agreement has changed since you read it, because your price changed. Please read it and sign it again.',
  payAnnuallyInsteadOfCredit: 'Pay for the year by card instead',

  // What the server answered for the mandate.
  mandateHeading: 'Your Direct Debit is set up',
  mandateReference: 'Direct Debit reference',
  mandateAccount: 'Account',
  mandateAccountValue: (name: string, sortCode: string, ending: string) =>
    `${name}, sort code ${sortCode}, account ending ${ending}`,
  // Nothing is paid until the card payment succeeds (issue 18 item 6, decision 053).
  mandateDeposit: 'To pay by card today',

  // Refusals.
  creditCheckFailed: 'We cannot offer you monthly payments after our credit check.',
  creditCheckCall: 'If you would like to talk about your credit check, call',
  payAnnuallyInstead: 'Pay for the year by card instead',
  payAnnuallyOffer: (amount: string) =>
    `You can still buy this policy by paying for the year by card: ${amount}.`,
  mandateMissing: 'Please set up your Direct Debit before you pay the first payment.',
  optionsProblem: 'We cannot take your payment online at the moment.',
  callUs: 'Please call us on',
  callUsToPay: 'to buy your policy over the phone.',
  referenceToQuote: 'Please have your quote reference ready:',
  tryAgain: 'Sorry, something went wrong. Please try again.',
  backToQuote: 'Go back to your quote',
} as const;
