import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageHref, VALIDITY_PAGES, type ValidityPage } from '@van/domain/journey';
import { UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { QuoteRequestSchema } from '@van/domain/risk';
import { quoteRateLimitedMessage } from '@van/domain/shared';
import { retrievalKeyOf } from '@van/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../../testing/fake-server';
import { pricedQuote, quoteBeforeCover, TEST_WEB_REFERENCE } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TODAY = '2025-06-15';
const BEFORE_COVER: readonly ValidityPage[] = VALIDITY_PAGES.slice(
  0,
  VALIDITY_PAGES.indexOf('CoverDetails'),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
  const journey = useJourneyStore.getState();
  journey.setWorkingQuote(quoteBeforeCover(TODAY));
  journey.setPageValidity(BEFORE_COVER, true);
});

async function answerCover(user: UserEvent, ncdYears = '4') {
  const start = await screen.findByRole('group', {
    name: 'When would you like your cover to start?',
  });
  // The start date is filled in with today (the quote's default start, §3.13).
  for (const [box, value] of [
    ['Day', '20'],
    ['Month', '6'],
    ['Year', '2025'],
  ] as const) {
    await user.clear(within(start).getByLabelText(box));
    await user.type(within(start).getByLabelText(box), value);
  }
  await user.selectOptions(
    screen.getByLabelText('How many years of no claims discount do you have?'),
    ncdYears,
  );
  if (ncdYears !== '0') {
    const protect = screen.getByRole('group', {
      name: 'Would you like to protect your no claims discount?',
    });
    await user.click(within(protect).getByLabelText('No'));
  }
  await user.click(screen.getByLabelText('Comprehensive'));
  await user.click(screen.getByLabelText('Pay annually'));
}

const submit = () => screen.getByRole('button', { name: 'Get my quote' });

