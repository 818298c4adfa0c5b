// confirmation (§2.1 'Thank you for buying {brand} Van Insurance'; §2.6: thanks the customer and
// shows the policy number). The heading is the spec's; the rest is ours.

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
  emailed: 'We have e-mailed your documents to you.',
  documentsIntro: 'You can also download them now. Keep them somewhere safe.',
  download: (title: string) => `Download ${title} (PDF)`,
  downloading: (title: string) => `Downloading ${title}`,
  documentsLoading: 'Loading your documents',
  documentsFailed:
    'We could not show your documents just now. They are in the e-mail we have sent you.',
  downloadFailed: (title: string) =>
    `Sorry, we could not download ${title}. Please try again, or use the copy in your e-mail.`,
  productInformationHeading: 'Product information',

  nextHeading: 'What happens next',
  next: [
    'Your van is insured from the date your cover starts. Your certificate of motor insurance is your proof of cover.',
    'We will add your van to the Motor Insurance Database, usually within a few days.',
    'Check your documents. If anything is wrong, call us, as a wrong detail could mean a claim is not paid.',
  ],
  questions: 'If you have a question about your policy, call us on',
} as const;
