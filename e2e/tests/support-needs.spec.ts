import { expect, test } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, heading } from '../support/journey.ts';

// Decision 047 (FCA FG21/1): check-your-details asks, optionally, "Do you need any extra help?";
// with the consent tick the answer is stored with the consent wording's version and time.

interface StoredSupportNeeds {
  categories: string[];
  formats: string[];
  consent_version: string;
  consented_at: Date;
}

async function storedSupportNeeds(webReference: string): Promise<StoredSupportNeeds[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredSupportNeeds>(
      `select s.categories, s.formats, s.consent_version, s.consented_at
         from support_needs s join quote q on q.id = s.quote_id
        where q.web_reference = $1`,
      [webReference],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test('support needs are optional, axe-clean, and kept with consent', async ({ page }) => {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();

  const help = page.getByRole('region', { name: 'Do you need any extra help?' });
  await expect(
    help.getByText('This is optional. You can continue without answering.'),
  ).toBeVisible();
  await help.getByRole('checkbox', { name: 'Hearing or sight' }).check();
  await help.getByRole('checkbox', { name: 'Large print' }).check();
  await expect(help.getByRole('status')).toContainText('unless you tick the box');
  await help
    .getByRole('checkbox', {
      name: 'I agree that you may keep what I have told you here to help me.',
    })
    .check();
  await expectNoAxeViolations(page);

  const before = Date.now();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const stored = await storedSupportNeeds(reference);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    categories: ['HEARING_OR_SIGHT'],
    formats: ['LARGE_PRINT'],
    consent_version: 'support-needs-consent-2026-11-27',
  });
  expect(stored[0]!.consented_at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
});
