/** your-quote/retrieve (§2.1, §3.10, §5.2). */
export const retrieveCopy = {
  heading: 'Retrieve your van insurance quote',
  // §2.1: the page's subtitle.
  intro:
    'Welcome back, we just need to check a few details to retrieve your van insurance quote securely.',
  referenceLabel: 'Quote reference',
  referenceHint:
    "It's at the top of your quote and in any email we sent you, for example 12345-67890-12345",
  lastNameLabel: 'Last name',
  dateOfBirthLegend: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1985',
  postcodeLabel: 'Postcode',
  postcodeHint: 'The postcode of the home address on your quote',
  submit: 'Retrieve my quote',
  sending: 'Finding your quote',
  tryAgain: "We couldn't retrieve your quote just now. Please try again in a few minutes.",
  helpHeading: 'Need help?',
  callUs: "If you can't find your quote reference, or your quote won't load, call us on",
  startAgain: 'Start a new quote',
  noQuoteYet: "Don't have a quote yet?",
} as const;
