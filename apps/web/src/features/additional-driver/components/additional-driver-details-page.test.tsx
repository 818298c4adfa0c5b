import { screen, within } from '@testing-library/react';
import {
  additionalDriverFormFromQuote,
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
  pickFromList,
  quoteWithProposer,
  typeDate,
} from '../../../testing/journey-test-kit';

const TODAY = '2026-03-10';
const START = '/driver-details/additional/driver-details';

/** driver-details and licence-details done for the proposer, Sam Taylor. */
const proposerQuote = () => quoteWithProposer(TODAY);

const JANE: AdditionalDriverForm = {
  ...JANE_TAYLOR,
  convictions: [
    { code: 'SP30', convictionDate: { day: 5, month: 8, year: 2024 }, pointsOnLicence: 3 },
  ],
};

/** The page with `quote` held and `tempDriver` being edited, the questions shown. */
async function open(quote: Quote, tempDriver: TempDriver | null) {
  holdQuoteAfter(
    quote,
    ['VehicleLookup', 'CarDetails', 'CarUsage', 'DriverDetails', 'LicenceDetails'],
    tempDriver,
  );
  const view = openApp(START);
  // The first visit also loads the page's code and its six lists.
  await expectQuestionsShown('Additional driver', 'Continue');
  return view;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

fixTodayForEachTest(TODAY);

describe('driver-details/additional/driver-details', { timeout: 20_000 }, () => {
  it('asks who the driver is, starting a new driver from the §3.13 defaults', async () => {
    await open(proposerQuote(), { index: NEW_DRIVER_INDEX, answers: {} });
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', '');
    expect(group('Gender')).toBeTruthy();
    expect(group('Date of birth')).toBeTruthy();
    const relationship = screen.getByLabelText('How is the driver related to you?');
    expect(within(relationship).queryByRole('option', { name: 'Proposer' })).toBeNull();
    expect(within(relationship).getByRole('option', { name: 'Spouse' })).toBeTruthy();
    expect(screen.getByLabelText("What is the driver's relationship status?")).toBeTruthy();
    // §3.13: a new driver is an employee; the disclosure questions start unanswered (issue 18).
    expect(screen.getByLabelText('Employment status')).toHaveProperty('value', 'Employee');
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: "Employer's business" })).toBeTruthy();
    for (const question of [
      'Has the driver ever been refused insurance?',
      'Does the driver have any non-motoring convictions?',
      'Has the driver had any motoring convictions in the last 5 years?',
    ]) {
      expect(
        within(group(question))
          .getAllByRole('radio')
          .some((radio) => (radio as HTMLInputElement).checked),
      ).toBe(false);
    }
  });

  it('lists every problem of an empty submit in page order, focused, carrying nothing on', async () => {
    const before = proposerQuote();
    const { user, router } = await open(before, { index: NEW_DRIVER_INDEX, answers: {} });

    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Please choose the driver's title",
      "Please enter the driver's first name",
      "Please enter the driver's last name",
      "Please choose the driver's gender",
      "Enter the driver's date of birth",
      'Please tell us how the driver is related to you',
      "Please choose the driver's relationship status",
      'Please tell us whether the driver has ever been refused insurance',
      'Please tell us whether the driver has any non-motoring convictions',
      'Please tell us whether the driver has had any motoring convictions in the last 5 years',
    ]);
    await user.click(
      within(summary).getByRole('link', { name: "Please enter the driver's last name" }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(router.state.location.pathname).toBe(START);
    expect(useJourneyStore.getState().tempDriver).toEqual({ index: NEW_DRIVER_INDEX, answers: {} });
    expect(useJourneyStore.getState().quote).toEqual(before);
  });

  it('asks about each motoring conviction only after Yes', async () => {
    const { user } = await open(proposerQuote(), null);
    const question = 'Has the driver had any motoring convictions in the last 5 years?';

    await choose(user, question, 'Yes');
    const first = group('Conviction 1');
    expect(within(first).getByRole('combobox', { name: 'Offence' })).toBeTruthy();
    expect(within(first).getByRole('group', { name: 'Date of conviction' })).toBeTruthy();
    expect(within(first).getByLabelText('Penalty points')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add another conviction' }));
    // The new entry's first control takes focus (the offence list opens on focus).
    expect(document.activeElement?.id).toBe('conviction-1-code');
    await user.keyboard('{Escape}');
    await user.type(within(group('Conviction 2')).getByLabelText('Penalty points'), '13');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Conviction 1: Please choose the conviction');
    expect(summary.textContent).toContain('Conviction 2: Points must be between 0 and 12');

    await choose(user, question, 'No');
    expect(screen.queryByRole('group', { name: 'Conviction 1' })).toBeNull();
  });

  it('carries the answers to the licence page without touching the quote', async () => {
    const before = proposerQuote();
    const { user, router } = await open(before, { index: NEW_DRIVER_INDEX, answers: {} });

    await user.selectOptions(screen.getByLabelText('Title'), 'Mrs');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Taylor');
    await choose(user, 'Gender', 'Female');
    await typeDate(user, 'Date of birth', { Day: '2', Month: '4', Year: '1987' });
    await user.selectOptions(screen.getByLabelText('How is the driver related to you?'), 'Spouse');
    await user.selectOptions(
      screen.getByLabelText("What is the driver's relationship status?"),
      'Married',
    );
    await user.selectOptions(screen.getByLabelText('Employment status'), 'Self Employed');
    await pickFromList(user, 'Occupation', 'Delivery Dr', 'Delivery Driver');
    await pickFromList(user, "Employer's business", 'Transport - R', 'Transport - Road');
    await choose(user, 'Has the driver ever been refused insurance?', 'No');
    await choose(user, 'Does the driver have any non-motoring convictions?', 'No');
    await choose(user, 'Has the driver had any motoring convictions in the last 5 years?', 'Yes');
    await pickFromList(
      user,
      'Offence',
      'SP30',
      'SP30 Exceeding the statutory speed limit on a public road',
    );
    await typeDate(user, 'Date of conviction', { Day: '5', Month: '8', Year: '2024' });
    await user.type(screen.getByLabelText('Penalty points'), '3');
    await user.click(continueButton());

    await landsOn(router, '/driver-details/additional/licence-details');
    const { tempDriver, quote } = useJourneyStore.getState();
    expect(tempDriver?.index).toBe(NEW_DRIVER_INDEX);
    expect(tempDriver?.answers).toMatchObject({
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Taylor',
      gender: 'F',
      dateOfBirth: { day: 2, month: 4, year: 1987 },
      relationshipToProposer: 'SPOUSEREL',
      relationshipStatus: 'M',
      occupation: { empStatus: 'SelfEmploy', occupation: '637', employersBusiness: '132' },
      insuranceRefused: false,
      hasNonMotoringConvictions: false,
      convictions: [
        { code: 'SP30', convictionDate: { day: 5, month: 8, year: 2024 }, pointsOnLicence: 3 },
      ],
    });
    expect(quote).toEqual(before);
  });

  it("shows a listed driver's saved answers when they are being changed", async () => {
    const quote = updateDriver(proposerQuote(), NEW_DRIVER_INDEX, JANE, TODAY);
    await open(quote, { index: 0, answers: additionalDriverFormFromQuote(quote, 0) });

    expect(
      screen.getByText(
        "Check Jane Taylor's details and change anything that is wrong. We will ask about their licence next.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Mrs');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Jane');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    expect(within(group('Date of birth')).getByLabelText('Year')).toHaveProperty('value', '1987');
    expect(screen.getByLabelText('How is the driver related to you?')).toHaveProperty(
      'value',
      'SPOUSEREL',
    );
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveProperty(
      'value',
      'Delivery Driver',
    );
    expect(
      within(group('Has the driver had any motoring convictions in the last 5 years?')).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    ).toHaveProperty('checked', true);
    expect(within(group('Conviction 1')).getByLabelText('Penalty points')).toHaveProperty(
      'value',
      '3',
    );
  });

  it('goes back to licence-details on Cancel, forgetting the driver and leaving the quote', async () => {
    const before = proposerQuote();
    const { user, router } = await open(before, {
      index: NEW_DRIVER_INDEX,
      answers: { firstName: 'Jo' },
    });

    await user.click(
      screen.getByRole('link', { name: 'Cancel and go back to your licence details' }),
    );

    await landsOn(router, '/driver-details/licence-details');
    expect(useJourneyStore.getState().tempDriver).toBeNull();
    expect(useJourneyStore.getState().quote).toEqual(before);
  });
});
