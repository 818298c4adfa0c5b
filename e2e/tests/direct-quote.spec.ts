import { expect, test } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { EDITH, SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl } from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

test('a customer answers every question page and gets a stored, priced quote', async ({ page }) => {
  await page.goto(`${baseUrl()}/`);

  // The site root goes to your-quote, which starts a quote when none is held (decision 009).
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Start your quote \| Roadwise$/);

  await answerWholeJourney(page, SAM);

  // What the customer saw is what was stored.
  const stored = await expectShownPriceIsStored(page);
  await expect(page.getByText('Reference:')).toBeVisible();
  const { risk } = stored.policy.eventCurrent;
  expect(risk.vehicles[0]?.regNumber).toBe('AA19AAA');
  expect(risk.proposer.name).toMatchObject({ forenames: 'Sam', surname: 'Taylor' });
  expect(risk.proposer.correspondenceAddress?.postcode).toBe('LS1 5HD');
  await screenshot(page, 'direct-quote');
});

test('the API documentation lists the quote call', async ({ page }) => {
  await page.goto(`${baseUrl()}/docs`);
  // The page fetches and renders the whole OpenAPI document (every contract) before it lists any
  // call: on a loaded 2-core machine that took longer than the default 5 s (CI, 28 November).
  await expect(page.getByText('/v1/quote').first()).toBeVisible({ timeout: 30_000 });
});

test('a customer the tariff refers is asked to call, with the reference of the stored quote', async ({
  page,
}) => {
  await answerWholeJourney(page, EDITH);

  // Domain notes §1.9: a driver over 80 is referred to our team (rule DRIVER_OVER_80).
  await expect(page).toHaveURL(/\/call-us-to-complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Please call us' })).toBeVisible();
  await expect(page).toHaveTitle('Van insurance | Please call us | Roadwise');
  await expect(page.getByRole('main')).toContainText(
    /and give your quote reference \d{5}-\d{5}-\d{5}/,
  );
  await screenshot(page, 'call-us-to-complete');
});
