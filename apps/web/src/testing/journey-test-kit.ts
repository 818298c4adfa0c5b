import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type AdditionalDriverForm } from '@van/domain/forms';
import { type ValidityPage } from '@van/domain/journey';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { useJourneyStore, type TempDriver } from '../stores/journey-store';
import { defaultHandler, stubFetch, type Handler } from './fake-server';
import { renderApp } from './render-app';

// What the page tests share: today fixed, a quote held part-way through the journey, the app
// opened at a page with the fake quote service behind it, and the steps a customer takes.

/** Fixes today (the Date only; timers run) for every test of the calling file or describe. */
export function fixTodayForEachTest(today: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T12:00:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Holds `quote` as the working quote with the `passed` pages valid, as the guards find it once
 * the customer has answered them; with `tempDriver`, the additional driver being edited too.
 */
export function holdQuoteAfter(
  quote: Quote,
  passed: readonly ValidityPage[],
  tempDriver?: TempDriver | null,
): Quote {
  const store = useJourneyStore.getState();
  store.setWorkingQuote(quote);
  store.setPageValidity(passed, true);
  if (tempDriver !== undefined) store.setTempDriver(tempDriver);
  return quote;
}

/** driver-details answered: the proposer, Sam Taylor, born 15 June 1985. */
export function quoteWithProposer(today: string): Quote {
  const quote = createDefaultDirectQuote(today);
  const risk = quote.policy.eventCurrent.risk;
  risk.proposer = {
    ...risk.proposer,
    name: { title: 'Mr', forenames: 'Sam', surname: 'Taylor' },
    dateOfBirth: '1985-06-15',
  };
  return quote;
}

/**
 * A driver to name on Sam's quote: his wife Jane, self-employed, on a full licence since 2006,
 * with no convictions or claims.
 */
export const JANE: AdditionalDriverForm = {
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
  convictions: [],
  licenceType: 'Full Licence',
  dateObtained: { day: 1, month: 5, year: 2006 },
  licenceNumber: { provideLicenceNumber: false },
  claims: [],
};

/**
 * The real app at `path` with the fake quote service behind it (`handler`, by default the one
 * that prices whatever it is sent), and a customer to use it. Returns the recorded requests as
 * `server`.
 */
export function openApp(path: string, handler?: Handler) {
  const server = stubFetch(handler);
  const user = userEvent.setup();
  return { server, user, ...renderApp(path) };
}

/** The fake quote service, with re-pricing (POST /v1/quote) answered by `respond` instead. */
export function answeringQuoteUpdate(respond: Handler): Handler {
  return (request) =>
    request.method === 'POST' && request.path === '/v1/quote'
      ? respond(request)
      : defaultHandler(request);
}

/**
 * Waits for a page whose heading shows at once and whose questions follow with their lists:
 * until its `submit` button is there, then checks the heading.
 */
export async function expectQuestionsShown(heading: string, submit: string) {
  await screen.findByRole('button', { name: submit }, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

/** Navigating may first load the next page's code and lists. */
export const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

/** The quote the journey holds now; fails the test when none is. */
export function heldQuote(): Quote {
  const quote = useJourneyStore.getState().quote;
  if (quote === null) throw new Error('no quote held');
  return quote;
}

export const group = (name: string) => screen.getByRole('group', { name });

/** Answers the radio question `question` with `option`. */
export async function choose(user: UserEvent, question: string, option: string) {
  await user.click(within(group(question)).getByRole('radio', { name: option }));
}

/** Types `parts` (by box label: Day, Month, Year) into the date question `question`. */
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
