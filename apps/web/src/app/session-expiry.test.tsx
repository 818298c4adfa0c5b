import { pageHref } from '@van/domain/journey';
import { createDefaultDirectQuote, QuoteSchema, type Quote } from '@van/domain/quote';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  stubAccountService,
  testOpenQuote,
  testSession,
} from '../features/account/account-test-kit';
import { cleanUpExpiredSession } from '../features/session/clean-up-expired-session';
import { SESSION_EXPIRY_STORAGE_KEY } from '../features/session/session-timer';
import { JOURNEY_STORAGE_KEY, useJourneyStore } from '../stores/journey-store';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import {
  pricedQuote,
  quoteBeforeCover,
  TEST_RETRIEVAL_KEY,
  TEST_WEB_REFERENCE,
  testConfig,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const MINUTE = 60_000;
const SESSION_MS = testConfig.sessionExpirySeconds * 1000;
const START = new Date(2025, 5, 15, 10, 0, 0).getTime();
const WEBSITE_NUMBER = '0800 111 2222';
const COMPARISON_SITE_NUMBER = '0800 765 4321';

beforeEach(() => {
  // Timers are fake so 45 minutes pass at once; they still advance on their own so Testing
  // Library's waiting works.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  // jsdom has no CSS.escape, which react-aria-components' Modal uses to read a <meta> tag.
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
  stubFetch((request) =>
    request.path === '/v1/config'
      ? {
          status: 200,
          body: {
            ...testConfig,
            phoneNumbers: {
              ...testConfig.phoneNumbers,
              bySourceOfBusiness: { Website: WEBSITE_NUMBER, '115': COMPARISON_SITE_NUMBER },
            },
          },
        }
      : defaultHandler(request),
  );
});

function holdQuote(sourceOfBusiness?: string): Quote {
  const priced = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
  const quote = { ...priced, policy: { ...priced.policy, sourceOfBusiness } };
  useJourneyStore.getState().setQuote(quote, TEST_RETRIEVAL_KEY);
  return quote;
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openYourQuote() {
  const view = renderApp(pageHref('YourQuote'));
  await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
  return view;
}

describe('session expiry (§4.9, §2.6)', () => {
  it('lands on sessionExpired after 2700 s without activity, with the reference and the number to call', async () => {
    holdQuote('Website');
    const { router } = await openYourQuote();

    await pass(SESSION_MS);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has expired' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sessionExpired');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText(
        'Due to inactivity we have closed this session to protect your personal information.',
      ),
    ).toBeTruthy();
    expect(main.textContent).toContain(
      `You can retrieve your quote with your saved details using quote reference: ${TEST_WEB_REFERENCE}.`,
    );
    expect(main.textContent).toContain(
      `If you need to discuss your quote call us on ${WEBSITE_NUMBER}`,
    );
    for (const line of [
      'Monday to Friday 8am to 7pm',
      'Saturday 9am to 5pm',
      'Bank Holidays 8am to 5pm',
    ]) {
      expect(within(main).getByText(line)).toBeTruthy();
    }
    expect(document.title).toBe('Van insurance | Your session has expired | Acme Motoring');
  });

  it('cleans up the working state: the quote is gone from the store and from sessionStorage', async () => {
    holdQuote('Website');
    await openYourQuote();

    await pass(SESSION_MS);
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });

    expect(useJourneyStore.getState().quote).toBeNull();
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).not.toContain(TEST_WEB_REFERENCE);
  });

  it("gives a comparison site's customer that site's number", async () => {
    holdQuote('115');
    await openYourQuote();

    await pass(SESSION_MS);

    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    expect(screen.getByRole('main').textContent).toContain(`call us on ${COMPARISON_SITE_NUMBER}`);
  });

  it('leaves out the quote lines when no quote was created', async () => {
    renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    await pass(SESSION_MS);

    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    const main = screen.getByRole('main');
    expect(main.textContent).not.toContain('quote reference');
    expect(main.textContent).not.toContain('call us on');
    expect(within(main).getByText('Saturday 9am to 5pm')).toBeTruthy();
  });

  it('keeps the session alive while the customer moves the mouse, scrolls or types', async () => {
    holdQuote();
    await openYourQuote();

    let lastActivity = 0;
    for (const activity of [
      () => fireEvent.mouseMove(document.body),
      () => fireEvent.scroll(document),
      () => fireEvent.keyDown(document.body, { key: 'Tab' }),
    ]) {
      await pass(30 * MINUTE);
      activity();
      lastActivity = Date.now();
    }
    await pass(30 * MINUTE);

    expect(screen.getByRole('heading', { level: 1, name: "Here's your van insurance quote" }));
    expect(sessionStorage.getItem(SESSION_EXPIRY_STORAGE_KEY)).toBe(
      String(lastActivity + SESSION_MS),
    );
  });

  it('shows the number as a tap-to-call link on a phone (600px or narrower, Android or iOS)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    holdQuote('Website');
    await openYourQuote();

    await pass(SESSION_MS);
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });

    expect(screen.getByRole('link', { name: WEBSITE_NUMBER }).getAttribute('href')).toBe(
      'tel:08001112222',
    );
  });

  it('shows the number as text on a desktop', async () => {
    holdQuote('Website');
    await openYourQuote();

    await pass(SESSION_MS);
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });

    expect(screen.getByText(WEBSITE_NUMBER).closest('a')).toBeNull();
  });

  it("restarts the timer and goes to your-quote/retrieve from 'Retrieve quote'", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    holdQuote();
    const { router } = await openYourQuote();
    await pass(SESSION_MS);
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    const navigate = vi.spyOn(router, 'navigate');
    const clickedAt = Date.now();

    await user.click(screen.getByRole('button', { name: 'Retrieve quote' }));

    expect(navigate).toHaveBeenCalledWith('/your-quote/retrieve', expect.anything());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retrieve your van insurance quote' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/your-quote/retrieve');
    const expiresAt = Number(sessionStorage.getItem(SESSION_EXPIRY_STORAGE_KEY));
    expect(expiresAt).toBeGreaterThanOrEqual(clickedAt + SESSION_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_MS);
  });

  it('cleans up a session already expired at start before anything reads it', () => {
    holdQuote();
    sessionStorage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(START - 1));

    cleanUpExpiredSession();

    expect(useJourneyStore.getState().quote).toBeNull();
    expect(sessionStorage.getItem(SESSION_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session still running at start', () => {
    holdQuote();
    sessionStorage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(START + MINUTE));

    cleanUpExpiredSession();

    expect(useJourneyStore.getState().quote).not.toBeNull();
  });
});

