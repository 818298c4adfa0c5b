import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { initialPage, pageAfterPricing } from './initial-page.ts';

const quote = createDefaultDirectQuote('2026-11-22');
const van = (shouldAskPolicyStartDate: boolean): Quote => ({
  ...quote,
  topUp: { van: { shouldAskPolicyStartDate } },
});

const VAN_AND_DRIVER_PAGES = [
  'VehicleLookup',
  'CarDetails',
  'CarUsage',
  'DriverDetails',
  'LicenceDetails',
  'AdditionalDriverDetails',
];

describe('initialPage (§4.2)', () => {
  it('sends a declined quote to no-quote, marking nothing valid', () => {
    expect(initialPage({ ...van(true), noAvailableProducts: true })).toEqual({
      page: 'NoQuote',
      validPages: [],
    });
  });

  it('sends a quote that must still ask the start date to cover-details, every earlier page valid', () => {
    expect(initialPage(van(true))).toEqual({
      page: 'CoverDetails',
      validPages: VAN_AND_DRIVER_PAGES,
    });
  });

  it.each<[string, Quote]>([
    ['shouldAskPolicyStartDate is false', van(false)],
    ['the quote carries no topUp', quote],
  ])('sends any other quote to your-quote with cover-details valid too, when %s', (_case, held) => {
    expect(initialPage(held)).toEqual({
      page: 'YourQuote',
      validPages: [...VAN_AND_DRIVER_PAGES, 'CoverDetails'],
    });
  });

  it('sends a quote whose proposer must confirm another job to part-time-occupation (decision 027)', () => {
    const asking: Quote = {
      ...quote,
      topUp: { van: { shouldAskPolicyStartDate: false, shouldAskPartTimeOccupation: true } },
    };
    expect(initialPage(asking)).toEqual({
      page: 'PartTimeOccupation',
      validPages: [...VAN_AND_DRIVER_PAGES, 'CoverDetails'],
    });
  });
});

describe('pageAfterPricing', () => {
  const priced = createDefaultDirectQuote('2026-11-22');
  const referred: Quote = {
    ...priced,
    policy: {
      ...priced.policy,
      eventCurrent: {
        ...priced.policy.eventCurrent,
        result: { resultStatusDetails: { referredQuote: true, resultStatus: 'Referred' } },
      },
    },
  };

  it.each([
    ['a priced quote', priced, 'YourQuote'],
    ['a declined quote (§4.4)', { ...priced, noAvailableProducts: true }, 'NoQuote'],
    ['a referred quote (§8 must finish by phone)', referred, 'CallUsToComplete'],
  ])('sends %s to the right page', (_case, quote, page) => {
    expect(pageAfterPricing(quote).page).toBe(page);
  });
});
