import { z } from 'zod/mini';

// The journey as data (decisions 015 and 018; the shape of HMPO form wizard's steps.js):
// every screen of §2.1 with its path, route name, title, stepper step (§2.3), guard needs (§2.2),
// entry actions (§2.2) and header style (§2.4). Nothing else spells a path. Guards, the stepper and
// the initial page are pure functions over this table (guards.ts, stepper.ts, initial-page.ts).

/** §2.3: the five steps of the stepper, in order. */
export const STEPS = ['Van', 'Driver', 'Cover', 'Quote', 'Pay'] as const;
export type Step = (typeof STEPS)[number];

/**
 * §2.1: the route name of every screen, in the spec's order. Where the spec gives a path but no
 * route name (van-details, purchased) see the table's `unnamedInSpec` and decision 015.
 */
export const PAGE_IDS = [
  'DevMenu',
  'Aggregator',
  'NoQuote',
  'VehicleLookup',
  'CarDetails',
  'CarUsage',
  'DriverDetails',
  'DriverDetails/AdditionalDriverDetails',
  'AdditionalDriverDetails/LicenceDetails',
  'LicenceDetails',
  'CoverDetails',
  'YourQuote',
  'Retrieve',
  'PartTimeOccupation',
  'CheckYourDetails',
  'AddRegNumber',
  'RegNumberError',
  'Payment',
  'Confirmation',
  'CallUsToComplete',
  'PaymentFailure',
  'PaymentError',
  'PolicyWrapUpError',
  'SessionExpiry',
  'ServiceUnavailable',
  'Purchased',
  // The firm's legal pages, linked from every page's footer (decision 041); not in §2.1.
  'PrivacyNotice',
  'CookieNotice',
  'TermsOfBusiness',
  'Complaints',
  'FscsProtection',
  'Accessibility',
  // Issue 21: the customer's account after the sale (decisions 060, 062); not in §2.1.
  'AccountSignIn',
  'AccountSignInCode',
  'Account',
  'AccountPolicy',
  'AccountCancelPolicy',
] as const;
export type PageId = (typeof PAGE_IDS)[number];
/**
 * A page id read back from storage or history. zod/mini: the web's first page needs this module
 * and loads only zod/mini's tree-shakable functions (decision 025).
 */
export const PageIdSchema = z.enum(PAGE_IDS);

/**
 * §4.3: the pages whose validity is tracked, in journey order. A page of the table that belongs to
 * one of these names it in `validity`; several pages may share one (both additional-driver pages
 * are 'AdditionalDriverDetails').
 */
export const VALIDITY_PAGES = [
  'VehicleLookup',
  'CarDetails',
  'CarUsage',
  'DriverDetails',
  'LicenceDetails',
  'AdditionalDriverDetails',
  'CoverDetails',
  'YourQuote',
  'CheckYourDetails',
  'Payment',
  'Confirmation',
] as const;
export type ValidityPage = (typeof VALIDITY_PAGES)[number];

/**
 * What a page needs before it may open (§2.2). Each need carries where the customer goes instead.
 * - quote: a quote is held (the working copy the questions build up counts, §3.13).
 * - createdQuote: the held quote has been created by the quote service (§4.4: its webReference
 *   is no longer 'directQuote'), so there is a price to show.
 * - validPages: no earlier page of the validity list is invalid (§4.3, canOpenPage).
 * - quoteKey: finalize has returned a quote key (§4.4).
 * - partTimeOccupation: the quote's topUp.van.shouldAskPartTimeOccupation is true.
 * - nonProduction: the public config says this is not production (§6).
 * - pricedAnswers: the held answers are the answers last priced (decision 051, answersArePriced),
 *   so the price shown is the price of what the customer has told us.
 */
export const GUARD_NEEDS = [
  'quote',
  'createdQuote',
  'validPages',
  'quoteKey',
  'partTimeOccupation',
  'nonProduction',
  'pricedAnswers',
] as const;
export type GuardNeed = (typeof GUARD_NEEDS)[number];

/** Where a page whose need is unmet sends the customer: another page, '/' or the current page. */
export type GuardFallback = { page: PageId } | 'root' | 'currentPage';

export interface GuardRule {
  readonly need: GuardNeed;
  readonly otherwise: GuardFallback;
}

