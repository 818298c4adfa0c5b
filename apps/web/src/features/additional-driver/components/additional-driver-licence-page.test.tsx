import { screen, within } from '@testing-library/react';
import {
  additionalDriverFormFromQuote,
  applyLicenceDetails,
  NEW_DRIVER_INDEX,
  updateDriver,
  type AdditionalDriverForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { useJourneyStore, type TempDriver } from '../../../stores/journey-store';
import {
  choose,
  expectQuestionsShown,
  fixTodayForEachTest,
  group,
  holdQuoteAfter,
  JANE as JANE_TAYLOR,
  landsOn,
  openApp,
  quoteWithProposer,
  typeDate,
} from '../../../testing/journey-test-kit';

const TODAY = '2026-03-10';
const START = '/driver-details/additional/licence-details';

/** driver-details and licence-details done for the proposer, Sam Taylor. */
function proposerQuote(): Quote {
  return applyLicenceDetails(
    quoteWithProposer(TODAY),
    {
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: 2005 },
      licenceNumber: { provideLicenceNumber: false },
      claims: [],
    },
    TODAY,
  );
}

const JANE: AdditionalDriverForm = {
  ...JANE_TAYLOR,
  licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO854027', part2: 'J99AB' },
  claims: [
    { description: 'THEFTVEH', claimDate: { day: 9, month: 9, year: 2023 }, ncdPrejudiced: false },
  ],
  medicalCondition: { dvlaNotified: true, dvlaRestriction: true },
};

/** What the first page carries on for a new driver: JANE without her licence answers. */
const {
  licenceType: _t,
  dateObtained: _d,
  licenceNumber: _n,
  claims: _c,
  medicalCondition: _m,
  ...JANE_DETAILS
} = JANE;
/** Jane being added: the first page answered, carried in tempDriver. */
const NEW_JANE: TempDriver = { index: NEW_DRIVER_INDEX, answers: JANE_DETAILS };

/** The page with `quote` held and `tempDriver` being edited, the questions shown. */
async function open(quote: Quote, tempDriver: TempDriver | null) {
  holdQuoteAfter(
    quote,
    ['VehicleLookup', 'CarDetails', 'CarUsage', 'DriverDetails', 'LicenceDetails'],
    tempDriver,
  );
  const view = openApp(START);
  await pageShown();
  return view;
}

/** The heading shows first; the questions once the lists have arrived. */
const pageShown = () => expectQuestionsShown('Additional driver licence', 'Save this driver');
const heldDrivers = () =>
  useJourneyStore.getState().quote?.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
const saveButton = () => screen.getByRole('button', { name: 'Save this driver' });
const MEDICAL =
  'Does the driver have a medical condition or disability that they must tell the DVLA about?';
const LICENCE_NUMBER = "What is the driver's driving licence number?";
const NO_LICENCE_NUMBER = "I'd rather not give their licence number";

fixTodayForEachTest(TODAY);

