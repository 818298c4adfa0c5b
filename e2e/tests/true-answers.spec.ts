import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { HOME, SAM } from '../support/customers.ts';
import {
  answer,
  answerDriverDetails,
  answerLicenceDetails,
  answerVanPages,
  answerWholeJourney,
  baseUrl,
  question,
  typeDate,
  type Customer,
} from '../support/journey.ts';

// Issue 18 items 1 and 4 (decision 052): the customer can answer truthfully (a licence from 1995
// as it is; an additional driver's disclosures not answered for them) and what they type is read
// as they mean it (a quote reference typed loosely; an empty date of birth named as such).

/** Sam, born in 1970 here, who passed his test in 1995: more than 25 years ago. */
const SAM_SINCE_1995: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, dateOfBirth: { day: 17, month: 5, year: 1970 } },
  licence: { ...SAM.licence, obtained: { day: 15, month: 6, year: 1995 } },
};

test('a licence held since 1995 is accepted as it is and shown so on check-your-details', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM_SINCE_1995);
  await expect(page).toHaveURL(/\/your-quote$/);

  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(page).toHaveURL(/\/your-quote\/check-your-details$/);
  await expect(answer(page, 'Your licence', 'Licence held since')).toHaveText('15 June 1995');
  await expectAccessibleAtBothWidths(page, 'true-answers-licence-1995');
});

test("an additional driver's disclosure questions start unanswered", async ({ page }) => {
  await answerVanPages(page, SAM);
  await answerDriverDetails(page, SAM.proposer);
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
  await answerLicenceDetails(page, SAM.licence, { addAnotherDriver: true });
  await expect(page).toHaveURL(/\/driver-details\/additional\/driver-details$/);

  for (const legend of [
    'Has the driver ever been refused insurance?',
    'Does the driver have any non-motoring convictions?',
  ]) {
    const radios = question(page, legend).getByRole('radio');
    await expect(radios).toHaveCount(2);
    for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
  }
  await expectAccessibleAtBothWidths(page, 'true-answers-additional-driver');
});

test('an empty date of birth is named in the error, and leaves the summary once answered', async ({
  page,
}) => {
  await answerVanPages(page, SAM);

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Enter your date of birth' })).toBeVisible();
  await expect(summary).not.toContainText('Enter the day as a number');
  await expectAccessibleAtBothWidths(page, 'true-answers-empty-date-of-birth');

  await typeDate(page, 'Date of birth', SAM.proposer.dateOfBirth);
  await expect(summary.getByRole('link', { name: 'Enter your date of birth' })).toHaveCount(0);
});

test('a quote reference typed with spaces and dashes of other kinds retrieves the quote', async ({
  browser,
}) => {
  const firstVisit = await browser.newContext();
  const before = await firstVisit.newPage();
  await answerWholeJourney(before, SAM);
  await expect(before).toHaveURL(/\/your-quote$/);
  const reference = (await before.getByTestId('quote-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  await firstVisit.close();

  const secondVisit = await browser.newContext();
  const page = await secondVisit.newPage();
  await page.goto(`${baseUrl()}/your-quote/retrieve`);
  const [first, second, third] = reference.split('-');
  await page
    .getByLabel('Quote reference', { exact: true })
    .fill(`${first} ${second}\u2013${third}`);
  await page.getByLabel('Last name', { exact: true }).fill(SAM.proposer.lastName);
  await typeDate(page, 'Date of birth', SAM.proposer.dateOfBirth);
  await page.getByLabel('Postcode', { exact: true }).fill(HOME.postcode);
  await expectAccessibleAtBothWidths(page, 'true-answers-loose-reference');
  await page.getByRole('button', { name: 'Retrieve my quote', exact: true }).click();

  await expect(page).toHaveURL(/\/your-quote$/);
  await expect(page.getByTestId('quote-reference')).toHaveText(reference);
  await secondVisit.close();
});
