// The customer's account after the sale (issue 21; decisions 060 and 062): signing in with a code
// e-mailed to the address on the policy, and the account page. The server's own refusals (a wrong
// code, too many tries, not from our website) are in @van/domain/shared and shown as it sends them.

/** account/sign-in: the e-mail address the code goes to. */
export const signInCopy = {
  heading: 'Sign in to your account',
  intro:
    'Enter the email address you gave us when you bought your policy or got your quote. We will email you a 6-digit code to sign in with. You do not need a password.',
  emailLabel: 'Email address',
  emailHint: 'The address on your policy or quote',
  emailMissing: 'Enter your email address',
  submit: 'Send code',
  sending: 'Sending your code',
  signedOut: 'You have signed out.',
  timedOut:
    'We signed you out because you had not done anything for a while. We do this to protect your personal information.',
  tryAgain: "We couldn't send a code just now. Please try again in a few minutes.",
  helpHeading: 'Need help?',
  callUs: 'If you no longer have this email address, or no code arrives, call us on',
  retrieveLead: 'Looking for a quote you have not bought yet?',
  retrieveLink: 'Retrieve your quote with its reference',
} as const;

/** account/sign-in/code: the 6-digit code from the e-mail. */
export const signInCodeCopy = {
  heading: 'Enter your sign-in code',
  sentTo: 'We sent it to',
  codeLabel: 'Sign-in code',
  codeHint: 'The 6-digit code in the email, for example 123456',
  codeMissing: 'Enter the 6-digit code from the email',
  submit: 'Sign in',
  signingIn: 'Signing you in',
  resend: 'Send a new code',
  resending: 'Sending a new code',
  resent: 'We have sent a new code. Only the newest code works.',
  otherAddress: 'Use a different email address',
  tryAgain: "We couldn't sign you in just now. Please try again in a few minutes.",
} as const;

/** account: who is signed in, their policies and the session. */
export const accountCopy = {
  heading: 'Your account',
  loading: 'Loading your account',
  signedInAs: 'Signed in as',
  policiesHeading: 'Your policies',
  policyNumber: 'Policy number',
  noPolicies:
    'There is no policy for this email address yet. If you have just bought one, it will show here in a few minutes.',
  sessionHeading: 'Your session',
  idleEnds: (time: string) =>
    `For your security, we will sign you out at ${time} if you do nothing before then.`,
  ends: (time: string) => `You will need to sign in again after ${time} whatever you do.`,
  signOut: 'Sign out',
  signingOut: 'Signing you out',
  signOutFailed: "We couldn't sign you out just now. Please try again.",
  loadFailed: "We couldn't show your account just now. Please try again in a few minutes.",
  questions: 'If you have a question about your policy, call us on',
} as const;

/** The warning before the account's idle time-out (WCAG 2.2.1, as the journey's decision 016). */
export const accountTimeoutCopy = {
  heading: 'You are about to be signed out',
  body: (left: string) =>
    `We will sign you out in ${left} because you have not done anything for a while. We do this to protect your personal information.`,
  stay: 'Stay signed in',
} as const;

/** Where the site tells a customer how to reach their account (the footer, the confirmation page). */
export const accountLinkCopy = {
  link: 'Sign in to your account',
} as const;

/** account: the lists of policies and saved quotes (issue 21 items 2 and 5). */
export const accountListsCopy = {
  policiesLoading: 'Loading your policies',
  quotesLoading: 'Loading your saved quotes',
  policyNumber: 'Policy number',
  van: 'Van',
  cover: 'Cover',
  status: 'Status',
  period: 'Cover period',
  periodWords: (start: string, end: string) => `${start} to ${end}`,
  view: (policyNumber: string) => `View policy ${policyNumber}`,
  policiesLoadFailed: "We couldn't show your policies just now. Please try again in a few minutes.",
  quotesHeading: 'Your saved quotes',
  quoteReference: 'Quote reference',
  quoteDate: 'Date of quote',
  quotePrice: 'Price for the year',
  notPriced: 'Not priced yet',
  continueQuote: 'Continue this quote',
  continuing: 'Opening your quote',
  noQuotes: 'You have no saved quotes that can still be bought.',
  quotesLoadFailed:
    "We couldn't show your saved quotes just now. Please try again in a few minutes.",
  resumeFailed: "We couldn't open that quote just now. Please try again in a few minutes.",
  resumeGone: 'That quote can no longer be continued. It may have been bought or have expired.',
} as const;

