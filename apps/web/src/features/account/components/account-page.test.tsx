import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { sessionClockTime, sessionEndTime } from '../account-timeout';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { useJourneyStore } from '../../../stores/journey-store';
import { pricedQuote, quoteBeforeCover, TEST_WEB_REFERENCE } from '../../../testing/fixtures';
import {
  stubAccountService,
  testOpenQuote,
  testSession,
  TEST_POLICY_NUMBER,
} from '../account-test-kit';

/** A saved quote as resuming answers it (fixtures.ts quoteBeforeCover, priced). */
const savedQuote = (): Quote =>
  QuoteSchema.parse(
    structuredClone(
      pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk, {
        webReference: TEST_WEB_REFERENCE,
      }),
    ),
  );

const PATH = pageHref('Account');
const SIGN_IN_PATH = pageHref('AccountSignIn');

const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

describe('account', () => {
  it('sends a customer who is not signed in (401) to account/sign-in', async () => {
    const server = stubAccountService();
    const { router } = renderApp(PATH);

    await landsOn(router, SIGN_IN_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeTruthy();
    // A 401 is not retried.
    expect(server.requestsTo('GET', '/v1/account/session')).toHaveLength(1);
    expect(screen.queryByText('You have signed out.')).toBeNull();
  });

  it('shows who is signed in (masked), the policy numbers and when the session ends', async () => {
    const session = testSession();
    stubAccountService({ signedIn: true, session: () => session });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(await screen.findByText('s***@example.com')).toBeTruthy();
    const policies = screen.getByRole('region', { name: 'Your policies' });
    expect(await within(policies).findByTestId('account-policy-number')).toHaveProperty(
      'textContent',
      TEST_POLICY_NUMBER,
    );
    const times = screen.getByRole('region', { name: 'Your session' });
    expect(
      within(times).getByText(new RegExp(sessionClockTime(session.idleExpiresAt))),
    ).toBeTruthy();
    expect(within(times).getByText(new RegExp(sessionEndTime(session.expiresAt)))).toBeTruthy();
  });

  it('says so when the address has no policy yet', async () => {
    stubAccountService({
      signedIn: true,
      session: () => testSession(undefined, { policyNumbers: [] }),
      policy: null,
    });
    renderApp(PATH);

    expect(await screen.findByText(/There is no policy for this email address yet/)).toBeTruthy();
    expect(
      await screen.findByText('You have no saved quotes that can still be bought.'),
    ).toBeTruthy();
  });

  it("lists the policies (number, van, cover, status, period), each linking to the policy's page", async () => {
    stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    const policies = await screen.findByRole('region', { name: 'Your policies' });
    const link = await within(policies).findByRole('link', {
      name: `View policy ${TEST_POLICY_NUMBER}`,
    });
    expect(within(policies).getByText('FORD TRANSIT CUSTOM (AB12 CDE)')).toBeTruthy();
    expect(within(policies).getByText('Comprehensive, Van Insurance')).toBeTruthy();
    expect(within(policies).getByText('Live')).toBeTruthy();
    expect(within(policies).getByText('20 November 2026 to 19 November 2027')).toBeTruthy();
    expect(within(policies).getByText('£1,149.65')).toBeTruthy();

    await user.click(link);
    await landsOn(router, `/account/policies/${TEST_POLICY_NUMBER}`);
  });

  it('lists the saved quotes (reference, van, date, price), one not priced saying so', async () => {
    stubAccountService({
      signedIn: true,
      openQuotes: [
        testOpenQuote(TEST_WEB_REFERENCE),
        testOpenQuote('2222-222222-2222', { price: undefined }),
      ],
    });
    renderApp(PATH);

    const quotes = await screen.findByRole('region', { name: 'Your saved quotes' });
    await within(quotes).findAllByText('VAUXHALL VIVARO (XY34 ZZZ)');
    expect(
      within(quotes)
        .getAllByTestId('account-quote-reference')
        .map((reference) => reference.textContent),
    ).toEqual([TEST_WEB_REFERENCE, '2222-222222-2222']);
    expect(within(quotes).getAllByText('VAUXHALL VIVARO (XY34 ZZZ)')).toHaveLength(2);
    expect(within(quotes).getAllByText('25 November 2026')).toHaveLength(2);
    expect(within(quotes).getByText('£987.50')).toBeTruthy();
    expect(within(quotes).getByText('Not priced yet')).toBeTruthy();
    expect(
      within(quotes).getByRole('button', { name: `Continue this quote ${TEST_WEB_REFERENCE}` }),
    ).toBeTruthy();
  });

  it("continues a saved quote as a retrieve does: resumed once, held as the session's, on to your-quote", async () => {
    const quote = savedQuote();
    const server = stubAccountService({
      signedIn: true,
      openQuotes: [testOpenQuote(TEST_WEB_REFERENCE)],
      resumed: () => quote,
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await user.click(
      await screen.findByRole('button', { name: `Continue this quote ${TEST_WEB_REFERENCE}` }),
    );

    await landsOn(router, pageHref('YourQuote'));
    expect(
      server.requestsTo('POST', `/v1/account/quotes/${TEST_WEB_REFERENCE}/resume`),
    ).toHaveLength(1);
    expect(useJourneyStore.getState().quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
  });

  it('says so in the error summary when a saved quote can no longer be continued', async () => {
    stubAccountService({
      signedIn: true,
      openQuotes: [testOpenQuote(TEST_WEB_REFERENCE)],
      override: (request) =>
        request.method === 'POST' && request.path.endsWith('/resume')
          ? { status: 404, body: { error: { code: 'NotFound', message: 'Not found' } } }
          : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await user.click(
      await screen.findByRole('button', { name: `Continue this quote ${TEST_WEB_REFERENCE}` }),
    );

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText(
        'That quote can no longer be continued. It may have been bought or have expired.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('signs out on the server, then shows account/sign-in saying so; the account no longer opens', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await landsOn(router, SIGN_IN_PATH);
    expect(await screen.findByText('You have signed out.')).toBeTruthy();
    expect(server.requestsTo('DELETE', '/v1/account/session')).toHaveLength(1);
    expect(server.state.signedIn).toBe(false);

    await router.navigate(PATH);
    await landsOn(router, SIGN_IN_PATH);
  });

  it('says so, and stays, when signing out fails', async () => {
    stubAccountService({
      signedIn: true,
      override: (request) => (request.method === 'DELETE' ? { status: 500 } : undefined),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(
      await screen.findByText("We couldn't sign you out just now. Please try again."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('warns before the session ends and keeps it when the customer asks (the server slides it)', async () => {
    // Under two minutes left: the warning shows at once.
    let idleMs = 90_000;
    const server = stubAccountService({ signedIn: true, session: () => testSession(idleMs) });
    const user = userEvent.setup();
    renderApp(PATH);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'You are about to be signed out',
    });
    expect(within(dialog).getByText(/We will sign you out in (1|2) minutes?/)).toBeTruthy();
    idleMs = 30 * 60_000;
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requestsTo('GET', '/v1/account/session')).toHaveLength(2);
    expect(server.state.signedIn).toBe(true);
  });

  it('signs out itself when the time is up, and says why on account/sign-in', async () => {
    const server = stubAccountService({ signedIn: true, session: () => testSession(1_500) });
    const { router } = renderApp(PATH);
    await screen.findByRole('alertdialog');

    await landsOn(router, SIGN_IN_PATH);
    expect(
      await screen.findByText(/We signed you out because you had not done anything for a while/),
    ).toBeTruthy();
    expect(server.requestsTo('DELETE', '/v1/account/session')).toHaveLength(1);
    expect(server.state.signedIn).toBe(false);
  });
});
