import { expect, test } from '@playwright/test';
import pg from 'pg';
import { answerStartQuote, baseUrl } from '../support/start-quote.ts';

test('a customer answers the first questions and gets a stored, priced quote', async ({ page }) => {
  await page.goto(`${baseUrl()}/`);

  // The site root goes to your-quote, which starts a quote when none is held (decision 009).
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Start your quote \| Roadwise$/);

  await answerStartQuote(page);

  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
  ).toBeVisible();
  await expect(page.getByText('Reference:')).toBeVisible();
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  const shownPrice = (await page.getByTestId('annual-price').textContent())?.trim() ?? '';
  expect(shownPrice).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.screenshot({ path: 'artifacts/direct-quote.png', fullPage: true });

  // What the customer saw is what was stored.
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{
      quote: {
        policy: {
          eventCurrent: {
            result: { premiumDetails: { totalPayable: number } };
            risk: {
              vehicles: Array<{ regNumber: string }>;
              proposer: { name: { surname: string } };
            };
          };
        };
      };
    }>('select quote from quote where web_reference = $1', [reference]);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.quote.policy.eventCurrent;
    expect(stored.risk.vehicles[0]!.regNumber).toBe('AB12CDE');
    expect(stored.risk.proposer.name.surname).toBe('Taylor');
    const storedPrice = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
    }).format(stored.result.premiumDetails.totalPayable);
    expect(shownPrice).toBe(storedPrice);
  } finally {
    await client.end();
  }
});

test('the API documentation lists the quote call', async ({ page }) => {
  await page.goto(`${baseUrl()}/docs`);
  await expect(page.getByText('/v1/quote').first()).toBeVisible();
});

test('a customer the tariff refers is asked to call, with the reference of the stored quote', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await answerStartQuote(page, {
    registration: 'AB12CDE',
    value: '9000',
    firstName: 'Edith',
    lastName: 'Marsh',
    dateOfBirth: { day: '3', month: '2', year: '1941' },
    postcode: 'BS1 4DJ',
    ncdYears: '9',
  });

  // Domain notes §1.9: a driver over 80 is referred to our team (rule DRIVER_OVER_80).
  await expect(page).toHaveURL(/\/call-us-to-complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Please call us' })).toBeVisible();
  await expect(page).toHaveTitle('Van insurance | Please call us | Roadwise');
  await page.screenshot({ path: 'artifacts/call-us-to-complete.png', fullPage: true });
});
