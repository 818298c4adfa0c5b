import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  choosePayMonthly,
  continueToCard,
  expectBoughtOnce,
  fillDirectDebit,
  goToPayment,
  payButton,
  payByCard,
  paymentsOf,
  shownPolicyNumber,
  TEST_CARDS,
  type BankAccount,
} from '../support/buying.ts';
import { SAM, SAM_WITH_A_LEARNER } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading } from '../support/journey.ts';
import { downloadEveryDocument } from '../support/sale-records.ts';
import { expectShownPriceIsStored, storedQuote } from '../support/stored-quote.ts';

// Issue 17 (decision 050): the quote page that sells. A customer chooses any level of cover and
// buys exactly that; on a phone the price and Continue are within one screen of each other; a
// declined quote never shows a quote page.

test.describe.configure({ timeout: 240_000 });

const SAMS_ACCOUNT: BankAccount = {
  name: 'Sam Taylor',
  sortCode: '40-47-84',
  accountNumber: '70872490',
};

/** The price panel at the top of your-quote. */
const pricePanel = (page: Page): Locator => page.getByRole('region', { name: /^Your price for / });

/** The value beside a label of a details list ('Level of cover' → 'Van Gold'). */
const valueOf = (page: Page, label: string): Locator =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Pounds as shown (£1,234.56) to pence. */
const pence = (shown: string): number => Math.round(Number(shown.replace(/[£,]/g, '')) * 100);

test('a customer chooses Van Gold, pays monthly, is charged the Gold deposit shown and has Gold on the schedule', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await choosePayMonthly(page);

  // The default is shown neutrally: Van Essentials selected, nothing recommended.
  await expect(page.getByRole('button', { name: /^Selected: Van Essentials, / })).toBeVisible();
  await expect(page.getByText(/recommended/i)).toHaveCount(0);

  const choose = page.getByRole('button', { name: /^Choose Van Gold, £[\d,]+\.\d{2} a month$/ });
  await choose.click();
  await expect(page.getByRole('button', { name: /^Selected: Van Gold, / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    pricePanel(page).getByRole('heading', { name: 'Your price for Van Gold' }),
  ).toBeVisible();
  await expect(page.getByTestId('reprice-status')).toHaveText('');
  await expectNoAxeViolations(page);
  await screenshot(page, 'choose-a-tier-gold-monthly');

  const deposit = (await pricePanel(page).getByTestId('deposit').textContent())?.trim() ?? '';
  expect(deposit).toMatch(/^£[\d,]+\.\d{2}$/);
  // The server's current event is the chosen tier, at the price shown.
  const stored = await expectShownPriceIsStored(page);
  const reference = stored.policy.webReference;
  const held = (await storedQuote(reference)) as unknown as {
    policy: {
      eventCurrent: {
        result?: {
          grantedDetailsMotor?: { productIdentifier?: string };
          instalmentPlans?: Array<{ depositAmountTotal?: number }>;
        };
      };
    };
  };
  expect(held.policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe('GOLD');
  expect(held.policy.eventCurrent.result?.instalmentPlans?.[0]?.depositAmountTotal).toBe(
    pence(deposit) / 100,
  );

  await goToPayment(page);
  await expect(valueOf(page, 'Level of cover')).toHaveText('Van Gold');
  await fillDirectDebit(page, SAMS_ACCOUNT);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(heading(page, 'Your payment')).toBeVisible();
  await continueToCard(page, false);
  // The frame asks for the Gold deposit the quote page showed.
  await expect(payButton(page)).toHaveText(`Pay ${deposit}`);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');

  const policyNumber = await shownPolicyNumber(page);
  await expect(valueOf(page, 'Level of cover')).toHaveText('Van Gold');
  const policy = await expectBoughtOnce(reference);
  expect(policy).toMatchObject({ policyNumber, tier: 'GOLD', paymentPlan: 'MONTHLY_DD' });
  expect(await paymentsOf(reference)).toEqual([
    expect.objectContaining({
      paymentOption: 'MONTHLY_DD',
      status: 'succeeded',
      amountPence: pence(deposit),
    }),
  ]);

  const documents = await downloadEveryDocument(page);
  const schedule = documents.find((document) => /schedule/i.test(document.button));
  expect(schedule?.text).toContain('Van Gold');
  expect(schedule?.text).not.toContain('Van Essentials');
  await expectNoAxeViolations(page);
});

test('on a 320 px phone the price and Continue are within one screen, and the bar covers nothing', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await expectShownPriceIsStored(page);
  await page.setViewportSize({ width: 320, height: 568 });
  // A string, run in the page: the journeys are typed without the DOM's lib.
  await page.evaluate('window.scrollTo(0, 0)');
  const screenHeight = 568;

  const continueLink = pricePanel(page).getByRole('link', { name: 'Continue', exact: true });
  const distance = async (price: Locator) => {
    const from = await price.boundingBox();
    const to = await continueLink.boundingBox();
    if (from === null || to === null) throw new Error('the price or Continue is not shown');
    return to.y + to.height - from.y;
  };
  expect(await distance(pricePanel(page).getByTestId('annual-price'))).toBeLessThanOrEqual(
    screenHeight,
  );
  await screenshot(page, 'choose-a-tier-320-yearly');

  // Paying monthly the panel gives the full terms, and Continue is still within one screen.
  await page.getByRole('radio', { name: 'Pay monthly' }).check();
  expect(await distance(pricePanel(page).getByTestId('monthly-price'))).toBeLessThanOrEqual(
    screenHeight,
  );
  await screenshot(page, 'choose-a-tier-320-monthly');

  // The bar keeps the price and Continue in reach, and the page ends below it.
  const bar = page.getByTestId('sticky-price-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const barBox = await bar.boundingBox();
  const lastLine = page.getByRole('contentinfo').locator('*').last();
  const lastBox = await lastLine.boundingBox();
  expect(barBox).not.toBeNull();
  expect(lastBox).not.toBeNull();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await expectNoAxeViolations(page);

  // The bar's Continue goes on like the panel's.
  await bar.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
});

test('a declined customer pressing Back, or typing /your-quote, stays on no-quote', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM_WITH_A_LEARNER);
  await expect(page).toHaveURL(/\/no-quote$/);
  const noQuote = heading(page, "Sorry, we can't offer you a quote online");
  await expect(noQuote).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/no-quote$/);
  await expect(noQuote).toBeVisible();
  await expect(page.getByTestId('quote-reference')).toHaveCount(0);

  await page.goto(`${baseUrl()}/your-quote`);
  await expect(page).toHaveURL(/\/no-quote$/);
  await expect(noQuote).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me my quote' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
