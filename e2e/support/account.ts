import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { continueToCard, goToPayment, payByCard, shownPolicyNumber, TEST_CARDS } from './buying.ts';
import { answerWholeJourney, heading, type Customer } from './journey.ts';
import { sentEmailsOf, type SentEmail } from './sale-records.ts';

// Issue 21: the steps of the customer's account (decisions 060-063) that more than one spec takes:
// buying a policy to sign in to, asking for a sign-in code, reading it from the e-mail the product
// delivered (the mailbox, as the customer reads their inbox) and typing it.

/** Buys `customer` a policy by card; answers the quote reference and the policy number. */
export async function buyPolicy(
  page: Page,
  customer: Customer,
): Promise<{ reference: string; policyNumber: string }> {
  await answerWholeJourney(page, customer);
  const reference = await goToPayment(page);
  await continueToCard(page, true);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  return { reference, policyNumber: await shownPolicyNumber(page) };
}

/**
 * The mailbox the product delivers e-mail to without SMTP (MAILBOX_DIR, else DATA_DIR's mailbox,
 * from the repository root: config.ts and server.ts resolve it so).
 */
function mailboxDir(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  return path.resolve(
    root,
    process.env.MAILBOX_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'mailbox'),
  );
}

/** The file a sent e-mail was written to (mail-transport.ts mailboxFileName: time, kind, id). */
function mailboxFileOf(email: SentEmail): string {
  const stamp = email.createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(mailboxDir(), `${stamp}-${email.kind}-${email.id}.eml`);
}

/**
 * The code in the newest sign-in e-mail sent for the quote's policy, read from the mailbox it was
 * delivered to, as the customer reads their inbox (decision 066: the outbox keeps no code once
 * the e-mail is sent).
 */
export async function signInCodeFor(webReference: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await sentEmailsOf(webReference, 'account-sign-in')).at(-1);
        const message = newest ? await readFile(mailboxFileOf(newest), 'utf8') : '';
        code = /^(\d{6})\r?$/m.exec(message)?.[1];
        return code;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return code!;
}

/** The account's session cookie the browser holds (HttpOnly: no script on the page can read it). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name.endsWith('account-session'));
}

/** On account/sign-in: types the address and presses Enter; lands on the code page. */
export async function askForSignInCode(page: Page, address: string): Promise<void> {
  const box = page.getByLabel('Email address');
  await box.fill(address);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
  await expect(heading(page, 'Enter your sign-in code')).toBeFocused();
}

/** On account/sign-in/code: types the code and presses Enter. */
export async function enterSignInCode(page: Page, code: string): Promise<void> {
  const box = page.getByLabel('Sign-in code');
  await box.fill(code);
  await box.press('Enter');
}

/** From account/sign-in to the account page, with the code e-mailed for the quote's policy. */
export async function signIn(page: Page, address: string, webReference: string): Promise<void> {
  await askForSignInCode(page, address);
  await enterSignInCode(page, await signInCodeFor(webReference));
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, 'Your account')).toBeVisible();
}