/** §2.2 entry actions: work a page does before it is shown. */
export const ENTRY_ACTIONS = [
  /** cover-details: load 'previous experience' and 'type of cover', wait until both are non-empty. */
  'loadCoverMetadataLists',
  /** payment: retrieve payment options; payment-failure when none matches the chosen method. */
  'loadPaymentOptions',
  /** confirmation: run the policy wrap-up when no payment token is held, and wait for it. */
  'wrapUpPolicy',
  /** sessionExpired (§2.6): reset the quote, metadata, payment and navigation state. */
  'resetJourney',
  /** aggregator (§4.4 'Aggregator entry'): exchange the link's token for the quote. */
  'exchangeAggregatorToken',
] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

/** §2.4: the slim header on the pages that end or interrupt the journey; the full one elsewhere. */
export type HeaderStyle = 'full' | 'slim';

export interface JourneyPage {
  /** The spec's route name (§2.1); where the spec names none, ours (see `unnamedInSpec`). */
  readonly id: PageId;
  /** Path relative to the site root, spelt as in §2.1. */
  readonly path: string;
  /**
   * The page title, the middle of 'Van insurance | {title} | {brand}'. May contain '{brand}'.
   * Where §2.1 gives two titles the choice is in docs/decisions/015.
   */
  readonly title: string;
  /** §2.3: the stepper step the page belongs to; absent when the page shows no stepper. */
  readonly step?: Step;
  /** §2.3: 'hidden' on Confirmation; 'allDisabled' on part-time-occupation. */
  readonly stepper?: 'hidden' | 'allDisabled';
  /** §4.3: the validity entry this page sets and is checked against. */
  readonly validity?: ValidityPage;
  /** §2.2: needs checked in order; the first unmet one decides where the customer goes. */
  readonly guards: readonly GuardRule[];
  readonly entryActions: readonly EntryAction[];
  readonly header: HeaderStyle;
  /** §2.1 names query parameters some pages are reached with (never personal data). */
  readonly queryParameters?: readonly string[];
  /** True where §2.1 gives no route name and `id` is ours. */
  readonly unnamedInSpec?: true;
}

/** §2.2: driver-details and its children, and cover-details. */
const QUOTE_AND_VALID_PAGES: readonly GuardRule[] = [
  { need: 'quote', otherwise: { page: 'Retrieve' } },
  { need: 'validPages', otherwise: 'currentPage' },
];

/**
 * The table, in the order of §2.1. Keyed by PageId, so the compiler insists on exactly one entry per
 * route name, and a fallback naming a page that does not exist fails to compile.
 */
