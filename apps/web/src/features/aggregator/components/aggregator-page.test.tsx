import { screen, waitFor, within } from '@testing-library/react';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { JOURNEY_STORAGE_KEY, useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch, type FakeResponse } from '../../../testing/fake-server';
import {
  aggregatorQuote,
  TEST_AGGREGATOR_REFERENCE,
  TEST_AGGREGATOR_TOKEN,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = `/aggregator?token=${TEST_AGGREGATOR_TOKEN}`;
const EXPIRED_HEADING = 'Sorry, this link to your quote has expired';

/** A quote service whose token exchange answers `answer`, and everything else as usual. */
const exchangeAnswers = (answer: FakeResponse | (() => Promise<FakeResponse>)) =>
  stubFetch((request) =>
    request.method === 'POST' && request.path === '/v1/aggregator/token'
      ? typeof answer === 'function'
        ? answer()
        : answer
      : defaultHandler(request),
  );

const refusal = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { error: { code, message } },
});

/** The next page is loaded lazily, which can take a while on a busy machine. */
const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

describe('aggregator (§4.4 aggregator entry)', () => {
  it('takes the token out of the address bar at once and says the quote is being prepared', async () => {
    // The exchange never answers, so the page stays as it is while waiting.
    exchangeAnswers(() => new Promise<FakeResponse>(() => {}));
    const { router } = renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing your van insurance quote' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'We are getting the quote you chose on the price comparison website.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/aggregator');
    // Replaced, not pushed: the address with the token is not left in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('exchanges the token, holds the quote as a retrieved one and goes to your-quote, thanking the site by name', async () => {
    const server = stubFetch();
    const { router } = renderApp(PATH);

    await landsOn(router, '/your-quote');
    expect(server.requestsTo('POST', '/v1/aggregator/token').map((r) => r.body)).toEqual([
      { aggToken: TEST_AGGREGATOR_TOKEN },
    ]);
    expect(router.state.location.search).toBe('');
    expect((await screen.findByTestId('aggregator-thanks')).textContent).toBe(
      'Thank you for coming to us from CompareVans.example.',
    );
    expect(screen.getByTestId('quote-reference').textContent).toBe(TEST_AGGREGATOR_REFERENCE);

    const state = useJourneyStore.getState();
    expect(state.quote).toEqual(aggregatorQuote());
    // §4.4: the retrieval key is derived from the quote.
    expect(state.retrievalKey).toEqual({
      webReference: TEST_AGGREGATOR_REFERENCE,
      lastName: 'Okafor',
      dateOfBirth: '1985-03-27',
      postcode: 'LS1 4AP',
    });
    // §4.4: van details confirmed; §4.2: every page up to cover-details valid.
    expect(state.carDetailsConfirmed).toBe(true);
    expect(state.pageValidity).toMatchObject({
      VehicleLookup: true,
      CarDetails: true,
      CarUsage: true,
      DriverDetails: true,
      LicenceDetails: true,
      AdditionalDriverDetails: true,
      CoverDetails: true,
    });
    // The token is not kept anywhere the session is.
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).not.toContain(TEST_AGGREGATOR_TOKEN);
  });

  it('replaces whatever the session held before the arrival', async () => {
    stubFetch();
    useJourneyStore.getState().setWorkingQuote(createDefaultDirectQuote('2025-06-15'));
    useJourneyStore.getState().setTempDriver({ index: -1, answers: { firstName: 'Sam' } });
    useJourneyStore.getState().keepDraft('DriverDetails', { a: 1 });
    const { router } = renderApp(PATH);

    await landsOn(router, '/your-quote');
    expect(useJourneyStore.getState().quote?.policy.webReference).toBe(TEST_AGGREGATOR_REFERENCE);
    expect(useJourneyStore.getState().tempDriver).toBeNull();
    expect(useJourneyStore.getState().drafts.DriverDetails).toBeUndefined();
  });

  it('goes to purchased with the policy number kept in session storage when the quote was bought (§8)', async () => {
    exchangeAnswers(
      refusal(400, 'PolicyAlreadyPurchased', JSON.stringify({ policyNumber: 'VAN0001234' })),
    );
    const { router } = renderApp(PATH);

    await landsOn(router, '/purchased');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have already bought this policy' }),
    ).toBeTruthy();
    expect(screen.getByTestId('policy-number').textContent).toBe('VAN0001234');
    expect(useJourneyStore.getState().policyNumber).toBe('VAN0001234');
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toContain('"policyNumber":"VAN0001234"');
    expect(router.state.location.search).toBe('');
  });

  it('goes to purchased without a number when the service has none yet', async () => {
    exchangeAnswers(refusal(400, 'PolicyAlreadyPurchased', '{"policyNumber":null}'));
    const { router } = renderApp(PATH);

    await landsOn(router, '/purchased');
    await screen.findByRole('heading', { level: 1, name: 'You have already bought this policy' });
    expect(screen.queryByTestId('policy-number')).toBeNull();
    expect(useJourneyStore.getState().policyNumber).toBeNull();
  });

  it('says the link has expired, with ways to retrieve or start a quote, when the token is unknown', async () => {
    exchangeAnswers(refusal(404, 'NotFound', 'This link to your quote has expired.'));
    const { router } = renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: EXPIRED_HEADING })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'retrieve your quote' }).getAttribute('href')).toBe(
      '/your-quote/retrieve',
    );
    expect(screen.getByRole('link', { name: 'start a new quote' }).getAttribute('href')).toBe(
      '/van-details/vehicle-lookup',
    );
    expect(router.state.location.pathname).toBe('/aggregator');
    expect(router.state.location.search).toBe('');
    expect(useJourneyStore.getState().quote).toBeNull();
  });

  it.each([
    ['a refusal that is not JSON', refusal(400, 'BadRequest', 'The request is not valid.')],
    ['a 400 whose JSON has no policyNumber', refusal(400, 'BadRequest', '{"policy":"P1"}')],
  ])('treats %s as a link that cannot be used', async (_case, answer) => {
    exchangeAnswers(answer);
    const { router } = renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: EXPIRED_HEADING })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/aggregator');
  });

  it('says so when the link has been tried too often', async () => {
    exchangeAnswers(refusal(429, 'TooManyRequests', TOO_MANY_REQUESTS_MESSAGE));
    renderApp(PATH);

    expect(await screen.findByText(TOO_MANY_REQUESTS_MESSAGE)).toBeTruthy();
  });

  it('asks nothing of the service when the link has no token', async () => {
    const server = stubFetch();
    renderApp('/aggregator');

    expect(await screen.findByRole('heading', { level: 1, name: EXPIRED_HEADING })).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/aggregator/token')).toHaveLength(0);
  });

  it('goes to service-unavailable when the service fails after its retries (§4.1, §8)', async () => {
    const server = exchangeAnswers({ status: 500 });
    const { router } = renderApp(PATH);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/service-unavailable'), {
      timeout: 5000,
    });
    // §7.1: three retries after the first try.
    expect(server.requestsTo('POST', '/v1/aggregator/token')).toHaveLength(4);
  });
});
