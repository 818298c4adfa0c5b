import { expect, test } from '@playwright/test';
import { createDb } from '@van/server/db/database';
import { signIn } from '../support/account.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import {
  choosePayMonthly,
  continueToCard,
  expectBoughtOnce,
  fillDirectDebit,
  goToPayment,
  mandatesOf,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading, type Customer } from '../support/journey.ts';
import { cancellationRefundsOf, pence } from '../support/refunds.ts';

// Decision 065 (issue 21 item 4): a customer paying monthly cancels online. Before confirming they
// see what happens to the Direct Debit and the credit; once confirmed, every collection still to
// come is marked cancelled in the mandate's schedule (kept, not deleted), the refund fits what the
// card paid (the deposit), the MID removal is queued, and the policy page shows the collections
// cancelled. axe at desktop and 320 px on each page.

const ACCOUNT = { name: 'Sam Taylor', sortCode: '40-47-84', accountNumber: '70872490' };

/** What the quote service recorded for the policy's MID and Direct Debit settlement. */
async function recordsOf(policyNumber: string) {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    const policy = await db
      .selectFrom('policy')
      .select(['id', 'status'])
      .where('policy_number', '=', policyNumber)
      .executeTakeFirstOrThrow();
    return {
      status: policy.status,
      mid: await db
        .selectFrom('mid_outbox')
        .select(['kind', 'cancelled_on'])
        .where('policy_id', '=', policy.id)
        .orderBy('id')
        .execute(),
      adjustments: await db
        .selectFrom('direct_debit_adjustment')
        .select(['kind', 'amount_pence'])
        .where('policy_id', '=', policy.id)
        .execute(),
    };
  } finally {
    await db.destroy();
  }
}

test('a monthly customer cancels online: the Direct Debit collections to come are cancelled, the deposit refunded, the MID told', async ({
  page,
}) => {
  test.slow();
  const address = `sam.monthly.${Date.now()}@example.com`;
  const customer: Customer = { ...SAM, proposer: { ...SAM.proposer, email: address } };

  // Bought monthly: the credit agreement signed, the Direct Debit set up, the deposit by card.
  await answerWholeJourney(page, customer);
  await choosePayMonthly(page);
  const reference = await goToPayment(page);
  await fillDirectDebit(page, ACCOUNT);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your Direct Debit is set up' }),
  ).toBeVisible();
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  const policyNumber = await shownPolicyNumber(page);
  expect((await expectBoughtOnce(reference)).paymentPlan).toBe('MONTHLY_DD');
  const [mandate] = await mandatesOf(reference);
  const scheduled = mandate!.collections;
  expect(scheduled.length).toBeGreaterThan(0);
  expect(scheduled.every((collection) => collection.cancelledAt === undefined)).toBe(true);

  await page.goto(`${baseUrl()}/account/sign-in`);
  await signIn(page, address, reference);
  await page.getByRole('link', { name: `View policy ${policyNumber}` }).click();
  const directDebit = page.getByRole('region', { name: 'Your Direct Debit' });
  await expect(directDebit).toContainText('Account ending 2490');
  await expect(directDebit.getByRole('row')).toHaveCount(scheduled.length + 1);

  // The preview: the refund, and what happens to the Direct Debit, in words.
  await page.getByRole('link', { name: 'Cancel this policy' }).click();
  await expect(heading(page, 'Cancel your policy')).toBeVisible();
  await page.getByRole('radio', { name: /^Now/ }).check();
  await page.getByRole('button', { name: 'Show what I will get back' }).click();
  const preview = page.getByRole('region', { name: 'What happens if you cancel' });
  await expect(preview.getByTestId('cancel-refund')).toHaveText(/^£[\d,]+\.\d\d$/);
  const shownRefund = (await preview.getByTestId('cancel-refund').textContent()) ?? '';
  expect(pence(shownRefund)).toBeGreaterThan(0);
  await expect(preview).toContainText(
    scheduled.length === 1
      ? /the Direct Debit instalment due on .+ will not be collected/
      : `the ${scheduled.length} Direct Debit instalments still to come`,
  );
  await expect(preview).toContainText(`We will refund ${shownRefund} to the card you paid with`);
  await expectAccessibleAtBothWidths(page, 'account-cancel-monthly-preview');

  await preview.getByRole('button', { name: 'Confirm and cancel my policy' }).click();
  await expect(heading(page, 'Your policy is cancelled')).toBeVisible();
  await expect(page.getByTestId('cancel-done-refund')).toHaveText(
    new RegExp(`^We will refund ${shownRefund.replace('.', '\\.')} to you by`),
  );
  await expectAccessibleAtBothWidths(page, 'account-cancelled-monthly');

  // The policy page: every collection still on it, each marked cancelled.
  await page.getByRole('link', { name: 'View your policy' }).click();
  const stopped = page.getByRole('region', { name: 'Your Direct Debit' });
  await expect(stopped.getByRole('row')).toHaveCount(scheduled.length + 1);
  for (const row of await stopped.getByRole('row').all()) {
    const text = (await row.textContent()) ?? '';
    if (!text.startsWith('Date')) expect(text).toContain('Cancelled');
  }
  await expectAccessibleAtBothWidths(page, 'account-policy-cancelled-monthly');

  // In the database: the schedule kept with every collection marked, the MID removal queued, the
  // deposit's refund queued once for the card, nothing owed and nothing for the bank account.
  const [after] = await mandatesOf(reference);
  expect(after!.collections.map(({ date, amount }) => ({ date, amount }))).toEqual(
    scheduled.map(({ date, amount }) => ({ date, amount })),
  );
  expect(after!.collections.every((collection) => collection.cancelledAt !== undefined)).toBe(true);
  const records = await recordsOf(policyNumber);
  expect(records.status).toBe('Cancelled');
  expect(records.mid.filter((row) => row.kind === 'cancel')).toHaveLength(1);
  expect(records.adjustments).toEqual([]);
  const refunds = await cancellationRefundsOf(policyNumber);
  expect(refunds.map((refund) => refund.amountPence)).toEqual([pence(shownRefund)]);
});
