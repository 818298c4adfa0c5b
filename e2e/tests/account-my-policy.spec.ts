import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buyPolicy, signIn } from '../support/account.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { baseUrl, heading, tabTo, type Customer } from '../support/journey.ts';
import { autoRenewalChoicesOf } from '../support/sale-records.ts';
import {
  cancellationRefundsOf,
  pence,
  providerSession,
  watchForPaymentProvider,
} from '../support/refunds.ts';

// Issue 21 items 2-4, the web side: a customer who has bought signs in, opens the policy,
// downloads a document, turns auto-renewal off (kept after a reload) and on again, previews a
// cancellation and confirms it, and sees the policy cancelled. axe at both widths on each page.
// The refund shown is then paid once, at the payment provider itself (decision 063's worker).

test('a signed-in customer opens the policy, downloads a document, changes auto-renewal and cancels it; the refund reaches the payment provider once', async ({
  page,
}) => {
  // The whole purchase, the account and the refund worker's round: more than test.slow()'s 3
  // minutes on a busy machine.
  test.setTimeout(300_000);
  // An address of this run's own, so the account holds this policy alone and the sign-in codes
  // of earlier runs do not count towards the address's limit.
  const address = `sam.policy.${Date.now()}@example.com`;
  const customer: Customer = { ...SAM, proposer: { ...SAM.proposer, email: address } };
  const paymentProvider = watchForPaymentProvider(page);
  const { reference, policyNumber } = await buyPolicy(page, customer);

  await page.goto(`${baseUrl()}/account/sign-in`);
  await signIn(page, address, reference);
  const policies = page.getByRole('region', { name: 'Your policies' });
  await expect(policies.getByTestId('account-policy-number')).toHaveText(policyNumber);
  await expect(policies.getByTestId('account-policy-status')).toHaveText('Live');
  await expect(page.getByRole('region', { name: 'Your saved quotes' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'account-with-policy');

  // The policy's page, by keyboard.
  const open = page.getByRole('link', { name: `View policy ${policyNumber}` });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/account/policies/${policyNumber}$`));
  await expect(heading(page, `Your policy ${policyNumber}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your cover' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact us' })).toContainText(/\d{4}/);
  await expectAccessibleAtBothWidths(page, 'account-policy');

  // A document, as a PDF; nothing but the policy number in any address.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download Certificate/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${policyNumber}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Auto-renewal off, by keyboard; said in the live region, and kept after a reload.
  const renewal = page.getByRole('region', { name: 'Automatic renewal' });
  const no = renewal.getByRole('radio', { name: 'No' });
  await no.check();
  await renewal.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(renewal.getByRole('status')).toHaveText('Your policy will not renew automatically.');
  await expectAccessibleAtBothWidths(page, 'account-policy-auto-renewal-saved');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Automatic renewal' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Automatic renewal' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await expect(page.getByText(/You last changed this choice on/)).toBeVisible();

  // ...and on again: each change recorded with the words' version (ICOBS 6A.6: at any time).
  const renewalAgain = page.getByRole('region', { name: 'Automatic renewal' });
  await renewalAgain.getByRole('radio', { name: 'Yes' }).check();
  await renewalAgain.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(renewalAgain.getByRole('status')).toHaveText(
    'Your policy will renew automatically.',
  );
  const choices = await autoRenewalChoicesOf(policyNumber);
  expect(choices.map(({ autoRenew }) => autoRenew)).toEqual([false, true]);
  expect(choices.every(({ wordingVersion }) => wordingVersion.length > 0)).toBe(true);

  // Cancelling: the preview first, then confirming.
  await page.getByRole('link', { name: 'Cancel this policy' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/policies/${policyNumber}/cancel$`));
  await expect(heading(page, 'Cancel your policy')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'account-cancel');

  // Asked without saying when: the error summary, axe-clean too.
  await page.getByRole('button', { name: 'Show what I will get back' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose when your cover should end');
  await expectAccessibleAtBothWidths(page, 'account-cancel-error');

  await page.getByRole('radio', { name: /^Now/ }).check();
  await page.getByRole('button', { name: 'Show what I will get back' }).click();
  const preview = page.getByRole('region', { name: 'What happens if you cancel' });
  await expect(preview.getByTestId('cancel-refund')).toHaveText(/^£[\d,]+\.\d\d$/);
  const shownRefund = (await preview.getByTestId('cancel-refund').textContent()) ?? '';
  // Within 14 days of buying by card: money comes back (nothing is used before cover starts).
  expect(pence(shownRefund)).toBeGreaterThan(0);
  await expect(preview).toContainText('14 days');
  await expect(preview).toContainText(/SORN|off the road/);
  await expectAccessibleAtBothWidths(page, 'account-cancel-preview');

  await preview.getByRole('button', { name: 'Confirm and cancel my policy' }).click();
  await expect(heading(page, 'Your policy is cancelled')).toBeVisible();
  await expect(page.getByTestId('cancel-done-refund')).toContainText(
    `We will refund ${shownRefund} to you by`,
  );
  await expect(
    page.getByText('We have emailed you a confirmation of your cancellation.'),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'account-cancelled');

  // The policy shows cancelled, on its page and in the account.
  await page.getByRole('link', { name: 'View your policy' }).click();
  await expect(
    page.getByRole('region', { name: 'Your cover' }).getByTestId('account-policy-status'),
  ).toHaveText(/^Cancelled/);
  await expect(page.getByText('This policy has been cancelled.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'account-policy-cancelled');
  await page.goto(`${baseUrl()}/account`);
  await expect(
    page.getByRole('region', { name: 'Your policies' }).getByTestId('account-policy-status'),
  ).toHaveText(/^Cancelled/);

  // The refund reached the payment provider: one refund, of the amount shown, on the card payment
  // the policy was bought with. The worker pays it on its own round (every 10 s), so wait for it;
  // once delivered, the row is never sent again, and a retry reuses its idempotency key.
  await expect
    .poll(async () => (await cancellationRefundsOf(policyNumber))[0]?.deliveredAt ?? null, {
      timeout: 45_000,
    })
    .not.toBeNull();
  const refunds = await cancellationRefundsOf(policyNumber);
  expect(refunds).toHaveLength(1);
  const [refund] = refunds;
  expect(refund).toMatchObject({
    amountPence: pence(shownRefund),
    acknowledgementReference: refund!.providerSessionId,
    rejectionReason: null,
  });
  const atProvider = await providerSession(page, paymentProvider(), refund!.providerSessionId);
  expect(atProvider.amountRefunded).toBe(pence(shownRefund));
  expect(atProvider.status).toBe(
    atProvider.amountRefunded === atProvider.amount ? 'refunded' : 'succeeded',
  );
});
