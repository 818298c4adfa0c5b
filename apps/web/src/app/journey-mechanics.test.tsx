import {
  pageHref,
  VALIDITY_PAGES,
  type PageId,
  type ValidityPage,
  PAGE_IDS,
} from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { stubFetch } from '../testing/fake-server';
import { pricedQuote, TEST_RETRIEVAL_KEY } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { AppProvider, createQueryClient } from './provider';
import { createRoutes, journeyPageRoute } from './router';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

function holdPricedQuote(topUp?: { van: { shouldAskPartTimeOccupation: boolean } }) {
  const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
  useJourneyStore.getState().setQuote(topUp ? { ...quote, topUp } : quote, TEST_RETRIEVAL_KEY);
}

const progress = () => screen.getByRole('navigation', { name: 'Your progress' });
const step = (name: string) => within(progress()).getByRole('button', { name });

describe('titles (§2.1)', () => {
  it.each<[PageId, () => void, string, string]>([
    ['VehicleLookup', () => {}, 'Start your quote', 'Start your quote'],
    ['YourQuote', holdPricedQuote, "Here's your van insurance quote", 'Your quote'],
    ['ServiceUnavailable', () => {}, 'Sorry, the service is unavailable', 'Service unavailable'],
    ['SessionExpiry', () => {}, 'Your session has expired', 'Your session has expired'],
  ])(
    "titles %s 'Van insurance | {page title} | {brand}'",
    async (page, arrange, heading, title) => {
      stubFetch();
      arrange();
      renderApp(pageHref(page));

      await screen.findByRole('heading', { level: 1, name: heading });
      expect(document.title).toBe(`Van insurance | ${title} | Acme Motoring`);
    },
  );
});

