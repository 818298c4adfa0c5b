import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { applyDriverDetails, type DriverDetailsForm } from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { expect } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import type { Handler } from './fake-server';
import { choose, heldQuote, holdQuoteAfter, openApp, typeDate } from './journey-test-kit';
import type { renderApp } from './render-app';

// What the driver-details tests share beyond the journey test kit: today, a quote at the right
// stage, and the steps a customer takes on the page.

export const TODAY = '2026-03-10';
export const PATH = '/driver-details';

/**
 * Each test drives the whole page through the real app; the combo boxes hold hundreds of options,
 * which jsdom renders slowly, so a test may take several seconds on a busy machine.
 */
export const SLOW_PAGE = { timeout: 30_000 };

/** A quote that has been through the van pages, so driver-details may open (§4.3). */
export function holdQuote(quote: Quote = createDefaultDirectQuote(TODAY)) {
  return holdQuoteAfter(quote, ['VehicleLookup', 'CarDetails', 'CarUsage']);
}

export const proposer = () => heldQuote().policy.eventCurrent.risk.proposer;

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** The page, with the fake quote service (`handler`) behind it, once its questions show. */
export async function openPage(handler?: Handler) {
  const view = openApp(PATH, handler);
  // The page's code and its lists load on first visit.
  // On a machine shared with other work the app and the page may take several seconds to show.
  await screen.findByLabelText('Title', {}, { timeout: 15_000 });
  return view;
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
  await choose(user, 'Have you had any motoring convictions in the last 5 years?', 'No');
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
  address: {
    houseNameOrNumber: '12',
    addressLine1: 'High Street',
    addressLine2: 'London',
    postcode: 'SW1A 1AA',
  },
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
