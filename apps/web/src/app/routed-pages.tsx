import type { PageId } from '@van/domain/journey';
import type { RouteObject } from 'react-router';
import { VehicleLookupPage } from '../features/vehicle-lookup/components/vehicle-lookup-page';

/** How a page's component is loaded: at once, or when first visited. */
export type PageComponent = Pick<RouteObject, 'Component' | 'lazy'>;

// Each page's component comes straight from its feature. A page other than the first is its own
// chunk, fetched when first opened (decision 025): `lazy` with a dynamic import per page.

/**
 * The pages of the journey: its questions, the quote, and buying it. A failure while one opens
 * or shows goes where pageForError sends it (router.tsx).
 * vehicle-lookup is the first page a new visitor sees, so it is in the first bundle.
 */
export const JOURNEY_PAGES = {
  VehicleLookup: { Component: VehicleLookupPage },
  CarDetails: {
    lazy: async () => ({
      Component: (await import('../features/car-details/components/car-details-page'))
        .CarDetailsPage,
    }),
  },
  CarUsage: {
    lazy: async () => ({
      Component: (await import('../features/car-usage/components/car-usage-page')).CarUsagePage,
    }),
  },
  DriverDetails: {
    lazy: async () => ({
      Component: (await import('../features/driver-details/components/driver-details-page'))
        .DriverDetailsPage,
    }),
  },
  LicenceDetails: {
    lazy: async () => ({
      Component: (await import('../features/licence-details/components/licence-details-page'))
        .LicenceDetailsPage,
    }),
  },
  'DriverDetails/AdditionalDriverDetails': {
    lazy: async () => ({
      Component: (
        await import('../features/additional-driver/components/additional-driver-details-page')
      ).AdditionalDriverDetailsPage,
    }),
  },
  'AdditionalDriverDetails/LicenceDetails': {
    lazy: async () => ({
      Component: (
        await import('../features/additional-driver/components/additional-driver-licence-page')
      ).AdditionalDriverLicencePage,
    }),
  },
  CoverDetails: {
    lazy: async () => ({
      Component: (await import('../features/cover-details/components/cover-details-page'))
        .CoverDetailsPage,
    }),
  },
  Retrieve: {
    lazy: async () => ({
      Component: (await import('../features/retrieve/components/retrieve-page')).RetrievePage,
    }),
  },
  Aggregator: {
    lazy: async () => ({
      Component: (await import('../features/aggregator/components/aggregator-page')).AggregatorPage,
    }),
  },
  CheckYourDetails: {
    lazy: async () => ({
      Component: (await import('../features/check-your-details/components/check-your-details-page'))
        .CheckYourDetailsPage,
    }),
  },
  PartTimeOccupation: {
    lazy: async () => ({
      Component: (
        await import('../features/part-time-occupation/components/part-time-occupation-page')
      ).PartTimeOccupationPage,
    }),
  },
  AddRegNumber: {
    lazy: async () => ({
      Component: (
        await import('../features/add-registration-number/components/add-reg-number-page')
      ).AddRegNumberPage,
    }),
  },
  RegNumberError: {
    lazy: async () => ({
      Component: (await import('../features/vehicle-lookup/components/reg-number-error-page'))
        .RegNumberErrorPage,
    }),
  },
  YourQuote: {
    lazy: async () => ({ Component: (await import('./routes/your-quote')).YourQuoteRoute }),
  },
  Payment: {
    lazy: async () => ({
      Component: (await import('../features/payment/components/payment-page')).PaymentPage,
    }),
  },
  Confirmation: {
    lazy: async () => ({
      Component: (await import('../features/confirmation/components/confirmation-page'))
        .ConfirmationPage,
    }),
  },
  SessionExpiry: {
    lazy: async () => ({
      Component: (await import('../features/session/components/session-expired')).SessionExpired,
    }),
  },
} as const satisfies Partial<Record<PageId, PageComponent>>;

/**
 * The pages where the journey ends or is interrupted (features/outcomes), where failures are sent:
 * one that fails itself says so plainly where it is rather than sending the customer on, which
 * could go round and round (service-unavailable failing to service-unavailable).
 */