/** What a policy's status is called (the server's status, in words). */
export const policyStatusWords = {
  live: 'Live',
  notYetStarted: 'Not started yet',
  ended: 'Ended',
  cancelling: 'Live until it is cancelled',
  cancelled: 'Cancelled',
} as const;

/** A cancelling or cancelled policy's status, with when its cover ends or ended. */
export const cancelledFrom = (status: 'cancelling' | 'cancelled', when: string) =>
  status === 'cancelling' ? `Live until ${when}, then cancelled` : `Cancelled from ${when}`;

/** What a policy is paid by. */
export const paymentWords = {
  ANNUAL_CARD: 'Paid in full for the year',
  MONTHLY_DD: 'Monthly by Direct Debit',
} as const;

/** account/policies/:policyNumber: one policy (issue 21 items 2 and 3). */
export const policyCopy = {
  heading: (policyNumber: string) => `Your policy ${policyNumber}`,
  loading: 'Loading your policy',
  loadFailed: "We couldn't show your policy just now. Please try again in a few minutes.",
  notFound:
    'We could not find that policy for the email address you signed in with. Check the policy number, or go back to your account.',
  backToAccount: 'Back to your account',
  detailsHeading: 'Your cover',
  policyNumber: 'Policy number',
  status: 'Status',
  cover: 'Cover',
  product: 'Product',
  van: 'Van',
  drivers: 'Drivers',
  period: 'Cover period',
  periodWords: (start: string, end: string) => `${start} to 23:59 on ${end}`,
  payment: 'Payment',
  premium: 'Total for the year',
  documentsHeading: 'Your documents',
  documentsIntro: 'Download your documents as PDF files. Keep them somewhere safe.',
  download: (title: string) => `Download ${title} (PDF)`,
  downloading: (title: string) => `Downloading ${title}`,
  downloadFailed: (title: string) =>
    `We couldn't download ${title} just now. Please try again in a few minutes.`,
  productInformationHeading: 'Insurance product information',
  directDebitHeading: 'Your Direct Debit',
  accountEnding: (digits: string) => `Account ending ${digits}`,
  mandateReference: 'Direct Debit reference',
  collectionsCaption: 'Direct Debit collections',
  collectionDate: 'Date',
  collectionAmount: 'Amount',
  collectionCancelled: 'Cancelled',
  // Decision 065: what a cancellation settled through the Direct Debit.
  finalCollection: (amount: string, date: string, digits: string) =>
    `Final collection: ${amount} will be collected by Direct Debit on ${date} from the account ending ${digits}, for the cover you used.`,
  bankRefund: (amount: string, date: string, digits: string) =>
    `Refund: ${amount} will be paid to the account ending ${digits} by ${date}.`,
  contactHeading: 'Contact us',
  general: 'Questions about your policy',
  claims: 'To make a claim',
  autoRenewalHeading: 'Automatic renewal',
  autoRenewalLegend: 'Should this policy renew automatically?',
  yes: 'Yes',
  no: 'No',
  save: 'Save',
  saving: 'Saving your choice',
  renewsOn: (date: string) => `Renewal date: ${date}`,
  chosen: (when: string, where: 'purchase' | 'account') =>
    where === 'purchase'
      ? `You made this choice when you bought your policy, on ${when}.`
      : `You last changed this choice on ${when}.`,
  savedOn: 'Your policy will renew automatically.',
  savedOff: 'Your policy will not renew automatically.',
  saveFailed: "We couldn't save your choice just now. Please try again in a few minutes.",
  saveRefused: 'This policy has ended or been cancelled, so there is nothing to renew.',
  cancelHeading: 'Cancelling',
  cancelLink: 'Cancel this policy',
  cancelledAlready: 'This policy has been cancelled.',
  notOpen: 'This policy has ended, so it cannot be cancelled.',
  cancelling: (when: string) =>
    `You have cancelled this policy. Its cover ends at ${when}. If you need to change this, call us.`,
} as const;