const TABLE: Readonly<Record<PageId, Omit<JourneyPage, 'id'>>> = {
  DevMenu: {
    path: 'dev-menu',
    // §2.1 also gives 'Debug Menu'; decision 015.
    title: 'VAN Development Menu',
    // §2.1: 'guarded to be non-production'; the web also registers it only outside production.
    guards: [{ need: 'nonProduction', otherwise: { page: 'YourQuote' } }],
    entryActions: [],
    header: 'full',
  },
  Aggregator: {
    path: 'aggregator',
    // §2.1 gives none or 'Aggregator'; a page needs a title (WCAG 2.4.2). Decision 015.
    title: 'Aggregator',
    guards: [],
    entryActions: ['exchangeAggregatorToken'],
    header: 'full',
    queryParameters: ['token'],
  },
  NoQuote: {
    path: 'no-quote',
    title: 'No Quote',
    guards: [],
    entryActions: [],
    header: 'slim',
  },
  VehicleLookup: {
    path: 'van-details/vehicle-lookup',
    title: 'Start your quote',
    step: 'Van',
    validity: 'VehicleLookup',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  // §2.1 gives CarDetails no path and van-details no route name; §4.2's 'van-details' sits where
  // §4.3's CarDetails does, so they are one page. Decision 015.
  CarDetails: {
    path: 'van-details',
    title: "We've found your van",
    step: 'Van',
    validity: 'CarDetails',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  CarUsage: {
    path: 'van-details/using-the-van',
    title: 'Van details',
    step: 'Van',
    validity: 'CarUsage',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  DriverDetails: {
    path: 'driver-details',
    title: 'Driver details',
    step: 'Driver',
    validity: 'DriverDetails',
    guards: QUOTE_AND_VALID_PAGES,
    entryActions: [],
    header: 'full',
  },
  'DriverDetails/AdditionalDriverDetails': {
    path: 'driver-details/additional/driver-details',
    title: 'Additional driver',
    step: 'Driver',
    validity: 'AdditionalDriverDetails',
    guards: QUOTE_AND_VALID_PAGES,
    entryActions: [],
    header: 'full',
  },
  'AdditionalDriverDetails/LicenceDetails': {
    path: 'driver-details/additional/licence-details',
    title: 'Additional driver licence',
    step: 'Driver',
    validity: 'AdditionalDriverDetails',
    guards: QUOTE_AND_VALID_PAGES,
    entryActions: [],
    header: 'full',
  },
  LicenceDetails: {
    path: 'driver-details/licence-details',
    title: 'Licence details',
    step: 'Driver',
    validity: 'LicenceDetails',
    guards: QUOTE_AND_VALID_PAGES,
    entryActions: [],
    header: 'full',
  },
  CoverDetails: {
    path: 'cover-details',
    title: 'Cover details',
    step: 'Cover',
    validity: 'CoverDetails',
    guards: QUOTE_AND_VALID_PAGES,
    entryActions: ['loadCoverMetadataLists'],
    header: 'full',
  },
  YourQuote: {
    path: 'your-quote',
    // §2.1 gives none or 'Hello {name}'; neither suits the browser title. Decision 015.
    title: 'Your quote',
    step: 'Quote',
    validity: 'YourQuote',
    // §2.2 gives your-quote no guard; with nothing to show it starts a quote (decision 009), and
    // with questions still unanswered it goes back to them (cover-details sends the customer on to
    // the first page still to complete).
    // Decision 051: an answer changed since the price (saved during a change, then Back or a typed
    // address) is priced on cover-details first, as every change is (decision 023); the old price
    // is never shown as one to buy.
    guards: [
      { need: 'quote', otherwise: { page: 'VehicleLookup' } },
      { need: 'createdQuote', otherwise: { page: 'CoverDetails' } },
      { need: 'pricedAnswers', otherwise: { page: 'CoverDetails' } },
    ],
    entryActions: [],
    header: 'full',
  },
  Retrieve: {
    path: 'your-quote/retrieve',
    title: 'Retrieve your van insurance quote',
    step: 'Quote',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  PartTimeOccupation: {
    path: 'your-quote/part-time-occupation',
    title: 'Part-time occupation',
    step: 'Quote',
    stepper: 'allDisabled',
    guards: [{ need: 'partTimeOccupation', otherwise: { page: 'YourQuote' } }],
    entryActions: [],
    header: 'full',
  },
  CheckYourDetails: {
    path: 'your-quote/check-your-details',
    title: 'Check your insurance details',
    step: 'Quote',
    validity: 'CheckYourDetails',
    // §2.2 names none; a summary of a price needs a priced quote. Without one, your-quote decides
    // where the customer goes (its own guards send them on to what is still to answer).
    guards: [
      { need: 'quote', otherwise: { page: 'YourQuote' } },
      { need: 'createdQuote', otherwise: { page: 'YourQuote' } },
    ],
    entryActions: [],
    header: 'full',
  },
  AddRegNumber: {
    path: 'your-quote/add-registration-number',
    title: 'The Van',
    step: 'Quote',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  RegNumberError: {
    path: 'your-quote/registration-number-error',
    title: 'Registration not found',
    // §2.3 lists it under Quote; the customer is still finding their van, so the stepper stays on
    // Van (decision 053).
    step: 'Van',
    guards: [],
    entryActions: [],
    header: 'full',
  },
  Payment: {
    path: 'payment',
    // §2.1 also gives 'Your payment'; decision 015.
    title: 'Payment',
    step: 'Pay',
    validity: 'Payment',
    // §2.2: 'Requires page validity, a quote and a quote key; otherwise the user is redirected to '/'.'
    guards: [
      { need: 'validPages', otherwise: 'root' },
      { need: 'quote', otherwise: 'root' },
      // Decision 051: nothing is paid for on answers changed since the price.
      { need: 'pricedAnswers', otherwise: { page: 'CoverDetails' } },
      { need: 'quoteKey', otherwise: 'root' },
    ],
    entryActions: ['loadPaymentOptions'],
    header: 'full',
  },
  Confirmation: {
    path: 'confirmation',
    title: 'Thank you for buying {brand} Van Insurance',
    step: 'Pay',
    stepper: 'hidden',
    validity: 'Confirmation',
    // §2.2: 'Allowed only if the page is flagged valid; otherwise the user returns to the current
    // page', read as the §4.3 check: every page before Confirmation, Payment included, is valid.
    guards: [{ need: 'validPages', otherwise: 'currentPage' }],
    entryActions: ['wrapUpPolicy'],
    header: 'slim',
  },
  CallUsToComplete: {
    path: 'call-us-to-complete',
    title: 'Please call us',
    guards: [],
    entryActions: [],
    header: 'slim',
  },
  PaymentFailure: {
    path: 'payment-failure',
    title: 'Payment Failure',
    guards: [],
    entryActions: [],
    header: 'slim',
    queryParameters: ['quoteRef'],
  },
  PaymentError: {
    path: 'payment-error',
    title: 'Payment Error',
    guards: [],
    entryActions: [],
    header: 'slim',
  },
  PolicyWrapUpError: {
    path: 'policy-wrap-up-error',
    title: 'Policy Wrap Up Error',
    guards: [],
    entryActions: [],
    header: 'slim',
    queryParameters: ['quoteRef'],
  },
  SessionExpiry: {
    path: 'sessionExpired',
    title: 'Your session has expired',
    guards: [],
    entryActions: ['resetJourney'],
    header: 'slim',
  },
  ServiceUnavailable: {
    path: 'service-unavailable',
    title: 'Service unavailable',
    guards: [],
    entryActions: [],
    header: 'slim',
  },
  Purchased: {
    path: 'purchased',
    // §2.1: no route name, title 'not shown'; named after its note 'Policy already purchased'.
    title: 'Policy already purchased',
    guards: [],
    entryActions: [],
    header: 'full',
    unnamedInSpec: true,
  },
  // Decision 041: the disclosures a UK broker must make available on every page. They need no
  // quote (a stranger reads them before starting one) and show no stepper; the slim header, as
  // they interrupt the journey.
  PrivacyNotice: {
    path: 'privacy-notice',
    title: 'Privacy notice',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  CookieNotice: {
    path: 'cookies',
    title: 'Cookies',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  TermsOfBusiness: {
    path: 'terms-of-business',
    title: 'Terms of business',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  Complaints: {
    path: 'complaints',
    title: 'How to complain',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  FscsProtection: {
    path: 'fscs-protection',
    title: 'Financial Services Compensation Scheme',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  Accessibility: {
    path: 'accessibility',
    title: 'Accessibility statement',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  // Decision 062: signing in to the account (decision 060) and the account itself. They need no
  // quote and show no stepper; the slim header, as they are outside the quote journey. The
  // account page checks the session itself (the server decides who is signed in).
  AccountSignIn: {
    path: 'account/sign-in',
    title: 'Sign in to your account',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  AccountSignInCode: {
    path: 'account/sign-in/code',
    title: 'Enter your sign-in code',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  Account: {
    path: 'account',
    title: 'Your account',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  // Issue 21: one policy of the signed-in customer, and cancelling it. The policy number is the
  // path's one parameter (not personal data); the server answers only its owner.
  AccountPolicy: {
    path: 'account/policies/:policyNumber',
    title: 'Your policy',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
  AccountCancelPolicy: {
    path: 'account/policies/:policyNumber/cancel',
    title: 'Cancel your policy',
    guards: [],
    entryActions: [],
    header: 'slim',
    unnamedInSpec: true,
  },
};

/** Every page of the table, in the order of §2.1. */
export const PAGES: readonly JourneyPage[] = PAGE_IDS.map((id) => ({ id, ...TABLE[id] }));

/** The table's entry for a page. */
export function journeyPage(id: PageId): JourneyPage {
  return { id, ...TABLE[id] };
}

/** The site root: §2.1 sends it on to your-quote. */
export const ROOT_HREF = '/';

/** The absolute URL of a page, for links and redirects. */
export function pageHref(id: PageId): string {
  return `/${TABLE[id].path}`;
}

/** The page title with {brand} filled in. */
export function pageTitle(id: PageId, brand: string): string {
  return TABLE[id].title.replaceAll('{brand}', brand);
}
