import { screen, waitFor, within } from '@testing-library/react';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { JOURNEY_STORAGE_KEY, useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch, type FakeResponse } from '../../../testing/fake-server';
import {
  aggregatorQuote,
  partialAggregatorQuote,
  TEST_AGGREGATOR_REFERENCE,
  TEST_AGGREGATOR_TOKEN,
} from '../../../testing/fixtures';
import { repricingHandler } from '../../../testing/quote-test-kit';
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
      lastName: "O'Neill",
      dateOfBirth: '1980-05-17',
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

  describe('an arrival the site did not ask everything of (decision 058)', () => {
    const SITE = 'CompareVans.example';

    it('shows what the site sent, in words, and the five things it did not ask, with no price', async () => {
      exchangeAnswers({ status: 200, body: partialAggregatorQuote() });
      const { router } = renderApp(PATH);

      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: `Thank you for coming to us from ${SITE}`,
        }),
      ).toBeTruthy();
      const unanswered = screen.getByRole('region', { name: `${SITE} did not ask us 5 things` });
      expect(within(unanswered).getByText('Answer them to see your price.')).toBeTruthy();
      expect(
        within(unanswered)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        "Who is the van's registered keeper",
        'Your e-mail address',
        'Your phone number',
        'Whether you have had any motoring convictions in the last 5 years',
        'Whether you have had any claims in the last 5 years',
      ]);
      // The answers it did send, as check-your-details writes them.
      const you = await screen.findByRole('region', { name: 'You' });
      expect(within(you).getByText("Mr Sam O'Neill")).toBeTruthy();
      // No price, and no way to one: the page stays here.
      expect(screen.queryByTestId('quote-reference')).toBeNull();
      expect(screen.queryByTestId('chosen-product')).toBeNull();
      expect(router.state.location.pathname).toBe('/aggregator');
      // §4.3: the pages holding what is missing, and cover-details, are not complete.
      expect(useJourneyStore.getState().pageValidity).toMatchObject({
        VehicleLookup: true,
        CarDetails: true,
        CarUsage: false,
        DriverDetails: false,
        LicenceDetails: false,
        AdditionalDriverDetails: true,
        CoverDetails: false,
      });
    });

    it('offers a Change link on each answer whose page can open now, and leads to the first unanswered page', async () => {
      exchangeAnswers({ status: 200, body: partialAggregatorQuote() });
      const { router } = renderApp(PATH);

      const van = await screen.findByRole('region', { name: 'The van' });
      expect(within(van).getByRole('link', { name: 'Change registration' })).toBeTruthy();
      // Cover comes after pages still unanswered (§4.3): changed once they are.
      const cover = screen.getByRole('region', { name: 'Your cover' });
      expect(within(cover).queryByRole('link')).toBeNull();

      screen.getByRole('link', { name: 'Answer the questions' }).click();
      await landsOn(router, '/van-details/using-the-van');
      // Decision 023's change: priced on cover-details, then shown on your-quote.
      expect(useJourneyStore.getState().returnTo).toBe('YourQuote');
    });

    it('does not open your-quote by a typed address: the first unanswered page opens instead', async () => {
      exchangeAnswers({ status: 200, body: partialAggregatorQuote() });
      const { router } = renderApp(PATH);
      await screen.findByRole('region', { name: `${SITE} did not ask us 5 things` });

      await router.navigate('/your-quote');
      await landsOn(router, '/van-details/using-the-van');
    });

    it('shows the summary again when the page is opened again without the token', async () => {
      exchangeAnswers({ status: 200, body: partialAggregatorQuote() });
      const { router } = renderApp(PATH);
      await screen.findByRole('region', { name: `${SITE} did not ask us 5 things` });

      await router.navigate('/van-details/vehicle-lookup');
      await router.navigate('/aggregator');
      expect(
        await screen.findByRole('region', { name: `${SITE} did not ask us 5 things` }),
      ).toBeTruthy();
    });

    it('goes on to the quote when the page is opened again once nothing is missing', async () => {
      stubFetch();
      const { router } = renderApp(PATH);
      await landsOn(router, '/your-quote');

      await router.navigate('/aggregator');
      await landsOn(router, '/your-quote');
    });

    it('keeps the quote as the site priced it, to explain a later price against', async () => {
      exchangeAnswers({ status: 200, body: partialAggregatorQuote() });
      renderApp(PATH);
      await screen.findByRole('region', { name: `${SITE} did not ask us 5 things` });

      expect(useJourneyStore.getState().arrivedQuote).toEqual(partialAggregatorQuote());
      // Its price is not one of answers the customer holds (decision 051's guard reads this).
      expect(useJourneyStore.getState().pricedRisk).toBeNull();
    });
  });

  describe('the tier the link names (decision 058)', () => {
    it('opens a complete arrival on that tier, priced as the service answers it', async () => {
      const server = stubFetch(repricingHandler(defaultHandler));
      const { router } = renderApp(`${PATH}&tier=GOLD`);

      await landsOn(router, '/your-quote');
      expect(router.state.location.search).toBe('');
      const [update] = server.requestsTo('POST', '/v1/quote');
      expect(
        (update?.body as { riskData: { userfieldAnswers: unknown[] } }).riskData.userfieldAnswers,
      ).toContainEqual(expect.objectContaining({ questionCode: 'TIERWQB', answer: 'GOLD' }));
      expect(
        useJourneyStore.getState().quote?.policy.eventCurrent.result?.grantedDetailsMotor
          ?.productIdentifier,
      ).toBe('GOLD');
    });

    it.each([['NOPE'], ['']])('ignores a tier the quote does not offer (%j)', async (tier) => {
      const server = stubFetch(repricingHandler(defaultHandler));
      const { router } = renderApp(`${PATH}&tier=${tier}`);

      await landsOn(router, '/your-quote');
      expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(0);
    });
  });
});
