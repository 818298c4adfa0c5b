import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  applyCarUsage,
  applyVehicleLookup,
  getDuqAnswer,
  type CarUsageForm,
} from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { DUQ_QUESTIONS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { stubFetch } from '../../../testing/fake-server';
import { TEST_POSTCODE, TEST_REGISTRATION, TEST_VAN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TODAY = '2026-11-22';
const PAGE = '/van-details/using-the-van';

/** The journey with the van found and confirmed, and the proposer's postcode when given. */
function atCarUsage(homePostcode?: string): Quote {
  const { quote } = applyVehicleLookup(
    createDefaultDirectQuote(TODAY),
    TEST_VAN,
    TEST_REGISTRATION,
  );
  if (homePostcode !== undefined) {
    quote.policy.eventCurrent.risk.proposer.correspondenceAddress = { postcode: homePostcode };
  }
  const store = useJourneyStore.getState();
  store.setWorkingQuote(quote);
  store.setVehicleLookupOutcome({ transmission: false, doors: false, fuel: false }, true);
  store.setPageValidity(['VehicleLookup', 'CarDetails'], true);
  return quote;
}

/** The page once its lists have loaded (the heading alone shows while they load). */
async function openPage() {
  const view = renderApp(PAGE);
  // The page's code and its lists load on first visit.
  await screen.findByRole('combobox', { name: 'Who owns the van?' }, { timeout: 5000 });
  return view;
}

const question = (name: string) => screen.getByRole('group', { name });
const queryQuestion = (name: string) => screen.queryByRole('group', { name });
const choose = (user: UserEvent, questionName: string, answer: string) =>
  user.click(within(question(questionName)).getByRole('radio', { name: answer }));
const select = (user: UserEvent, name: string, option: string) =>
  user.selectOptions(screen.getByRole('combobox', { name }), option);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const KEPT_AT_HOME = 'Is the van kept at your home address overnight?';
const OVERNIGHT_POSTCODE = 'What is the postcode where the van is kept overnight?';
const CLASS_OF_USE = 'How do you use the van?';
const WHO_FOR_BUSINESS = 'Who uses the van for business?';
const BUSINESS_MILES = 'How many of those miles are for business?';
const BUSINESS_USE = 'Social, domestic, pleasure, commuting and business use';

/** Every question but where the van is kept overnight (postcode) and how it is used. */
async function answerOwnershipVehiclesAndExtras(user: UserEvent) {
  await select(user, 'Who owns the van?', 'Me (the proposer)');
  await select(user, 'Who is the registered keeper of the van?', 'Me (the proposer)');
  await select(user, 'Where is the van kept during the day?', 'Work premises');
  await select(user, 'Where is the van kept overnight?', 'Driveway');
  await select(
    user,
    'What is the van used for most of the time?',
    'Carrying my own tools and materials',
  );
  await select(user, 'How many miles is the van driven each year?', '8,001 to 10,000 miles');
  await choose(user, 'Does the van have sign writing or advertising on it?', 'Yes');
  await choose(user, 'Does the van have racking or shelving fitted inside?', 'Yes');
  await choose(user, 'Is the van refrigerated?', 'No');
  await choose(user, 'Do you carry dangerous goods in the van?', 'No');
  await user.type(box('How many other vehicles do you have?'), '1');
  await select(user, 'What access do you have to other vehicles?', 'Own another vehicle');
}

function savedRisk() {
  const risk = useJourneyStore.getState().quote?.policy.eventCurrent.risk;
  if (!risk) throw new Error('no quote saved');
  return risk;
}

async function expectOnDriverDetails(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/driver-details'), {
    // The next page's code loads on first visit.
    timeout: 5000,
  });
}

