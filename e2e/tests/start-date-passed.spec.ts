import { expect, test } from '@playwright/test';
import { addCalendarDays, ukToday } from '@van/domain/shared';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  continueToCard,
  expectBoughtOnce,
  goToPayment,
  moveCoverStart,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { HOME, SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading, typeDate } from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// Decision 033 item 1: a saved quote whose cover start date has passed cannot be bought as it
// stands; retrieved, it asks for a new start date at cover-details (§4.2), is re-priced, and the
// policy bought starts on the new date.

test('a customer whose saved quote has a start date in the past is asked for a new date and buys', async ({
  browser,
}) => {
  const firstVisit = await browser.newContext();
  const before = await firstVisit.newPage();
  await answerWholeJourney(before, SAM);
  const reference = (await expectShownPriceIsStored(before)).policy.webReference;
  await firstVisit.close();

  const today = ukToday(new Date());
  await moveCoverStart(reference, addCalendarDays(today, -3));

  const page = await (await browser.newContext()).newPage();
  await page.goto(`${baseUrl()}/your-quote/retrieve`);
  await page.getByLabel('Quote reference', { exact: true }).fill(reference);
  await page.getByLabel('Last name', { exact: true }).fill(SAM.proposer.lastName);
  await typeDate(page, 'Date of birth', SAM.proposer.dateOfBirth);
  await page.getByLabel('Postcode', { exact: true }).fill(HOME.postcode);
  await page.getByRole('button', { name: 'Retrieve my quote', exact: true }).click();

  // §4.2: straight to cover-details, saying why, with no start date filled in.
  await expect(page).toHaveURL(/\/cover-details$/);
  await expect(heading(page, 'Cover details')).toBeVisible();
  const note = page.getByRole('note', { name: 'Your cover start date has passed' });
  await expect(note).toBeVisible();
  const start = page.getByRole('group', { name: 'When would you like your cover to start?' });
  await expect(start.getByLabel('Day')).toHaveValue('');
  await expectNoAxeViolations(page);
  await screenshot(page, 'start-date-passed-cover-details');

  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  await typeDate(page, 'When would you like your cover to start?', { day, month, year });
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();
  await expect(heading(page, "Here's your van insurance quote")).toBeVisible();
  const repriced = await expectShownPriceIsStored(page);
  expect(repriced.policy.startDate).toBe(today);

  await goToPayment(page);
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  const shown = await shownPolicyNumber(page);
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
  await screenshot(page, 'start-date-passed-bought');
});
