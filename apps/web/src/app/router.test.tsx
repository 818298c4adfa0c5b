import { pageHref } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { pricedQuote, TEST_RETRIEVAL_KEY, TEST_WEB_REFERENCE } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

function holdPricedQuote() {
  const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
  useJourneyStore.getState().setQuote(quote, TEST_RETRIEVAL_KEY);
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
      expect(router.state.location.pathname).toBe(pageHref('VehicleLookup'));
    },
  );

  it('sends an unknown path to your-quote when a quote is held (§2.1)', async () => {
    stubFetch();
    holdPricedQuote();
    const { router } = renderApp('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(pageHref('YourQuote'));
  });

  it('shows the held quote on your-quote after a reload', async () => {
    stubFetch();
    holdPricedQuote();
    renderApp(pageHref('YourQuote'));

    expect((await screen.findByTestId('quote-reference')).textContent).toBe(TEST_WEB_REFERENCE);
  });

  it('stops showing the quote at once when it is cleared while your-quote is open', async () => {
    stubFetch();
    holdPricedQuote();
    renderApp(pageHref('YourQuote'));
    await screen.findByTestId('quote-reference');

    // Only the session's end clears the quote, and it navigates to sessionExpired itself
    // (session-expiry.test.tsx); your-quote must not race it with a redirect of its own.
    act(() => useJourneyStore.getState().reset());

    expect(screen.queryByTestId('quote-reference')).toBeNull();
    expect(screen.queryByText(TEST_WEB_REFERENCE)).toBeNull();
  });
});

describe('journey layout', () => {
  it("titles the page 'Van insurance | {page title} | {brand}' (§2.1)", async () => {
    stubFetch();
    renderApp(pageHref('VehicleLookup'));

    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    expect(document.title).toBe('Van insurance | Start your quote | Acme Motoring');
  });

  it('offers a skip link to the main content as the first thing to tab to', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('main');

    await user.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('shows the brand in the header and the broker’s copyright line in the footer', async () => {
    stubFetch();
    renderApp(pageHref('VehicleLookup'));

    expect(within(await screen.findByRole('banner')).getByText('Acme Motoring')).toBeTruthy();
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2025 Acme Insurance Services Limited'),
    ).toBeTruthy();
  });

  it('scrolls to the top on every navigation (§2.1)', async () => {
    stubFetch();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    scrollTo.mockClear();

    await router.navigate(pageHref('ServiceUnavailable'));

    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('fetches the public config once, however many pages are visited', async () => {
    const server = stubFetch();
    const { router } = renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    await router.navigate(pageHref('ServiceUnavailable'));
    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    await router.navigate(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    expect(server.requestsTo('GET', '/v1/config')).toHaveLength(1);
  });

  it('shows a plain problem page when the config cannot be loaded, after retrying', async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/config' ? { status: 503 } : defaultHandler(request),
    );
    renderApp(pageHref('VehicleLookup'));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, there is a problem with the service',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('GET', '/v1/config')).toHaveLength(4));
  });
});
