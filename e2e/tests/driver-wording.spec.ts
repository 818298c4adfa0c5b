import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { JANE, SAM, SPEEDING } from '../support/customers.ts';
import {
  answerAdditionalDriverLicence,
  answerDriverDetails,
  answerLicenceDetails,
  answerVanPages,
  answerYesNo,
  baseUrl,
  choose,
  heading,
  pickFromList,
  question,
  selectOption,
  typeDate,
} from '../support/journey.ts';

// Issue 18 item 1, its last parts (decision 054 and its addendum): the proposer and an additional
// driver are asked their motoring convictions the same way (Yes or No, then each conviction),
// their jobs in one wording, and told what is wrong about whoever is asked; 'Would you like to
// add another driver?' is not asked again of a customer who comes back to licence-details.

test.describe.configure({ timeout: 240_000 });

const CONVICTIONS = {
  proposer: 'Have you had any motoring convictions in the last 5 years?',
  driver: 'Has the driver had any motoring convictions in the last 5 years?',
};
const ADD_ANOTHER = 'Would you like to add another driver?';

/** The labels of the job questions on the page, in page order. */
const jobLabels = (page: Page) =>
  page.locator('form label').filter({
    hasText: /^(Employment status|Occupation|Employer's business|.*occupation.*|.*business.*)$/i,
  });
const JOB_WORDING = ['Employment status', 'Occupation', "Employer's business"];

/** The error summary's lines. */
async function problemsListed(page: Page): Promise<string[]> {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  return (await summary.getByRole('link').allTextContents()).map((text) => text.trim());
}

test('every driver is asked the same conviction and job questions, and told what is wrong in their own words', async ({
  page,
}) => {
  await answerVanPages(page, SAM);

  // driver-details: the proposer's convictions start with Yes or No, unanswered (checked before
  // answerDriverDetails answers it).
  await expect(
    question(page, CONVICTIONS.proposer).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
  await answerDriverDetails(
    page,
    { ...SAM.proposer, whoWillDrive: 'Insured and named drivers' },
    {
      beforeContinue: async (which) => {
        if (which !== 'driver-details') return;
        await answerYesNo(page, CONVICTIONS.proposer, true);
        await expect(question(page, 'Conviction 1')).toBeVisible();
        await answerYesNo(page, CONVICTIONS.proposer, false);
        await expect(question(page, 'Conviction 1')).toHaveCount(0);
        await expect(jobLabels(page)).toHaveText(JOB_WORDING);
        await expectAccessibleAtBothWidths(page, 'driver-wording-driver-details');
      },
    },
  );
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);

  await answerLicenceDetails(page, SAM.licence, { addAnotherDriver: true });
  await expect(page).toHaveURL(/\/driver-details\/additional\/driver-details$/);

  // The additional driver's first page: the same job questions, the same convictions question
  // (retried: the page's heading shows before its lists have loaded).
  await expect(heading(page, 'Additional driver')).toBeVisible();
  await expect(jobLabels(page)).toHaveText(JOB_WORDING);
  await page.getByLabel('Title', { exact: true }).selectOption(JANE.title);
  await page.getByLabel('First name').fill(JANE.firstName);
  await page.getByLabel('Last name').fill(JANE.lastName);
  await choose(page, 'Gender', JANE.gender);
  await typeDate(page, 'Date of birth', JANE.dateOfBirth);
  await selectOption(page, 'How is the driver related to you?', JANE.relationshipToYou);
  await selectOption(page, "What is the driver's relationship status?", JANE.relationshipStatus);
  await selectOption(page, 'Employment status', JANE.job.employmentStatus);
  await answerYesNo(page, 'Has the driver ever been refused insurance?', false);
  await answerYesNo(page, 'Does the driver have any non-motoring convictions?', false);
  await answerYesNo(page, CONVICTIONS.driver, true);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Every problem on the driver's page is about the driver, never 'you'.
  const problems = await problemsListed(page);
  expect(problems).toContain('Conviction 1: Please tell us how many points the driver received');
  for (const problem of problems) expect(problem).not.toMatch(/\b(you|your|my)\b/i);
  await expectAccessibleAtBothWidths(page, 'driver-wording-additional-driver-errors');

  const conviction = question(page, 'Conviction 1');
  await pickFromList(conviction, 'Offence', SPEEDING.offence);
  await typeDate(conviction, 'Date of conviction', SPEEDING.date);
  await conviction.getByLabel('Penalty points', { exact: true }).fill(SPEEDING.points);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/driver-details\/additional\/licence-details$/);
  await answerAdditionalDriverLicence(page, JANE.licence);
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);

  await answerLicenceDetails(page, SAM.licence, {
    addAnotherDriver: false,
    mainDriver: 'You (Sam Taylor)',
  });
  await expect(page).toHaveURL(/\/cover-details$/);

  // Back to licence-details: the answer that took the customer on is shown, not asked again.
  await page.goBack();
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
  await expect(heading(page, 'Licence details')).toBeVisible();
  await expect(question(page, ADD_ANOTHER).getByRole('radio', { name: 'No' })).toBeChecked();
  await expectAccessibleAtBothWidths(page, 'driver-wording-licence-details-return');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cover-details$/);

  // And the proposer's No to convictions is kept with the quote.
  await page.goto(`${baseUrl()}/driver-details`);
  await expect(heading(page, 'Driver details')).toBeVisible();
  await expect(
    question(page, CONVICTIONS.proposer).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
});