/** account/policies/:policyNumber/cancel: cancelling online (issue 21 item 4). */
export const cancelCopy = {
  heading: 'Cancel your policy',
  intro: (policyNumber: string) =>
    `You can cancel policy ${policyNumber} now, or from a date before it ends. Check what you will get back before you confirm.`,
  whenLegend: 'When should your cover end?',
  now: 'Now',
  nowHint: 'Cover ends as soon as you confirm',
  onDate: 'On a date',
  onDateHint: 'Cover ends at the start of (00:00 on) this day',
  dateLegend: 'Date cover ends',
  dateHint: (last: string) =>
    `For example, 27 3 2027. It must be after today and no later than ${last}.`,
  dateMissing: 'Enter the date your cover should end',
  dateInvalid: 'Enter a real date, like 27 3 2027',
  whenMissing: 'Choose when your cover should end',
  show: 'Show what I will get back',
  showing: 'Working out your refund',
  previewHeading: 'What happens if you cancel',
  refund: 'Refund',
  balanceOwed: 'Still to pay',
  // Decision 065: where the money goes for a policy paid monthly.
  cardRefund: 'Refund to your card',
  bankRefund: (digits: string) => `Refund to the account ending ${digits}`,
  finalCollection: (digits: string) =>
    `Collected by Direct Debit from the account ending ${digits}`,
  finalCollectionValue: (amount: string, date: string) => `${amount} on ${date}`,
  coverEnds: 'Cover ends',
  consequences:
    'When you confirm, your policy is cancelled from the time shown and its certificate and schedule are no longer valid. You cannot undo this.',
  confirm: 'Confirm and cancel my policy',
  confirming: 'Cancelling your policy',
  back: 'Keep my policy',
  doneHeading: 'Your policy is cancelled',
  doneScheduledHeading: 'Your cancellation is confirmed',
  doneRefund: (amount: string, date: string) => `We will refund ${amount} to you by ${date}.`,
  doneNoRefund: 'No refund is due.',
  doneOwed: (amount: string) => `You still owe ${amount}. We will write to you about paying it.`,
  doneRefundSplit: (card: string, bank: string, digits: string, date: string) =>
    `We will refund ${card} to your card and ${bank} to the account ending ${digits} by ${date}.`,
  doneRefundToBank: (bank: string, digits: string, date: string) =>
    `We will refund ${bank} to the account ending ${digits} by ${date}.`,
  doneFinalCollection: (amount: string, date: string, digits: string) =>
    `${amount} will be collected by Direct Debit on ${date} from the account ending ${digits}. This is the last payment; your Direct Debit then ends.`,
  doneEnds: (when: string, later: boolean) =>
    later ? `Your cover ends at ${when}.` : `Your cover ended at ${when}.`,
  doneDocuments:
    'From then, your certificate of motor insurance and policy schedule are no longer valid.',
  doneEmail: 'We have emailed you a confirmation of your cancellation.',
  donePolicy: 'View your policy',
  doneAccount: 'Back to your account',
  failed: "We couldn't cancel your policy just now. Please try again in a few minutes.",
  previewFailed: "We couldn't work out your refund just now. Please try again in a few minutes.",
  alreadyCancelled: 'This policy has already been cancelled.',
} as const;