describe('the stepper in the journey (§2.3)', () => {
  it('shows the five steps on vehicle-lookup with Van current and the later steps disabled', async () => {
    stubFetch();
    renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    expect(step('Van').getAttribute('aria-current')).toBe('step');
    for (const later of ['Driver', 'Cover', 'Quote', 'Pay']) {
      expect(step(later).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('goes back to an earlier step with the Enter key', async () => {
    stubFetch();
    holdPricedQuote();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('YourQuote'));
    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    expect(step('Quote').getAttribute('aria-current')).toBe('step');

    step('Van').focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Start your quote' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup');
    expect(step('Van').getAttribute('aria-current')).toBe('step');
  });

  it('disables a step whose pages cannot be opened yet', async () => {
    stubFetch();
    renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    expect(step('Van').getAttribute('aria-current')).toBe('step');
    expect(step('Driver').getAttribute('aria-disabled')).toBe('true');
    expect(step('Cover').getAttribute('aria-disabled')).toBe('true');
  });

  it.each([['ServiceUnavailable'], ['SessionExpiry']] as const)(
    'shows no stepper on %s, a page of no step',
    async (page) => {
      stubFetch();
      renderApp(pageHref(page));
      await screen.findByRole('heading', { level: 1 });

      expect(screen.queryByRole('navigation', { name: 'Your progress' })).toBeNull();
    },
  );
});

describe('the header (§2.4)', () => {
  it.each([['ServiceUnavailable'], ['SessionExpiry']] as const)(
    'is slim on %s: the brand alone',
    async (page) => {
      stubFetch();
      renderApp(pageHref(page));
      await screen.findByRole('heading', { level: 1 });

      const banner = screen.getByRole('banner');
      expect(within(banner).getByText('Acme Motoring')).toBeTruthy();
      expect(within(banner).queryByText('Van insurance')).toBeNull();
    },
  );

  it('is full on vehicle-lookup: the brand and the service', async () => {
    stubFetch();
    renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    expect(within(screen.getByRole('banner')).getByText('Van insurance')).toBeTruthy();
  });
});

/**
 * The real app's routes plus stand-ins for pages the web does not serve yet, so the table's guards
 * can be seen redirecting through the router's loaders.
 */
function renderWithStandIns(path: string, pages: PageId[]) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const standIns = pages.map((page) =>
    journeyPageRoute(page, queryClient, { Component: () => <h1>Stand-in for {page}</h1> }),
  );
  const root = routes[0];
  if (root?.children) {
    // A stand-in replaces the real page, so the guard is tested apart from the page's content.
    root.children = root.children.filter((route) => !pages.includes(route.id as PageId));
    root.children.splice(1, 0, ...standIns);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

function markValid(pages: readonly ValidityPage[]) {
  useJourneyStore.getState().setPageValidity(pages, true);
}

describe('guards in the router (§2.2, §4.3)', () => {
  it('sends driver-details to your-quote/retrieve when no quote is held', async () => {
    stubFetch();
    const { router } = renderWithStandIns(pageHref('DriverDetails'), ['DriverDetails', 'Retrieve']);

    expect(await screen.findByRole('heading', { name: 'Stand-in for Retrieve' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/your-quote/retrieve');
  });

  it('sends licence-details back to the current page when an earlier page is invalid', async () => {
    stubFetch();
    holdPricedQuote();
    markValid(['VehicleLookup', 'CarDetails', 'CarUsage']);
    useJourneyStore.getState().setCurrentPage('DriverDetails');
    const { router } = renderWithStandIns(pageHref('LicenceDetails'), [
      'DriverDetails',
      'LicenceDetails',
    ]);

    expect(await screen.findByRole('heading', { name: 'Stand-in for DriverDetails' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/driver-details');
  });

  it('opens licence-details when every earlier page is valid, and makes it the current page', async () => {
    stubFetch();
    holdPricedQuote();
    markValid(VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('LicenceDetails')));
    renderWithStandIns(pageHref('LicenceDetails'), ['LicenceDetails']);

    expect(
      await screen.findByRole('heading', { name: 'Stand-in for LicenceDetails' }),
    ).toBeTruthy();
    expect(useJourneyStore.getState().currentPage).toBe('LicenceDetails');
    expect(step('Driver').getAttribute('aria-current')).toBe('step');
  });

  it.each([
    ['asks for it', true, 'Stand-in for PartTimeOccupation', '/your-quote/part-time-occupation'],
    ['does not ask for it', false, "Here's your van insurance quote", '/your-quote'],
  ])(
    'opens part-time-occupation only when the quote %s',
    async (_case, shouldAsk, heading, pathname) => {
      stubFetch();
      holdPricedQuote({ van: { shouldAskPartTimeOccupation: shouldAsk } });
      const { router } = renderWithStandIns(pageHref('PartTimeOccupation'), ['PartTimeOccupation']);

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(router.state.location.pathname).toBe(pathname);
    },
  );

  it('disables every step on part-time-occupation', async () => {
    stubFetch();
    holdPricedQuote({ van: { shouldAskPartTimeOccupation: true } });
    renderWithStandIns(pageHref('PartTimeOccupation'), ['PartTimeOccupation']);
    await screen.findByRole('heading', { name: 'Stand-in for PartTimeOccupation' });

    for (const button of within(progress()).getAllByRole('button')) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('registers every page of the table: each entry action is built', () => {
    for (const page of PAGE_IDS) {
      expect(() =>
        journeyPageRoute(page, createQueryClient(), { Component: () => null }),
      ).not.toThrow();
    }
  });
});

describe('entering sessionExpired (§2.6 entry action)', () => {
  it('resets the quote, the page validity and the current page', async () => {
    stubFetch();
    holdPricedQuote();
    markValid(['VehicleLookup']);
    useJourneyStore.getState().setCurrentPage('YourQuote');
    renderApp(pageHref('SessionExpiry'));

    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    const state = useJourneyStore.getState();
    expect(state.quote).toBeNull();
    expect(state.retrievalKey).toBeNull();
    expect(state.currentPage).toBeNull();
    expect(Object.values(state.pageValidity).some(Boolean)).toBe(false);
  });
});
