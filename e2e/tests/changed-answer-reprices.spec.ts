import { expect, test, type Page } from '@playwright/test';
import { DEMANDS_AND_NEEDS_VERSION } from '@van/domain/quote';
import { ANSWERS_CHANGED_SINCE_PRICE_MESSAGE } from '@van/domain/shared';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading, selectOption } from '../support/journey.ts';
import { postFromPage } from '../support/sale-records.ts';

// Issue 18 item 2, decision 051: an answer changed from check-your-details is priced before any
// price is shown as one to buy, whether the customer comes back by Back or by a typed address;
// and the service refuses to finalize answers other than the ones it priced.

const USED_FOR = 'What is the van used for most of the time?';
const COURIER = 'Courier or parcel delivery for others';
const OWN_GOODS = 'Delivering my own goods to my customers';

interface HeldJourney {
  quote: { policy: { eventCurrent: { risk: object } } };
  pricedRisk: object;
  retrievalKey: Record<string, string>;
}

/** The journey state the browser holds (its sessionStorage). */
async function heldJourney(page: Page): Promise<HeldJourney> {
  const stored = await page.evaluate(
    () =>
      (
        globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
      ).sessionStorage.getItem('van-journey') ?? '{}',
  );
  return (JSON.parse(stored) as { state: HeldJourney }).state;
}

/** POST /v1/finalize from the page, as check-your-details would, for the answers `heldRisk`. */
const forceFinalize = (page: Page, held: HeldJourney, heldRisk: object) =>
  postFromPage(page, '/v1/finalize', {
    ...held.retrievalKey,
    demandsAndNeedsVersion: DEMANDS_AND_NEEDS_VERSION,
    heldRisk,
  });

const REFUSAL = {
  status: 409,
  body: {
    error: { code: 'AnswersChangedSincePrice', message: ANSWERS_CHANGED_SINCE_PRICE_MESSAGE },
  },
};

test('a changed "used for" is priced before a price can be bought, by Back or a typed address', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('quote-reference')).toBeVisible();
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();

  // The customer changes what the van is used for, and saves it: on to cover-details to price it.
  await page.getByRole('link', { name: 'Change used for', exact: true }).click();
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await selectOption(page, USED_FOR, COURIER);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/cover-details$/);
  const changed = await heldJourney(page);
  expect(changed.quote.policy.eventCurrent.risk).not.toEqual(changed.pricedRisk);

  // The service will not finalize the changed answers at the old price (nor a caller that keeps
  // quiet about them): nothing is recorded, so nothing can be paid for.
  expect(await forceFinalize(page, changed, changed.quote.policy.eventCurrent.risk)).toEqual(
    REFUSAL,
  );

  // Back, past the page of the change, to the summary: it offers the new price, not Continue.
  await page.goBack();
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
  await expect(page.getByRole('button', { name: 'Get my new price', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);

  // Back again to your-quote: the old price is not shown; the change is priced on cover-details.
  await page.goBack();
  await expect(page).toHaveURL(/\/cover-details$/);
  await expect(heading(page, 'Cover details')).toBeVisible();
  await expect(page.getByTestId('quote-reference')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'changed-answer-back-to-your-quote');

  // A typed address does no better.
  await page.goto(`${baseUrl()}/your-quote`);
  await expect(page).toHaveURL(/\/cover-details$/);
  await expect(heading(page, 'Cover details')).toBeVisible();
  await expect(page.getByTestId('quote-reference')).toHaveCount(0);

  // Priced: courier work for others is not something we insure (§4.4), so the journey closes on
  // no-quote; the old price was never buyable, and the declined quote cannot be finalized either.
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();
  await expect(page).toHaveURL(/\/no-quote$/);
  expect((await forceFinalize(page, changed, changed.pricedRisk)).status).toBe(409);
  await page.goto(`${baseUrl()}/your-quote`);
  await expect(page).toHaveURL(/\/no-quote$/);
});

test('once the change is priced, the new price is bought and the answers held before it are refused', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await page.getByRole('link', { name: 'Change used for', exact: true }).click();
  await selectOption(page, USED_FOR, OWN_GOODS);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/cover-details$/);
  const changed = await heldJourney(page);

  // Back to your-quote: priced on cover-details first, which returns to the summary.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/cover-details$/);
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();
  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
  const repriced = await heldJourney(page);
  expect(repriced.quote.policy.eventCurrent.risk).toEqual(repriced.pricedRisk);

  // The answers held before the change (the old state) are not what was priced last: refused.
  expect(await forceFinalize(page, repriced, changed.pricedRisk)).toEqual(REFUSAL);

  // your-quote shows the new price with Continue, and Continue finalizes and opens payment.
  await page.goto(`${baseUrl()}/your-quote`);
  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('quote-reference')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
});
