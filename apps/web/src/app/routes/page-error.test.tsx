import { render, screen, within } from '@testing-library/react';
import { pageHref, VALIDITY_PAGES, type PageId } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useJourneyStore } from '../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { AppProvider, createQueryClient } from '../provider';
import { createRoutes, journeyPageRoute } from '../router';

const UNAVAILABLE = 'Sorry, the service is unavailable';
const PROBLEM = 'Sorry, there is a problem with the service';

/** The real app with `page` standing in as a component that fails with `error` as it shows. */
function renderWithFailingPage(page: PageId, error: unknown) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const failing = journeyPageRoute(page, queryClient, {
    Component: () => {
      throw error;
    },
  });
  const root = routes[0];
  if (root?.children) {
    root.children = root.children.filter((route) => route.id !== page);
    root.children.splice(1, 0, failing);
  }
  const router = createMemoryRouter(routes, { initialEntries: [pageHref(page)] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

describe("the journey pages' error route", () => {
  it('sends a page whose entry action fails after its retries (cover-details’ lists, 503) to service-unavailable, keeping the answers', async () => {
    const server = stubFetch((request) =>
      request.path.startsWith('/v1/metadata/')
        ? { status: 503, body: { error: { code: 'ServiceUnavailable', message: 'Down' } } }
        : defaultHandler(request),
    );
    const quote = createDefaultDirectQuote('2025-06-15');
    useJourneyStore.getState().setWorkingQuote(quote);
    useJourneyStore
      .getState()
      .setPageValidity(VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('CoverDetails')), true);
    const { router } = renderApp(pageHref('CoverDetails'));

    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service-unavailable');
    // §7.1: each list was tried, then retried three times.
    expect(
      server.requests.filter((request) => request.path.startsWith('/v1/metadata/')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(useJourneyStore.getState().quote).toEqual(quote);
  });

  it('sends a page whose lists fail while it shows (a 503) to service-unavailable', async () => {
    stubFetch();
    const { router } = renderWithFailingPage(
      'CarUsage',
      new ApiError(503, 'ServiceUnavailable', 'Down'),
    );

    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service-unavailable');
  });

  it('says a fault of ours plainly on the page, under the brand', async () => {
    stubFetch();
    const { router } = renderWithFailingPage('CarUsage', new Error('A fault in the page'));

    expect(await screen.findByRole('heading', { level: 1, name: PROBLEM })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/van-details/using-the-van');
    expect(within(screen.getByRole('banner')).getByText('Acme Motoring')).toBeTruthy();
  });
});

describe("the outcome pages' error route", () => {
  it('says plainly that service-unavailable itself failed, rather than sending the customer round again', async () => {
    stubFetch();
    const { router } = renderWithFailingPage(
      'ServiceUnavailable',
      new ApiError(503, 'ServiceUnavailable', 'Down'),
    );

    expect(await screen.findByRole('heading', { level: 1, name: PROBLEM })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service-unavailable');
  });
});
