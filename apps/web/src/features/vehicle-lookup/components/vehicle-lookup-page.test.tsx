import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DIRECT_WEB_REFERENCE } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../../testing/fake-server';
import { TEST_PARTIAL_REGISTRATION } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const START = '/van-details/vehicle-lookup';
const registrationBox = () => screen.findByLabelText("Your van's registration number");
const findButton = () => screen.getByRole('button', { name: 'Find my van' });

describe('vehicle-lookup', () => {
  it('refuses an empty or malformed registration in the error summary, sending nothing', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    renderApp(START);

    await user.click(await screen.findByRole('button', { name: 'Find my van' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      "Please enter your van's registration",
    );
    expect(document.activeElement).toBe(summary);

    await user.type(await registrationBox(), 'AB-12');
    await user.click(findButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A registration has only letters and numbers',
    );
    await user.click(within(screen.getByRole('alert')).getByRole('link'));
    expect(document.activeElement).toBe(await registrationBox());
    expect(server.requestsTo('POST', '/v1/vehicle')).toHaveLength(0);
  });

  it('looks the van up, starts the working quote with it and goes to van-details', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(START);

    await user.type(await registrationBox(), 'ab12 cde');
    await user.click(findButton());

    await screen.findByRole('heading', { level: 1, name: "We've found your van" });
    expect(router.state.location.pathname).toBe('/van-details');
    expect(server.requestsTo('POST', '/v1/vehicle')[0]?.body).toEqual({ vrm: 'AB12CDE' });
    const state = useJourneyStore.getState();
    expect(state.quote?.policy.webReference).toBe(DEFAULT_DIRECT_WEB_REFERENCE);
    expect(state.quote?.policy.eventCurrent.risk.vehicles?.[0]).toMatchObject({
      regNumber: 'AB12CDE',
      modelInfo: { manufacturer: 'FORD', transmission: 'TransMan' },
    });
    expect(state.pageValidity.VehicleLookup).toBe(true);
    expect(state.invalidVehicleData).toEqual({ transmission: false, doors: false, fuel: false });
    expect(state.carDetailsConfirmed).toBe(false);
  });

  it('flags the model fields the lookup did not return (§4.5)', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(START);

    await user.type(await registrationBox(), TEST_PARTIAL_REGISTRATION);
    await user.click(findButton());

    await screen.findByRole('heading', { level: 1, name: "We've found your van" });
    expect(useJourneyStore.getState().invalidVehicleData).toEqual({
      transmission: true,
      doors: true,
      fuel: true,
    });
  });

  it('sends an unknown registration to registration-number-error (§8)', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(START);

    await user.type(await registrationBox(), 'ZZ99ZZZ');
    await user.click(findButton());

    await screen.findByRole('heading', { level: 1, name: 'Registration not found' });
    expect(router.state.location.pathname).toBe('/your-quote/registration-number-error');
    expect(useJourneyStore.getState().quote).toBeNull();
  });

  it('keeps what was typed and says so when the lookup cannot be reached', async () => {
    stubFetch((request) =>
      request.path === '/v1/vehicle' ? { status: 503 } : defaultHandler(request),
    );
    const user = userEvent.setup();
    renderApp(START);

    await user.type(await registrationBox(), 'AB12CDE');
    await user.click(findButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not look up your van just now. Please try again.',
    );
    expect((await registrationBox()) as HTMLInputElement).toHaveProperty('value', 'AB12CDE');
  });
});
