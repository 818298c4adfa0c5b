import { expect, test, type Response } from '@playwright/test';
import pg from 'pg';
import {
  startProductOnFreshDatabase,
  type RunningProduct,
} from '../../scripts/product-on-fresh-database.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { startDatabaseProxy, type DatabaseOutage } from '../support/database-outage.ts';
import { answerWholeJourney, heading } from '../support/journey.ts';

// Decision 034 item 1: a customer with a quote meets a database outage, sees service-unavailable
// with their quote reference, and carries on from where they were once the database is back,
// without anyone restarting anything.
//
// The outage needs a database this test can cut without touching the other journeys, so it runs
// a product of its own (the same start as global-setup.ts, on a fresh database on the same
// PostgreSQL server) whose database connections go through a proxy in this test's own process.

const SERVICE_UNAVAILABLE = 'Sorry, the service is unavailable';
const YOUR_QUOTE = "Here's your van insurance quote";

let product: RunningProduct;
let outage: DatabaseOutage;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  product = await startProductOnFreshDatabase({
    // global-setup.ts's PostgreSQL server.
    databaseServerUrl: process.env.E2E_DATABASE_URL ?? '',
    reachDatabase: async (databaseUrl) => {
      outage = await startDatabaseProxy(databaseUrl);
      return outage.url;
    },
  });
});

test.afterAll(async () => {
  await product?.stop();
  await outage?.close();
});

/** The quote's stored events (each pricing adds one), read past the proxy. */
async function storedEventCount(webReference: string): Promise<number> {
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from quote_event e join quote q on q.id = e.quote_id
        where q.web_reference = $1`,
      [webReference],
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

test('a customer meets a database outage, sees service-unavailable with their reference, and carries on after it', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM, { origin: product.baseUrl });
  await expect(heading(page, YOUR_QUOTE)).toBeVisible();
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  const price = (await page.getByTestId('annual-price').textContent())?.trim() ?? '';
  expect(await storedEventCount(reference)).toBe(1);

  // The database goes away; the customer's next step (an extra, re-priced at once, §4.4) cannot
  // be answered, however often the web retries it (§7.1).
  await outage.cut();
  const failed: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/v1/quote') && !response.ok()) failed.push(response);
  });
  await page.getByRole('button', { name: 'Add Van Hire' }).click();

  await expect(heading(page, SERVICE_UNAVAILABLE)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/service-unavailable$/);
  await expect(page.getByText(`Your quote reference is ${reference}.`)).toBeVisible();
  await expect(page.getByText(/We have kept the answers you have given/)).toBeVisible();
  // The quote call and its three retries (§7.1) were each answered 503 with Retry-After: the
  // service knows its database is down and says when to try again (decision 034), and stays up.
  expect(failed.length).toBeGreaterThanOrEqual(4);
  for (const response of failed) {
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toMatch(/^\d+$/);
  }
  // WCAG 1.4.10: at 320 CSS pixels it reads without sideways scrolling.
  await expectAccessibleAtBothWidths(page, 'service-unavailable-outage');

  // The database returns; the service reconnects by itself, and Try again goes back to the quote.
  await outage.restore();
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(heading(page, YOUR_QUOTE)).toBeVisible();
  await expect(page.getByTestId('quote-reference')).toHaveText(reference);
  // Nothing was priced during the outage: the quote is as it was.
  await expect(page.getByTestId('annual-price')).toHaveText(price);
  expect(await storedEventCount(reference)).toBe(1);

  // And the customer carries on: the extra is priced, then on to payment with the same quote.
  await page.getByRole('button', { name: 'Add Van Hire' }).click();
  await expect(page.getByRole('button', { name: 'Remove Van Hire' })).toBeVisible();
  await expect(page.getByTestId('annual-price')).not.toHaveText(price);
  await expect(page.getByTestId('quote-reference')).toHaveText(reference);
  expect(await storedEventCount(reference)).toBe(2);
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(heading(page, 'Your payment')).toBeVisible();
});
