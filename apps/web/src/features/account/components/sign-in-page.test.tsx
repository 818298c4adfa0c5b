import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import {
  NOT_FROM_OUR_WEBSITE_MESSAGE,
  SIGN_IN_CODE_SENT_MESSAGE,
  signInCodesRateLimitedMessage,
} from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { holdFinalizedQuote, quotePaidBy } from '../../../testing/purchase-test-kit';
import { renderApp } from '../../../testing/render-app';
import { stubAccountService, TEST_ADDRESS } from '../account-test-kit';

const PATH = pageHref('AccountSignIn');
const CODE_PATH = pageHref('AccountSignInCode');

const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

async function sendCodeTo(user: UserEvent, address: string) {
  const box = await screen.findByLabelText('Email address');
  if (address !== '') await user.type(box, address);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

const summaryLines = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('account/sign-in', () => {
  it('asks for the e-mail address under its heading, as an e-mail box the browser can fill', async () => {
    stubAccountService();
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeTruthy();
    const box = screen.getByLabelText('Email address');
    expect(box.getAttribute('type')).toBe('email');
    expect(box.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it("opens from the footer's 'Sign in to your account' link on any page", async () => {
    stubAccountService();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('Complaints'));
    await screen.findByRole('heading', { level: 1, name: 'How to complain' });

    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Sign in to your account' }));

    await landsOn(router, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeTruthy();
  });

  it('opens from the confirmation page, which says how to sign in later', async () => {
    stubAccountService();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    useJourneyStore.getState().setPageValidity(['Payment'], true);
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('Confirmation'));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you for buying Acme Motoring Van Insurance',
    });

    expect(screen.getByText(/To see your policy later, sign in to your account/)).toBeTruthy();
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in to your account' }),
    );

    await landsOn(router, PATH);
  });

  it.each([
    ['nothing', '', 'Enter your email address'],
    ['spaces only', '   ', 'Enter your email address'],
    [
      'an address without its domain',
      'sam@',
      'Enter an email address in the correct format, like name@example.com',
    ],
  ])(
    'refuses %s in the error summary, linked to the box, and sends nothing',
    async (_case, typed, message) => {
      const server = stubAccountService();
      const user = userEvent.setup();
      renderApp(PATH);

      await sendCodeTo(user, typed);

      const summary = await screen.findByRole('alert');
      expect(document.activeElement).toBe(summary);
      await user.click(within(summary).getByRole('link', { name: message }));
      expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
      expect(server.requestsTo('POST', '/v1/account/sign-in-code')).toHaveLength(0);
    },
  );

  it('asks for a code for the address as typed (trimmed), then shows the code page with the server’s words, the address never in the URL', async () => {
    const server = stubAccountService();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await sendCodeTo(user, `  ${TEST_ADDRESS} `);

    await landsOn(router, CODE_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
    ).toBeTruthy();
    expect(screen.getByText(SIGN_IN_CODE_SENT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(TEST_ADDRESS)).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/account/sign-in-code').map((r) => r.body)).toEqual([
      { email: TEST_ADDRESS },
    ]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).not.toContain('@');
  });

  it.each([
    [
      'too many codes were asked for: the wait in words',
      {
        status: 429,
        body: {
          error: { code: 'TooManyRequests', message: signInCodesRateLimitedMessage(25 * 60) },
        },
      },
      signInCodesRateLimitedMessage(25 * 60),
    ],
    [
      'the request did not come from our website',
      {
        status: 403,
        body: { error: { code: 'Forbidden', message: NOT_FROM_OUR_WEBSITE_MESSAGE } },
      },
      NOT_FROM_OUR_WEBSITE_MESSAGE,
    ],
    [
      'the service fails',
      { status: 500 },
      "We couldn't send a code just now. Please try again in a few minutes.",
    ],
  ])('says so when %s, once, keeping what was typed', async (_case, answer, message) => {
    const server = stubAccountService({
      override: (request) => (request.path === '/v1/account/sign-in-code' ? answer : undefined),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await sendCodeTo(user, TEST_ADDRESS);

    expect(await summaryLines()).toEqual([message]);
    // Not retried: each try would e-mail a new code and count towards the address's limit.
    expect(server.requestsTo('POST', '/v1/account/sign-in-code')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', TEST_ADDRESS);
  });

  it('says the customer has signed out when sent here by signing out', async () => {
    stubAccountService();
    const { router } = renderApp(pageHref('Complaints'));
    await screen.findByRole('heading', { level: 1, name: 'How to complain' });

    await router.navigate(PATH, { state: { notice: 'signedOut' } });

    expect(await screen.findByText('You have signed out.')).toBeTruthy();
  });

  it('takes a customer who is already signed in to their account instead of asking for an address (decision 067)', async () => {
    stubAccountService({ signedIn: true });
    const { router } = renderApp(PATH);

    // Two pages' code to load on a busy machine: more time than landsOn's.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(pageHref('Account'));
    expect(screen.queryByLabelText('Email address')).toBeNull();
    // Replaced: Back does not return to a sign-in page that would send them on again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks for the address, without asking the server again, when the customer has just signed out', async () => {
    const server = stubAccountService();
    const { router } = renderApp(pageHref('Complaints'));
    await screen.findByRole('heading', { level: 1, name: 'How to complain' });

    await router.navigate(PATH, { state: { notice: 'signedOut' } });

    expect(await screen.findByLabelText('Email address')).toBeTruthy();
    expect(server.requestsTo('GET', '/v1/account/session')).toHaveLength(0);
  });

  it('asks for the address when the server says nobody is signed in', async () => {
    const server = stubAccountService();
    const { router } = renderApp(PATH);

    await waitFor(() => expect(server.requestsTo('GET', '/v1/account/session')).toHaveLength(1));
    expect(await screen.findByLabelText('Email address')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });
});
