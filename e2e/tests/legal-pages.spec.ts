import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, NARROW } from '../support/axe.ts';
import { baseUrl, heading } from '../support/journey.ts';

// Decision 041: every page's footer links the firm's legal pages and carries the FCA status
// disclosure. A stranger, with no quote, opens each page from the footer at 320 CSS pixels: its
// heading, its key words (with the firm's values the server publishes), no sideways scrolling and
// no WCAG 2.x A/AA violations axe can find.

interface Firm {
  brokerLegalName: string;
  firm: { fcaFirmReferenceNumber: string; icoRegistrationNumber: string };
}

/** The firm's values the product serves (GET /v1/config), so the test follows its configuration. */
async function firmOf(page: Page): Promise<Firm> {
  const response = await page.request.get(`${baseUrl()}/v1/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Firm;
}

const LEGAL_PAGES = [
  {
    link: 'Privacy notice',
    heading: 'Privacy notice',
    words: (firm: Firm) => [
      `registration number ${firm.firm.icoRegistrationNumber}`,
      'This is criminal offence data.',
      'a special category of personal data',
      '90 days after it last changed, then deleted.',
    ],
  },
  {
    link: 'Cookies',
    heading: 'Cookies',
    words: () => ['does not set any cookies', 'session storage'],
  },
  {
    link: 'Terms of business',
    heading: 'Terms of business',
    words: () => ['The insurer pays us commission', 'You can cancel within 14 days of buying'],
  },
  {
    link: 'Complaints',
    heading: 'How to complain',
    words: () => [
      'The Financial Ombudsman Service',
      'within 6 months of the date of our final response',
    ],
  },
  {
    link: 'FSCS protection',
    heading: 'Financial Services Compensation Scheme',
    words: () => ['the FSCS protects 100% of a claim'],
  },
  {
    link: 'Accessibility statement',
    heading: 'Accessibility statement',
    words: () => ['WCAG) 2.2 at level AA'],
  },
] as const;

for (const legal of LEGAL_PAGES) {
  test(`${legal.link} opens from the footer at 320 pixels, says what it must and passes axe`, async ({
    page,
  }) => {
    const firm = await firmOf(page);
    await page.setViewportSize(NARROW);
    await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
    await expect(heading(page, 'Start your quote')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(
        `${firm.brokerLegalName} is authorised and regulated by the Financial Conduct Authority, firm reference number ${firm.firm.fcaFirmReferenceNumber}.`,
      ),
    ).toBeVisible();
    await footer.getByRole('link', { name: legal.link, exact: true }).click();

    await expect(heading(page, legal.heading)).toBeVisible();
    const main = page.getByRole('main');
    for (const words of legal.words(firm)) await expect(main).toContainText(words);
    // The footer is on the legal page too.
    await expect(page.getByRole('contentinfo')).toContainText('Financial Conduct Authority');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `legal-${legal.link.toLowerCase().replaceAll(' ', '-')}`);
    await expectNoAxeViolations(page);
  });
}

test('the cookie notice is true: a visit to the journey sets no cookie', async ({
  page,
  context,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(heading(page, 'Start your quote')).toBeVisible();
  await page.goto(`${baseUrl()}/cookies`);
  await expect(heading(page, 'Cookies')).toBeVisible();

  expect(await context.cookies()).toEqual([]);
});
