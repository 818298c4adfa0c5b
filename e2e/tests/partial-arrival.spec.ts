import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@van/domain/shared';
import { comparisonSiteToken, PARTIAL_SITE_DID_NOT_ASK } from '../support/aggregator-token.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import {
  continueToCard,
  expectBoughtOnce,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import {
  answerYesNo,
  baseUrl,
  heading,
  question,
  selectOption,
  typeDate,
} from '../support/journey.ts';

// Decision 058: a comparison site sends what its own form asked. Its customer sees what it sent,
// in words, is asked what it did not ask before any price can be bought, and is told why the price
// is not the site's once their answers have changed it. Site 115's name is the development default.

const SITE = 'CompareVans.example';

const unanswered = (page: Page) =>
  page.getByRole('region', { name: `${SITE} did not ask us 5 things` });

test('a partial arrival is asked what the site did not ask, told why the price changed, and buys', async ({
  page,
}) => {
  const issued = await comparisonSiteToken('115', 'partial');
  const sitePrice = issued.quote.policy.eventCurrent.result?.premiumDetails?.totalPayable ?? 0;
  expect(sitePrice).toBeGreaterThan(0);

  // What the site sent, in words, and the five things it did not ask; no price.
  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);
  await expect(heading(page, `Thank you for coming to us from ${SITE}`)).toBeVisible();
  await expect(unanswered(page).getByRole('listitem')).toHaveText(PARTIAL_SITE_DID_NOT_ASK);
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText(
    "Mr Sam O'Neill",
  );
  expect(page.url()).toBe(`${baseUrl()}/aggregator`);
  await expect(page.getByTestId('annual-price')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'partial-arrival-summary');

  // A typed address to your-quote shows no price: the first page still to answer opens instead.
  await page.goto(`${baseUrl()}/your-quote`);
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await expect(heading(page, 'Van details')).toBeVisible();
  await expect(page.getByTestId('annual-price')).toHaveCount(0);

  // Back to the summary, and through the pages that ask what is missing, and no other.
  await page.goto(`${baseUrl()}/aggregator`);
  await expect(unanswered(page)).toBeVisible();
  await page.getByRole('link', { name: 'Answer the questions' }).click();

  await expect(heading(page, 'Van details')).toBeVisible();
  await selectOption(page, 'Who is the registered keeper of the van?', 'Me (the proposer)');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(heading(page, 'Driver details')).toBeVisible();
  await page.getByLabel('Email address').fill('sam.oneill@example.com');
  await page.getByLabel('Phone number').fill('07700 900123');
  // Another answer the site did not send; it starts unanswered (decision 054).
  await answerYesNo(page, 'Have you had any motoring convictions in the last 5 years?', false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // A claim the site never asked about: declared, so the price changes.
  await expect(heading(page, 'Licence details')).toBeVisible();
  await answerYesNo(page, 'Have you made any claims in the last 5 years?', true);
  const claim = question(page, 'Claim 1');
  await selectOption(claim, 'What happened?', 'Hit the back of another vehicle (at fault)');
  const lastYear = new Date().getFullYear() - 1;
  await typeDate(claim, 'When did it happen?', { day: 10, month: 3, year: lastYear });
  await answerYesNo(claim, 'Did this claim affect your no claims discount?', true);
  // The page's own question about who else drives (journey state, not an answer the site sent).
  await answerYesNo(page, 'Would you like to add another driver?', false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(heading(page, 'Cover details')).toBeVisible();
  // The service does not keep an NCD of 0 (§5.5), so cover-details asks it again (not this page's
  // doing: any quote priced with no NCD reads so there).
  await selectOption(page, 'How many years of no claims discount do you have?', '0');
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();

  // your-quote says the site's price, ours, and the answers given or changed.
  await expect(page).toHaveURL(/\/your-quote$/);
  const told = page.getByTestId('site-price-change');
  await expect(told).toContainText(
    `The price ${SITE} showed you was ${formatMoney(sitePrice)}. Your price is now `,
  );
  await expect(told.getByRole('listitem')).toContainText([
    'Registered keeper: ',
    'Email address: sam.oneill@example.com',
    'Phone number: ',
    'Motoring convictions in the last 5 years: ',
    'Claims in the last 5 years: ',
  ]);
  await expect(page.getByTestId('aggregator-thanks')).toHaveText(
    `Thank you for coming to us from ${SITE}.`,
  );
  await expectAccessibleAtBothWidths(page, 'partial-arrival-told-why');

  // And it can be bought, at the new price.
  const reference = await goToPayment(page);
  expect(reference).toBe(issued.webReference);
  await continueToCard(page, true);
  await payByCard(page, TEST_CARDS.succeeds, "Mr S O'Neill");
  const shown = await shownPolicyNumber(page);
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
});

test('a complete arrival goes straight to its price, on the tier the link names', async ({
  page,
}) => {
  const issued = await comparisonSiteToken('115');

  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}&tier=GOLD`);

  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('chosen-product')).toContainText('Gold');
  await expect(page.getByTestId('site-price-change')).toHaveCount(0);
});
