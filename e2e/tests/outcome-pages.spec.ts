import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, NARROW } from '../support/axe.ts';
import { baseUrl, heading } from '../support/journey.ts';

// Every outcome page of §2.6 and §8 opened directly, as a customer lands on it from a link, a
// redirect or a bookmark, with no quote held: its heading, the number to call (the direct number,
// as no source of business is known) and no WCAG 2.x A/AA violations axe can find. The pages
// reached with ?quoteRef= show a reference in the §5.2 format, and nothing else given there.

interface PhoneNumbers {
  general: string;
  fraud: string;
  failedCreditCheck: string;
  bySourceOfBusiness: Record<string, string>;
}

/** The numbers the product serves (GET /v1/config), so the test follows its configuration. */
async function phoneNumbers(page: Page): Promise<PhoneNumbers> {
  const response = await page.request.get(`${baseUrl()}/v1/config`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { phoneNumbers: PhoneNumbers }).phoneNumbers;
}

/** Without a quote the journey counts as direct (§4.10): the 'Website' number, else the general. */
const directNumber = (numbers: PhoneNumbers) =>
  numbers.bySourceOfBusiness.Website ?? numbers.general;

const REFERENCE = '12345-67890-12345';

const OUTCOME_PAGES = [
  { path: '/no-quote', heading: "Sorry, we can't offer you a quote online" },
  { path: '/call-us-to-complete', heading: 'Please call us' },
  { path: '/service-unavailable', heading: 'Sorry, the service is unavailable' },
  { path: '/purchased', heading: 'You have already bought this policy' },
  { path: '/payment-failure', heading: "Sorry, we couldn't take your payment" },
  { path: '/payment-error', heading: 'Sorry, something went wrong with your payment' },
  { path: '/policy-wrap-up-error', heading: "Sorry, we couldn't finish setting up your policy" },
] as const;

for (const { path, heading: name } of OUTCOME_PAGES) {
  test(`${path} opened directly gives its heading, the number to call and passes axe`, async ({
    page,
  }) => {
    const numbers = await phoneNumbers(page);
    await page.goto(`${baseUrl()}${path}`);

    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText(directNumber(numbers), { exact: true })).toBeVisible();
    await expect(page.getByText('Your quote reference is')).toHaveCount(0);
    await screenshot(page, `outcome${path.replace('/', '-')}`);
    await expectNoAxeViolations(page);
  });
}

test('no-quote also gives the numbers for a fraud check and a failed credit check (§2.6)', async ({
  page,
}) => {
  const numbers = await phoneNumbers(page);
  await page.goto(`${baseUrl()}/no-quote`);

  await expect(heading(page, "Sorry, we can't offer you a quote online")).toBeVisible();
  await expect(page.getByText(numbers.fraud, { exact: true })).toBeVisible();
  await expect(page.getByText(numbers.failedCreditCheck, { exact: true })).toBeVisible();
});

test('sessionExpired opened directly gives its heading, contact times and passes axe', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/sessionExpired`);

  await expect(heading(page, 'Your session has expired')).toBeVisible();
  await expect(page.getByText('Monday to Friday 8am to 7pm', { exact: true })).toBeVisible();
  // §2.6: the number is given with a quote reference, which a page opened directly has not.
  await expect(page.getByRole('button', { name: 'Retrieve quote' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const { path, heading: name } of [
  { path: '/payment-failure', heading: "Sorry, we couldn't take your payment" },
  { path: '/policy-wrap-up-error', heading: "Sorry, we couldn't finish setting up your policy" },
]) {
  test(`${path}?quoteRef= shows the quote reference to have ready and passes axe`, async ({
    page,
  }) => {
    const numbers = await phoneNumbers(page);
    await page.goto(`${baseUrl()}${path}?quoteRef=${REFERENCE}`);

    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText(`Your quote reference is ${REFERENCE}.`)).toBeVisible();
    await expect(page.getByText(directNumber(numbers), { exact: true })).toBeVisible();
    await screenshot(page, `outcome${path.replace('/', '-')}-with-reference`);
    await expectNoAxeViolations(page);
  });

  test(`${path} does not show a quoteRef that is not a quote reference`, async ({ page }) => {
    await page.goto(`${baseUrl()}${path}?quoteRef=${encodeURIComponent('Call 0900 000 000')}`);

    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText('Your quote reference is')).toHaveCount(0);
    await expect(page.getByText('0900 000 000')).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({
    viewport: NARROW,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });

  test('payment-failure gives the number as a tap-to-call link, without sideways scrolling', async ({
    page,
  }) => {
    const numbers = await phoneNumbers(page);
    await page.goto(`${baseUrl()}/payment-failure?quoteRef=${REFERENCE}`);

    await expect(heading(page, "Sorry, we couldn't take your payment")).toBeVisible();
    const call = page.getByRole('link', { name: directNumber(numbers), exact: true });
    await expect(call).toHaveAttribute('href', `tel:${directNumber(numbers).replace(/\s/g, '')}`);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'outcome-payment-failure-phone');
    await expectNoAxeViolations(page);
  });
});