// Each test drives the whole page through the real app, which jsdom renders slowly.
describe('using-the-van (CarUsage)', { timeout: 20_000 }, () => {
  it('asks every van question, the business ones only for business use', async () => {
    stubFetch();
    atCarUsage();
    await openPage();

    for (const name of [
      'Who owns the van?',
      'Who is the registered keeper of the van?',
      'Where is the van kept during the day?',
      'Where is the van kept overnight?',
      'What is the van used for most of the time?',
      'How many miles is the van driven each year?',
      'What access do you have to other vehicles?',
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    for (const name of [
      CLASS_OF_USE,
      'Does the van have sign writing or advertising on it?',
      'Does the van have racking or shelving fitted inside?',
      'Is the van refrigerated?',
      'Do you carry dangerous goods in the van?',
    ]) {
      expect(question(name)).toBeTruthy();
    }
    expect(box('How many other vehicles do you have?')).toBeTruthy();
    // §9.7: the four vehicle uses, in order, 'SDPC+Business' under its own title.
    expect(
      within(question(CLASS_OF_USE))
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Social, domestic and pleasure use, excluding commuting',
      'Social, domestic and pleasure use, including commuting',
      BUSINESS_USE,
      'Social, domestic, pleasure, commuting and commercial travelling',
    ]);
    expect(queryQuestion(WHO_FOR_BUSINESS)).toBeNull();
    expect(screen.queryByRole('textbox', { name: BUSINESS_MILES })).toBeNull();
  });

  it('lists every problem of an empty page in the summary, in page order, and saves nothing', async () => {
    stubFetch();
    const before = atCarUsage();
    const user = userEvent.setup();
    const { router } = await openPage();

    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please tell us who owns the van',
      "Please tell us who is the van's registered keeper",
      'Please tell us where the van is kept during the day',
      'Please tell us where the van is kept overnight',
      'Please tell us the postcode where the van is kept',
      'Please tell us how you use the van',
      'Please tell us what the van is used for',
      'Please tell us how many miles the van does a year',
      'Please tell us whether the van has sign writing',
      'Please tell us whether the van has racking or shelving',
      'Please tell us whether the van is refrigerated',
      'Please tell us whether you carry dangerous goods',
      'Please tell us how many other vehicles you have',
      'Please tell us what access you have to other vehicles',
    ]);
    expect(document.activeElement).toBe(summary);
    await user.click(
      within(summary).getByRole('link', { name: 'Please tell us how you use the van' }),
    );
    expect(document.activeElement).toBe(within(question(CLASS_OF_USE)).getAllByRole('radio')[0]);

    const state = useJourneyStore.getState();
    expect(state.quote).toBe(before);
    expect(state.pageValidity.CarUsage).toBe(false);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('writes the answers into the working quote and goes to driver-details', async () => {
    stubFetch();
    atCarUsage();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerOwnershipVehiclesAndExtras(user);
    // No home address yet: the postcode is asked for directly.
    expect(queryQuestion(KEPT_AT_HOME)).toBeNull();
    await user.type(box(OVERNIGHT_POSTCODE), 'ls1 4ap');
    await choose(user, CLASS_OF_USE, 'Social, domestic and pleasure use, including commuting');
    await user.click(continueButton());

    await expectOnDriverDetails(router);
    const risk = savedRisk();
    expect(risk.vehicles?.[0]).toMatchObject({
      classOfUse: 'SDP',
      owner: 'Proposer',
      proposerIsKeeper: true,
      whereKept: 'Driveway',
      keptPostcode: 'LS1 4AP',
    });
    expect(risk.businessAnnualMileage).toBeUndefined();
    expect(risk.totalAnnualMileage).toBe(10000);
    expect(risk.proposer.driverDetails).toMatchObject({
      numberOfOtherVehicles: 1,
      accessToOtherVehicles: 'Owner',
    });
    expect(
      [
        DUQ_QUESTIONS.vanUsedFor,
        DUQ_QUESTIONS.totalAnnualMileage,
        DUQ_QUESTIONS.whoOwns,
        DUQ_QUESTIONS.registeredKeeper,
        DUQ_QUESTIONS.whereKeptDuringTheDay,
        DUQ_QUESTIONS.whereKeptOvernight,
        DUQ_QUESTIONS.signage,
        DUQ_QUESTIONS.rackingShelving,
        DUQ_QUESTIONS.refrigerated,
        DUQ_QUESTIONS.carryDangerousGoods,
      ].map((number) => getDuqAnswer(risk, number)),
    ).toEqual([
      'TOOLS',
      '10000',
      'Proposer',
      'Proposer',
      'WorkPremises',
      'Driveway',
      'Y',
      'Y',
      'N',
      'N',
    ]);
    expect(useJourneyStore.getState().pageValidity.CarUsage).toBe(true);
  });

  it('stores business use as the code of who uses the van for business, with business miles (§5.5)', async () => {
    stubFetch();
    atCarUsage();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerOwnershipVehiclesAndExtras(user);
    await user.type(box(OVERNIGHT_POSTCODE), 'LS2 7EY');
    await choose(user, CLASS_OF_USE, BUSINESS_USE);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please tell us who uses the van for business',
      'Please tell us how many of those miles are for business',
    ]);

    await choose(user, WHO_FOR_BUSINESS, 'Business use by all drivers');
    await user.type(box(BUSINESS_MILES), '6,000');
    await user.click(continueButton());

    await expectOnDriverDetails(router);
    const risk = savedRisk();
    expect(risk.vehicles?.[0]?.classOfUse).toBe('C2');
    expect(risk.businessAnnualMileage).toBe(6000);
  });

  it('drops the business answers when the use is changed to one without business', async () => {
    stubFetch();
    atCarUsage();
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerOwnershipVehiclesAndExtras(user);
    await user.type(box(OVERNIGHT_POSTCODE), 'LS2 7EY');
    await choose(user, CLASS_OF_USE, BUSINESS_USE);
    await choose(user, WHO_FOR_BUSINESS, 'Business use by the proposer');
    await user.type(box(BUSINESS_MILES), '2000');
    await choose(user, CLASS_OF_USE, 'Social, domestic and pleasure use, excluding commuting');
    expect(queryQuestion(WHO_FOR_BUSINESS)).toBeNull();
    expect(screen.queryByRole('textbox', { name: BUSINESS_MILES })).toBeNull();
    await user.click(continueButton());

    await expectOnDriverDetails(router);
    const risk = savedRisk();
    expect(risk.vehicles?.[0]?.classOfUse).toBe('SDPexC');
    expect(risk.businessAnnualMileage).toBeUndefined();
  });

  it('with a home address, asks whether the van is kept there overnight (§5.5)', async () => {
    stubFetch();
    atCarUsage(TEST_POSTCODE);
    const user = userEvent.setup();
    const { router } = await openPage();

    await answerOwnershipVehiclesAndExtras(user);
    await choose(user, CLASS_OF_USE, 'Social, domestic and pleasure use, including commuting');
    expect(screen.queryByRole('textbox', { name: OVERNIGHT_POSTCODE })).toBeNull();
    await choose(user, KEPT_AT_HOME, 'No');
    await user.type(box(OVERNIGHT_POSTCODE), 'ls14ap');
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'That is your home postcode: answer Yes if the van is kept at home overnight',
    );

    await choose(user, KEPT_AT_HOME, 'Yes');
    expect(screen.queryByRole('textbox', { name: OVERNIGHT_POSTCODE })).toBeNull();
    await user.click(continueButton());

    await expectOnDriverDetails(router);
    expect(savedRisk().vehicles?.[0]?.keptPostcode).toBe(TEST_POSTCODE);
  });

  it('shows the saved answers when the customer comes back', async () => {
    stubFetch();
    const quote = atCarUsage(TEST_POSTCODE);
    const answers: CarUsageForm = {
      whoOwnsTheCar: 'Leasing',
      whoIsTheCarsRegisteredKeeper: 'Company',
      whereIsTheCarKeptDuringTheDay: 'Various',
      whereKept: 'Compound',
      isTheCarKeptAtHomeAddressOvernight: false,
      carKeptOvernightPostcode: 'LS2 7EY',
      classOfUse: 'SDPC+Business',
      whoUsesTheCarForBusiness: 'JC1',
      vanUsedFor: 'COURIER',
      totalAnnualMileage: '30000',
      businessAnnualMileage: 25000,
      signage: false,
      rackingShelving: true,
      refrigerated: true,
      carryDangerousGoods: false,
      numberOfOtherVehicles: 0,
      accessToOtherVehicles: 'NoAccess',
    };
    useJourneyStore.getState().setWorkingQuote(applyCarUsage(quote, answers));
    await openPage();

    const selected = (name: string) =>
      (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;
    const checked = (name: string) =>
      within(question(name))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(selected('Who owns the van?')).toBe('A leasing or contract hire company');
    expect(selected('Who is the registered keeper of the van?')).toBe('My own company');
    expect(selected('Where is the van kept during the day?')).toBe(
      'At different sites during the day',
    );
    expect(selected('Where is the van kept overnight?')).toBe('Locked compound or secure yard');
    expect(checked(KEPT_AT_HOME)).toEqual(['No']);
    expect(box(OVERNIGHT_POSTCODE).value).toBe('LS2 7EY');
    expect(checked(CLASS_OF_USE)).toEqual([BUSINESS_USE]);
    expect(checked(WHO_FOR_BUSINESS)).toEqual([
      'Business use by the proposer and spouse or civil partner',
    ]);
    expect(selected('What is the van used for most of the time?')).toBe(
      'Courier or parcel delivery for others',
    );
    expect(selected('How many miles is the van driven each year?')).toBe('25,001 to 30,000 miles');
    expect(box(BUSINESS_MILES).value).toBe('25000');
    expect(checked('Does the van have sign writing or advertising on it?')).toEqual(['No']);
    expect(checked('Does the van have racking or shelving fitted inside?')).toEqual(['Yes']);
    expect(checked('Is the van refrigerated?')).toEqual(['Yes']);
    expect(checked('Do you carry dangerous goods in the van?')).toEqual(['No']);
    expect(box('How many other vehicles do you have?').value).toBe('0');
    expect(selected('What access do you have to other vehicles?')).toBe(
      'No access to other vehicles',
    );
  });

  it('goes back to the lookup when there is no van to ask about', async () => {
    stubFetch();
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup'));
  });
});
