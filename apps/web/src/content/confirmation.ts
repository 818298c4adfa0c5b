// confirmation (§2.1 'Thank you for buying {brand} Van Insurance'; §2.6: thanks the customer and
// shows the policy number). The heading is the spec's; the rest is ours.

import { POSTED_DOCUMENTS_WORKING_DAYS } from '@van/domain/forms';

export const confirmationCopy = {
  // §2.1
  heading: (brand: string) => `Thank you for buying ${brand} Van Insurance`,
  policyNumber: 'Your policy number is',
  // §2.2: the full-screen overlay while the policy number loads.
  loading: 'Getting your policy number',

  coverHeading: 'Your cover',
  coverLevel: 'Level of cover',
  coverStart: 'Cover starts',
  van: 'Van',
  reference: 'Quote reference',

  documentsHeading: 'Your documents',
  // Decision 033: said only when the service queued the e-mail to a real address for this policy
  // (documentsEmailed); otherwise the page says how to get them.
  emailed: (address: string | undefined) =>
    `We have e-mailed your documents to ${address === undefined || address === '' ? 'you' : address}.`,
  documentsIntro: 'You can also download them now. Keep them somewhere safe.',
  // Decision 043: said when the customer chose documents by post (no consent to e-mail them).
  posted: `As you asked, we will post your documents to you within ${POSTED_DOCUMENTS_WORKING_DAYS} working days. You can also download them now. Keep them somewhere safe.`,
  notEmailed:
    'We have not been able to e-mail your documents to you. Please download them now and keep them somewhere safe.',
  notEmailedCall: 'If you cannot download them, call us on',
  notEmailedCallEnd: 'and we will send them to you.',
  download: (title: string) => `Download ${title} (PDF)`,
  downloading: (title: string) => `Downloading ${title}`,
  documentsLoading: 'Loading your documents',
  // Whether an e-mail was sent is not known when the documents cannot be shown.
  documentsFailed:
    'We could not show your documents just now. Please try again later, or call us and we will send them to you.',
  downloadFailed: (title: string, emailed: boolean) =>
    `Sorry, we could not download ${title}. Please try again${emailed ? ', or use the copy in your e-mail' : ''}.`,
  productInformationHeading: 'Product information',

  nextHeading: 'What happens next',
  next: [
    'Your van is insured from the date your cover starts. Your certificate of motor insurance is your proof of cover.',
    // Decision 042: the MID must hear within 7 days of issue; askMID shows it a few days later.
    'We will add your van to the Motor Insurance Database (MID) within 7 days. It usually shows on askMID.com within a few days of the MID being updated. Until then, your certificate of motor insurance and policy schedule are valid proof that your van is insured.',
    'Check your documents. If anything is wrong, call us, as a wrong detail could mean a claim is not paid.',
  ],
  questions: 'If you have a question about your policy, call us on',
  // Decision 062 (issue 21 item 1): how to come back to the policy later.
  signInLater:
    'To see your policy later, sign in to your account with your email address. We will email you a code to sign in with, so you do not need a password.',
  signInLink: 'Sign in to your account',
} as const;
