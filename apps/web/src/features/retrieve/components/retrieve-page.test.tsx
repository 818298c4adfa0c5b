import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createDefaultDirectQuote, QuoteSchema, type Quote } from '@van/domain/quote';
import {
  RETRIEVAL_FAILED_MESSAGE,
  RETRIEVAL_LOCKED_MESSAGE,
  retrievalLockedMessage,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch, type Handler } from '../../../testing/fake-server';
import { pricedQuote, quoteBeforeCover, TEST_WEB_REFERENCE } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = '/your-quote/retrieve';
const REFERENCE_FORMAT_MESSAGE =
  'Quote references are 3 groups of numbers separated by hyphens (e.g. 00000-00000-00000 or 1234-123456-1234)';

/** The saved quote: Amira Okafor, born 27 3 1985, of LS1 4AP (fixtures.ts quoteBeforeCover). */
const savedQuote = (change: (quote: Quote) => void = () => {}): Quote => {
  const quote = structuredClone(
    pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk, {
      webReference: TEST_WEB_REFERENCE,
    }),
  );
  change(quote);
  return QuoteSchema.parse(quote);
};

/** A quote service that answers retrieve with `answer`, and everything else as usual. */
const retrieveAnswers =
  (answer: ReturnType<Handler>): Handler =>
  (request) =>
    request.method === 'POST' && request.path === '/v1/retrieve' ? answer : defaultHandler(request);

const refused = (status: number, code: string, message: string): Handler =>
  retrieveAnswers({ status, body: { error: { code, message } } });

interface Details {
  reference: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  postcode: string;
}

const AMIRA: Details = {
  reference: TEST_WEB_REFERENCE,
  lastName: 'okafor',
  day: '27',
  month: '3',
  year: '1985',
  postcode: 'ls14ap',
};

async function typeDetails(user: UserEvent, details: Details = AMIRA) {
  await user.type(await screen.findByLabelText('Quote reference'), details.reference);
  await user.type(screen.getByLabelText('Last name'), details.lastName);
  const dateOfBirth = screen.getByRole('group', { name: 'Date of birth' });
  await user.type(within(dateOfBirth).getByLabelText('Day'), details.day);
  await user.type(within(dateOfBirth).getByLabelText('Month'), details.month);
  await user.type(within(dateOfBirth).getByLabelText('Year'), details.year);
  await user.type(screen.getByLabelText('Postcode'), details.postcode);
}

/** The next page is loaded lazily, which can take a while on a busy machine. */
const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));

