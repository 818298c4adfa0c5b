import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import {
  continueToCard,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { JANE, SAM } from '../support/customers.ts';
import { answer, answerWholeJourney, heading, type Customer } from '../support/journey.ts';
import { downloadEveryDocument } from '../support/sale-records.ts';

// Issue 18 item 1 (decision 054): the additional driver is asked their licence number as §2.6
// says, in the words the proposer is asked theirs; each driver's number is shown on
// check-your-details and printed on the statement of fact after purchase.

test.describe.configure({ timeout: 240_000 });

/** Sam, with Jane named and asked for her licence number. */
const SAM_AND_JANE: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, whoWillDrive: 'Insured and named drivers' },
  additionalDrivers: [JANE],
  mainDriver: 'You (Sam Taylor)',
};

const SAMS_NUMBER = 'TAYLO805170SJ9AB';
const JANES_NUMBER = 'TAYLO854022J99AB';

/**
 * A question about the driver in the proposer's words: decision 054 lets only the words for
 * whose answer it is change ('the driver' for 'you', 'their' for 'your' or 'my').
 */
function inProposersWords(question: string): string {
  return (
    question
      .replace(/\bHas the driver\b/g, 'Have you')
      .replace(/\b([Dd])oes the driver\b/g, '$1o you')
      // The customer's own words: 'I'd rather not give my licence number'.
      .replace(/\bI'd rather not give their\b/g, "I'd rather not give my")
      .replace(/\bthe driver's\b/g, 'your')
      .replace(/\bthe driver\b/g, 'you')
      .replace(/\btheir\b/g, 'your')
      .replace(/\bthey\b/g, 'you')
  );
}

/** The questions of the page's form, in page order: every legend and label. */
async function questionsOn(page: Page): Promise<string[]> {
  const texts = await page.locator('form').locator('legend, label').allTextContents();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

test("every driver's licence number is asked in one wording, shown on check-your-details and printed on the statement of fact", async ({
  page,
}) => {
  const asked: Partial<Record<'proposer' | 'driver', string[]>> = {};
  await answerWholeJourney(page, SAM_AND_JANE, {
    beforeContinue: async (which) => {
      if (which === 'licence-details' && asked.proposer === undefined) {
        asked.proposer = await questionsOn(page);
      }
      if (which === 'additional-driver-licence') {
        asked.driver = await questionsOn(page);
        const number = page.getByRole('group', {
          name: "What is the driver's driving licence number?",
          exact: true,
        });
        await expect(number.getByLabel('First 11 characters')).toHaveValue('TAYLO854022');
        await expect(number.getByLabel('Next 5 characters')).toHaveValue('J99AB');
        await expectAccessibleAtBothWidths(page, 'additional-driver-licence-number');
      }
    },
  });
  await expect(page).toHaveURL(/\/your-quote$/);

  // The driver's licence questions are the proposer's, word for word but for whose they are.
  const driverQuestions = asked.driver ?? [];
  expect(driverQuestions).toContain("I'd rather not give their licence number");
  expect(driverQuestions.length).toBeGreaterThan(5);
  expect((asked.proposer ?? []).slice(0, driverQuestions.length)).toEqual(
    driverQuestions.map(inProposersWords),
  );

  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  await expect(answer(page, 'Your licence', 'Licence number')).toHaveText(SAMS_NUMBER);
  await expect(answer(page, 'Additional drivers', 'Licence number')).toHaveText(JANES_NUMBER);
  await expectAccessibleAtBothWidths(page, 'additional-driver-licence-check-your-details');
  await page.goBack();

  await expect(page).toHaveURL(/\/your-quote$/);
  await goToPayment(page);
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  await shownPolicyNumber(page);

  const documents = await downloadEveryDocument(page);
  const statement = documents.find((document) => document.button.includes('Statement of fact'));
  expect(statement?.magic).toBe('%PDF-');
  expect(statement?.text).toContain(SAMS_NUMBER);
  expect(statement?.text).toContain(JANES_NUMBER);
});
