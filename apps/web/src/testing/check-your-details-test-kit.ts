import { VALIDITY_PAGES } from '@van/domain/journey';
import type { Quote } from '@van/domain/quote';
import {
  answeredQuote as domainAnsweredQuote,
  OPTIONAL_ANSWERS,
  retrievalKeyOf,
} from '@van/domain/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { pricedQuote, TEST_REGISTRATION, TEST_VAN } from './fixtures';

// A customer who has answered every page, as the domain's own writers store the answers, and
// then been priced: what check-your-details reads back.

export const TODAY = '2025-06-15';

/** Fixes today (the Date only) for every test of the calling file. */
export function fixTodayForEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Every page answered in the journey's order, with Jane named; not yet priced: the domain's
 * answeredQuote with its optional answers too (a licence number, a fine, home ownership, the town
 * of the address, Jane's medical condition), on the test van the fake lookup finds.
 */
export function answeredQuote(): Quote {
  return domainAnsweredQuote('2025-06-20', {
    ...OPTIONAL_ANSWERS,
    today: TODAY,
    vehicleLookup: TEST_VAN,
    registration: TEST_REGISTRATION,
  });
}

/** `answered` as the quote service returns it priced (created, with a web reference). */
export function priced(answered: Quote = answeredQuote()): Quote {
  return pricedQuote(answered.policy.eventCurrent.risk);
}

/** Holds a priced quote with every question page complete, as after cover-details. */
export function holdPricedQuote(quote: Quote = priced()): Quote {
  const journey = useJourneyStore.getState();
  journey.setQuote(quote, retrievalKeyOf(quote));
  journey.setVehicleLookupOutcome({ transmission: false, doors: false, fuel: false }, true);
  journey.setPageValidity(VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('YourQuote') + 1), true);
  return quote;
}