describe('your-quote/retrieve', () => {
  it('asks for the four details of §3.10 under the spec heading and subtitle', async () => {
    stubFetch();
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retrieve your van insurance quote' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Welcome back, we just need to check a few details to retrieve your van insurance quote securely.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Quote reference')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect(screen.getByLabelText('Postcode')).toBeTruthy();
  });

  it("opens from vehicle-lookup's 'Already have a quote?' link", async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp('/van-details/vehicle-lookup');

    await user.click(await screen.findByRole('link', { name: 'Retrieve your quote' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retrieve your van insurance quote' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('lists every missing detail in page order, focused, and sends nothing', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(PATH);

    await screen.findByLabelText('Quote reference');
    await submit(user);

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your quote reference',
      'Please enter your last name',
      'Please enter your date of birth',
      'Please enter your postcode',
    ]);
    expect(document.activeElement).toBe(summary);
    await user.click(
      within(summary).getByRole('link', { name: 'Please enter your date of birth' }),
    );
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Date of birth' })).getByLabelText('Day'),
    );
    expect(server.requestsTo('POST', '/v1/retrieve')).toHaveLength(0);
  });

  it.each(['ABC', '12345-67890', '12345 67890', '12345-67890-1234A'])(
    'refuses the reference %j with the §5.2 message, sending nothing',
    async (reference) => {
      const server = stubFetch();
      const user = userEvent.setup();
      renderApp(PATH);

      await typeDetails(user, { ...AMIRA, reference });
      await submit(user);

      const summary = await screen.findByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([REFERENCE_FORMAT_MESSAGE]);
      expect(server.requestsTo('POST', '/v1/retrieve')).toHaveLength(0);
      expect(useJourneyStore.getState().quote).toBeNull();
    },
  );

  // Issue 18 item 4: read however it is typed, as the server reads it (one domain rule).
  it.each([
    ['spaces', TEST_WEB_REFERENCE.replaceAll('-', ' ')],
    ['no hyphens', TEST_WEB_REFERENCE.replaceAll('-', '')],
    ['en and em dashes', TEST_WEB_REFERENCE.replace('-', '\u2013').replace('-', '\u2014')],
  ])('retrieves a reference typed with %s, sending it in its one form', async (_how, reference) => {
    const server = stubFetch(retrieveAnswers({ status: 200, body: savedQuote() }));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user, { ...AMIRA, reference });
    await submit(user);

    await landsOn(router, '/your-quote');
    expect(
      server
        .requestsTo('POST', '/v1/retrieve')
        .map((request) => (request.body as { webReference?: string }).webReference),
    ).toEqual([TEST_WEB_REFERENCE]);
  });

  it('fills in the reference it was sent with as router state, never in the URL', async () => {
    stubFetch();
    const { router } = renderApp('/van-details/vehicle-lookup');
    await screen.findByRole('heading', { level: 1 });

    await router.navigate(PATH, { state: { webReference: TEST_WEB_REFERENCE } });

    expect(((await screen.findByLabelText('Quote reference')) as HTMLInputElement).value).toBe(
      TEST_WEB_REFERENCE,
    );
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('ignores router state that is not a quote reference', async () => {
    stubFetch();
    const { router } = renderApp('/van-details/vehicle-lookup');
    await screen.findByRole('heading', { level: 1 });

    await router.navigate(PATH, { state: { webReference: 'not a reference' } });

    expect(((await screen.findByLabelText('Quote reference')) as HTMLInputElement).value).toBe('');
  });

  it('refuses a date that is not a real day, sending nothing', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(PATH);

    await typeDetails(user, { ...AMIRA, day: '31', month: '2' });
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter a real date, for example 27 3 2007',
    );
    expect(server.requestsTo('POST', '/v1/retrieve')).toHaveLength(0);
  });

  it('retrieves the quote as typed (postcode normalised), holds it with its retrieval key and goes to your-quote', async () => {
    const quote = savedQuote();
    const server = stubFetch(retrieveAnswers({ status: 200, body: quote }));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user, { ...AMIRA, reference: ` ${TEST_WEB_REFERENCE} ` });
    await submit(user);

    await landsOn(router, '/your-quote');
    // Sent as typed (trimmed), the postcode in its one normal form (decision 038): the server
    // matches case and spacing itself.
    expect(server.requestsTo('POST', '/v1/retrieve').map((request) => request.body)).toEqual([
      {
        webReference: TEST_WEB_REFERENCE,
        lastName: 'okafor',
        dateOfBirth: '1985-03-27',
        postcode: 'LS1 4AP',
      },
    ]);
    const state = useJourneyStore.getState();
    expect(state.quote).toEqual(quote);
    // §4.4: the key is derived from the quote, in the quote's own spelling.
    expect(state.retrievalKey).toEqual({
      webReference: TEST_WEB_REFERENCE,
      lastName: 'Okafor',
      dateOfBirth: '1985-03-27',
      postcode: 'LS1 4AP',
    });
    // §4.2: every page up to cover-details is marked valid.
    expect(state.pageValidity).toMatchObject({
      VehicleLookup: true,
      CarDetails: true,
      CarUsage: true,
      DriverDetails: true,
      LicenceDetails: true,
      AdditionalDriverDetails: true,
      CoverDetails: true,
    });
    expect(state.carDetailsConfirmed).toBe(true);
  });

  it.each([
    [
      'cover-details when the start date must still be asked (§4.2)',
      (quote: Quote) => {
        quote.topUp = { van: { shouldAskPolicyStartDate: true } };
      },
      '/cover-details',
      false,
    ],
    [
      'no-quote when the quote was declined (§4.2)',
      (quote: Quote) => {
        quote.noAvailableProducts = true;
      },
      '/no-quote',
      false,
    ],
    [
      'call-us-to-complete when the quote was referred (§8)',
      (quote: Quote) => {
        quote.policy.eventCurrent.result = {
          ...quote.policy.eventCurrent.result,
          resultStatusDetails: { referredQuote: true },
        };
      },
      '/call-us-to-complete',
      true,
    ],
  ])('goes to %s', async (_case, change, path, coverDetailsValid) => {
    stubFetch(retrieveAnswers({ status: 200, body: savedQuote(change) }));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user);
    await submit(user);

    await landsOn(router, path);
    expect(useJourneyStore.getState().pageValidity.CoverDetails).toBe(coverDetailsValid);
  });

  it('replaces a quote the session held, with nothing of it left over', async () => {
    const journey = useJourneyStore.getState();
    journey.setWorkingQuote(createDefaultDirectQuote('2025-06-15'));
    journey.setPageValidity(['VehicleLookup'], true);
    journey.setTempDriver({ index: -1, answers: { firstName: 'Old' } });
    journey.keepDraft('CoverDetails', { x: 1 });
    const quote = savedQuote((saved) => {
      saved.topUp = { van: { shouldAskPolicyStartDate: true } };
    });
    stubFetch(retrieveAnswers({ status: 200, body: quote }));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user);
    await submit(user);

    await landsOn(router, '/cover-details');
    const state = useJourneyStore.getState();
    expect(state.quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
    expect(state.tempDriver).toBeNull();
    expect(state.drafts).toEqual({});
  });

  it('answers any mismatch with the one uniform message, keeps what was typed and stores nothing', async () => {
    const server = stubFetch(refused(404, 'RetrievalFailed', RETRIEVAL_FAILED_MESSAGE));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user, { ...AMIRA, lastName: 'Okafur' });
    await submit(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(RETRIEVAL_FAILED_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    // A 4xx is not retried (§7.1): one try, counted once towards the lock-out.
    expect(server.requestsTo('POST', '/v1/retrieve')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(PATH);
    expect(useJourneyStore.getState().quote).toBeNull();
    expect(useJourneyStore.getState().retrievalKey).toBeNull();
    expect(screen.getByLabelText('Quote reference')).toHaveProperty('value', TEST_WEB_REFERENCE);
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Okafur');
    expect(screen.getByLabelText('Postcode')).toHaveProperty('value', 'ls14ap');
  });

  it.each([
    ['the reference is locked after 5 failed tries', 'RetrievalLocked', RETRIEVAL_LOCKED_MESSAGE],
    ['the connection tries too often', 'TooManyRequests', TOO_MANY_REQUESTS_MESSAGE],
    // Decision 034: the server's words say when to try again.
    ['the lock says when it ends', 'RetrievalLocked', retrievalLockedMessage(12 * 60)],
  ])('says so when %s', async (_case, code, message) => {
    stubFetch(refused(429, code, message));
    const user = userEvent.setup();
    renderApp(PATH);

    await typeDetails(user);
    await submit(user);

    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
    expect(useJourneyStore.getState().quote).toBeNull();
  });

  it('goes to purchased when the quote has already been bought (§4.4, §8)', async () => {
    stubFetch(refused(400, 'PolicyAlreadyPurchased', 'This quote has already been bought.'));
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user);
    await submit(user);

    await landsOn(router, '/purchased');
    expect(useJourneyStore.getState().quote).toBeNull();
  });

  it.each([
    ['the service fails', retrieveAnswers({ status: 500 })],
    [
      'the service cannot be reached',
      ((request) => {
        if (request.method === 'POST' && request.path === '/v1/retrieve') {
          throw new TypeError('Failed to fetch');
        }
        return defaultHandler(request);
      }) satisfies Handler,
    ],
  ])('asks the customer to try again when %s, after the retries', async (_case, handler) => {
    const server = stubFetch(handler);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await typeDetails(user);
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't retrieve your quote just now. Please try again in a few minutes.",
    );
    // §7.1: the call and its 3 retries.
    expect(server.requestsTo('POST', '/v1/retrieve')).toHaveLength(4);
    expect(router.state.location.pathname).toBe(PATH);
    expect(useJourneyStore.getState().quote).toBeNull();
  });
});
