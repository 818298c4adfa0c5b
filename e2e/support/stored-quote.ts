import { expect, type Page } from '@playwright/test';
import { createDb } from '@van/server/db/database';
import { loadQuote } from '@van/server/modules/quote';

// What the quote service stored, read straight from its database (E2E_DATABASE_URL, set by
// global-setup.ts), so a journey can check that what the customer saw is what was kept.

interface StoredPerson {
  name?: { forenames?: string; surname?: string };
  driverDetails?: {
    licence?: {
      licenceType?: string;
      convictions?: Array<{ code: string; convictionDate: string; pointsOnLicence?: number }>;
    };
    claims?: Array<{ description: string; claimDate: string; ncdPrejudiced?: boolean }>;
  };
}

/** The parts of the stored §3.1 Quote the journeys look at. */
export interface StoredQuote {
  policy: {
    webReference: string;
    /** yyyy-MM-dd: the cover start. */
    startDate?: string;
    eventCurrent: {
      result?: { premiumDetails?: { totalPayable?: number } };
      risk: {
        vehicles: Array<{
          regNumber: string;
          modelInfo?: { transmission?: string; doors?: number; fuel?: string };
        }>;
        proposer: StoredPerson & { correspondenceAddress?: { postcode?: string } };
        additionalInsuredPersons?: StoredPerson[];
      };
    };
  };
}

/**
 * The quote with this web reference as the service answers it (decision 059: rebuilt from what is
 * stored and checked against the stored hash of the answer); fails the test when there is none.
 */
export async function storedQuote(webReference: string): Promise<StoredQuote> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    const loaded = await loadQuote(db, webReference);
    expect(loaded, `quote ${webReference} is stored`).toBeDefined();
    return loaded!.quote as unknown as StoredQuote;
  } finally {
    await db.destroy();
  }
}

/** Money as your-quote shows it (£1,234.56). */
export const asShown = (amount: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

/**
 * On your-quote: the reference and price shown, checked against the stored quote's. Returns the
 * stored quote for further checks.
 */
export async function expectShownPriceIsStored(page: Page): Promise<StoredQuote> {
  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
  ).toBeVisible();
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  const shownPrice = (await page.getByTestId('annual-price').textContent())?.trim() ?? '';
  expect(shownPrice).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);

  const stored = await storedQuote(reference);
  const storedPrice = stored.policy.eventCurrent.result?.premiumDetails?.totalPayable;
  expect(storedPrice).toBeDefined();
  expect(shownPrice).toBe(asShown(storedPrice ?? Number.NaN));
  return stored;
}
