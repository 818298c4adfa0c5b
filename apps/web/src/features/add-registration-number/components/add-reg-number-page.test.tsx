import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDuqAnswer } from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { deriveRetrievalKey, UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../../testing/fake-server';
import {
  pricedQuote,
  quoteBeforeCover,
  TEST_PARTIAL_REGISTRATION,
  TEST_VAN,
  withAppliedExtras,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TODAY = '2025-06-15';
const SLOW = { timeout: 30_000 };
const LABEL = "Your van's registration number";

/**
 * A created quote for a van described without its registration (as a comparison site may send
 * it), with the customer's answers about the van, held with its retrieval key.
 */
function holdQuoteWithoutRegistration(): Quote {
  const answered = quoteBeforeCover(TODAY).policy.eventCurrent.risk;
  const { regNumber: _none, ...described } = answered.vehicles?.[0] ?? {};
  const risk = {
    ...answered,
    vehicles: [
      {
        ...described,
        cover: 'TPFT' as const,
        classOfUse: 'OwnGoods',
        whereKept: 'Driveway',
        keptPostcode: 'LS1 4AP',
        datePurchased: '2024-01-10',
        pricePaid: 15000,
        value: 16000,
        tracker: 'TRAC' as const,
        bodyStyle: 'Van',
        modelInfo: {
          manufacturer: 'VAUXHALL',
          description: 'VIVARO',
          transmission: 'TransAuto' as const,
        },
      },
    ],
  };
  const quote = withAppliedExtras(pricedQuote(risk), ['BDV1O']);
  const key = deriveRetrievalKey(quote);
  if (key === undefined) throw new Error('fixture quote cannot be retrieved');
  useJourneyStore.getState().setQuote(quote, key);
  return quote;
}

const openedInput = () => screen.findByLabelText(LABEL, {}, { timeout: 20_000 });
const submit = () => screen.getByRole('button', { name: 'Update my quote' });
const yourQuoteHeading = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: "Here's your van insurance quote" },
    { timeout: 20_000 },
  );

describe('add-registration-number', SLOW, () => {
  it('asks for the registration', async () => {
    stubFetch();
    holdQuoteWithoutRegistration();
    renderApp(pageHref('AddRegNumber'));

    const input = await openedInput();
    expect(
      screen.getByRole('heading', { level: 1, name: "Add your van's registration number" }),
    ).toBeTruthy();
    expect(input).toHaveProperty('value', '');
  });

  it('lists a missing registration in the summary, focused, and looks nothing up', async () => {
    const server = stubFetch();
    holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    renderApp(pageHref('AddRegNumber'));

    await openedInput();
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: "Please enter your van's registration" }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(server.requestsTo('POST', '/v1/vehicle')).toHaveLength(0);
  });

  it('saves the van found under its registration, re-prices the quote and returns to your-quote', async () => {
    const server = stubFetch();
    const held = holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('AddRegNumber'));

    await user.type(await openedInput(), 'ab12 cde');
    await user.click(submit());

    await yourQuoteHeading();
    expect(router.state.location.pathname).toBe('/your-quote');
    expect(server.requestsTo('POST', '/v1/vehicle').map((request) => request.body)).toEqual([
      { vrm: 'AB12CDE' },
    ]);
    const [request] = server.requestsTo('POST', '/v1/quote');
    const sent = UpdateQuoteRequestSchema.parse(request?.body);
    expect(sent.retrievalKey.webReference).toBe(held.policy.webReference);
    expect(sent.requestedOpexCodes).toEqual(['BDV1O']);
    const [van] = sent.riskData.vehicles ?? [];
    // The model is the one found; §4.5 copies date bought, where kept, price paid and value over.
    expect(van).toMatchObject({
      regNumber: 'AB12CDE',
      yearOfManufacture: TEST_VAN.yearOfManufacture,
      modelInfo: {
        manufacturer: TEST_VAN.manufacturer,
        description: TEST_VAN.description,
        abiCode: TEST_VAN.abiCode,
        transmission: TEST_VAN.transmission,
      },
      keptPostcode: 'LS1 4AP',
      datePurchased: '2024-01-10',
      pricePaid: 15000,
      value: 16000,
    });
    // The customer's answers about the van stay with it.
    expect(van).toMatchObject({
      cover: 'TPFT',
      classOfUse: 'OwnGoods',
      whereKept: 'Driveway',
      tracker: 'TRAC',
    });
    // §4.5: the lookup says the van is not imported.
    expect(getDuqAnswer(sent.riskData, 476)).toBe('C');
    expect(
      useJourneyStore.getState().quote?.policy.eventCurrent.risk.vehicles?.[0]?.regNumber,
    ).toBe('AB12CDE');
  });

  it('leaves no model field of the van quoted on a van found without them', async () => {
    const server = stubFetch();
    holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    renderApp(pageHref('AddRegNumber'));

    await user.type(await openedInput(), TEST_PARTIAL_REGISTRATION);
    await user.click(submit());

    await yourQuoteHeading();
    const [request] = server.requestsTo('POST', '/v1/quote');
    const [van] = UpdateQuoteRequestSchema.parse(request?.body).riskData.vehicles ?? [];
    expect(van?.modelInfo?.manufacturer).toBe(TEST_VAN.manufacturer);
    expect(van?.modelInfo?.transmission).toBeUndefined();
    // §4.5: car-details will ask for what the lookup left out, should the customer change the van.
    expect(useJourneyStore.getState().invalidVehicleData).toEqual({
      transmission: true,
      doors: true,
      fuel: true,
    });
  });

  it('goes to registration-number-error when no van has the registration (§8)', async () => {
    const server = stubFetch();
    holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('AddRegNumber'));

    await user.type(await openedInput(), 'ZZ99ZZZ');
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Registration not found' });
    expect(router.state.location.pathname).toBe('/your-quote/registration-number-error');
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(0);
    expect(
      useJourneyStore.getState().quote?.policy.eventCurrent.risk.vehicles?.[0]?.regNumber,
    ).toBeUndefined();
  });

  it('says so when the lookup fails, and keeps the registration typed', async () => {
    stubFetch((request) =>
      request.path === '/v1/vehicle' ? { status: 503 } : defaultHandler(request),
    );
    holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    renderApp(pageHref('AddRegNumber'));

    const input = await openedInput();
    await user.type(input, 'AB12CDE');
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'We could not look up your van just now. Please try again.',
      }),
    ).toBeTruthy();
    expect(input).toHaveProperty('value', 'AB12CDE');
  });

  it('goes to service-unavailable when the re-pricing keeps failing (§8), keeping the quote held', async () => {
    stubFetch((request) =>
      request.method === 'POST' && request.path === '/v1/quote'
        ? { status: 500, body: { error: { code: 'Internal', message: 'Internal error' } } }
        : defaultHandler(request),
    );
    const held = holdQuoteWithoutRegistration();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('AddRegNumber'));

    await user.type(await openedInput(), 'AB12CDE');
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    expect(router.state.location.pathname).toBe('/service-unavailable');
    expect(useJourneyStore.getState().quote).toEqual(held);
  });

  it('sends a customer without a saved quote to retrieve one (as §2.2 does for question pages)', async () => {
    stubFetch();
    useJourneyStore.getState().setWorkingQuote(createDefaultDirectQuote(TODAY));
    const { router } = renderApp(pageHref('AddRegNumber'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/your-quote/retrieve'), {
      timeout: 20_000,
    });
  });
});
