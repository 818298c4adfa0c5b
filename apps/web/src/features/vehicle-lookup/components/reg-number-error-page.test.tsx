import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  searchVehiclesContract,
  VehicleSearchQuerySchema,
  type VehicleSearch,
} from '@van/domain/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { stubFetch, testServer } from '../../../testing/fake-server';
import { TEST_VAN, testConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const UNKNOWN = 'ZZ99ZZZ';
const NOT_FOUND = '/your-quote/registration-number-error';

/** The fake search (the shared fake answers the body types): TEST_VAN for Ford Transit 2019, nothing otherwise; records what it was asked. */
function serveSearch() {
  const asked: VehicleSearch[] = [];
  testServer.use(
    // A plain MSW handler: the contract handler gives no query string.
    http.get(searchVehiclesContract.path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const search = VehicleSearchQuerySchema.parse(query);
      asked.push(search);
      const matches =
        search.make.toLowerCase() === 'ford' &&
        search.model.toLowerCase() === 'transit' &&
        search.year === 2019;
      const { datePurchased: _none, ...van } = TEST_VAN;
      return HttpResponse.json({ vehicles: matches ? [van] : [] });
    }),
  );
  return asked;
}

async function lookUpUnknownRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Your van's registration number"), 'zz99 zzz');
  await user.click(screen.getByRole('button', { name: 'Find my van' }));
  await screen.findByRole('heading', { level: 1, name: 'Registration not found' });
}

describe('registration-number-error (RegNumberError)', () => {
  it('says the van was not found, offers to try again and gives the number to call', async () => {
    stubFetch();
    serveSearch();
    const user = userEvent.setup();
    const { router } = renderApp(NOT_FOUND);

    await screen.findByRole('heading', { level: 1, name: 'Registration not found' });
    expect(screen.getByText("We couldn't find a van with that registration.")).toBeTruthy();
    expect(screen.getByText(testConfig.phoneNumbers.general).textContent).toBe('0800 123 4567');
    expect(document.title).toBe('Van insurance | Registration not found | Acme Motoring');

    await user.click(screen.getByRole('link', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup'));
  });

  it('repeats the registration typed, out of the address, with the stepper still on Van', async () => {
    stubFetch();
    serveSearch();
    const user = userEvent.setup();
    const { router } = renderApp('/van-details/vehicle-lookup');

    await lookUpUnknownRegistration(user);
    expect(router.state.location.pathname).toBe(NOT_FOUND);
    expect(router.state.location.search).toBe('');
    expect(
      screen.getByText(`We couldn't find a van with the registration ${UNKNOWN}.`),
    ).toBeTruthy();
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Van');
  });

  it('finds the van by make, model and year and goes on to van-details with it', async () => {
    stubFetch();
    const asked = serveSearch();
    const user = userEvent.setup();
    const { router } = renderApp('/van-details/vehicle-lookup');
    await lookUpUnknownRegistration(user);

    await user.type(await screen.findByLabelText('Make'), ' Ford ');
    await user.type(screen.getByLabelText('Model'), 'Transit');
    await user.type(screen.getByLabelText('Year the van was made'), '2019');
    await user.selectOptions(screen.getByLabelText('Fuel (optional)'), 'FuelDiesel');
    await user.click(screen.getByRole('button', { name: 'Search for my van' }));

    expect((await screen.findByText('We found 1 van that matches.')).getAttribute('role')).toBe(
      'status',
    );
    expect(asked).toEqual([{ make: 'Ford', model: 'Transit', year: 2019, fuel: 'FuelDiesel' }]);
    const results = screen.getByRole('list', { name: 'Choose your van' });
    expect(within(results).getByText('FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE')).toBeTruthy();
    expect(within(results).getByText(/2019, Diesel, Panel Van/)).toBeTruthy();

    await user.click(within(results).getByRole('button', { name: 'Choose this van' }));
    await screen.findByRole('heading', { level: 1, name: "We've found your van" });
    expect(router.state.location.pathname).toBe('/van-details');
    const state = useJourneyStore.getState();
    expect(state.quote?.policy.eventCurrent.risk.vehicles?.[0]).toMatchObject({
      regNumber: UNKNOWN,
      yearOfManufacture: 2019,
      modelInfo: { manufacturer: 'FORD', abiCode: TEST_VAN.abiCode },
    });
    expect(state.pageValidity.VehicleLookup).toBe(true);
  });

  it('names each question left unanswered in the error summary and searches for nothing', async () => {
    stubFetch();
    const asked = serveSearch();
    const user = userEvent.setup();
    renderApp(NOT_FOUND);

    await user.click(await screen.findByRole('button', { name: 'Search for my van' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Enter the van's make",
      "Enter the van's model",
      'Enter the year the van was made as 4 digits, like 2019',
    ]);
    await user.type(screen.getByLabelText('Year the van was made'), '1890');
    await user.click(screen.getByRole('button', { name: 'Search for my van' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter a year from 1950 on');
    expect(asked).toEqual([]);
  });

  it('says so when no van matches, so the customer can change the search', async () => {
    stubFetch();
    serveSearch();
    const user = userEvent.setup();
    renderApp(NOT_FOUND);

    await user.type(await screen.findByLabelText('Make'), 'Ford');
    await user.type(screen.getByLabelText('Model'), 'Transit');
    await user.type(screen.getByLabelText('Year the van was made'), '2001');
    await user.click(screen.getByRole('button', { name: 'Search for my van' }));
    expect(await screen.findByText(/We found no van that matches/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose this van' })).toBeNull();
  });
});
