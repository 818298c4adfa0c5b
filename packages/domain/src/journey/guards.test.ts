import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { checkPageGuards, type GuardState } from './guards.ts';
import { initialPageValidity, withPageValidity } from './page-validity.ts';
import { VALIDITY_PAGES, type PageId } from './pages.ts';

const quote: Quote = {
  ...createDefaultDirectQuote('2026-11-22'),
  policy: { ...createDefaultDirectQuote('2026-11-22').policy, webReference: '12345-67890-12345' },
};
const partTimeQuote: Quote = { ...quote, topUp: { van: { shouldAskPartTimeOccupation: true } } };
const allValid = withPageValidity(initialPageValidity(), VALIDITY_PAGES, true);
const beforePaymentValid = withPageValidity(
  initialPageValidity(),
  VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('Payment')),
  true,
);
const vanPagesValid = withPageValidity(
  initialPageValidity(),
  ['VehicleLookup', 'CarDetails', 'CarUsage'],
  true,
);

/** `quote` with "used for" answered otherwise since it was priced (decision 051). */
const changedSincePrice: Quote = {
  ...quote,
  policy: {
    ...quote.policy,
    eventCurrent: {
      ...quote.policy.eventCurrent,
      risk: { ...quote.policy.eventCurrent.risk, vehicles: [{ classOfUse: 'C2' }] },
    },
  },
};

/** The held state; the quote held is the quote as priced unless `pricedRisk` says otherwise. */
function state(overrides: Partial<GuardState> = {}): GuardState {
  return {
    quote: null,
    pricedRisk: overrides.quote?.policy.eventCurrent.risk ?? null,
    quoteKey: null,
    validity: initialPageValidity(),
    currentPage: null,
    isProduction: false,
    ...overrides,
  };
}

