import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  additionalDriverFormFromQuote,
  createDefaultDirectQuote,
  NEW_DRIVER_INDEX,
  updateDriver,
  type AdditionalDriverForm,
  type Quote,
} from '@van/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore, type TempDriver } from '../../../stores/journey-store';
import { stubFetch } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const TODAY = '2026-03-10';
const START = '/driver-details/additional/driver-details';

/** Navigating may first load the next page's code and lists. */
const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

/** driver-details and licence-details done for the proposer, Sam Taylor. */
function proposerQuote(): Quote {
  const quote = createDefaultDirectQuote(TODAY);
  const risk = quote.policy.eventCurrent.risk;
  risk.proposer = {
    ...risk.proposer,
    name: { title: 'Mr', forenames: 'Sam', surname: 'Taylor' },
    dateOfBirth: '1985-06-15',
  };
  return quote;
}

const JANE: AdditionalDriverForm = {
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Taylor',
  gender: 'F',
  dateOfBirth: { day: 2, month: 4, year: 1987 },
  relationshipToProposer: 'SPOUSEREL',
  relationshipStatus: 'M',
  insuranceRefused: false,
  hasNonMotoringConvictions: false,
  occupation: { empStatus: 'SelfEmploy', occupation: '637', employersBusiness: '132' },
  convictions: [
    { code: 'SP30', convictionDate: { day: 5, month: 8, year: 2024 }, pointsOnLicence: 3 },
  ],
  licenceType: 'Full Licence',
  dateObtained: { day: 1, month: 5, year: 2006 },
  claims: [],
};

function open(quote: Quote, tempDriver: TempDriver | null) {
  const store = useJourneyStore.getState();
  store.setWorkingQuote(quote);
  store.setPageValidity(
    ['VehicleLookup', 'CarDetails', 'CarUsage', 'DriverDetails', 'LicenceDetails'],
    true,
  );
  store.setTempDriver(tempDriver);
  return renderApp(START);
}

const group = (name: string) => screen.getByRole('group', { name });
const answer = (user: UserEvent, question: string, option: string) =>
  user.click(within(group(question)).getByRole('radio', { name: option }));

async function typeDate(user: UserEvent, legend: string, day: string, month: string, year: string) {
  const date = group(legend);
  await user.type(within(date).getByLabelText('Day'), day);
  await user.type(within(date).getByLabelText('Month'), month);
  await user.type(within(date).getByLabelText('Year'), year);
}

