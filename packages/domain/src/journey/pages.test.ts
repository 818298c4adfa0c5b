import { describe, expect, it } from 'vitest';
import {
  journeyPage,
  PAGE_IDS,
  PAGES,
  pageHref,
  pageTitle,
  VALIDITY_PAGES,
  type PageId,
} from './pages.ts';

describe('the journey table (§2.1)', () => {
  it.each<[PageId, string, string]>([
    ['DevMenu', 'dev-menu', 'VAN Development Menu'],
    ['Aggregator', 'aggregator', 'Aggregator'],
    ['NoQuote', 'no-quote', 'No Quote'],
    ['VehicleLookup', 'van-details/vehicle-lookup', 'Start your quote'],
    ['CarDetails', 'van-details', "We've found your van"],
    ['CarUsage', 'van-details/using-the-van', 'Van details'],
    ['DriverDetails', 'driver-details', 'Driver details'],
    [
      'DriverDetails/AdditionalDriverDetails',
      'driver-details/additional/driver-details',
      'Additional driver',
    ],
    [
      'AdditionalDriverDetails/LicenceDetails',
      'driver-details/additional/licence-details',
      'Additional driver licence',
    ],
    ['LicenceDetails', 'driver-details/licence-details', 'Licence details'],
    ['CoverDetails', 'cover-details', 'Cover details'],
    ['YourQuote', 'your-quote', 'Your quote'],
    ['Retrieve', 'your-quote/retrieve', 'Retrieve your van insurance quote'],
    ['PartTimeOccupation', 'your-quote/part-time-occupation', 'Part-time occupation'],
    ['CheckYourDetails', 'your-quote/check-your-details', 'Check your insurance details'],
    ['AddRegNumber', 'your-quote/add-registration-number', 'The Van'],
    ['RegNumberError', 'your-quote/registration-number-error', 'Registration not found'],
    ['Payment', 'payment', 'Payment'],
    ['Confirmation', 'confirmation', 'Thank you for buying {brand} Van Insurance'],
    ['CallUsToComplete', 'call-us-to-complete', 'Please call us'],
    ['PaymentFailure', 'payment-failure', 'Payment Failure'],
    ['PaymentError', 'payment-error', 'Payment Error'],
    ['PolicyWrapUpError', 'policy-wrap-up-error', 'Policy Wrap Up Error'],
    ['SessionExpiry', 'sessionExpired', 'Your session has expired'],
    ['ServiceUnavailable', 'service-unavailable', 'Service unavailable'],
    ['Purchased', 'purchased', 'Policy already purchased'],
    ['PrivacyNotice', 'privacy-notice', 'Privacy notice'],
    ['CookieNotice', 'cookies', 'Cookies'],
    ['TermsOfBusiness', 'terms-of-business', 'Terms of business'],
    ['Complaints', 'complaints', 'How to complain'],
    ['FscsProtection', 'fscs-protection', 'Financial Services Compensation Scheme'],
    ['Accessibility', 'accessibility', 'Accessibility statement'],
    ['AccountSignIn', 'account/sign-in', 'Sign in to your account'],
    ['AccountSignInCode', 'account/sign-in/code', 'Enter your sign-in code'],
    ['Account', 'account', 'Your account'],
    ['AccountPolicy', 'account/policies/:policyNumber', 'Your policy'],
    ['AccountCancelPolicy', 'account/policies/:policyNumber/cancel', 'Cancel your policy'],
  ])('serves %s at %s titled %s', (id, path, title) => {
    expect(journeyPage(id)).toMatchObject({ id, path, title });
  });

  it('holds every page once, in the order of §2.1, each at its own path', () => {
    expect(PAGES.map((page) => page.id)).toEqual(PAGE_IDS);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it('spells paths relative to the root, without a leading or trailing slash', () => {
    // A segment is a word or, for the account's policy pages, a named parameter (':policyNumber').
    for (const page of PAGES) expect(page.path).toMatch(/^[a-zA-Z-]+(\/:?[a-zA-Z-]+)*$/);
  });

  it('fills {brand} into a title, wherever it appears', () => {
    expect(pageTitle('Confirmation', 'Roadwise')).toBe(
      'Thank you for buying Roadwise Van Insurance',
    );
    expect(pageTitle('VehicleLookup', 'Roadwise')).toBe('Start your quote');
  });

  it('gives each page an absolute href', () => {
    expect(pageHref('VehicleLookup')).toBe('/van-details/vehicle-lookup');
    expect(pageHref('SessionExpiry')).toBe('/sessionExpired');
  });

  it.each<[PageId, readonly string[]]>([
    ['Aggregator', ['token']],
    ['PaymentFailure', ['quoteRef']],
    ['PolicyWrapUpError', ['quoteRef']],
  ])('notes that %s is reached with the query parameters %j', (id, parameters) => {
    expect(journeyPage(id).queryParameters).toEqual(parameters);
  });
});

describe('the stepper steps of the table (§2.3)', () => {
  it.each<[PageId, string | undefined]>([
    ['VehicleLookup', 'Van'],
    ['CarDetails', 'Van'],
    ['CarUsage', 'Van'],
    ['DriverDetails', 'Driver'],
    ['DriverDetails/AdditionalDriverDetails', 'Driver'],
    ['AdditionalDriverDetails/LicenceDetails', 'Driver'],
    ['LicenceDetails', 'Driver'],
    ['CoverDetails', 'Cover'],
    ['Retrieve', 'Quote'],
    ['PartTimeOccupation', 'Quote'],
    ['YourQuote', 'Quote'],
    ['CheckYourDetails', 'Quote'],
    ['AddRegNumber', 'Quote'],
    ['RegNumberError', 'Van'],
    ['Payment', 'Pay'],
    ['Confirmation', 'Pay'],
    ['DevMenu', undefined],
    ['Aggregator', undefined],
    ['NoQuote', undefined],
    ['CallUsToComplete', undefined],
    ['PaymentFailure', undefined],
    ['PaymentError', undefined],
    ['PolicyWrapUpError', undefined],
    ['SessionExpiry', undefined],
    ['ServiceUnavailable', undefined],
    ['Purchased', undefined],
  ])('puts %s in step %s', (id, step) => {
    expect(journeyPage(id).step).toBe(step);
  });
});

describe('the header style of the table (§2.4)', () => {
  const slim: PageId[] = [
    'PaymentFailure',
    'PaymentError',
    'PolicyWrapUpError',
    'SessionExpiry',
    'ServiceUnavailable',
    'NoQuote',
    'Confirmation',
    'CallUsToComplete',
    // Decision 041: the legal pages interrupt the journey.
    'PrivacyNotice',
    'CookieNotice',
    'TermsOfBusiness',
    'Complaints',
    'FscsProtection',
    'Accessibility',
    // Decision 062: the account's pages are outside the quote journey.
    'AccountSignIn',
    'AccountSignInCode',
    'Account',
    'AccountPolicy',
    'AccountCancelPolicy',
  ];

  it('uses the slim header on the pages that end or interrupt the journey, the legal pages and the account pages, only', () => {
    const slimPages = PAGES.filter((page) => page.header === 'slim').map((page) => page.id);
    expect(slimPages.toSorted()).toEqual(slim.toSorted());
  });
});

describe('the guard needs of the table (§2.2)', () => {
  it.each<[PageId, Array<[string, unknown]>]>([
    [
      'DriverDetails',
      [
        ['quote', { page: 'Retrieve' }],
        ['validPages', 'currentPage'],
      ],
    ],
    [
      'DriverDetails/AdditionalDriverDetails',
      [
        ['quote', { page: 'Retrieve' }],
        ['validPages', 'currentPage'],
      ],
    ],
    [
      'AdditionalDriverDetails/LicenceDetails',
      [
        ['quote', { page: 'Retrieve' }],
        ['validPages', 'currentPage'],
      ],
    ],
    [
      'LicenceDetails',
      [
        ['quote', { page: 'Retrieve' }],
        ['validPages', 'currentPage'],
      ],
    ],
    [
      'CoverDetails',
      [
        ['quote', { page: 'Retrieve' }],
        ['validPages', 'currentPage'],
      ],
    ],
    ['PartTimeOccupation', [['partTimeOccupation', { page: 'YourQuote' }]]],
    [
      'Payment',
      [
        ['validPages', 'root'],
        ['quote', 'root'],
        ['pricedAnswers', { page: 'CoverDetails' }],
        ['quoteKey', 'root'],
      ],
    ],
    ['Confirmation', [['validPages', 'currentPage']]],
    ['DevMenu', [['nonProduction', { page: 'YourQuote' }]]],
    [
      'YourQuote',
      [
        ['quote', { page: 'VehicleLookup' }],
        ['createdQuote', { page: 'CoverDetails' }],
        ['pricedAnswers', { page: 'CoverDetails' }],
      ],
    ],
    ['VehicleLookup', []],
    ['Retrieve', []],
    ['SessionExpiry', []],
  ])('guards %s with %j', (id, rules) => {
    expect(journeyPage(id).guards.map((rule) => [rule.need, rule.otherwise])).toEqual(rules);
  });

  it('never sends a refused page back to itself', () => {
    for (const page of PAGES) {
      for (const rule of page.guards) {
        if (typeof rule.otherwise === 'object') expect(rule.otherwise.page).not.toBe(page.id);
      }
    }
  });

  it('lists the entry actions of aggregator, cover-details, payment, confirmation and sessionExpired', () => {
    const withActions = PAGES.filter((page) => page.entryActions.length > 0).map((page) => [
      page.id,
      page.entryActions,
    ]);
    expect(withActions).toEqual([
      ['Aggregator', ['exchangeAggregatorToken']],
      ['CoverDetails', ['loadCoverMetadataLists']],
      ['Payment', ['loadPaymentOptions']],
      ['Confirmation', ['wrapUpPolicy']],
      ['SessionExpiry', ['resetJourney']],
    ]);
  });
});

describe('the validity entries of the table (§4.3)', () => {
  it('gives every entry of the validity list at least one page', () => {
    const entries = new Set(PAGES.flatMap((page) => (page.validity ? [page.validity] : [])));
    expect([...entries].toSorted()).toEqual(VALIDITY_PAGES.toSorted());
  });

  it('maps both additional-driver pages to AdditionalDriverDetails', () => {
    expect(journeyPage('DriverDetails/AdditionalDriverDetails').validity).toBe(
      'AdditionalDriverDetails',
    );
    expect(journeyPage('AdditionalDriverDetails/LicenceDetails').validity).toBe(
      'AdditionalDriverDetails',
    );
  });
});