export const OUTCOME_PAGES = {
  NoQuote: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/no-quote-page')).NoQuotePage,
    }),
  },
  CallUsToComplete: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/call-us-to-complete-page'))
        .CallUsToCompletePage,
    }),
  },
  PaymentFailure: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/payment-failure-page'))
        .PaymentFailurePage,
    }),
  },
  PaymentError: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/payment-error-page'))
        .PaymentErrorPage,
    }),
  },
  PolicyWrapUpError: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/policy-wrap-up-error-page'))
        .PolicyWrapUpErrorPage,
    }),
  },
  Purchased: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/purchased-page')).PurchasedPage,
    }),
  },
  ServiceUnavailable: {
    lazy: async () => ({
      Component: (await import('../features/outcomes/components/service-unavailable-page'))
        .ServiceUnavailablePage,
    }),
  },
} as const satisfies Partial<Record<PageId, PageComponent>>;

/**
 * The firm's legal pages, linked from every page's footer (decision 041): they need no quote, and
 * one that fails says so where it is, as an outcome page does.
 */
export const LEGAL_PAGES = {
  PrivacyNotice: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/privacy-notice-page'))
        .PrivacyNoticePage,
    }),
  },
  CookieNotice: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/cookie-notice-page')).CookieNoticePage,
    }),
  },
  TermsOfBusiness: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/terms-of-business-page'))
        .TermsOfBusinessPage,
    }),
  },
  Complaints: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/complaints-page')).ComplaintsPage,
    }),
  },
  FscsProtection: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/fscs-protection-page'))
        .FscsProtectionPage,
    }),
  },
  Accessibility: {
    lazy: async () => ({
      Component: (await import('../features/legal/components/accessibility-page'))
        .AccessibilityPage,
    }),
  },
} as const satisfies Partial<Record<PageId, PageComponent>>;

/**
 * The customer's account after the sale (decisions 060, 062; issue 21): signing in by an e-mailed
 * code, the account, one policy, and cancelling it. Outside the quote journey: one that fails says so where it is, as a legal page does.
 */
export const ACCOUNT_PAGES = {
  AccountSignIn: {
    lazy: async () => ({
      Component: (await import('../features/account/components/sign-in-page')).SignInPage,
    }),
  },
  AccountSignInCode: {
    lazy: async () => ({
      Component: (await import('../features/account/components/sign-in-code-page')).SignInCodePage,
    }),
  },
  Account: {
    lazy: async () => ({
      Component: (await import('../features/account/components/account-page')).AccountPage,
    }),
  },
  AccountPolicy: {
    lazy: async () => ({
      Component: (await import('../features/account/components/policy-page')).PolicyPage,
    }),
  },
  AccountCancelPolicy: {
    lazy: async () => ({
      Component: (await import('../features/account/components/cancel-policy-page'))
        .CancelPolicyPage,
    }),
  },
} as const satisfies Partial<Record<PageId, PageComponent>>;

/**
 * Decision 067: the account pages that show the signed-in account. Each runs the account's own
 * idle time-out (AccountTimeoutWatch), so the journey's session timer (§4.9) does not run there;
 * the sign-in pages show nothing of the account and keep the journey's, as the legal pages do.
 */
export const SIGNED_IN_ACCOUNT_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'Account',
  'AccountPolicy',
  'AccountCancelPolicy',
]);

/**
 * The pages of the journey table (@van/domain pages.ts) the web serves today; the router registers
 * these and no others, so any other path of the table falls to the unknown-path rule (§2.1).
 */
export const ROUTED_PAGES = {
  ...JOURNEY_PAGES,
  ...OUTCOME_PAGES,
  ...LEGAL_PAGES,
  ...ACCOUNT_PAGES,
} as const satisfies Partial<Record<PageId, PageComponent>>;

/** Whether `page` is one of OUTCOME_PAGES (or a legal or account page, whose failures are said alike). */
export function isOutcomePage(page: PageId): boolean {
  return page in OUTCOME_PAGES || page in LEGAL_PAGES || page in ACCOUNT_PAGES;
}

/** §6: the dev menu, registered only outside production (router.tsx). */
export const DEV_MENU_PAGE: PageComponent = {
  lazy: async () => ({ Component: (await import('./routes/dev-menu')).DevMenuRoute }),
};

/** Whether the web serves `page` yet (the stepper disables steps leading to pages it does not). */
export function isRouted(page: PageId): boolean {
  return page in ROUTED_PAGES;
}
