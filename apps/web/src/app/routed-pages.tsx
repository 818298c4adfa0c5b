import type { PageId } from '@van/domain/journey';
import type { RouteObject } from 'react-router';
import { VehicleLookupRoute } from './routes/vehicle-lookup';

/** How a page's component is loaded: at once, or when first visited. */
export type PageComponent = Pick<RouteObject, 'Component' | 'lazy'>;

/**
 * The pages of the journey table (@van/domain pages.ts) the web serves today; the router registers
 * these and no others, so any other path of the table falls to the unknown-path rule (§2.1).
 * vehicle-lookup is the first page a new visitor sees, so it is in the first bundle; the rest are
 * loaded when first opened.
 */
export const ROUTED_PAGES = {
  VehicleLookup: { Component: VehicleLookupRoute },
  CarDetails: {
    lazy: async () => ({ Component: (await import('./routes/car-details')).CarDetailsRoute }),
  },
  CarUsage: {
    lazy: async () => ({ Component: (await import('./routes/car-usage')).CarUsageRoute }),
  },
  DriverDetails: {
    lazy: async () => ({
      Component: (await import('./routes/driver-details')).DriverDetailsRoute,
    }),
  },
  LicenceDetails: {
    lazy: async () => ({
      Component: (await import('./routes/licence-details')).LicenceDetailsRoute,
    }),
  },
  'DriverDetails/AdditionalDriverDetails': {
    lazy: async () => ({
      Component: (await import('./routes/additional-driver-details')).AdditionalDriverDetailsRoute,
    }),
  },
  'AdditionalDriverDetails/LicenceDetails': {
    lazy: async () => ({
      Component: (await import('./routes/additional-driver-licence')).AdditionalDriverLicenceRoute,
    }),
  },
  CoverDetails: {
    lazy: async () => ({
      Component: (await import('./routes/cover-details')).CoverDetailsRoute,
    }),
  },
  Retrieve: {
    lazy: async () => ({ Component: (await import('./routes/retrieve')).RetrieveRoute }),
  },
  Aggregator: {
    lazy: async () => ({ Component: (await import('./routes/aggregator')).AggregatorRoute }),
  },
  CheckYourDetails: {
    lazy: async () => ({
      Component: (await import('./routes/check-your-details')).CheckYourDetailsRoute,
    }),
  },
  PartTimeOccupation: {
    lazy: async () => ({
      Component: (await import('./routes/part-time-occupation')).PartTimeOccupationRoute,
    }),
  },
  AddRegNumber: {
    lazy: async () => ({
      Component: (await import('./routes/add-registration-number')).AddRegNumberRoute,
    }),
  },
  Payment: {
    lazy: async () => ({ Component: (await import('./routes/payment')).PaymentRoute }),
  },
  Confirmation: {
    lazy: async () => ({ Component: (await import('./routes/confirmation')).ConfirmationRoute }),
  },
  PaymentFailure: {
    lazy: async () => ({
      Component: (await import('./routes/payment-failure')).PaymentFailureRoute,
    }),
  },
  PaymentError: {
    lazy: async () => ({ Component: (await import('./routes/payment-error')).PaymentErrorRoute }),
  },
  PolicyWrapUpError: {
    lazy: async () => ({
      Component: (await import('./routes/policy-wrap-up-error')).PolicyWrapUpErrorRoute,
    }),
  },
  Purchased: {
    lazy: async () => ({ Component: (await import('./routes/purchased')).PurchasedRoute }),
  },
  RegNumberError: {
    lazy: async () => ({
      Component: (await import('./routes/registration-number-error')).RegNumberErrorRoute,
    }),
  },
  YourQuote: {
    lazy: async () => ({ Component: (await import('./routes/your-quote')).YourQuoteRoute }),
  },
  ServiceUnavailable: {
    lazy: async () => ({
      Component: (await import('./routes/service-unavailable')).ServiceUnavailableRoute,
    }),
  },
  NoQuote: {
    lazy: async () => ({ Component: (await import('./routes/no-quote')).NoQuoteRoute }),
  },
  CallUsToComplete: {
    lazy: async () => ({
      Component: (await import('./routes/call-us-to-complete')).CallUsToCompleteRoute,
    }),
  },
  SessionExpiry: {
    lazy: async () => ({
      Component: (await import('./routes/session-expired')).SessionExpiredRoute,
    }),
  },
} as const satisfies Partial<Record<PageId, PageComponent>>;

/** §6: the dev menu, registered only outside production (router.tsx). */
export const DEV_MENU_PAGE: PageComponent = {
  lazy: async () => ({ Component: (await import('./routes/dev-menu')).DevMenuRoute }),
};

/** Whether the web serves `page` yet (the stepper disables steps leading to pages it does not). */
export function isRouted(page: PageId): boolean {
  return page in ROUTED_PAGES;
}
