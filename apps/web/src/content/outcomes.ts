/** §2.6 'Declined and no-quote' and §8 'Must finish by phone'. */
export const noQuoteCopy = {
  heading: "Sorry, we can't offer you a quote online",
  explanation:
    "From the answers you gave, we can't offer you van insurance online. This may not mean we can't insure you: our team can look at your details with you.",
  callUs: 'To talk to us about your quote, call',
  fraudCheck: 'If you were told your application could not go ahead after our checks, call',
  creditCheck: 'If you were told your credit check was not passed, call',
  reference: 'Your quote reference is',
} as const;

export const callUsToCompleteCopy = {
  heading: 'Please call us',
  explanation:
    "We need to ask you a few more questions before we can give you a price. It won't take long.",
  callUs: 'Call us on',
  reference: 'and give your quote reference',
  openingTimes: 'Monday to Friday 8am to 7pm, Saturday 9am to 5pm, Bank Holidays 8am to 5pm.',
} as const;
