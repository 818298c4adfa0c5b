import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  applyCarDetails,
  applyVehicleLookup,
  getDuqAnswer,
  getUserfieldAnswer,
  type CarDetailsForm,
} from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import {
  ALARM_IMMOBILISER_OPTIONS,
  DUQ_QUESTIONS,
  MODIFICATION_DUQ_NUMBERS,
} from '@van/domain/reference-data';
import { type VehicleLookupResult } from '@van/domain/risk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { stubFetch } from '../../../testing/fake-server';
import { TEST_REGISTRATION, TEST_VAN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TODAY = '2026-11-22';
const PAGE = '/van-details';
const { transmission: _t, doors: _d, fuel: _f, ...PARTIAL_VAN } = TEST_VAN;

/** The journey just after a lookup found `result` (§4.5), as vehicle-lookup leaves it. */
function afterLookup(result: VehicleLookupResult = TEST_VAN): Quote {
  const found = applyVehicleLookup(createDefaultDirectQuote(TODAY), result, TEST_REGISTRATION);
  const store = useJourneyStore.getState();
  store.setWorkingQuote(found.quote);
  store.setVehicleLookupOutcome(found.invalidVehicleData, found.carDetailsConfirmed);
  store.setPageValidity(['VehicleLookup'], true);
  return found.quote;
}

/** The page once its lists have loaded (the heading alone shows while they load). */
async function openPage() {
  const view = renderApp(PAGE);
  // The page's code and its lists load on first visit.
  await screen.findByRole(
    'checkbox',
    { name: 'I confirm these details are correct' },
    { timeout: 5000 },
  );
  return view;
}

const question = (name: string) => screen.getByRole('group', { name });
const queryQuestion = (name: string) => screen.queryByRole('group', { name });
const choose = (user: UserEvent, questionName: string, answer: string) =>
  user.click(within(question(questionName)).getByRole('radio', { name: answer }));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const ALARM_QUESTION = 'What type of alarm/immobiliser is the van fitted with?';
const FACTORY_BOTH = 'Factory fitted alarm and Immobiliser';

/** Answers every question the full lookup leaves open, with no dashcam and no modifications. */
async function answerTheRest(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'I confirm these details are correct' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: "What is the van's body type?" }),
    'Panel van',
  );
  await choose(user, 'Does the van have a dashcam?', 'No');
  await choose(user, ALARM_QUESTION, FACTORY_BOTH);
  await choose(user, 'Does the van have a tracking device?', 'Yes');
  await choose(user, 'Has the van been modified?', 'No');
  const bought = question('When did you buy the van?');
  await user.type(within(bought).getByRole('textbox', { name: 'Day' }), '14');
  await user.type(within(bought).getByRole('textbox', { name: 'Month' }), '3');
  await user.type(within(bought).getByRole('textbox', { name: 'Year' }), '2024');
}

function savedRisk() {
  const risk = useJourneyStore.getState().quote?.policy.eventCurrent.risk;
  if (!risk) throw new Error('no quote saved');
  return risk;
}

async function expectOnCarUsage(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/using-the-van'), {
    // The next page's code loads on first visit.
    timeout: 5000,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});

