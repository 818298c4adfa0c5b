import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  answerAutoRenew,
  cardFrame,
  choosePayMonthly,
  completeAuthentication,
  continueToCard,
  creditChecksOf,
  expectBoughtOnce,
  expectNothingBought,
  fillCard,
  fillDirectDebit,
  goToPayment,
  mandatesOf,
  payButton,
  payByCard,
  paymentsOf,
  shownPolicyNumber,
  TEST_CARDS,
  type BankAccount,
} from '../support/buying.ts';
import { SAM, SAM_CREDITFAIL, SAM_FRAUDCHECK } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading } from '../support/journey.ts';
import { asShown } from '../support/stored-quote.ts';

// Decision 032: buying in a real browser, from the quote to the policy number, and what the
// quote service stored after each journey: exactly the policies and charges that were paid for.

/**
 * Sam's account. 40-47-84 70872490 passes the VocaLink modulus check the server applies
 * (apps/server/src/modules/bank-account/modulus-check.ts, checked against it).
 */
const SAMS_ACCOUNT: BankAccount = {
  name: 'Sam Taylor',
  sortCode: '40-47-84',
  accountNumber: '70872490',
};

/** A date as the payment page shows it (22 December 2026), from the stored yyyy-MM-dd. */
const asLongDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** The cells of a table's body rows, as text. */
async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map(async (row) => await row.getByRole('cell').allTextContents()));
}

test('a customer buys the direct quote annually by card and is shown the policy number stored', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  const reference = await goToPayment(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'buying-payment-annual');

  await continueToCard(page, true);
  await expectNoAxeViolations(page);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');

  const shown = await shownPolicyNumber(page);
  await expect(page).toHaveTitle(
    'Van insurance | Thank you for buying Roadwise Van Insurance | Roadwise',
  );

  // What the customer was shown is what was stored: one policy, paid once, for the year by card.
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
  expect(policy.paymentPlan).toBe('ANNUAL_CARD');
  expect((await paymentsOf(reference)).map((payment) => payment.paymentOption)).toEqual([
    'ANNUAL_CARD',
  ]);

  // A document downloads as a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download Certificate of motor insurance/i }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expectNoAxeViolations(page);
  await screenshot(page, 'buying-confirmation-annual');
});

test('a customer pays monthly: the Direct Debit with its collections shown, then the deposit with 3-D Secure', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await choosePayMonthly(page);
  const reference = await goToPayment(page);

  await fillDirectDebit(page, SAMS_ACCOUNT);
  // The collections are shown before the customer confirms: the deposit today, then by date.
  const preview = await bodyRows(page.getByRole('table', { name: 'Your payments by date' }));
  expect(preview[0]?.[0]).toBe('Today, by card');
  expect(preview.length).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  await screenshot(page, 'buying-direct-debit');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(heading(page, 'Your payment')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your Direct Debit is set up' }),
  ).toBeVisible();
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.threeDSecure, 'Mr S Taylor');
  await completeAuthentication(page);

  const shown = await shownPolicyNumber(page);
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
  expect(policy.paymentPlan).toBe('MONTHLY_DD');

  // The mandate given is stored and tied to the policy, with the collections shown before.
  const mandates = await mandatesOf(reference);
  expect(mandates).toHaveLength(1);
  const [mandate] = mandates;
  expect(mandate).toMatchObject({
    accountHolderName: SAMS_ACCOUNT.name,
    sortCode: '404784',
    // Sealed at rest; only the last four digits are kept in clear (decision 034 item 7).
    accountNumberInClear: null,
    accountNumberSealed: true,
    accountNumberLast4: SAMS_ACCOUNT.accountNumber.slice(-4),
    issued: true,
  });
  expect(preview.slice(1)).toEqual(
    mandate!.collections.map((collection) => [
      asLongDate(collection.date),
      asShown(collection.amount),
    ]),
  );
  // The deposit was the card payment.
  const payments = await paymentsOf(reference);
  expect(payments).toEqual([
    expect.objectContaining({
      paymentOption: 'MONTHLY_DD',
      status: 'succeeded',
      amountPence: mandate!.depositPence,
    }),
  ]);

  await expectNoAxeViolations(page);
  await screenshot(page, 'buying-confirmation-monthly');
});

