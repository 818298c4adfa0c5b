import { expect, test, type Page } from '@playwright/test';
import { comparisonSiteToken, markQuoteBought } from '../support/aggregator-token.ts';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
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

const DESKTOP = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 800 };

/** The document's own width, with no DOM types in the e2e build. */
interface WithDocument {
  document: { documentElement: { scrollWidth: number } };
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

/**
 * At desktop width and at 320 px: axe finds nothing, nothing scrolls sideways (WCAG 1.4.10), and
 * a screenshot of each is kept for a person to look at.
 */
async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['320', NARROW],
  ] as const) {
    await page.setViewportSize(viewport);
    const scrollWidth = await page.evaluate(
      () => (globalThis as unknown as WithDocument).document.documentElement.scrollWidth,
    );
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await screenshot(page, `brand-${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
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
  await expectAccessibleAtBothWidths(page, 'vehicle-lookup');

  await answerWholeJourney(page, SAM);
  await expectShownPriceIsStored(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'your-quote');

  await goToPayment(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'payment');

  await continueToCard(page, true);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  await shownPolicyNumber(page);
  await expectHeader(page, config, directNumber(config));
  await expectAccessibleAtBothWidths(page, 'confirmation');
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
  await expectAccessibleAtBothWidths(later, 'purchased');
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
    const scrollWidth = await page.evaluate(
      () => (globalThis as unknown as WithDocument).document.documentElement.scrollWidth,
    );
    expect(scrollWidth).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);
    await screenshot(page, 'brand-vehicle-lookup-phone');
  });
});
