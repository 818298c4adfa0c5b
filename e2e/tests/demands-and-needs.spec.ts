import { expect, test } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, heading } from '../support/journey.ts';

// Decision 044 (ICOBS 5.2): check-your-details shows the demands-and-needs statement, built from
// the customer's answers, before Continue; Continue records it with the version shown.

interface StoredStatement {
  version: string;
  version_shown: string | null;
  statement_text: string;
}

/** The statements recorded for a quote, oldest first. */
async function storedStatements(webReference: string): Promise<StoredStatement[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredStatement>(
      `select d.version, d.version_shown, d.statement_text
         from demands_and_needs_statement d join quote q on q.id = d.quote_id
        where q.web_reference = $1
        order by d.id`,
      [webReference],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test('the demands-and-needs statement is shown before Continue, axe-clean, and recorded as shown', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();

  const statement = page.getByRole('region', { name: 'Your demands and needs' });
  await expect(statement).toBeVisible();
  await expect(statement.getByText('You want comprehensive cover for your van.')).toBeVisible();
  await expect(
    statement.getByText(
      /^We have not given you advice or a personal recommendation about this insurance\./,
    ),
  ).toBeVisible();
  await expect(statement.getByText(/ meets these demands and needs\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Above Continue, so the customer reads it before they go on.
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  const statementBox = await statement.boundingBox();
  const continueBox = await continueButton.boundingBox();
  expect(statementBox!.y + statementBox!.height).toBeLessThanOrEqual(continueBox!.y);

  await continueButton.click();
  await expect(page).toHaveURL(/\/payment$/);
  const statements = await storedStatements(reference);
  expect(statements).toHaveLength(1);
  expect(statements[0]!.version_shown).toBe(statements[0]!.version);
  expect(statements[0]!.statement_text).toContain('You want comprehensive cover for your van.');
});