// Each test drives the whole page through the real app, which jsdom renders slowly.
describe('van-details (CarDetails)', { timeout: 20_000 }, () => {
  it('shows the van the lookup found, and a way back to look up another', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    const shown = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Registration: 'AB12CDE',
      Make: 'FORD',
      Model: 'TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      'Year of manufacture': '2019',
      'Engine size': '1,995cc',
      Fuel: 'Diesel',
      Gearbox: 'Manual',
      Doors: '4',
      Seats: '3',
      'Body style': 'Panel van',
    });

    await user.click(screen.getByRole('link', { name: 'This is not my van' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup'));
  });

  it("asks the §2.6 questions in the spec's words, and nothing the lookup already returned", async () => {
    stubFetch();
    afterLookup();
    await openPage();

    for (const name of [
      'Has the van been imported?',
      'Does the van have a dashcam?',
      ALARM_QUESTION,
      'Does the van have a tracking device?',
      'Has the van been modified?',
      'When did you buy the van?',
    ]) {
      expect(question(name)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'How much is the van worth?' })).toHaveProperty(
      'value',
      '18500',
    );
    expect(screen.getByRole('combobox', { name: "What is the van's body type?" })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: "I don't have the van yet" })).toBeTruthy();
    // §9.7: the nine alarm/immobiliser answers, in order.
    expect(
      within(question(ALARM_QUESTION))
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([...ALARM_IMMOBILISER_OPTIONS]);
    // The full lookup returned gearbox, doors and fuel: nothing to correct.
    expect(queryQuestion('What type of gearbox does the van have?')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'How many doors does the van have?' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'What fuel does the van use?' })).toBeNull();
    // Only with a dashcam, and only when modified.
    expect(queryQuestion('Where is the dashcam?')).toBeNull();
    expect(
      screen.queryByRole('combobox', { name: 'What type of modification does the van have?' }),
    ).toBeNull();
  });

  it('lists every problem of an empty page in the summary, in page order, and saves nothing', async () => {
    stubFetch();
    const before = afterLookup(PARTIAL_VAN);
    const user = userEvent.setup();
    const { router } = await openPage();

    await user.clear(screen.getByRole('textbox', { name: 'How much is the van worth?' }));
    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Please choose the van's gearbox",
      'Please tell us how many doors the van has',
      "Please choose the van's fuel type",
      'Please confirm these details are correct',
      'Please tell us how much the van is worth',
      "Please choose the van's body type",
      'Please tell us whether the van has a dashcam',
      'Please tell us what type of alarm the van is fitted with',
      'Please tell us whether the van has a tracking device',
      'Please tell us whether the van has been modified',
      'Please tell us when you bought the van',
    ]);
    expect(document.activeElement).toBe(summary);

    await user.click(
      within(summary).getByRole('link', { name: "Please choose the van's gearbox" }),
    );
    expect(document.activeElement).toBe(
      within(question('What type of gearbox does the van have?')).getByRole('radio', {
        name: 'Manual',
      }),
    );
    await user.click(
      within(summary).getByRole('link', { name: 'Please tell us when you bought the van' }),
    );
    expect(document.activeElement).toBe(
      within(question('When did you buy the van?')).getByRole('textbox', { name: 'Day' }),
    );

    const state = useJourneyStore.getState();
    expect(state.quote).toBe(before);
    expect(state.pageValidity.CarDetails).toBe(false);
    expect(state.carDetailsConfirmed).toBe(false);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('writes the answers into the working quote, confirms the van and goes to using-the-van', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    const value = screen.getByRole('textbox', { name: 'How much is the van worth?' });
    await user.clear(value);
    await user.type(value, '£17,250');
    await choose(user, 'Has the van been imported?', 'Yes');
    await answerTheRest(user);
    await user.click(continueButton());

    await expectOnCarUsage(router);
    const risk = savedRisk();
    expect(risk.vehicles?.[0]).toMatchObject({
      regNumber: TEST_REGISTRATION,
      value: 17250,
      alarm: 'FACT',
      immobiliser: 'FACT',
      tracker: 'TRAC',
      modified: false,
      datePurchased: '2024-03-14',
      modelInfo: { transmission: 'TransMan', doors: 4, fuel: 'FuelDiesel' },
    });
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.vanBodyType)).toBe('PANEL');
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.vanImported)).toBe('A');
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.dashCamFitted)).toBe('N');
    expect(getUserfieldAnswer(risk, 'DASHCAMLOC')).toBeUndefined();
    const state = useJourneyStore.getState();
    expect(state.carDetailsConfirmed).toBe(true);
    expect(state.pageValidity.CarDetails).toBe(true);
  });

  it('asks by hand for the gearbox, doors and fuel the lookup did not return, and stores them', async () => {
    stubFetch();
    afterLookup(PARTIAL_VAN);
    const user = userEvent.setup();
    const { router } = await openPage();

    const list = screen.getAllByRole('term').map((term) => term.textContent);
    expect(list).not.toContain('Gearbox');
    expect(list).not.toContain('Doors');
    expect(list).not.toContain('Fuel');
    await choose(user, 'What type of gearbox does the van have?', 'Automatic');
    await user.type(
      screen.getByRole('textbox', { name: 'How many doors does the van have?' }),
      '5',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What fuel does the van use?' }),
      'Electric',
    );
    await answerTheRest(user);
    await user.click(continueButton());

    await expectOnCarUsage(router);
    expect(savedRisk().vehicles?.[0]?.modelInfo).toMatchObject({
      transmission: 'TransAuto',
      doors: 5,
      fuel: 'FuelElectric',
    });
    // Still flagged, so coming back shows the corrections rather than the summary rows.
    expect(useJourneyStore.getState().invalidVehicleData).toEqual({
      transmission: true,
      doors: true,
      fuel: true,
    });
  });

  it('asks where the dashcam is only when there is one, and drops the answer when it goes', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    await choose(user, 'Does the van have a dashcam?', 'Yes');
    await choose(user, 'Where is the dashcam?', 'Front and rear facing');
    await choose(user, 'Does the van have a dashcam?', 'No');
    expect(queryQuestion('Where is the dashcam?')).toBeNull();
    await answerTheRest(user);
    await user.click(continueButton());
    await expectOnCarUsage(router);
    expect(getUserfieldAnswer(savedRisk(), 'DASHCAMLOC')).toBeUndefined();
    expect(getDuqAnswer(savedRisk(), DUQ_QUESTIONS.dashCamFitted)).toBe('N');
  });

  it('stores where the dashcam is (DASHCAMLOC, decision 020)', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerTheRest(user);
    await choose(user, 'Does the van have a dashcam?', 'Yes');
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Please tell us where the dashcam is',
    );
    await choose(user, 'Where is the dashcam?', 'Rear facing');
    await user.click(continueButton());

    await expectOnCarUsage(router);
    expect(getDuqAnswer(savedRisk(), DUQ_QUESTIONS.dashCamFitted)).toBe('Y');
    expect(getUserfieldAnswer(savedRisk(), 'DASHCAMLOC')).toBe('REAR');
  });

  it('asks for the type of modification, then up to 3 modifications of that type (§9.11)', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerTheRest(user);
    await choose(user, 'Has the van been modified?', 'Yes');
    const category = screen.getByRole('combobox', {
      name: 'What type of modification does the van have?',
    });
    await user.selectOptions(category, 'Accessories');
    const modifications = () => question('Which modifications does the van have?');
    // §9.11 renames 165 'Roof rack'.
    await user.click(within(modifications()).getByRole('checkbox', { name: 'Roof rack' }));
    // Ticks belong to the category they were made in.
    await user.selectOptions(category, 'Wheels/Tyres');
    expect(
      within(modifications())
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(0);
    for (const name of ['Alloy wheels', 'Wheel spacers', 'Low-profile tyres', 'Chrome wheels']) {
      await user.click(within(modifications()).getByRole('checkbox', { name }));
    }
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Please choose at most 3 modifications',
    );

    await user.click(within(modifications()).getByRole('checkbox', { name: 'Wheel spacers' }));
    await user.click(continueButton());

    await expectOnCarUsage(router);
    const risk = savedRisk();
    expect(risk.vehicles?.[0]?.modified).toBe(true);
    expect(MODIFICATION_DUQ_NUMBERS.map((number) => getDuqAnswer(risk, number))).toEqual([
      '2',
      '1005',
      '1006',
    ]);
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.carModificationType)).toBe('Wheels');
  });

  it('drops the modifications when the van is said not to be modified after all', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerTheRest(user);
    await choose(user, 'Has the van been modified?', 'Yes');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What type of modification does the van have?' }),
      'Brakes',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Big brake kit' }));
    await choose(user, 'Has the van been modified?', 'No');
    expect(queryQuestion('Which modifications does the van have?')).toBeNull();
    await user.click(continueButton());

    await expectOnCarUsage(router);
    const risk = savedRisk();
    expect(MODIFICATION_DUQ_NUMBERS.map((number) => getDuqAnswer(risk, number))).toEqual([
      '0',
      '0',
      '0',
    ]);
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.carModificationType)).toBe('');
  });

  it("takes the cover start as the purchase date when the customer doesn't have the van yet (§4.7)", async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerTheRest(user);
    await user.click(screen.getByRole('checkbox', { name: "I don't have the van yet" }));
    expect(queryQuestion('When did you buy the van?')).toBeNull();
    await user.click(continueButton());

    await expectOnCarUsage(router);
    expect(savedRisk().vehicles?.[0]?.datePurchased).toBe(TODAY);
  });

  it('refuses a purchase date in the future', async () => {
    stubFetch();
    afterLookup();
    const user = userEvent.setup();
    await openPage();

    await answerTheRest(user);
    const year = within(question('When did you buy the van?')).getByRole('textbox', {
      name: 'Year',
    });
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(continueButton());

    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'The date you bought the van cannot be in the future',
    );
    expect(useJourneyStore.getState().pageValidity.CarDetails).toBe(false);
  });

  it('shows the saved answers when the customer comes back', async () => {
    stubFetch();
    const found = afterLookup();
    const answers: CarDetailsForm = {
      carDetailsConfirmed: true,
      marketValue: 16000,
      vanBodyType: 'HIGHROOF',
      hasBeenImported: false,
      dashCam: true,
      dashCamLoc: 'FRONT',
      alarm: 'FF92',
      immobiliser: 'NONE',
      tracker: 'NONE',
      modified: true,
      modificationCategory: 'Accessories',
      modifications: ['301', '306'],
      dontHaveTheCarYet: false,
      datePurchased: { day: 2, month: 10, year: 2025 },
    };
    const store = useJourneyStore.getState();
    store.setWorkingQuote(applyCarDetails(found, answers, TODAY, store.invalidVehicleData));
    store.setVehicleLookupOutcome(store.invalidVehicleData, true);
    await openPage();

    const checked = (name: string) =>
      within(question(name))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(
      screen.getByRole('checkbox', { name: 'I confirm these details are correct' }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'How much is the van worth?' })).toHaveProperty(
      'value',
      '16000',
    );
    expect(screen.getByRole('combobox', { name: "What is the van's body type?" })).toHaveProperty(
      'value',
      'HIGHROOF',
    );
    expect(checked('Has the van been imported?')).toEqual(['No']);
    expect(checked('Does the van have a dashcam?')).toEqual(['Yes']);
    expect(checked('Where is the dashcam?')).toEqual(['Front facing']);
    expect(checked(ALARM_QUESTION)).toEqual([
      'Alarm approved by a vehicle-security certification body',
    ]);
    expect(checked('Does the van have a tracking device?')).toEqual(['No']);
    expect(checked('Has the van been modified?')).toEqual(['Yes']);
    expect(
      within(question('Which modifications does the van have?'))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Tow bar', 'Reversing camera']);
    const bought = question('When did you buy the van?');
    expect(
      ['Day', 'Month', 'Year'].map(
        (name) => (within(bought).getByRole('textbox', { name }) as HTMLInputElement).value,
      ),
    ).toEqual(['2', '10', '2025']);
  });

  it('goes back to the lookup when there is no van to show', async () => {
    stubFetch();
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup'));
  });
});
