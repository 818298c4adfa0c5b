import { OPENING_TIMES } from './outcomes';

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
  openingTimes: OPENING_TIMES,
} as const;
