import { pageHref } from '@van/domain/journey';
import type { Quote } from '@van/domain/quote';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { fixTodayForEachTest, holdPricedQuote } from '../testing/check-your-details-test-kit';
import { stubFetch } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';

// Decision 051: an answer changed since the price (saved during a change from check-your-details,
// then Back or a typed address) is priced before any price is shown as one to buy.

fixTodayForEachTest();

const COVER_DETAILS_HEADING = 'Cover details';

/** `held` with the voluntary excess answered otherwise, saved and not priced yet. */
function excessChanged(held: Quote): Quote {
  const risk = held.policy.eventCurrent.risk;
  return {
    ...held,
    policy: {
      ...held.policy,
      eventCurrent: {
        ...held.policy.eventCurrent,
        risk: { ...risk, volXS: (risk.volXS ?? 0) + 250 },
      },
    },
  };
}

/** A priced quote whose answer was then changed from check-your-details and saved. */
function holdChangeSavedNotPriced() {
  const quote = holdPricedQuote();
  const journey = useJourneyStore.getState();
  journey.setReturnTo('CheckYourDetails');
  journey.setWorkingQuote(excessChanged(quote));
}

describe('an answer changed since the price (decision 051)', () => {
  it('opens your-quote on the price while the answers are the ones priced', async () => {
    stubFetch();
    holdPricedQuote();
    const { router } = renderApp(pageHref('YourQuote'));

    await screen.findByTestId('quote-reference');
    expect(router.state.location.pathname).toBe(pageHref('YourQuote'));
  });

  it('sends a typed your-quote to cover-details to be priced, never showing the old price', async () => {
    stubFetch();
    holdChangeSavedNotPriced();
    const { router } = renderApp(pageHref('YourQuote'));

    await screen.findByRole('heading', { level: 1, name: COVER_DETAILS_HEADING });
    expect(router.state.location.pathname).toBe(pageHref('CoverDetails'));
    expect(screen.queryByTestId('quote-reference')).toBeNull();
  });

  it('sends Back to your-quote to cover-details too', async () => {
    stubFetch();
    holdPricedQuote();
    const { router } = renderApp(pageHref('YourQuote'));
    await screen.findByTestId('quote-reference');
    await act(() => router.navigate(pageHref('CheckYourDetails')));
    await screen.findByRole('heading', { level: 1, name: 'Check your insurance details' });

    holdChangeSavedNotPriced();
    await act(() => router.navigate(-1));

    await waitFor(() => expect(router.state.location.pathname).toBe(pageHref('CoverDetails')));
    expect(screen.queryByTestId('quote-reference')).toBeNull();
  });

  it('offers a new price, not Continue, on check-your-details even when cover-details is still marked done', async () => {
    stubFetch();
    holdPricedQuote();
    // A change saved outside a change from the summary leaves cover-details marked done.
    useJourneyStore.getState().setWorkingQuote(excessChanged(useJourneyStore.getState().quote!));
    expect(useJourneyStore.getState().pageValidity.CoverDetails).toBe(true);

    renderApp(pageHref('CheckYourDetails'));

    expect(await screen.findByRole('button', { name: 'Get my new price' })).toBeTruthy();
    expect(
      screen.getByText('You have changed your answers since we worked out your price.'),
    ).toBeTruthy();
  });
});
