import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  applyDriverDetails,
  createDefaultDirectQuote,
  type DriverDetailsForm,
  type Quote,
} from '@van/domain';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { useJourneyStore } from '../../stores/journey-store';
import { renderApp } from '../../testing/render-app';

// What the driver-details tests share: a fixed today, a quote at the right stage, and the steps
// a customer takes on the page.

export const TODAY = '2026-03-10';
export const PATH = '/driver-details';

/**
 * Each test drives the whole page through the real app; the combo boxes hold hundreds of options,
 * which jsdom renders slowly, so a test may take several seconds on a busy machine.
 */
export const SLOW_PAGE = { timeout: 30_000 };

/** Fixes today (the Date only) for every test of the calling file. */
export function fixTodayForEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A quote that has been through the van pages, so driver-details may open (§4.3). */
export function holdQuote(quote: Quote = createDefaultDirectQuote(TODAY)) {
  const store = useJourneyStore.getState();
  store.setWorkingQuote(quote);
  store.setPageValidity(['VehicleLookup', 'CarDetails', 'CarUsage'], true);
  return quote;
}

export function heldQuote(): Quote {
  const quote = useJourneyStore.getState().quote;
  if (quote === null) throw new Error('no quote held');
  return quote;
}
export const proposer = () => heldQuote().policy.eventCurrent.risk.proposer;

export const group = (name: string) => screen.getByRole('group', { name });
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

export async function openPage() {
  const user = userEvent.setup();
  const view = renderApp(PATH);
  // The page's code and its lists load on first visit.
  await screen.findByLabelText('Title', {}, { timeout: 5000 });
  return { user, ...view };
}

export async function choose(user: UserEvent, question: string, option: string) {
  await user.click(within(group(question)).getByRole('radio', { name: option }));
}

export async function typeDate(
  user: UserEvent,
  question: string,
  parts: Record<string, string>,
  container: HTMLElement = document.body,
) {
  const fieldset = within(container).getByRole('group', { name: question });
  for (const [label, value] of Object.entries(parts)) {
    const box = within(fieldset).getByLabelText(label);
    await user.clear(box);
    await user.type(box, value);
  }
}

/**
 * Types part of an entry into a combo box and chooses the match (pasted: jsdom is slow to
 * re-filter hundreds of options at each key).
 */
export async function pickFromList(
  user: UserEvent,
  label: string,
  typed: string,
  option: string,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Answers every required question except the address. */
export async function answerAllButAddress(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Ms');
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), "O'Neill");
  await choose(user, 'Gender', 'Female');
  await typeDate(user, 'Date of birth', { Day: '14', Month: '6', Year: '1985' });
  await user.selectOptions(screen.getByLabelText('Relationship status'), 'Single');
  await choose(user, 'Have you lived at your home address since you were born?', 'No');
  await typeDate(user, 'When did you move to your home address?', { Month: '4', Year: '2015' });
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await choose(user, 'Have you ever been refused insurance?', 'No');
  await choose(user, 'Do you have any non-motoring convictions?', 'No');
  await choose(user, 'Who will drive the van?', 'Insured and named drivers');
  await user.selectOptions(screen.getByLabelText('Employment status'), 'Employee');
}

export async function findAddress(user: UserEvent, postcode: string) {
  await user.type(screen.getByLabelText('Postcode'), postcode);
  await user.click(screen.getByRole('button', { name: 'Find address' }));
}

/** Finds the addresses at `postcode` and chooses the one labelled `address`. */
export async function chooseAddress(user: UserEvent, postcode: string, address: string) {
  await findAddress(user, postcode);
  await user.selectOptions(await screen.findByLabelText('Choose your address'), address);
}

export async function expectLicenceDetails(router: ReturnType<typeof renderApp>['router']) {
  await screen.findByRole('heading', { level: 1, name: 'Licence details' });
  expect(router.state.location.pathname).toBe('/driver-details/licence-details');
  expect(useJourneyStore.getState().pageValidity.DriverDetails).toBe(true);
}

/** Answers a customer gave before, as the domain form holds them. */
export const savedForm: DriverDetailsForm = {
  title: 'Mr',
  firstName: 'Alex',
  lastName: 'Morgan',
  gender: 'M',
  dateOfBirth: { day: 2, month: 11, year: 1979 },
  relationshipStatus: 'M',
  residency: false,
  residencyMonth: 9,
  residencyYear: 2012,
  email: 'alex@example.com',
  phoneNumber: '0113 496 0000',
  address: { houseNameOrNumber: '12', addressLine1: 'High Street', postcode: 'SW1A 1AA' },
  insuranceRefused: true,
  hasNonMotoringConvictions: false,
  drivingRestrictions: 'INSSPOUSE',
  convictions: [
    { code: 'SP30', convictionDate: { day: 5, month: 8, year: 2024 }, pointsOnLicence: 3 },
  ],
  homeOwner: true,
  occupation: { empStatus: 'SelfEmploy', occupation: 'E30', employersBusiness: '021' },
  partTimeOccupation: { empStatus: 'Employee', occupation: '637' },
};

/** A quote whose proposer has answered this page before (savedForm). */
export const savedQuote = () =>
  applyDriverDetails(createDefaultDirectQuote(TODAY), savedForm, TODAY);
