import type { Quote } from '../quote/quote.schema.ts';
import type { PageId, ValidityPage } from './pages.ts';

/** §4.2: the pages a loaded quote has already answered when only the start date is left to ask. */
const ANSWERED_BEFORE_COVER: readonly ValidityPage[] = [
  'VehicleLookup',
  'CarDetails',
  'CarUsage',
  'DriverDetails',
  'LicenceDetails',
  'AdditionalDriverDetails',
];

export interface InitialPage {
  /** Where the journey continues. */
  readonly page: PageId;
  /** The validity entries to mark valid before going there; the others are left as they are. */
  readonly validPages: readonly ValidityPage[];
}

/**
 * §4.2 'Initial page on load', for a quote that arrives whole (retrieved, or from an aggregator):
 * a declined quote goes to no-quote; one whose policy start date must still be asked goes to
 * cover-details with every earlier page valid; one whose proposer must first confirm another job
 * (shouldAskPartTimeOccupation, decision 027) to your-quote's part-time-occupation; any other to
 * your-quote; both with cover-details valid too.
 */
export function initialPage(quote: Quote): InitialPage {
  if (quote.noAvailableProducts) return { page: 'NoQuote', validPages: [] };
  if (quote.topUp?.van?.shouldAskPolicyStartDate === true) {
    return { page: 'CoverDetails', validPages: ANSWERED_BEFORE_COVER };
  }
  const page =
    quote.topUp?.van?.shouldAskPartTimeOccupation === true ? 'PartTimeOccupation' : 'YourQuote';
  return { page, validPages: [...ANSWERED_BEFORE_COVER, 'CoverDetails'] };
}

/**
 * Where the journey goes once the quote service has answered a create or an update: §4.4 a
 * declined quote to no-quote; §8 a referred quote (referredQuote) to call-us-to-complete, to be
 * finished by phone; otherwise as §4.2 (cover-details when the start date must still be asked,
 * else your-quote), with the same pages marked valid.
 */
export function pageAfterPricing(quote: Quote): InitialPage {
  const initial = initialPage(quote);
  if (quote.policy.eventCurrent.result?.resultStatusDetails?.referredQuote === true) {
    return { ...initial, page: 'CallUsToComplete' };
  }
  return initial;
}
