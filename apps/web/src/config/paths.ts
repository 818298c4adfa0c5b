/**
 * The pages this version of the journey serves: path (as spelt in spec §2.1), route name and the page
 * title used in document.title. Nothing else in the web spells a path.
 *
 * Temporary home: a later issue moves the journey table into @van/domain (journey/pages.ts) so that
 * guards and the stepper can be pure functions over it.
 */
export interface JourneyPage {
  /** Route path relative to the root route, as in spec §2.1. */
  readonly path: string;
  /** Absolute URL to navigate to. */
  readonly href: string;
  readonly routeName: string;
  /** Middle part of 'Van insurance | {title} | {brand}'. */
  readonly title: string;
}

function page(path: string, routeName: string, title: string): JourneyPage {
  return { path, href: `/${path}`, routeName, title };
}

export const paths = {
  vehicleLookup: page('van-details/vehicle-lookup', 'VehicleLookup', 'Start your quote'),
  // §2.1 gives your-quote no title of its own (or 'Hello {name}'); 'Your quote' keeps the browser
  // title meaningful until the greeting is built.
  yourQuote: page('your-quote', 'YourQuote', 'Your quote'),
  serviceUnavailable: page('service-unavailable', 'ServiceUnavailable', 'Service unavailable'),
} as const satisfies Record<string, JourneyPage>;
