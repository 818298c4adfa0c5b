import { act, screen, waitFor } from '@testing-library/react';
import { pageHref, type PageId } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { stubFetch } from '../testing/fake-server';
import { pricedQuote, TEST_RETRIEVAL_KEY } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { closedByDecline } from './enter-page';

// Decision 050 (issue 17 item 7): a declined quote never shows a quote page, whichever way in.

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;
const NO_QUOTE_HEADING = "Sorry, we can't offer you a quote online";

function holdDeclinedQuote() {
  useJourneyStore
    .getState()
    .setQuote(pricedQuote(risk, { noAvailableProducts: true }), TEST_RETRIEVAL_KEY);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

describe('a declined quote', () => {
  it.each<PageId>(['YourQuote', 'CheckYourDetails', 'CoverDetails', 'Payment'])(
    'sends %s, typed or linked, to no-quote',
    async (page) => {
      stubFetch();
      holdDeclinedQuote();
      const { router } = renderApp(pageHref(page));

      expect(await screen.findByRole('heading', { level: 1, name: NO_QUOTE_HEADING })).toBeTruthy();
      expect(router.state.location.pathname).toBe(pageHref('NoQuote'));
    },
  );

  it('keeps the customer on no-quote when they press Back to your-quote', async () => {
    stubFetch();
    useJourneyStore.getState().setQuote(pricedQuote(risk), TEST_RETRIEVAL_KEY);
    const { router } = renderApp(pageHref('YourQuote'));
    await screen.findByTestId('quote-reference');

    // A re-price answered as declined: the quote is stored and the journey goes to no-quote.
    holdDeclinedQuote();
    await act(() => router.navigate(pageHref('NoQuote')));
    await screen.findByRole('heading', { level: 1, name: NO_QUOTE_HEADING });
    await act(() => router.navigate(-1));

    await waitFor(() => expect(router.state.location.pathname).toBe(pageHref('NoQuote')));
    expect(screen.queryByTestId('quote-reference')).toBeNull();
  });

  it('leaves retrieve open, to retrieve another quote; a quote that is not declined opens all', () => {
    const declined = pricedQuote(risk, { noAvailableProducts: true });
    expect(closedByDecline('Retrieve', declined)).toBe(false);
    expect(closedByDecline('NoQuote', declined)).toBe(false);
    expect(closedByDecline('YourQuote', declined)).toBe(true);
    expect(closedByDecline('YourQuote', pricedQuote(risk))).toBe(false);
    expect(closedByDecline('YourQuote', null)).toBe(false);
  });
});
