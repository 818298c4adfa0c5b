import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  applyLicenceDetails,
  NEW_DRIVER_INDEX,
  updateDriver,
  type AdditionalDriverForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
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
const START = '/driver-details/licence-details';

/** driver-details done: the proposer, Sam Taylor, born 15 June 1985. */
const proposerQuote = () => quoteWithProposer(TODAY);

const JANE: AdditionalDriverForm = {
  ...JANE_TAYLOR,
  occupation: { empStatus: 'Employee', occupation: '637', employersBusiness: '132' },
};
const ALEX: AdditionalDriverForm = {
  ...JANE,
  firstName: 'Alex',
  relationshipToProposer: 'OFFSPRNG',
};

function withDrivers(quote: Quote, ...drivers: AdditionalDriverForm[]): Quote {
  return drivers.reduce(
    (held, driver) => updateDriver(held, NEW_DRIVER_INDEX, driver, TODAY),
    quote,
  );
}

/** The licence already answered: full licence since 2005, number given, no claims. */
function answeredQuote(): Quote {
  return applyLicenceDetails(
    proposerQuote(),
    {
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: 2005 },
      licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO706155', part2: 'SJ9AB' },
      claims: [],
    },
    TODAY,
  );
}

/** The page with `quote` held, the questions shown (the heading first, then the lists). */
async function open(quote: Quote) {
  holdQuoteAfter(quote, ['VehicleLookup', 'CarDetails', 'CarUsage', 'DriverDetails']);
  const view = openApp(START);
  await expectQuestionsShown('Licence details', 'Continue');
  return view;
}

const heldRisk = () => useJourneyStore.getState().quote?.policy.eventCurrent.risk;

