import { expect, test } from '@playwright/test';
import pg from 'pg';

const baseUrl = () => process.env.E2E_BASE_URL ?? '';

test('a customer answers the first questions and gets a stored, priced quote', async ({ page }) => {
  await page.goto(`${baseUrl()}/`);

  // The site root goes to your-quote, which starts a quote when none is held (decision 009).
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Start your quote \| Roadwise$/);

  await page.getByLabel('Registration number').fill('ab12 cde');
  await page.getByLabel('Estimated value of the van').fill('12500');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Taylor');
  const dateOfBirth = page.getByRole('group', { name: 'Date of birth' });
  await dateOfBirth.getByLabel('Day').fill('17');
  await dateOfBirth.getByLabel('Month').fill('5');
  await dateOfBirth.getByLabel('Year').fill('1980');
  await page.getByLabel('Home postcode').fill('ls1 4ap');
  await page.getByLabel('Years of no-claims discount').selectOption('5');
  await page.getByRole('button', { name: 'Get my quote' }).click();

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
  await page.getByLabel('Registration number').fill('AB12CDE');
  await page.getByLabel('Estimated value of the van').fill('9000');
  await page.getByLabel('First name').fill('Edith');
  await page.getByLabel('Last name').fill('Marsh');
  const dateOfBirth = page.getByRole('group', { name: 'Date of birth' });
  await dateOfBirth.getByLabel('Day').fill('3');
  await dateOfBirth.getByLabel('Month').fill('2');
  await dateOfBirth.getByLabel('Year').fill('1941');
  await page.getByLabel('Home postcode').fill('BS1 4DJ');
  await page.getByLabel('Years of no-claims discount').selectOption('9');
  await page.getByRole('button', { name: 'Get my quote' }).click();

  // Domain notes §1.9: a driver over 80 is referred to our team (rule DRIVER_OVER_80).
  await expect(page).toHaveURL(/\/call-us-to-complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Please call us' })).toBeVisible();
  await expect(page).toHaveTitle('Van insurance | Please call us | Roadwise');
  await page.screenshot({ path: 'artifacts/call-us-to-complete.png', fullPage: true });
});
