import type { Page } from '@playwright/test';

/** The address the product started by global-setup.ts listens on. */
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? '';

export interface StartQuoteAnswers {
  registration: string;
  value: string;
  firstName: string;
  lastName: string;
  dateOfBirth: { day: string; month: string; year: string };
  postcode: string;
  ncdYears: string;
}

export const SAM: StartQuoteAnswers = {
  registration: 'ab12 cde',
  value: '12500',
  firstName: 'Sam',
  lastName: 'Taylor',
  dateOfBirth: { day: '17', month: '5', year: '1980' },
  postcode: 'ls1 4ap',
  ncdYears: '5',
};

/** Answers 'Start your quote' as a customer would, by label, and asks for the quote. */
export async function answerStartQuote(
  page: Page,
  answers: StartQuoteAnswers = SAM,
): Promise<void> {
  await page.getByLabel('Registration number').fill(answers.registration);
  await page.getByLabel('Estimated value of the van').fill(answers.value);
  await page.getByLabel('First name').fill(answers.firstName);
  await page.getByLabel('Last name').fill(answers.lastName);
  const dateOfBirth = page.getByRole('group', { name: 'Date of birth' });
  await dateOfBirth.getByLabel('Day').fill(answers.dateOfBirth.day);
  await dateOfBirth.getByLabel('Month').fill(answers.dateOfBirth.month);
  await dateOfBirth.getByLabel('Year').fill(answers.dateOfBirth.year);
  await page.getByLabel('Home postcode').fill(answers.postcode);
  await page.getByLabel('Years of no-claims discount').selectOption(answers.ncdYears);
  await page.getByRole('button', { name: 'Get my quote' }).click();
}
