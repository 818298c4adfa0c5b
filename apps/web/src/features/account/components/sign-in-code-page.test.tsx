import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import {
  SIGN_IN_CODE_REFUSED_MESSAGE,
  SIGN_IN_CODE_SENT_MESSAGE,
  signInsRateLimitedMessage,
} from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import {
  stubAccountService,
  TEST_ADDRESS,
  TEST_CODE,
  TEST_POLICY_NUMBER,
  type FakeAccountOptions,
} from '../account-test-kit';

const CODE_PATH = pageHref('AccountSignInCode');

const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

/** The code page as account/sign-in leaves it: the address and the server's words as router state. */
async function openCodePage(options: FakeAccountOptions = {}) {
  const server = stubAccountService(options);
  const view = renderApp(pageHref('Complaints'));
  await screen.findByRole('heading', { level: 1, name: 'How to complain' });
  await view.router.navigate(CODE_PATH, {
    state: { email: TEST_ADDRESS, message: SIGN_IN_CODE_SENT_MESSAGE },
  });
  await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' });
  return { server, ...view };
}

async function signInWith(user: UserEvent, code: string) {
  if (code !== '') await user.type(screen.getByLabelText('Sign-in code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const summaryLines = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('account/sign-in/code', () => {
  it('sends a customer who opens it without an address to account/sign-in', async () => {
    stubAccountService();
    const { router } = renderApp(CODE_PATH);

    await landsOn(router, pageHref('AccountSignIn'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeTruthy();
  });

  it('asks for the code in a box phones fill from the e-mail and open with a number pad', async () => {
    await openCodePage();

    const box = screen.getByLabelText('Sign-in code');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText(SIGN_IN_CODE_SENT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it.each([
    ['nothing', ''],
    ['too few digits', '12345'],
    ['letters', '12345a'],
  ])('refuses %s in the error summary and sends nothing', async (_case, code) => {
    const user = userEvent.setup();
    const { server } = await openCodePage();

    await signInWith(user, code);

    expect(await summaryLines()).toEqual(['Enter the 6-digit code from the email']);
    expect(server.requestsTo('POST', '/v1/account/session')).toHaveLength(0);
  });

  it('signs in with the code (spaces taken out) and opens the account, which this page no longer stands behind in the history', async () => {
    const user = userEvent.setup();
    const { server, router } = await openCodePage();

    await signInWith(user, `${TEST_CODE.slice(0, 3)} ${TEST_CODE.slice(3)}`);

    await landsOn(router, pageHref('Account'));
    expect(await screen.findByText(TEST_POLICY_NUMBER)).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/account/session').map((r) => r.body)).toEqual([
      { email: TEST_ADDRESS, code: TEST_CODE },
    ]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toBeNull();
  });

  it('says a wrong or used code is not right, once, and stays to be tried again', async () => {
    const user = userEvent.setup();
    const { server, router } = await openCodePage();

    await signInWith(user, '654321');

    expect(await summaryLines()).toEqual([SIGN_IN_CODE_REFUSED_MESSAGE]);
    expect(server.requestsTo('POST', '/v1/account/session')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(CODE_PATH);
    expect(server.state.signedIn).toBe(false);
  });

  it('says how long to wait when there have been too many tries', async () => {
    const user = userEvent.setup();
    await openCodePage({
      override: (request) =>
        request.path === '/v1/account/session'
          ? {
              status: 429,
              body: { error: { code: 'TooManyRequests', message: signInsRateLimitedMessage(600) } },
            }
          : undefined,
    });

    await signInWith(user, TEST_CODE);

    expect(await summaryLines()).toEqual([signInsRateLimitedMessage(600)]);
  });

  it('sends a new code to the same address when asked, and says only the newest works', async () => {
    const user = userEvent.setup();
    const { server } = await openCodePage();
    await user.type(screen.getByLabelText('Sign-in code'), '111');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByText('We have sent a new code. Only the newest code works.'),
    ).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/account/sign-in-code').map((r) => r.body)).toEqual([
      { email: TEST_ADDRESS },
    ]);
    expect(screen.getByLabelText('Sign-in code')).toHaveProperty('value', '');
  });

  it('goes back to account/sign-in for a different address', async () => {
    const user = userEvent.setup();
    const { router } = await openCodePage();

    await user.click(screen.getByRole('link', { name: 'Use a different email address' }));

    await landsOn(router, pageHref('AccountSignIn'));
  });
});