describe('the warning before the session ends (beyond the spec, WCAG 2.2.1)', () => {
  it('opens an alert dialog two minutes before the end, with the focus on its button', async () => {
    holdQuote();
    await openYourQuote();

    await pass(SESSION_MS - 2 * MINUTE);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to end',
    });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('We will close this session in 2 minutes');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Continue with my quote' }),
    );
  });

  it("keeps the quote for a full session when the customer chooses 'Continue with my quote'", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    holdQuote();
    await openYourQuote();
    await pass(SESSION_MS - MINUTE);
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Continue with my quote' }));
    await pass(SESSION_MS - 3 * MINUTE);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: "Here's your van insurance quote" }));
    expect(useJourneyStore.getState().quote).not.toBeNull();
  });

  it('keeps the session when the customer closes the warning with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    holdQuote();
    await openYourQuote();
    await pass(SESSION_MS - MINUTE);
    await screen.findByRole('alertdialog');

    await user.keyboard('{Escape}');
    await pass(2 * MINUTE);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: "Here's your van insurance quote" }));
  });

  it('ends the session if the warning goes unanswered, even when the mouse moves', async () => {
    holdQuote();
    await openYourQuote();
    await pass(SESSION_MS - MINUTE);
    await screen.findByRole('alertdialog');

    fireEvent.mouseMove(document.body);
    await pass(MINUTE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has expired' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe("the journey's timer and the account's (decision 067)", () => {
  /** Signed in for longer than the journey's session, so only the journey's timer could end it. */
  const longSession = () => testSession(10 * 60 * MINUTE);
  const savedQuote = (): Quote =>
    QuoteSchema.parse(
      structuredClone(
        pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk, {
          webReference: TEST_WEB_REFERENCE,
        }),
      ),
    );

  it('does not run on the signed-in account pages: no journey warning and no sessionExpired there', async () => {
    holdQuote();
    stubAccountService({ signedIn: true, session: longSession });
    const { router } = renderApp(pageHref('Account'));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });

    await pass(SESSION_MS - MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(2 * MINUTE);

    expect(router.state.location.pathname).toBe(pageHref('Account'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('still runs on the sign-in page, which shows nothing of the account', async () => {
    holdQuote();
    stubAccountService();
    const { router } = renderApp(pageHref('AccountSignIn'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });

    await pass(SESSION_MS);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has expired' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sessionExpired');
  });

  it('starts a full journey session when a saved quote is continued from the account, though the old one ran out meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    holdQuote();
    sessionStorage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(START + MINUTE));
    stubAccountService({
      signedIn: true,
      session: longSession,
      openQuotes: [testOpenQuote(TEST_WEB_REFERENCE)],
      resumed: savedQuote,
    });
    const { router } = renderApp(pageHref('Account'));
    await pass(SESSION_MS + 5 * MINUTE);
    const clickedAt = Date.now();

    await user.click(
      await screen.findByRole('button', { name: `Continue this quote ${TEST_WEB_REFERENCE}` }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
    ).toBeTruthy();
    await pass(2000);
    expect(router.state.location.pathname).toBe(pageHref('YourQuote'));
    expect(Number(sessionStorage.getItem(SESSION_EXPIRY_STORAGE_KEY))).toBeGreaterThanOrEqual(
      clickedAt + SESSION_MS,
    );
    expect(useJourneyStore.getState().quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
  });
});