describe('cover-details', () => {
  it('lists every unanswered question in the error summary and sends nothing', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));

    await user.click(await screen.findByRole('button', { name: 'Get my quote' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please tell us how many years of no claims discount you have',
      'Please choose how you would like to pay',
    ]);
    expect(document.activeElement).toBe(summary);
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(0);
  });

  it('asks about protection only with a discount, and about other experience only without', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));
    const ncd = await screen.findByLabelText('How many years of no claims discount do you have?');
    const protection = () =>
      screen.queryByRole('group', { name: 'Would you like to protect your no claims discount?' });
    const experience = () => screen.queryByLabelText('What other driving experience do you have?');

    expect(protection()).toBeNull();
    expect(experience()).toBeNull();
    await user.selectOptions(ncd, '3');
    expect(protection()).not.toBeNull();
    expect(experience()).toBeNull();
    await user.selectOptions(ncd, '0');
    expect(protection()).toBeNull();
    expect(experience()).not.toBeNull();
    // The 'Previous Experience' list comes from the metadata service (§2.2).
    expect(
      within(experience() as HTMLElement).getByRole('option', { name: 'Driver of a company van' }),
    ).toBeTruthy();
  });

  it('creates the quote with the answers and shows it on your-quote', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    expect(router.state.location.pathname).toBe('/your-quote');
    const [request] = server.requestsTo('PUT', '/v1/quote');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const { risk } = QuoteRequestSchema.parse(request?.body);
    expect(risk.startDate).toBe('2025-06-20');
    expect(risk.previousInsuranceMotor).toMatchObject({
      type: 'GV',
      noClaimsDiscount: { years: 4, protected: false },
    });
    expect(risk.vehicles?.[0]?.cover).toBe('C');
    const state = useJourneyStore.getState();
    expect(state.quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
    expect(state.retrievalKey).toEqual({
      webReference: TEST_WEB_REFERENCE,
      postcode: 'LS1 4AP',
      dateOfBirth: '1985-03-27',
      lastName: 'Okafor',
    });
    expect(state.quote?.topUp?.payment?.selectedPaymentMethod ?? 'PayInFull').toBe('PayInFull');
    expect(state.pageValidity.CoverDetails).toBe(true);
  });

  it('sends other driving experience when there is no discount', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));

    await answerCover(user, '0');
    await user.selectOptions(
      screen.getByLabelText('What other driving experience do you have?'),
      'COMPVAN',
    );
    await user.selectOptions(
      screen.getByLabelText('How many years did you drive without a claim?'),
      '6',
    );
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    const { risk } = QuoteRequestSchema.parse(server.requestsTo('PUT', '/v1/quote')[0]?.body);
    expect(risk.drivingExperience).toEqual({ type: 'COMPVAN', yearsClaimFree: 6 });
    expect(risk.previousInsuranceMotor).toBeUndefined();
  });

  it('updates a quote already created instead of creating another', async () => {
    const server = stubFetch();
    const journey = useJourneyStore.getState();
    const created = pricedQuote(quoteBeforeCover(TODAY).policy.eventCurrent.risk);
    journey.setQuote(created, retrievalKeyOf(created));
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(0);
    const update = UpdateQuoteRequestSchema.parse(server.requestsTo('POST', '/v1/quote')[0]?.body);
    expect(update.retrievalKey.webReference).toBe(TEST_WEB_REFERENCE);
    expect(update.riskData.startDate).toBe('2025-06-20');
  });

  it("says a saved quote's start date has passed, asks for a new one and re-prices with it (§4.2, decision 033)", async () => {
    const server = stubFetch();
    const journey = useJourneyStore.getState();
    const risk = {
      ...quoteBeforeCover('2025-06-01').policy.eventCurrent.risk,
      startDate: '2025-06-01',
    };
    const saved = pricedQuote(risk);
    journey.setQuote(
      {
        ...saved,
        topUp: { ...saved.topUp, van: { ...saved.topUp?.van, shouldAskPolicyStartDate: true } },
      },
      retrievalKeyOf(saved),
    );
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));

    const note = await screen.findByRole('note', { name: 'Your cover start date has passed' });
    expect(note.textContent).toContain('Please choose a new start date');
    const start = screen.getByRole('group', { name: 'When would you like your cover to start?' });
    // The passed date is not offered again.
    expect(within(start).getByLabelText('Day')).toHaveProperty('value', '');

    await answerCover(user);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    const update = UpdateQuoteRequestSchema.parse(server.requestsTo('POST', '/v1/quote')[0]?.body);
    expect(update.riskData.startDate).toBe('2025-06-20');
  });

  it('refuses a start more than 30 days ahead before sending anything (decision 033)', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));
    await answerCover(user);
    const start = screen.getByRole('group', { name: 'When would you like your cover to start?' });
    await user.clear(within(start).getByLabelText('Month'));
    await user.type(within(start).getByLabelText('Month'), '7');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your cover can start up to 30 days from today',
    );
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(0);
  });

  it('goes to no-quote when the quote is declined (§4.4)', async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: pricedQuote(QuoteRequestSchema.parse(request.body).risk, {
              noAvailableProducts: true,
            }),
          }
        : defaultHandler(request),
    );
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/no-quote'));
  });

  it('keeps the answers and shows the service message on a refused quote', async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              error: { code: 'BadRequest', message: 'The cover start date is too far ahead' },
            },
          }
        : defaultHandler(request),
    );
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The cover start date is too far ahead',
    );
    const start = screen.getByRole('group', { name: 'When would you like your cover to start?' });
    expect(within(start).getByLabelText('Day')).toHaveProperty('value', '20');
  });

  it('says when to try again when the per-client quote limit is reached (decision 034), without retrying', async () => {
    const message = quoteRateLimitedMessage(12 * 60);
    const server = stubFetch((request) =>
      request.method === 'PUT'
        ? { status: 429, body: { error: { code: 'TooManyRequests', message } } }
        : defaultHandler(request),
    );
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have asked for a lot of quotes in a short time. Please try again in 12 minutes.',
    );
    expect(router.state.location.pathname).toBe(pageHref('CoverDetails'));
    expect(server.requestsTo('PUT', '/v1/quote')).toHaveLength(1);
  });

  it('goes to service-unavailable when the quote service fails after its retries (§8)', async () => {
    const server = stubFetch((request) =>
      request.method === 'PUT' ? { status: 500 } : defaultHandler(request),
    );
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('CoverDetails'));

    await answerCover(user);
    await user.click(submit());

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/service-unavailable'));
    // §7.1: three retries after the first try, all with the one idempotency key.
    const keys = server.requestsTo('PUT', '/v1/quote').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows the saved answers when the customer comes back', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(pageHref('CoverDetails'));
    await answerCover(user);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });

    renderApp(pageHref('CoverDetails'));
    const ncd = await screen.findAllByLabelText(
      'How many years of no claims discount do you have?',
    );
    expect(ncd.at(-1)).toHaveProperty('value', '4');
    expect((screen.getAllByLabelText('Comprehensive').at(-1) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('keeps what was typed but not yet sent through a reload', async () => {
    stubFetch();
    const user = userEvent.setup();
    const first = renderApp(pageHref('CoverDetails'));
    await user.selectOptions(
      await screen.findByLabelText('How many years of no claims discount do you have?'),
      '7',
    );
    await user.click(screen.getByLabelText('Pay monthly'));
    first.unmount();

    renderApp(pageHref('CoverDetails'));

    expect(
      await screen.findByLabelText('How many years of no claims discount do you have?'),
    ).toHaveProperty('value', '7');
    expect(screen.getByLabelText('Pay monthly')).toHaveProperty('checked', true);
  });

  it('gives today as the example in the start date hint, month counted from 1 (decision 022)', async () => {
    stubFetch();
    renderApp(pageHref('CoverDetails'));
    const start = await screen.findByRole('group', {
      name: 'When would you like your cover to start?',
    });
    expect(start.textContent).toContain('For example, today is 15 6 2025.');
  });
});
