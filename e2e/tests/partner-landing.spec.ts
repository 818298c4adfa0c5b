import { expect, test } from '@playwright/test';
import { ukToday } from '@van/domain/shared';
import { PARTIAL_SITE_DID_NOT_ASK, siteRisk } from '../support/aggregator-token.ts';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  continueToCard,
  expectBoughtOnce,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { answerYesNo, baseUrl, heading, selectOption, typeDate } from '../support/journey.ts';
import { askForPrices, partnerKey } from '../support/partner.ts';

// Issue 19 item 6: a comparison site on the partner API (decision 057) prices a customer whose
// form did not ask everything; the customer follows the site's landing link, corrects an answer the
// site sent, answers what it did not ask, is re-priced and buys (decision 058).

const SITE = 'PriceMyVan.example';

test("a site's landing link leads through correcting an answer and a re-price to a purchase", async ({
  page,
}) => {
  const key = await partnerKey('104', 'PriceMyVan');
  const answer = await askForPrices(
    key,
    `e2e-landing-${Date.now()}`,
    siteRisk(ukToday(new Date()), 'partial'),
  );
  expect(answer.outcome).toBe('priced');
  expect(answer.unansweredQuestions.length).toBe(PARTIAL_SITE_DID_NOT_ASK.length);
  const tier = answer.tiers[0]!;
  // The link is to this product's own journey, naming the tier the customer chose on the site.
  expect(tier.landingUrl.startsWith(`${baseUrl()}/aggregator?token=`)).toBe(true);

  // The site's link: what it sent, in words, and what it did not ask; no price yet.
  await page.goto(tier.landingUrl);
  await expect(heading(page, `Thank you for coming to us from ${SITE}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: `${SITE} did not ask us 5 things` }).getByRole('listitem'),
  ).toHaveText(PARTIAL_SITE_DID_NOT_ASK);
  await expect(page.getByTestId('annual-price')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'partner-landing-arrival');
  await page.getByRole('link', { name: 'Answer the questions' }).click();

  await expect(heading(page, 'Van details')).toBeVisible();
  await selectOption(page, 'Who is the registered keeper of the van?', 'Me (the proposer)');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The site had the date of birth wrong: corrected here, with what it did not ask. The driver is
  // 75 or 76 rather than 44, an age the tariff prices differently (so the price must change).
  await expect(heading(page, 'Driver details')).toBeVisible();
  const bornIn = new Date().getFullYear() - 76;
  await typeDate(page, 'Date of birth', { day: 15, month: 5, year: bornIn });
  await page.getByLabel('Email address').fill('sam.oneill@example.com');
  await page.getByLabel('Phone number').fill('07700 900123');
  // Another answer the site did not send; it starts unanswered (decision 054).
  await answerYesNo(page, 'Have you had any motoring convictions in the last 5 years?', false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(heading(page, 'Licence details')).toBeVisible();
  await answerYesNo(page, 'Have you made any claims in the last 5 years?', false);
  await answerYesNo(page, 'Would you like to add another driver?', false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(heading(page, 'Cover details')).toBeVisible();
  await selectOption(page, 'How many years of no claims discount do you have?', '0');
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();

  // Re-priced on the corrected answers: the site's price, ours, and why.
  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('site-price-change')).toContainText(
    `The price ${SITE} showed you was `,
  );
  await expect(page.getByTestId('site-price-change')).toContainText('Date of birth');
  await expect(page.getByTestId('aggregator-thanks')).toHaveText(
    `Thank you for coming to us from ${SITE}.`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'partner-landing-repriced');

  // Bought once, the quote the site asked for.
  const reference = await goToPayment(page);
  expect(reference).toBe(answer.quoteReference);
  await continueToCard(page, true);
  await payByCard(page, TEST_CARDS.succeeds, "Mr S O'Neill");
  const shown = await shownPolicyNumber(page);
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
});
