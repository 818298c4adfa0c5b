import { expect, test, type Page } from '@playwright/test';
import { comparisonSiteToken, markQuoteBought } from '../support/aggregator-token.ts';
import { screenshot } from '../support/artifacts.ts';
import {
  DESKTOP,
  expectAccessibleAtBothWidths,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  NARROW,
} from '../support/axe.ts';
import {
  continueToCard,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading } from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// Decision 056: the brand's header on every page (the wordmark, the number to call and the
// opening hours), the number following the source of business even on /purchased after a
// comparison site's quote was bought, and the brand's look accessible at desktop and 320 px.

interface ContactConfig {
  brandName: string;
  openingHours: string;
  phoneNumbers: { general: string; bySourceOfBusiness: Record<string, string> };
}

/** What the product serves (GET /v1/config), so the test follows its configuration. */
async function contactConfig(page: Page): Promise<ContactConfig> {
  const response = await page.request.get(`${baseUrl()}/v1/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContactConfig;
}

/** Without a quote the journey counts as direct (§4.10): the 'Website' number, else the general. */
const directNumber = (config: ContactConfig) =>
  config.phoneNumbers.bySourceOfBusiness.Website ?? config.phoneNumbers.general;

async function expectHeader(page: Page, config: ContactConfig, number: string): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByText(config.brandName, { exact: true })).toBeVisible();
  await expect(banner.getByText(`Call us ${number}`, { exact: true })).toBeVisible();
  await expect(banner.getByText(`Lines open ${config.openingHours}`)).toBeVisible();
}

test('the header gives the brand, the number and the hours from the first page to confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const config = await contactConfig(page);
  await page.setViewportSize(DESKTOP);

  await page.goto(`${baseUrl()}/`);
  await expect(heading(page, 'Start your quote')).toBeVisible();
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'brand-vehicle-lookup');

  await answerWholeJourney(page, SAM);
  await expectShownPriceIsStored(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'brand-your-quote');

  await goToPayment(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'brand-payment');

  await continueToCard(page, true);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  await shownPolicyNumber(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'brand-confirmation');
});

test("a comparison site's customer is given the site's number in the header, and on /purchased once the quote is bought", async ({
  page,
  browser,
}) => {
  const config = await contactConfig(page);
  const siteNumber = config.phoneNumbers.bySourceOfBusiness['115'] ?? '';
  expect(siteNumber).not.toBe(directNumber(config));
  const issued = await comparisonSiteToken('115');

  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);
  await expect(heading(page, "Here's your van insurance quote")).toBeVisible();
  await expectHeader(page, config, siteNumber);

  // The quote is bought; the customer follows the site's link again, in a new session that holds
  // no quote (§8): the answer carries the quote's source of business (decision 056).
  await markQuoteBought(issued.webReference);
  const session = await browser.newContext({ viewport: DESKTOP });
  const later = await session.newPage();
  await later.goto(`${baseUrl()}/aggregator?token=${issued.token}`);
  await expect(later).toHaveURL(/\/purchased$/);
  await expect(heading(later, 'You have already bought this policy')).toBeVisible();
  await expectHeader(later, config, siteNumber);
  await expect(later.getByRole('main').getByText(siteNumber, { exact: true })).toBeVisible();
  await expect(later.getByText(directNumber(config), { exact: true })).toHaveCount(0);
  await expectAccessibleAtBothWidths(later, 'brand-purchased');
  await session.close();
});

test.describe('on a phone', () => {
  test.use({
    viewport: NARROW,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });

  test("the header's number is a tap-to-call link, and the header fits 320 px", async ({
    page,
  }) => {
    const config = await contactConfig(page);
    await page.goto(`${baseUrl()}/`);
    await expect(heading(page, 'Start your quote')).toBeVisible();

    const number = directNumber(config);
    const call = page.getByRole('banner').getByRole('link', { name: `Call us ${number}` });
    await expect(call).toHaveAttribute('href', `tel:${number.replace(/\s/g, '')}`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'brand-vehicle-lookup-phone');
  });
});
