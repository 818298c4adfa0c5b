import { expect, test, type Page } from '@playwright/test';
import { comparisonSiteToken, markQuoteBought } from '../support/aggregator-token.ts';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baseUrl, heading } from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// §4.4 aggregator entry: a price-comparison site's customer follows its link to /aggregator?token=…
// and lands on their quote. Site 115's name is the development default of the server's config.

const SITE_115 = 'CompareVans.example';

/** What the browser keeps of the session, where a token must never end up. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { sessionStorage, localStorage } = globalThis as unknown as {
      sessionStorage: { [key: string]: string };
      localStorage: { [key: string]: string };
    };
    return JSON.stringify({ ...sessionStorage, ...localStorage });
  });
}

test('a comparison-site customer lands on their quote, thanked by the site’s name, at the stored price', async ({
  page,
}) => {
  const issued = await comparisonSiteToken('115');

  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);

  const stored = await expectShownPriceIsStored(page);
  expect(stored.policy.webReference).toBe(issued.webReference);
  await expect(page.getByTestId('quote-reference')).toHaveText(issued.webReference);
  await expect(page.getByTestId('aggregator-thanks')).toHaveText(
    `Thank you for coming to us from ${SITE_115}.`,
  );
  await expect(heading(page, "Here's your van insurance quote")).toBeVisible();
  expect(page.url()).toBe(`${baseUrl()}/your-quote`);
  expect(page.url()).not.toContain(issued.token);
  expect(await browserStorage(page)).not.toContain(issued.token);
  await expectNoAxeViolations(page);
  await screenshot(page, 'aggregator-arrival');

  // Following the link again (back on the site's results) opens the same quote.
  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);
  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('quote-reference')).toHaveText(issued.webReference);
});

test('a link to a quote already bought goes to purchased (§8)', async ({ page }) => {
  const issued = await comparisonSiteToken('104');
  await markQuoteBought(issued.webReference);

  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);

  await expect(page).toHaveURL(/\/purchased$/);
  await expect(heading(page, 'You have already bought this policy')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'aggregator-purchased');
});

test('a link that is not valid says so, with ways to retrieve or start a quote', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/aggregator?token=${'x'.repeat(43)}`);

  await expect(heading(page, 'Sorry, this link to your quote has expired')).toBeVisible();
  expect(page.url()).toBe(`${baseUrl()}/aggregator`);
  await expect(page.getByRole('link', { name: 'retrieve your quote' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'aggregator-link-expired');
  await page.getByRole('link', { name: 'start a new quote' }).click();
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
});
