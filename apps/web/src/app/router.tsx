import type { QueryClient } from '@tanstack/react-query';
import { journeyPage, pageHref, type PageId } from '@van/domain/journey';
import {
  createBrowserRouter,
  matchPath,
  Navigate,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { publicConfigQueryOptions } from '../lib/public-config';
import { journeyRestored } from '../stores/journey-store';
import { assertEntryActionsBuilt, enterPage, redirectTarget } from './enter-page';
import { JourneyLayout, type PageHandle } from './layouts/journey-layout';
import { DEV_MENU_PAGE, isOutcomePage, ROUTED_PAGES, type PageComponent } from './routed-pages';
import { OutcomeErrorRoute, PageErrorRoute } from './routes/page-error';
import { RootErrorRoute } from './routes/root-error';

const ROOT_ROUTE_ID = 'root';

/**
 * §2.1: '' and any unknown path go to your-quote. The loader redirects before anything renders,
 * straight on to where your-quote's own guards send the customer when it cannot open (no quote
 * yet: vehicle-lookup), so a first visit does not fetch your-quote's code only to leave it. The
 * component is what React Router renders for the matched leaf on first load meanwhile.
 */
function toYourQuote(queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: async () => redirect(await redirectTarget('YourQuote', queryClient)),
    Component: () => <Navigate to={pageHref('YourQuote')} replace />,
  };
}

/**
 * A page of the journey table as a route: its path, its handle, its guards and entry actions as
 * the loader, and the error route of its group (routed-pages.tsx): a journey page's failures go
 * where pageForError sends them, an outcome page's are said where it is.
 */
export function journeyPageRoute(
  page: PageId,
  queryClient: QueryClient,
  component: PageComponent,
): RouteObject {
  assertEntryActionsBuilt(page);
  return {
    id: page,
    path: journeyPage(page).path,
    handle: { page } satisfies PageHandle,
    loader: ({ request }) => enterPage(page, queryClient, request),
    ErrorBoundary: isOutcomePage(page) ? OutcomeErrorRoute : PageErrorRoute,
    ...component,
  };
}

/**
 * The route table. Exported apart from the browser router so tests can mount the same routes in a
 * memory router.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = Object.entries(ROUTED_PAGES) as Array<[PageId, PageComponent]>;
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      // Every page shows the brand, so the public config is in the cache before any page renders;
      // ensureQueryData fetches it on the first navigation only. The layout reads the working
      // state, so what the session kept is back in the store first.
      loader: async () => {
        await Promise.all([
          queryClient.ensureQueryData(publicConfigQueryOptions),
          journeyRestored(),
        ]);
        return null;
      },
      Component: JourneyLayout,
      // Without the config there is no brand or number to show: a plain page of its own.
      ErrorBoundary: RootErrorRoute,
      // Shown until the config has arrived on first load; the page is blank for that moment.
      HydrateFallback: () => null,
      children: [
        { index: true, ...toYourQuote(queryClient) },
        ...pages.map(([page, component]) => journeyPageRoute(page, queryClient, component)),
        { path: '*', ...toYourQuote(queryClient) },
      ],
    },
  ];
}

/**
 * §2.1 / §6: the dev menu is registered only when the public config says this is not production.
 * The config arrives after the router is made, so the route is added on the first navigation to
 * its path (React Router's route discovery); in production the path stays unknown and goes to
 * your-quote like any other. If the config cannot be had, the menu stays unregistered.
 */
export function discoverDevMenu(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (matchPath(pageHref('DevMenu'), path) === null) return;
    const config = await queryClient.ensureQueryData(publicConfigQueryOptions).catch(() => null);
    if (config?.isProduction === false) {
      patch(ROOT_ROUTE_ID, [journeyPageRoute('DevMenu', queryClient, DEV_MENU_PAGE)]);
    }
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), {
    patchRoutesOnNavigation: discoverDevMenu(queryClient),
  });
}
