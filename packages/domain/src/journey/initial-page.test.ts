import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { initialPage } from './initial-page.ts';

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
});