test('a declined card, then a good one in the same frame, buys one policy with one charge', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  const reference = await goToPayment(page);
  await continueToCard(page, false);

  await payByCard(page, TEST_CARDS.declined, 'Mr S Taylor');
  await expect(cardFrame(page).getByRole('alert')).toContainText('Your card was declined.');
  await expect(
    page.getByText(
      'Your card was declined, so no payment has been taken. You can try another card in the payment form.',
    ),
  ).toBeVisible();
  await screenshot(page, 'buying-declined');
  await expectNothingBought(reference);

  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  const shown = await shownPolicyNumber(page);
  expect((await expectBoughtOnce(reference)).policyNumber).toBe(shown);
  // One payment session, declined and then paid in the same frame: one charge.
  expect((await paymentsOf(reference)).map((payment) => payment.status)).toEqual(['succeeded']);
});

test('a customer who fails the credit check is refused monthly and offered paying for the year', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM_CREDITFAIL);
  await choosePayMonthly(page);
  const reference = await goToPayment(page);

  await fillDirectDebit(page, { ...SAMS_ACCOUNT, name: 'Sam Creditfail' });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  const refusal = page.getByRole('alert').filter({
    hasText: 'We cannot offer you monthly payments after our credit check.',
  });
  await expect(refusal).toBeVisible();
  await screenshot(page, 'buying-credit-check-failed');
  await expectNoAxeViolations(page);
  expect(await creditChecksOf(reference)).toEqual([
    { purpose: 'MONTHLY_DD', result: 'FAILED_CREDIT' },
  ]);
  expect(await mandatesOf(reference)).toEqual([]);

  // The offer leads to the card step for the year.
  await refusal.getByRole('button', { name: 'Pay for the year by card instead' }).click();
  await answerAutoRenew(page, false);
  await expect(
    page.getByRole('button', { name: 'Continue to card payment', exact: true }),
  ).toBeVisible();
  await expectNothingBought(reference);
});

test('a customer the fraud check denies lands on no-quote and buys nothing', async ({ page }) => {
  await answerWholeJourney(page, SAM_FRAUDCHECK);
  const reference = await goToPayment(page);
  await answerAutoRenew(page, false);
  await page.getByRole('button', { name: 'Continue to card payment', exact: true }).click();

  await expect(page).toHaveURL(/\/no-quote$/);
  await expect(heading(page, "Sorry, we can't offer you a quote online")).toBeVisible();
  await screenshot(page, 'buying-fraud-check-no-quote');
  expect(await creditChecksOf(reference)).toEqual([{ purpose: 'ANNUAL_CARD', result: 'FAILED' }]);
  expect(await paymentsOf(reference)).toEqual([]);
  await expectNothingBought(reference);
});

test('double clicks and Back after paying buy nothing twice, and payment is not offered again', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  // A double click on each button that starts something: Continue, the frame, then Pay.
  const reference = await goToPayment(page, { doubleClick: true });
  await answerAutoRenew(page, true);
  await page.getByRole('button', { name: 'Continue to card payment', exact: true }).dblclick();
  await fillCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  await payButton(page).dblclick();

  const shown = await shownPolicyNumber(page);
  expect((await expectBoughtOnce(reference)).policyNumber).toBe(shown);

  // Back from confirmation: the payment page does not offer to pay again.
  await page.goBack();
  await expect(page).toHaveURL(/\/(confirmation|purchased)$/);
  await expect(page.getByTitle('Card payment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to card payment' })).toHaveCount(0);
  // Nor does opening it by its address.
  await page.goto(`${baseUrl()}/payment`);
  await expect(page).toHaveURL(/\/(confirmation|purchased)$/);
  await expect(page.getByTitle('Card payment')).toHaveCount(0);
  await screenshot(page, 'buying-back-after-paying');

  expect((await expectBoughtOnce(reference)).policyNumber).toBe(shown);
  expect(await paymentsOf(reference)).toHaveLength(1);
});