describe('checkPageGuards (§2.2)', () => {
  it.each<[string, PageId, GuardState, string, string]>([
    [
      'driver-details without a quote',
      'DriverDetails',
      state({ validity: allValid }),
      'quote',
      '/your-quote/retrieve',
    ],
    ['cover-details without a quote', 'CoverDetails', state(), 'quote', '/your-quote/retrieve'],
    [
      'licence-details when an earlier page is invalid',
      'LicenceDetails',
      state({ quote, currentPage: 'CarUsage' }),
      'validPages',
      '/van-details/using-the-van',
    ],
    [
      'cover-details when an earlier page is invalid',
      'CoverDetails',
      state({ quote, validity: vanPagesValid, currentPage: 'DriverDetails' }),
      'validPages',
      '/driver-details',
    ],
    [
      'part-time-occupation when the quote does not ask for it',
      'PartTimeOccupation',
      state({ quote }),
      'partTimeOccupation',
      '/your-quote',
    ],
    [
      'part-time-occupation without a quote',
      'PartTimeOccupation',
      state(),
      'partTimeOccupation',
      '/your-quote',
    ],
    [
      'payment when an earlier page is invalid',
      'Payment',
      state({ quote, quoteKey: 'k' }),
      'validPages',
      '/',
    ],
    [
      'payment without a quote',
      'Payment',
      state({ validity: beforePaymentValid, quoteKey: 'k' }),
      'quote',
      '/',
    ],
    [
      'payment without a quote key',
      'Payment',
      state({ quote, validity: beforePaymentValid }),
      'quoteKey',
      '/',
    ],
    [
      'confirmation before payment is valid',
      'Confirmation',
      state({ quote, validity: beforePaymentValid, currentPage: 'Payment' }),
      'validPages',
      '/payment',
    ],
    [
      'the dev menu in production',
      'DevMenu',
      state({ isProduction: true }),
      'nonProduction',
      '/your-quote',
    ],
    [
      'your-quote without a quote (decision 009)',
      'YourQuote',
      state(),
      'quote',
      '/van-details/vehicle-lookup',
    ],
    [
      'your-quote while the questions are still being answered',
      'YourQuote',
      state({ quote: createDefaultDirectQuote('2026-11-22') }),
      'createdQuote',
      '/cover-details',
    ],
    [
      'your-quote with an answer changed since the price (decision 051)',
      'YourQuote',
      state({ quote: changedSincePrice, pricedRisk: quote.policy.eventCurrent.risk }),
      'pricedAnswers',
      '/cover-details',
    ],
    [
      'your-quote with a created quote whose priced answers are not known',
      'YourQuote',
      state({ quote, pricedRisk: null }),
      'pricedAnswers',
      '/cover-details',
    ],
    [
      'payment with an answer changed since the price, even with a quote key',
      'Payment',
      state({
        quote: changedSincePrice,
        pricedRisk: quote.policy.eventCurrent.risk,
        quoteKey: 'k',
        validity: beforePaymentValid,
      }),
      'pricedAnswers',
      '/cover-details',
    ],
    ['check-your-details without a quote', 'CheckYourDetails', state(), 'quote', '/your-quote'],
    [
      'check-your-details before the quote is priced',
      'CheckYourDetails',
      state({ quote: createDefaultDirectQuote('2026-11-22') }),
      'createdQuote',
      '/your-quote',
    ],
  ])(
    'refuses %s, naming the unmet need and where to go',
    (_case, page, held, unmet, redirectTo) => {
      expect(checkPageGuards(page, held)).toEqual({ open: false, unmet, redirectTo });
    },
  );

  it.each<[string, PageId, GuardState]>([
    [
      'driver-details with a quote and the van pages valid',
      'DriverDetails',
      state({ quote, validity: vanPagesValid }),
    ],
    [
      'part-time-occupation when shouldAskPartTimeOccupation is true',
      'PartTimeOccupation',
      state({ quote: partTimeQuote }),
    ],
    [
      'payment with validity, a quote and a quote key',
      'Payment',
      state({ quote, quoteKey: 'k', validity: beforePaymentValid }),
    ],
    [
      'confirmation when every page before it is valid',
      'Confirmation',
      state({ quote, validity: allValid }),
    ],
    ['the dev menu outside production', 'DevMenu', state()],
    ['your-quote with a quote', 'YourQuote', state({ quote })],
    [
      'your-quote once the changed answer is priced',
      'YourQuote',
      state({ quote: changedSincePrice, pricedRisk: changedSincePrice.policy.eventCurrent.risk }),
    ],
    ['check-your-details with a priced quote', 'CheckYourDetails', state({ quote })],
    ['vehicle-lookup with nothing held', 'VehicleLookup', state()],
    ['retrieve with nothing held', 'Retrieve', state()],
    ['sessionExpired with nothing held', 'SessionExpiry', state()],
  ])('opens %s', (_case, page, held) => {
    expect(checkPageGuards(page, held)).toEqual({ open: true });
  });

  it('checks the needs in the order of §2.2: no quote goes to retrieve even when pages are invalid', () => {
    expect(checkPageGuards('DriverDetails', state({ currentPage: 'VehicleLookup' }))).toMatchObject(
      {
        unmet: 'quote',
        redirectTo: '/your-quote/retrieve',
      },
    );
  });

  describe('sending the customer back to the current page (§4.3)', () => {
    it('uses the first invalid page when no current page is held', () => {
      expect(
        checkPageGuards('CoverDetails', state({ quote, validity: vanPagesValid })),
      ).toMatchObject({
        redirectTo: '/driver-details',
      });
    });

    it('uses the first invalid page when the current page is the one refused, never a loop', () => {
      expect(
        checkPageGuards(
          'CoverDetails',
          state({ quote, validity: vanPagesValid, currentPage: 'CoverDetails' }),
        ),
      ).toMatchObject({ redirectTo: '/driver-details' });
    });

    it('uses the first invalid page when the current page could not open either', () => {
      const validity = withPageValidity(initialPageValidity(), ['VehicleLookup'], true);
      expect(
        checkPageGuards('CoverDetails', state({ quote, validity, currentPage: 'LicenceDetails' })),
      ).toMatchObject({ redirectTo: '/van-details' });
    });

    it('goes to the first page of an entry two pages share (the additional driver)', () => {
      const validity = withPageValidity(initialPageValidity(), VALIDITY_PAGES.slice(0, 5), true);
      expect(checkPageGuards('CoverDetails', state({ quote, validity }))).toMatchObject({
        redirectTo: '/driver-details/additional/driver-details',
      });
    });
  });
});