/** Every licence question answered, no claims, no medical condition. */
async function answerLicence(user: UserEvent) {
  await choose(user, 'What type of driving licence do you have?', 'Full UK licence');
  await typeDate(user, 'When did you get this licence?', { Day: '20', Month: '7', Year: '2005' });
  await user.type(screen.getByLabelText('First 11 characters'), 'taylo706155');
  await user.type(screen.getByLabelText('Next 5 characters'), 'sj9ab');
  await choose(user, 'Have you made any claims in the last 5 years?', 'No');
  await choose(
    user,
    'Do you have a medical condition or disability that you must tell the DVLA about?',
    'No',
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

fixTodayForEachTest(TODAY);

describe('licence-details', { timeout: 20_000 }, () => {
  it('asks about the licence, claims, medical condition and other drivers', async () => {
    await open(proposerQuote());
    const licenceType = group('What type of driving licence do you have?');
    expect(
      within(licenceType)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toEqual([
      'Full UK licence',
      'Full UK licence, automatic vehicles only',
      'Provisional UK licence',
      'Full EU or EEA licence',
      'International driving permit',
      'Full licence from outside the UK, EU and EEA',
    ]);
    // Decision 052: the date as it is, however long ago.
    expect(group('When did you get this licence?').textContent).toContain(
      'Enter the date on your licence, however long ago.',
    );
    expect(group('What is your driving licence number?')).toBeTruthy();
    expect(screen.getByLabelText("I'd rather not give my licence number")).toBeTruthy();
    expect(group('Have you made any claims in the last 5 years?')).toBeTruthy();
    expect(
      group('Do you have a medical condition or disability that you must tell the DVLA about?'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Additional drivers' })).toBeTruthy();
    expect(screen.getByText('No one else is named on your quote.')).toBeTruthy();
    const addAnother = group('Would you like to add another driver?');
    expect(
      within(addAnother)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(
      screen.queryByRole('group', { name: 'Who will be the main driver of the van?' }),
    ).toBeNull();
  });

  it('lists every problem of an empty submit in page order, focused, saving nothing', async () => {
    const before = proposerQuote();
    const { user } = await open(before);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please choose your licence type',
      'Enter the date you got your licence',
      'Please enter the first part of your licence number',
      'Please enter the second part of your licence number',
      'Please tell us whether you have made any claims in the last 5 years',
      'Please tell us whether you have a medical condition or disability the DVLA should know about',
      'Please tell us whether you would like to add another driver',
    ]);
    await user.click(
      within(summary).getByRole('link', { name: 'Please choose your licence type' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Full UK licence' }));
    expect(useJourneyStore.getState().quote).toEqual(before);
    expect(useJourneyStore.getState().pageValidity.LicenceDetails).toBe(false);
  });

  it('takes a licence date more than 25 years ago as it is, and refuses one before the 17th birthday', async () => {
    const { user } = await open(proposerQuote());

    await typeDate(user, 'When did you get this licence?', { Day: '1', Month: '1', Year: '1999' });
    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).not.toContain('enter 2001');
    expect(summary.textContent).not.toContain('When did you get this licence');
    expect(summary.textContent).toContain('You cannot have got your licence before you were 17');
  });

  it('drops the licence number boxes when the customer would rather not give it', async () => {
    const { user } = await open(proposerQuote());

    await user.type(screen.getByLabelText('First 11 characters'), 'TAYLO');
    await user.click(screen.getByLabelText("I'd rather not give my licence number"));
    expect(screen.queryByLabelText('First 11 characters')).toBeNull();
    expect(screen.queryByLabelText('Next 5 characters')).toBeNull();

    await user.click(screen.getByLabelText("I'd rather not give my licence number"));
    expect(screen.getByLabelText('First 11 characters')).toHaveProperty('value', '');
  });

  it('asks the DVLA questions only after Yes to a medical condition', async () => {
    const { user } = await open(proposerQuote());
    const medical =
      'Do you have a medical condition or disability that you must tell the DVLA about?';

    expect(screen.queryByRole('group', { name: 'Have you told the DVLA about it?' })).toBeNull();
    await choose(user, medical, 'Yes');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please tell us whether you have told the DVLA');
    expect(summary.textContent).toContain(
      'Please tell us whether the DVLA has restricted your licence',
    );

    await choose(user, medical, 'No');
    expect(screen.queryByRole('group', { name: 'Have you told the DVLA about it?' })).toBeNull();
    expect(
      screen.queryByRole('group', { name: 'Has the DVLA restricted your licence because of it?' }),
    ).toBeNull();
  });

  it('takes up to 5 claims, added and removed, each checked on its own', async () => {
    const { user } = await open(proposerQuote());

    await choose(user, 'Have you made any claims in the last 5 years?', 'Yes');
    expect(screen.getByRole('group', { name: 'Claim 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Claim 1' })).toBeNull();

    for (let added = 2; added <= 5; added += 1) {
      await user.click(screen.getByRole('button', { name: 'Add another claim' }));
      expect(document.activeElement).toBe(
        within(group(`Claim ${added}`)).getByLabelText('What happened?'),
      );
    }
    expect(screen.queryByRole('button', { name: 'Add another claim' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Claim 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove Claim 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove Claim 3' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add another claim' }));
    await user.click(continueButton());

    const links = within(await screen.findByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        'Claim 1: Please choose what happened',
        'Claim 2: Please choose what happened',
        'Claim 2: Please tell us whether the claim affected your no claims discount',
      ]),
    );

    await choose(user, 'Have you made any claims in the last 5 years?', 'No');
    expect(screen.queryByRole('group', { name: 'Claim 1' })).toBeNull();
  });

  it('saves the licence, claims and medical condition and goes on to cover-details', async () => {
    const { user, router } = await open(proposerQuote());

    await answerLicence(user);
    await choose(user, 'Have you made any claims in the last 5 years?', 'Yes');
    const claim = group('Claim 1');
    await user.selectOptions(
      within(claim).getByLabelText('What happened?'),
      'Hit the back of another vehicle (at fault)',
    );
    await typeDate(user, 'When did it happen?', { Day: '3', Month: '11', Year: '2024' });
    await user.click(within(claim).getByRole('radio', { name: 'Yes' }));
    await choose(
      user,
      'Do you have a medical condition or disability that you must tell the DVLA about?',
      'Yes',
    );
    await choose(user, 'Have you told the DVLA about it?', 'Yes');
    await choose(user, 'Has the DVLA restricted your licence because of it?', 'No');
    await choose(user, 'Would you like to add another driver?', 'No');
    await user.click(continueButton());

    await landsOn(router, '/cover-details');
    const risk = heldRisk();
    expect(risk?.proposer.driverDetails).toMatchObject({
      licence: { licenceType: 'Full Licence', dateObtained: '2005-07-20' },
      claims: [{ description: 'ACCREARF', claimDate: '2024-11-03', ncdPrejudiced: true }],
      medicalCondition: { dvlaNotified: true, dvlaRestriction: false },
    });
    expect(risk?.userfieldAnswers).toContainEqual({
      questionCode: 'LICENCE',
      answer: 'TAYLO706155SJ9AB',
    });
    const { pageValidity, tempDriver } = useJourneyStore.getState();
    expect(pageValidity.LicenceDetails).toBe(true);
    expect(pageValidity.AdditionalDriverDetails).toBe(true);
    expect(tempDriver).toBeNull();
  });

  it('removes the LICENCE userfield when the customer would rather not give the number', async () => {
    const { user, router } = await open(answeredQuote());

    await user.click(screen.getByLabelText("I'd rather not give my licence number"));
    await choose(user, 'Would you like to add another driver?', 'No');
    await user.click(continueButton());

    await landsOn(router, '/cover-details');
    expect(heldRisk()?.userfieldAnswers?.map((item) => item.questionCode)).not.toContain('LICENCE');
  });

  it('shows the saved answers when the customer comes back', async () => {
    await open(answeredQuote());

    expect(screen.getByRole('radio', { name: 'Full UK licence' })).toHaveProperty('checked', true);
    const date = group('When did you get this licence?');
    expect(within(date).getByLabelText('Day')).toHaveProperty('value', '20');
    expect(within(date).getByLabelText('Month')).toHaveProperty('value', '7');
    expect(within(date).getByLabelText('Year')).toHaveProperty('value', '2005');
    expect(screen.getByLabelText('First 11 characters')).toHaveProperty('value', 'TAYLO706155');
    expect(screen.getByLabelText('Next 5 characters')).toHaveProperty('value', 'SJ9AB');
    expect(
      within(group('Have you made any claims in the last 5 years?')).getByRole('radio', {
        name: 'No',
      }),
    ).toHaveProperty('checked', true);
    expect(
      within(
        group('Do you have a medical condition or disability that you must tell the DVLA about?'),
      ).getByRole('radio', { name: 'No' }),
    ).toHaveProperty('checked', true);
    // Decision 054's addendum: once the licence is answered the standing answer is No (a Yes is
    // answered by adding the driver), so a customer coming back sees it and is not asked again.
    const addAnother = within(group('Would you like to add another driver?'));
    expect(addAnother.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect(addAnother.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
  });

  it('starts a new driver when the customer wants to add another', async () => {
    const { user, router } = await open(proposerQuote());

    await answerLicence(user);
    await choose(user, 'Would you like to add another driver?', 'Yes');
    await user.click(continueButton());

    await landsOn(router, '/driver-details/additional/driver-details');
    const state = useJourneyStore.getState();
    expect(state.tempDriver).toEqual({ index: NEW_DRIVER_INDEX, answers: {} });
    expect(state.quote?.policy.eventCurrent.risk.proposer.driverDetails?.licence?.licenceType).toBe(
      'Full Licence',
    );
    expect(state.pageValidity.LicenceDetails).toBe(true);
  });

  describe('with named drivers', () => {
    it('lists them and asks who the main driver is (§4.6), saving the choice', async () => {
      const { user, router } = await open(withDrivers(answeredQuote(), JANE, ALEX));

      const list = within(screen.getByRole('region', { name: 'Additional drivers' })).getByRole(
        'list',
      );
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual(['Jane Taylor', 'Alex Taylor']);
      expect(within(list).getByRole('button', { name: 'Change Jane Taylor' })).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Remove Alex Taylor' })).toBeTruthy();
      const main = group('Who will be the main driver of the van?');
      // The quote's main driver is read back: the proposer until another is chosen.
      expect(within(main).getByRole('radio', { name: 'You (Sam Taylor)' })).toHaveProperty(
        'checked',
        true,
      );

      await user.click(within(main).getByRole('radio', { name: 'Alex Taylor' }));
      await choose(user, 'Would you like to add another driver?', 'No');
      await user.click(continueButton());

      await landsOn(router, '/cover-details');
      const risk = heldRisk();
      expect(risk?.proposer.driverDetails?.vehicleUse).toBe('Frequently');
      expect(risk?.additionalInsuredPersons?.map((d) => d.driverDetails?.vehicleUse)).toEqual([
        'Frequently',
        'MainUser',
      ]);
    });

    it('removes a driver after asking, keeping the main-driver choice on the same person', async () => {
      const { user } = await open(withDrivers(answeredQuote(), JANE, ALEX));
      const main = () => group('Who will be the main driver of the van?');
      await user.click(within(main()).getByRole('radio', { name: 'Alex Taylor' }));

      await user.click(screen.getByRole('button', { name: 'Remove Jane Taylor' }));
      expect(
        screen.getByRole('group', { name: 'Remove Jane Taylor from your quote?' }),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'No, keep' }));
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove Jane Taylor' }),
      );
      expect(heldRisk()?.additionalInsuredPersons).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Remove Jane Taylor' }));
      await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

      expect(screen.getByText('Jane Taylor has been removed from your quote.')).toBeTruthy();
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Additional drivers' }),
      );
      expect(heldRisk()?.additionalInsuredPersons?.map((d) => d.name?.forenames)).toEqual(['Alex']);
      expect(within(main()).getByRole('radio', { name: 'Alex Taylor' })).toHaveProperty(
        'checked',
        true,
      );
    });

    it('keeps the licence answers, then opens the driver, on Change', async () => {
      const { user, router } = await open(withDrivers(proposerQuote(), JANE, ALEX));

      await user.click(screen.getByRole('button', { name: 'Change Alex Taylor' }));
      // Licence answers missing: the problems are listed and nothing is saved.
      const summary = await screen.findByRole('alert');
      expect(within(summary).getAllByRole('link')[0]?.textContent).toBe(
        'Please choose your licence type',
      );
      expect(summary.textContent).not.toContain('add another driver');
      expect(router.state.location.pathname).toBe(START);

      await answerLicence(user);
      await user.click(screen.getByRole('button', { name: 'Change Alex Taylor' }));

      await landsOn(router, '/driver-details/additional/driver-details');
      const state = useJourneyStore.getState();
      expect(state.tempDriver?.index).toBe(1);
      expect(state.tempDriver?.answers).toMatchObject({ firstName: 'Alex', lastName: 'Taylor' });
      expect(state.quote?.policy.eventCurrent.risk.proposer.driverDetails?.licence).toMatchObject({
        licenceType: 'Full Licence',
        dateObtained: '2005-07-20',
      });
      expect(state.pageValidity.LicenceDetails).toBe(true);
    });
  });
});
