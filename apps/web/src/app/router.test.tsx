import { createDefaultDirectQuote } from '@van/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { useJourneyStore } from '../stores/journey-store';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { pricedQuote, TEST_WEB_REFERENCE } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

function holdPricedQuote() {
  const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
  useJourneyStore.getState().setQuote(quote, {
    webReference: TEST_WEB_REFERENCE,
    postcode: 'SW1A 1AA',
    dateOfBirth: '1985-03-27',
    lastName: 'Okafor',
  });
}

describe('routes', () => {
  it.each([['/'], ['/no-such-page'], ['/van-details/unknown/deeper']])(
    'sends %s to your-quote, which starts a quote when none is held',
    async (path) => {
      stubFetch();
      const { router } = renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Start your quote' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe(paths.vehicleLookup.href);
    },
  );

  it('sends an unknown path to your-quote when a quote is held (§2.1)', async () => {
    stubFetch();
    holdPricedQuote();
    const { router } = renderApp('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.yourQuote.href);
  });

  it('shows the held quote on your-quote after a reload', async () => {
    stubFetch();
    holdPricedQuote();
    renderApp(paths.yourQuote.href);

    expect((await screen.findByTestId('quote-reference')).textContent).toBe(TEST_WEB_REFERENCE);
  });

  it('leaves your-quote for the start when the quote is cleared while it is open', async () => {
    stubFetch();
    holdPricedQuote();
    const { router } = renderApp(paths.yourQuote.href);
    await screen.findByTestId('quote-reference');

    useJourneyStore.getState().reset();

    expect(await screen.findByRole('heading', { level: 1, name: 'Start your quote' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.vehicleLookup.href);
  });
});

describe('journey layout', () => {
  it("titles the page 'Van insurance | {page title} | {brand}' (§2.1)", async () => {
    stubFetch();
    renderApp(paths.vehicleLookup.href);

    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    expect(document.title).toBe('Van insurance | Start your quote | Acme Motoring');
  });

  it('offers a skip link to the main content as the first thing to tab to', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(paths.vehicleLookup.href);
    await screen.findByRole('main');

    await user.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('shows the brand in the header and the broker’s copyright line in the footer', async () => {
    stubFetch();
    renderApp(paths.vehicleLookup.href);

    expect(within(await screen.findByRole('banner')).getByText('Acme Motoring')).toBeTruthy();
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2025 Acme Insurance Services Limited'),
    ).toBeTruthy();
  });

  it('scrolls to the top on every navigation (§2.1)', async () => {
    stubFetch();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp(paths.vehicleLookup.href);
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    scrollTo.mockClear();

    await router.navigate(paths.serviceUnavailable.href);

    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('fetches the public config once, however many pages are visited', async () => {
    const server = stubFetch();
    const { router } = renderApp(paths.vehicleLookup.href);
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    await router.navigate(paths.serviceUnavailable.href);
    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    await router.navigate(paths.vehicleLookup.href);
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    expect(server.requestsTo('GET', '/v1/config')).toHaveLength(1);
  });

  it('shows a plain problem page when the config cannot be loaded, after retrying', async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/config' ? { status: 503 } : defaultHandler(request),
    );
    renderApp(paths.vehicleLookup.href);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, there is a problem with the service',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('GET', '/v1/config')).toHaveLength(4));
  });
});
