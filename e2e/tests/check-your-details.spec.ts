import { expect, test } from '@playwright/test';
import pg from 'pg';
import { screenshot } from '../support/artifacts.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answer, answerWholeJourney, heading, selectOption, tabTo } from '../support/journey.ts';
import { storedQuote } from '../support/stored-quote.ts';

// check-your-details (§2.6, decision 023): reached from your-quote, every answer shown in words,
// and a change made from it priced again on cover-details before the customer is brought back.

/** duq 63, the annual mileage band, whose code is the band's top mileage. */
const ANNUAL_MILEAGE_DUQ = 63;

interface StoredEvent {
  policy_event_reference: string;
  risk: { duqAnswers?: Array<{ questionNumber: number; answer: string }> };
}

/** The quote's events as stored, oldest first. */
async function storedEvents(webReference: string): Promise<StoredEvent[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredEvent>(
      `select e.policy_event_reference, e.risk
         from quote_event e join quote q on q.id = e.quote_id
        where q.web_reference = $1
        order by e.policy_event_reference`,
      [webReference],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const mileageOf = (risk: StoredEvent['risk']) =>
  risk.duqAnswers?.find((entry) => entry.questionNumber === ANNUAL_MILEAGE_DUQ)?.answer;

test('a customer checks their details, changes the mileage and comes back to the new price', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);

  await page.getByRole('link', { name: 'Check your details', exact: true }).click();

  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  await expect(page).toHaveTitle('Van insurance | Check your insurance details | Roadwise');
  await expect(page.getByText('Check your details carefully.')).toBeVisible();
  // The answers in the words the customer chose them in.
  await expect(answer(page, 'The van', 'Registration')).toHaveText(/AA19AAA/);
  await expect(answer(page, 'The van', 'Body type')).toHaveText('Panel van');
  await expect(answer(page, 'Using the van', 'Miles a year')).toHaveText('8,001 to 10,000 miles');
  await expect(answer(page, 'You', 'Name')).toHaveText('Mr Sam Taylor');
  await expect(answer(page, 'You', 'Occupation')).toHaveText('Plumber');
  await expect(answer(page, 'Your licence', 'Licence type')).toHaveText('Full UK licence');
  await expect(answer(page, 'Additional drivers', 'Additional drivers')).toHaveText('None');
  await expect(answer(page, 'Your cover', 'Level of cover')).toHaveText('Comprehensive');
  // Axe-clean, and at 320 CSS pixels the summary stacks with no sideways scrolling (WCAG 1.4.10).
  await expectAccessibleAtBothWidths(page, 'check-your-details');

  const before = await storedEvents(reference);
  expect(before).toHaveLength(1);
  expect(mileageOf(before[0]!.risk)).toBe('10000');

  // By keyboard: Tab to the answer's Change link, Enter to follow it.
  const change = page.getByRole('link', { name: 'Change miles a year', exact: true });
  await tabTo(page, change, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await expect(page.getByLabel('How many miles is the van driven each year?')).toBeVisible();
  await selectOption(page, 'How many miles is the van driven each year?', '15,001 to 20,000 miles');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The pages in between already hold their answers: on to be priced again.
  await expect(page).toHaveURL(/\/cover-details$/);
  await expect(heading(page, 'Cover details')).toBeVisible();
  await page.getByRole('button', { name: 'Get my quote', exact: true }).click();

  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
  await expect(answer(page, 'Using the van', 'Miles a year')).toHaveText('15,001 to 20,000 miles');
  // The same quote, priced again: a new event with the new answer, which the quote now holds.
  const after = await storedEvents(reference);
  expect(after).toHaveLength(2);
  expect(mileageOf(after[1]!.risk)).toBe('20000');
  const stored = (await storedQuote(reference)) as unknown as {
    policy: { eventCurrent: { risk: StoredEvent['risk'] } };
  };
  expect(mileageOf(stored.policy.eventCurrent.risk)).toBe('20000');
  await screenshot(page, 'check-your-details-after-change');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Payment is not served yet: the customer stays on the page.
  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
});