async function choose(user: UserEvent, label: string, typed: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The first visit also loads the page's code and its six lists. */
const pageShown = async () => {
  await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1, name: 'Additional driver' })).toBeTruthy();
};
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('driver-details/additional/driver-details', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00'));
  });

  it('asks who the driver is, starting a new driver from the §3.13 defaults', async () => {
    stubFetch();
    open(proposerQuote(), { index: NEW_DRIVER_INDEX, answers: {} });

    await pageShown();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', '');
    expect(group('Gender')).toBeTruthy();
    expect(group('Date of birth')).toBeTruthy();
    const relationship = screen.getByLabelText('How is the driver related to you?');
    expect(within(relationship).queryByRole('option', { name: 'Proposer' })).toBeNull();
    expect(within(relationship).getByRole('option', { name: 'Spouse' })).toBeTruthy();
    expect(screen.getByLabelText("What is the driver's relationship status?")).toBeTruthy();
    // §3.13: a new driver is an employee, never refused insurance, with no non-motoring convictions.
    expect(screen.getByLabelText("What is the driver's employment status?")).toHaveProperty(
      'value',
      'Employee',
    );
    expect(screen.getByRole('combobox', { name: "What is the driver's occupation?" })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'What type of business do they work in?' }),
    ).toBeTruthy();
    expect(
      within(group('Has the driver ever been refused motor insurance?')).getByRole('radio', {
        name: 'No',
      }),
    ).toHaveProperty('checked', true);
    expect(
      within(group('Does the driver have any non-motoring convictions?')).getByRole('radio', {
        name: 'No',
      }),
    ).toHaveProperty('checked', true);
    const convictions = group('Has the driver had any motoring convictions in the last 5 years?');
    expect(
      within(convictions)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('lists every problem of an empty submit in page order, focused, carrying nothing on', async () => {
    stubFetch();
    const user = userEvent.setup();
    const before = proposerQuote();
    const { router } = open(before, { index: NEW_DRIVER_INDEX, answers: {} });
    await pageShown();

    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Please choose the driver's title",
      'Please enter your first name',
      'Please enter your last name',
      "Please choose the driver's gender",
      'Enter the day as a number',
      'Please tell us how the driver is related to you',
      "Please choose the driver's relationship status",
      'Please tell us whether the driver has had any motoring convictions in the last 5 years',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Please enter your last name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(router.state.location.pathname).toBe(START);
    expect(useJourneyStore.getState().tempDriver).toEqual({ index: NEW_DRIVER_INDEX, answers: {} });
    expect(useJourneyStore.getState().quote).toEqual(before);
  });

  it('asks about each motoring conviction only after Yes', async () => {
    stubFetch();
    const user = userEvent.setup();
    open(proposerQuote(), null);
    await pageShown();
    const question = 'Has the driver had any motoring convictions in the last 5 years?';

    await answer(user, question, 'Yes');
    const first = group('Conviction 1');
    expect(within(first).getByRole('combobox', { name: 'What was the offence?' })).toBeTruthy();
    expect(
      within(first).getByRole('group', { name: 'When was the driver convicted?' }),
    ).toBeTruthy();
    expect(within(first).getByLabelText('How many penalty points did they get?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add another conviction' }));
    // The new entry's first control takes focus (the offence list opens on focus).
    expect(document.activeElement?.id).toBe('conviction-1-code');
    await user.keyboard('{Escape}');
    await user.type(
      within(group('Conviction 2')).getByLabelText('How many penalty points did they get?'),
      '13',
    );
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Conviction 1: Please choose the conviction');
    expect(summary.textContent).toContain('Conviction 2: Points must be between 0 and 12');

    await answer(user, question, 'No');
    expect(screen.queryByRole('group', { name: 'Conviction 1' })).toBeNull();
  });

  it('carries the answers to the licence page without touching the quote', async () => {
    stubFetch();
    const user = userEvent.setup();
    const before = proposerQuote();
    const { router } = open(before, { index: NEW_DRIVER_INDEX, answers: {} });
    await pageShown();

    await user.selectOptions(screen.getByLabelText('Title'), 'Mrs');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Taylor');
    await answer(user, 'Gender', 'Female');
    await typeDate(user, 'Date of birth', '2', '4', '1987');
    await user.selectOptions(screen.getByLabelText('How is the driver related to you?'), 'Spouse');
    await user.selectOptions(
      screen.getByLabelText("What is the driver's relationship status?"),
      'Married',
    );
    await user.selectOptions(
      screen.getByLabelText("What is the driver's employment status?"),
      'Self Employed',
    );
    await choose(user, "What is the driver's occupation?", 'Delivery Dr', 'Delivery Driver');
    await choose(
      user,
      'What type of business do they work in?',
      'Transport - R',
      'Transport - Road',
    );
    await answer(user, 'Has the driver had any motoring convictions in the last 5 years?', 'Yes');
    await choose(
      user,
      'What was the offence?',
      'SP30',
      'SP30 Exceeding the statutory speed limit on a public road',
    );
    await typeDate(user, 'When was the driver convicted?', '5', '8', '2024');
    await user.type(screen.getByLabelText('How many penalty points did they get?'), '3');
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
    stubFetch();
    const quote = updateDriver(proposerQuote(), NEW_DRIVER_INDEX, JANE, TODAY);
    open(quote, { index: 0, answers: additionalDriverFormFromQuote(quote, 0) });
    await pageShown();

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
    expect(
      screen.getByRole('combobox', { name: "What is the driver's occupation?" }),
    ).toHaveProperty('value', 'Delivery Driver');
    expect(
      within(group('Has the driver had any motoring convictions in the last 5 years?')).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    ).toHaveProperty('checked', true);
    expect(
      within(group('Conviction 1')).getByLabelText('How many penalty points did they get?'),
    ).toHaveProperty('value', '3');
  });

  it('goes back to licence-details on Cancel, forgetting the driver and leaving the quote', async () => {
    stubFetch();
    const user = userEvent.setup();
    const before = proposerQuote();
    const { router } = open(before, { index: NEW_DRIVER_INDEX, answers: { firstName: 'Jo' } });
    await pageShown();

    await user.click(
      screen.getByRole('link', { name: 'Cancel and go back to your licence details' }),
    );

    await landsOn(router, '/driver-details/licence-details');
    expect(useJourneyStore.getState().tempDriver).toBeNull();
    expect(useJourneyStore.getState().quote).toEqual(before);
  });
});
