/** aggregator (§2.1, §4.4): a price-comparison site's link to a quote. */
export const aggregatorCopy = {
  // §2.6: the loading text of your-quote, which is where the link leads.
  preparing: 'Preparing your van insurance quote',
  waiting: 'We are getting the quote you chose on the price comparison website.',
  invalidHeading: 'Sorry, this link to your quote has expired',
  invalidExplanation:
    'This link has expired or can no longer be used. Quotes can be bought for 30 days, and a link from a price comparison website works for as long as its quote.',
  retrieveIntro: 'If you have your quote reference, you can',
  retrieveLink: 'retrieve your quote',
  newQuoteIntro: 'Or you can',
  newQuoteLink: 'start a new quote',
  callUs: 'If you need help, call us on',

  /**
   * Decision 058: an arrival whose site did not ask everything we must. `site` is the site's name,
   * or undefined when the config names none.
   */
  arrival: {
    thanks: (site: string | undefined) =>
      `Thank you for coming to us from ${site ?? 'a price comparison website'}`,
    notAsked: (site: string | undefined, count: number) =>
      `${site ?? 'The price comparison website'} did not ask us ${count} ${count === 1 ? 'thing' : 'things'}`,
    answerToSee: 'Answer them to see your price.',
    line: (words: string) => words.charAt(0).toUpperCase() + words.slice(1),
    answer: 'Answer the questions',
    sentHeading: (site: string | undefined) =>
      `What ${site ?? 'the price comparison website'} told us`,
    sentIntro:
      'Check these answers carefully. If anything is wrong, change it: a wrong answer could mean your insurance does not pay out when you claim.',
    afterAnswering:
      'You can change the answers without a Change link once the questions above are answered.',
    loading: 'Loading your answers',
  },

  /** Decision 058: your-quote, after a re-price, when the price is not the one the site showed. */
  sitePrice: {
    changed: (site: string | undefined, before: string, now: string) =>
      `The price ${site ?? 'the price comparison website'} showed you was ${before}. Your price is now ${now} because of the answers you gave or changed:`,
    aMonth: (amount: string) => `${amount} a month`,
    line: (label: string, value: string, driver: string | undefined) =>
      driver === undefined ? `${label}: ${value}` : `${label} (${driver}): ${value}`,
  },
} as const;
