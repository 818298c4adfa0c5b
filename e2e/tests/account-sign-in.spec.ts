import { expect, test } from '@playwright/test';
import {
  askForSignInCode,
  buyPolicy,
  enterSignInCode,
  sessionCookie,
  signInCodeFor,
} from '../support/account.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { baseUrl, heading, tabTo, type Customer } from '../support/journey.ts';
import { emailsOf } from '../support/sale-records.ts';

// Issue 21 item 1, the web side (decisions 060 and 062): a customer who has bought signs in with
// a one-time code e-mailed to the address on the policy, sees the policy, and signs out; the
// session they had is then refused by the server. The code is read from the e-mail the product
// queued (its outbox), as the customer would read it in their inbox.

/** Sam, under an address of his own, so the sign-in e-mail is this policy's alone. */
const SAM_WITH_AN_ACCOUNT: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, email: 'sam.account@example.com' },
};
const ADDRESS = SAM_WITH_AN_ACCOUNT.proposer.email;

test('a customer who has bought signs in with the e-mailed code, sees the policy, signs out, and the old session is refused', async ({
  page,
}) => {
  test.slow();
  const { reference, policyNumber } = await buyPolicy(page, SAM_WITH_AN_ACCOUNT);

  // The confirmation e-mail says where to sign in later.
  await expect
    .poll(async () => (await emailsOf(reference)).find((email) => email.kind === 'policy')?.text, {
      timeout: 30_000,
    })
    .toMatch(
      /To see your policy online later, sign in to your account at https?:\/\/\S+\/account\/sign-in with this e-mail address/,
    );

  // The confirmation page says how, and links to the sign-in page.
  await page.getByRole('main').getByRole('link', { name: 'Sign in to your account' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(heading(page, 'Sign in to your account')).toBeVisible();
  await expect(heading(page, 'Sign in to your account')).toBeFocused();
  await expectAccessibleAtBothWidths(page, 'account-sign-in');

  // A mistyped address is refused in the error summary, which is axe-clean too.
  const address = page.getByLabel('Email address');
  await address.fill('sam.account@');
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Enter an email address in the correct format, like name@example.com',
  );
  await expectAccessibleAtBothWidths(page, 'account-sign-in-error');

  // By keyboard alone: the address, then Enter sends the code.
  await askForSignInCode(page, ADDRESS);
  await expect(
    page.getByText(
      'If this email address is on a policy or a quote with us, we have sent a 6-digit code to it.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  // Neither the address nor the code is ever in the address bar.
  expect(page.url()).not.toContain('sam.account');
  await expectAccessibleAtBothWidths(page, 'account-sign-in-code');

  const code = await signInCodeFor(reference);
  const codeBox = page.getByLabel('Sign-in code');
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');

  // A wrong code is refused with the server's one message.
  await enterSignInCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right or is no longer valid.',
  );
  await expectAccessibleAtBothWidths(page, 'account-sign-in-code-error');

  await enterSignInCode(page, code);
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, 'Your account')).toBeVisible();
  await expect(page.getByTestId('account-policy-number')).toHaveText(policyNumber);
  await expect(page.getByText('s***@example.com')).toBeVisible();
  expect(page.url()).not.toContain(code);
  await expectAccessibleAtBothWidths(page, 'account');

  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // Signing out, by keyboard.
  const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
  await tabTo(page, signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();

  // The session that was signed out is refused, even when its cookie is sent again (a stolen copy).
  const replayed = await page.request.get(`${baseUrl()}/v1/account/session`, {
    headers: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect(replayed.status()).toBe(401);

  // And the account page sends the customer to sign in again.
  await page.goto(`${baseUrl()}/account`);
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(heading(page, 'Sign in to your account')).toBeVisible();

  // The code already used does not sign in again, once a new one has been asked for.
  await page.getByLabel('Email address').fill(ADDRESS);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(heading(page, 'Enter your sign-in code')).toBeVisible();
  await expect.poll(() => signInCodeFor(reference), { timeout: 30_000 }).not.toBe(code);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right or is no longer valid.',
  );
  await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
});
