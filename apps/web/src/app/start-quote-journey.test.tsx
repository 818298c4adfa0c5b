import { QuoteRequestSchema } from '@van/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_STORAGE_KEY, useJourneyStore } from '../stores/journey-store';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { pricedQuote, TEST_WEB_REFERENCE, testConfig } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const START = '/van-details/vehicle-lookup';

beforeEach(() => {
  // Only Date is faked: 'today' is 15 June 2025 while timers stay real for Testing Library.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

interface Answers {
  registration: string;
  value: string;
  firstName: string;
  lastName: string;
  dateOfBirth: [day: string, month: string, year: string];
  postcode: string;
  ncdYears: string;
}

const validAnswers: Answers = {
  registration: 'ab12 cde',
  value: '12500',
  firstName: 'Amira',
  lastName: 'Okafor',
  dateOfBirth: ['27', '3', '1985'],
  postcode: 'sw1a 1aa',
  ncdYears: '4',
};

async function answerQuestions(user: UserEvent, overrides: Partial<Answers> = {}) {
  const answers = { ...validAnswers, ...overrides };
  await user.type(await screen.findByLabelText('Registration number'), answers.registration);
  await user.type(screen.getByLabelText('Estimated value of the van'), answers.value);
  await user.type(screen.getByLabelText('First name'), answers.firstName);
  await user.type(screen.getByLabelText('Last name'), answers.lastName);
  const dateOfBirth = screen.getByRole('group', { name: 'Date of birth' });
  const [day, month, year] = answers.dateOfBirth;
  await user.type(within(dateOfBirth).getByLabelText('Day'), day);
  await user.type(within(dateOfBirth).getByLabelText('Month'), month);
  await user.type(within(dateOfBirth).getByLabelText('Year'), year);
  await user.type(screen.getByLabelText('Home postcode'), answers.postcode);
  await user.selectOptions(screen.getByLabelText('Years of no-claims discount'), answers.ncdYears);
}

const submitButton = () => screen.getByRole('button', { name: 'Get my quote' });

/** The text of everything an element's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function sentRequest(server: ReturnType<typeof stubFetch>) {
  const [request] = server.requestsTo('PUT', '/v1/quote');
  return QuoteRequestSchema.parse(request?.body);
}

describe('Start your quote', () => {
  it('shows every problem in an error summary, focused, when submitted empty', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(START);

    await user.click(await screen.findByRole('button', { name: 'Get my quote' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the registration number',
      'Enter the estimated value of the van',
      'Enter your first name',
      'Enter your last name',
      'Enter your date of birth',
      'Enter your home postcode',
      'Select how many years of no-claims discount you have',
    ]);
    expect(document.activeElement).toBe(summary);
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(0);
  });

  it('ties each inline error to its input and links the summary to it', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(START);

    await user.click(await screen.findByRole('button', { name: 'Get my quote' }));
    const summary = await screen.findByRole('alert');

    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(firstName)).toContain('Enter your first name');
    const dateOfBirth = screen.getByRole('group', { name: 'Date of birth' });
    expect(descriptionOf(dateOfBirth)).toContain('Enter your date of birth');

    await user.click(within(summary).getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement).toBe(firstName);

    await user.click(within(summary).getByRole('link', { name: 'Enter your date of birth' }));
    expect(document.activeElement).toBe(within(dateOfBirth).getByLabelText('Day'));
  });

  it('stores a registration typed in lower case upper-cased', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(START);

    await answerQuestions(user, { registration: 'ab12cde' });
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });

    expect(sentRequest(server).risk.vehicles?.[0]?.regNumber).toBe('AB12CDE');
    const stored = useJourneyStore.getState().quote;
    expect(stored?.policy.eventCurrent.risk.vehicles?.[0]?.regNumber).toBe('AB12CDE');
  });

  it('sends the answers as a new direct quote, stores the priced quote and shows it', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(START);

    await answerQuestions(user);
    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/your-quote');
    expect(document.title).toBe('Van insurance | Your quote | Acme Motoring');

    const reference = screen.getByTestId('quote-reference');
    expect(reference.textContent).toBe(TEST_WEB_REFERENCE);
    expect(reference.parentElement?.textContent).toBe(`Reference: ${TEST_WEB_REFERENCE}`);
    // §4.4: the selected tier is always VAN.
    const price = screen.getByRole('region', { name: 'Van cover' });
    expect(within(price).getByText('Total to pay for the year')).toBeTruthy();
    expect(within(price).getByTestId('annual-price').textContent).toBe('£612.34');
    // §4.4: the other tiers, cheapest first.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Gold£689.99',
      'Silver£745.50',
      'Platinum£1,021.00',
    ]);

    const { risk } = sentRequest(server);
    expect(risk.vehicles?.[0]).toMatchObject({ regNumber: 'AB12CDE', value: 12500 });
    expect(risk.proposer).toMatchObject({
      name: { forenames: 'Amira', surname: 'Okafor' },
      dateOfBirth: '1985-03-27',
      correspondenceAddress: { postcode: 'SW1A 1AA' },
    });
    expect(risk.startDate).toBe('2025-06-15');
    expect(risk.previousInsuranceMotor).toEqual({
      type: 'GV',
      expiryDate: '2025-06-15',
      noClaimsDiscount: { years: 4, protected: false },
    });

    const state = useJourneyStore.getState();
    expect(state.quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
    expect(state.retrievalKey).toEqual({
      webReference: TEST_WEB_REFERENCE,
      postcode: 'SW1A 1AA',
      dateOfBirth: '1985-03-27',
      lastName: 'Okafor',
    });
    // §4.2: the pages before the quote are complete, your-quote and the later ones are not.
    expect(state.pageValidity).toMatchObject({
      DriverDetails: true,
      CoverDetails: true,
      YourQuote: false,
    });
    // §3.12: the working state survives a reload of the tab.
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toContain(TEST_WEB_REFERENCE);
  });

  it('disables the button and says it is preparing the quote while it is sent', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(async (request) => {
      if (request.method === 'PUT') await answered;
      return defaultHandler(request);
    });
    const user = userEvent.setup();
    renderApp(START);
    await answerQuestions(user);

    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(submitButton());

    expect(await screen.findByText('Preparing your van insurance quote')).toBe(
      screen.getByRole('status'),
    );
    expect(submitButton()).toHaveProperty('disabled', true);

    answer();
    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
  });

  it('shows a 400’s message in the error summary and keeps what was typed, without retrying', async () => {
    const server = stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: { error: { code: 'BadRequest', message: 'Check the registration number' } },
          }
        : defaultHandler(request),
    );
    const user = userEvent.setup();
    renderApp(START);
    await answerQuestions(user);

    await user.click(submitButton());

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Check the registration number')).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    expect(screen.getByLabelText('Registration number')).toHaveProperty('value', 'ab12 cde');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Okafor');
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(1);
    expect(useJourneyStore.getState().quote).toBeNull();
  });

  it('goes to service-unavailable when the quote call still fails with a 500 after 3 retries', async () => {
    const server = stubFetch((request) =>
      request.method === 'PUT'
        ? { status: 500, body: { error: { code: 'Internal', message: 'Internal error' } } }
        : defaultHandler(request),
    );
    const user = userEvent.setup();
    const { router } = renderApp(START);
    await answerQuestions(user);

    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service-unavailable');
    expect(screen.getByText(testConfig.phoneNumbers.general)).toBeTruthy();
    expect(document.title).toBe('Van insurance | Service unavailable | Acme Motoring');
    const tries = server.requestsTo('PUT', '/v1/quote');
    expect(tries).toHaveLength(4);
    // Every retry carries the first try's key, so the server can never make two quotes of one.
    const keys = new Set(tries.map((attempt) => attempt.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('stores a declined quote and goes to no-quote with the numbers to call (§4.4, §2.6)', async () => {
    stubFetch((request) => {
      if (request.method !== 'PUT') return defaultHandler(request);
      const { risk } = QuoteRequestSchema.parse(request.body);
      return { status: 200, body: pricedQuote(risk, { noAvailableProducts: true }) };
    });
    const user = userEvent.setup();
    const { router } = renderApp(START);
    await answerQuestions(user);

    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry, we can't offer you a quote online",
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-quote');
    expect(document.title).toBe('Van insurance | No Quote | Acme Motoring');
    expect(screen.getByText(testConfig.phoneNumbers.fraud)).toBeTruthy();
    expect(screen.getByText(testConfig.phoneNumbers.failedCreditCheck)).toBeTruthy();
    expect(screen.getByText(TEST_WEB_REFERENCE)).toBeTruthy();
    expect(useJourneyStore.getState().quote?.noAvailableProducts).toBe(true);
  });

  it('goes to call-us-to-complete for a referred quote (§8)', async () => {
    stubFetch((request) => {
      if (request.method !== 'PUT') return defaultHandler(request);
      const { risk } = QuoteRequestSchema.parse(request.body);
      const quote = pricedQuote(risk);
      quote.policy.eventCurrent.result = {
        resultStatusDetails: { referredQuote: true, resultStatus: 'Referred' },
      };
      quote.policy.eventsRelated = [];
      return { status: 200, body: quote };
    });
    const user = userEvent.setup();
    const { router } = renderApp(START);
    await answerQuestions(user);

    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Please call us' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/call-us-to-complete');
    expect(screen.getByText(TEST_WEB_REFERENCE)).toBeTruthy();
  });
});