describe('driver-details/additional/licence-details', { timeout: 20_000 }, () => {
  it('asks about the licence, claims and medical condition, naming the driver', async () => {
    await open(proposerQuote(), NEW_JANE);

    expect(screen.getByText("Now tell us about Jane Taylor's licence.")).toBeTruthy();
    // §3.13: a new driver starts on a full licence.
    expect(
      within(group('What type of driving licence does the driver have?')).getByRole('radio', {
        name: 'Full UK licence',
      }),
    ).toHaveProperty('checked', true);
    expect(group('When did the driver get this licence?').textContent).toContain(
      'Enter the date on their licence, however long ago.',
    );
    // §2.6: the number in two parts, with an option not to give it, as the proposer is asked.
    const number = group(LICENCE_NUMBER);
    expect(number.textContent).toContain('It is in section 5 of their photocard licence');
    expect(within(number).getByLabelText('First 11 characters')).toHaveProperty('value', '');
    expect(within(number).getByLabelText('Next 5 characters')).toHaveProperty('value', '');
    expect(within(number).getByLabelText(NO_LICENCE_NUMBER)).toHaveProperty('checked', false);
    expect(group('Has the driver made any claims in the last 5 years?')).toBeTruthy();
    expect(group(MEDICAL)).toBeTruthy();
  });

  it('lists every problem of an empty submit in page order, focused, saving nothing', async () => {
    const before = proposerQuote();
    const { user } = await open(before, NEW_JANE);

    await user.click(saveButton());

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the date the driver got their licence',
      "Please enter the first part of the driver's licence number",
      "Please enter the second part of the driver's licence number",
      'Please tell us whether the driver has made any claims in the last 5 years',
      'Please tell us whether the driver has a medical condition or disability the DVLA should know about',
    ]);
    expect(useJourneyStore.getState().quote).toEqual(before);
  });

  it('accepts a licence held since 1995, as it is (decision 052)', async () => {
    const { user, router } = await open(proposerQuote(), {
      index: NEW_DRIVER_INDEX,
      answers: { ...JANE_DETAILS, dateOfBirth: { day: 1, month: 1, year: 1970 } },
    });

    await typeDate(user, 'When did the driver get this licence?', {
      Day: '15',
      Month: '6',
      Year: '1995',
    });
    await user.click(screen.getByLabelText(NO_LICENCE_NUMBER));
    await choose(user, 'Has the driver made any claims in the last 5 years?', 'No');
    await choose(user, MEDICAL, 'No');
    await user.click(saveButton());

    await landsOn(router, '/driver-details/licence-details');
    expect(heldDrivers()[0]?.driverDetails?.licence?.dateObtained).toBe('1995-06-15');
    // Rather not given: no number is kept, as for the proposer (§5.5).
    expect(heldDrivers()[0]?.driverDetails?.licence).not.toHaveProperty('licenceNumber');
  });

  it('saves a new driver into the quote and goes back to licence-details', async () => {
    const { user, router } = await open(proposerQuote(), NEW_JANE);

    await typeDate(user, 'When did the driver get this licence?', {
      Day: '1',
      Month: '5',
      Year: '2006',
    });
    const number = group(LICENCE_NUMBER);
    await user.type(within(number).getByLabelText('First 11 characters'), 'taylo854027');
    await user.type(within(number).getByLabelText('Next 5 characters'), 'j99ab');
    await choose(user, 'Has the driver made any claims in the last 5 years?', 'Yes');
    await user.selectOptions(within(group('Claim 1')).getByLabelText('What happened?'), 'THEFTVEH');
    await typeDate(user, 'When did it happen?', { Day: '9', Month: '9', Year: '2023' });
    await choose(user, 'Did this claim affect their no claims discount?', 'No');
    await choose(user, MEDICAL, 'Yes');
    await choose(user, 'Has the driver told the DVLA about it?', 'Yes');
    await choose(user, "Has the DVLA restricted the driver's licence because of it?", 'Yes');
    await user.click(saveButton());

    await landsOn(router, '/driver-details/licence-details');
    const drivers = heldDrivers();
    expect(drivers).toHaveLength(1);
    expect(additionalDriverFormFromQuote(useJourneyStore.getState().quote!, 0)).toEqual(JANE);
    expect(drivers[0]?.driverDetails).toMatchObject({
      vehicleUse: 'Frequently',
      driverType: 'NmdDrvr',
      licence: { licenceNumber: 'TAYLO854027J99AB' },
    });
    // The proposer's LICENCE userfield stays the proposer's (decision 054).
    expect(
      useJourneyStore
        .getState()
        .quote?.policy.eventCurrent.risk.userfieldAnswers?.map((answer) => answer.questionCode),
    ).not.toContain('LICENCE');
    const state = useJourneyStore.getState();
    expect(state.tempDriver).toBeNull();
    expect(state.pageValidity.AdditionalDriverDetails).toBe(true);
    const listed = await screen.findByRole('region', { name: 'Additional drivers' });
    expect(within(listed).getByRole('button', { name: 'Change Jane Taylor' })).toBeTruthy();
  });

  it('sets tests to 0 for a provisional licence (§4.6)', async () => {
    const { user, router } = await open(proposerQuote(), NEW_JANE);

    await choose(
      user,
      'What type of driving licence does the driver have?',
      'Provisional UK licence',
    );
    await typeDate(user, 'When did the driver get this licence?', {
      Day: '1',
      Month: '5',
      Year: '2006',
    });
    await user.click(screen.getByLabelText(NO_LICENCE_NUMBER));
    await choose(user, 'Has the driver made any claims in the last 5 years?', 'No');
    await choose(user, MEDICAL, 'No');
    await user.click(saveButton());

    await landsOn(router, '/driver-details/licence-details');
    expect(heldDrivers()[0]?.driverDetails).toMatchObject({
      licence: { licenceType: 'Provisional Licence' },
      tests: 0,
    });
  });

  it('refuses a licence from before the driver was 17, a rule across both pages', async () => {
    const { user } = await open(proposerQuote(), NEW_JANE);

    await typeDate(user, 'When did the driver get this licence?', {
      Day: '1',
      Month: '5',
      Year: '2003',
    });
    await user.click(screen.getByLabelText(NO_LICENCE_NUMBER));
    await choose(user, 'Has the driver made any claims in the last 5 years?', 'No');
    await choose(user, MEDICAL, 'No');
    await user.click(saveButton());

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'The driver cannot have got their licence before they were 17',
    );
    expect(heldDrivers()).toHaveLength(0);
  });

  it('changes a listed driver in place, showing their saved answers', async () => {
    const quote = updateDriver(
      updateDriver(proposerQuote(), NEW_DRIVER_INDEX, JANE, TODAY),
      NEW_DRIVER_INDEX,
      { ...JANE, firstName: 'Alex', claims: [], medicalCondition: undefined },
      TODAY,
    );
    const { user, router } = await open(quote, {
      index: 0,
      answers: additionalDriverFormFromQuote(quote, 0),
    });

    const date = group('When did the driver get this licence?');
    expect(within(date).getByLabelText('Year')).toHaveProperty('value', '2006');
    expect(within(group(LICENCE_NUMBER)).getByLabelText('First 11 characters')).toHaveProperty(
      'value',
      'TAYLO854027',
    );
    expect(
      within(group('Has the driver made any claims in the last 5 years?')).getByRole('radio', {
        name: 'Yes',
      }),
    ).toHaveProperty('checked', true);
    expect(within(group('Claim 1')).getByLabelText('What happened?')).toHaveProperty(
      'value',
      'THEFTVEH',
    );
    expect(
      within(group('Has the driver told the DVLA about it?')).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);

    await choose(user, MEDICAL, 'No');
    await user.click(saveButton());

    await landsOn(router, '/driver-details/licence-details');
    const drivers = heldDrivers();
    expect(drivers.map((driver) => driver.name?.forenames)).toEqual(['Jane', 'Alex']);
    expect(drivers[0]?.driverDetails?.medicalCondition).toBeUndefined();
    expect(drivers[0]?.driverDetails?.claims).toHaveLength(1);
  });

  it("sends the customer back for the driver's details when this page was opened without them", async () => {
    const { user, router } = await open(proposerQuote(), null);

    await typeDate(user, 'When did the driver get this licence?', {
      Day: '1',
      Month: '5',
      Year: '2006',
    });
    await user.click(screen.getByLabelText(NO_LICENCE_NUMBER));
    await choose(user, 'Has the driver made any claims in the last 5 years?', 'No');
    await choose(user, MEDICAL, 'No');
    await user.click(saveButton());

    const summary = await screen.findByRole('alert');
    await user.click(
      within(summary).getByRole('link', { name: "Please tell us the driver's details first" }),
    );
    const back = screen.getByRole('link', { name: "Back to the driver's details" });
    expect(document.activeElement).toBe(back);
    expect(heldDrivers()).toHaveLength(0);
    // This page's answers are kept for when the customer returns.
    expect(useJourneyStore.getState().tempDriver).toMatchObject({
      index: NEW_DRIVER_INDEX,
      answers: { dateObtained: { day: 1, month: 5, year: 2006 }, claims: [] },
    });

    await user.click(back);
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/driver-details/additional/driver-details');
  });

  it('keeps what was typed here when the customer goes back to the first page', async () => {
    const { user } = await open(proposerQuote(), NEW_JANE);

    await typeDate(user, 'When did the driver get this licence?', {
      Day: '1',
      Month: '5',
      Year: '2006',
    });
    await choose(user, MEDICAL, 'Yes');
    await choose(user, 'Has the driver told the DVLA about it?', 'Yes');
    await user.click(screen.getByRole('link', { name: "Back to the driver's details" }));
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 });
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Jane');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await pageShown();
    const date = group('When did the driver get this licence?');
    expect(within(date).getByLabelText('Day')).toHaveProperty('value', '1');
    expect(within(date).getByLabelText('Year')).toHaveProperty('value', '2006');
    expect(within(group(MEDICAL)).getByRole('radio', { name: 'Yes' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(group('Has the driver told the DVLA about it?')).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);
  });
});
