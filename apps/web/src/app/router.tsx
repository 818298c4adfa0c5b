import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { publicConfigQueryOptions } from '../lib/public-config';
import { JourneyLayout, type PageHandle } from './layouts/journey-layout';
import { RootErrorRoute } from './routes/root-error';
import { ServiceUnavailableRoute } from './routes/service-unavailable';
import { VehicleLookupRoute } from './routes/vehicle-lookup';
import { YourQuoteRoute, yourQuoteLoader } from './routes/your-quote';

function handle(title: string): PageHandle {
  return { title };
}

/**
 * §2.1: '' and any unknown path go to your-quote. The loader redirects before anything renders;
 * the component is what React Router renders for the matched leaf on first load meanwhile.
 */
const toYourQuote: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: () => redirect(paths.yourQuote.href),
  Component: () => <Navigate to={paths.yourQuote.href} replace />,
};

/**
 * The route table. Exported apart from the browser router so tests can mount the same routes in a
 * memory router.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      // Every page shows the brand, so the public config is in the cache before any page renders;
      // ensureQueryData fetches it on the first navigation only.
      loader: async () => {
        await queryClient.ensureQueryData(publicConfigQueryOptions);
        return null;
      },
      Component: JourneyLayout,
      ErrorBoundary: RootErrorRoute,
      // Shown until the config has arrived on first load; the page is blank for that moment.
      HydrateFallback: () => null,
      children: [
        { index: true, ...toYourQuote },
        {
          path: paths.vehicleLookup.path,
          handle: handle(paths.vehicleLookup.title),
          Component: VehicleLookupRoute,
        },
        {
          path: paths.yourQuote.path,
          handle: handle(paths.yourQuote.title),
          loader: yourQuoteLoader,
          Component: YourQuoteRoute,
        },
        {
          path: paths.serviceUnavailable.path,
          handle: handle(paths.serviceUnavailable.title),
          Component: ServiceUnavailableRoute,
        },
        { path: '*', ...toYourQuote },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
