import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, NARROW } from '../support/axe.ts';
import { HOME, SAM } from '../support/customers.ts';
import {
  answerWholeJourney,
  baseUrl,
  heading,
  typeDate,
  type DateAnswer,
} from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// §4.4 retrieve after closing the browser: the working state lives in sessionStorage, which a new
// browser context does not have, so the quote can only come back from the quote service.

interface Details {
  reference: string;
  lastName: string;
  dateOfBirth: DateAnswer;
  postcode: string;
}

const RETRIEVE_HEADING = 'Retrieve your van insurance quote';
const UNIFORM_FAILURE =
  "We couldn't find a quote with those details. Check your quote reference, last name, date of birth and postcode, and try again.";

async function typeDetails(page: Page, details: Details) {
  await page.getByLabel('Quote reference', { exact: true }).fill(details.reference);
  await page.getByLabel('Last name', { exact: true }).fill(details.lastName);
  await typeDate(page, 'Date of birth', details.dateOfBirth);
  await page.getByLabel('Postcode', { exact: true }).fill(details.postcode);
  await page.getByRole('button', { name: 'Retrieve my quote', exact: true }).click();
}

test('a customer retrieves their quote in a new browser session, typing their details loosely', async ({
  browser,
}) => {
  const firstVisit = await browser.newContext();
  const before = await firstVisit.newPage();
  await answerWholeJourney(before, SAM);
  const stored = await expectShownPriceIsStored(before);
  const reference = stored.policy.webReference;
  const price = (await before.getByTestId('annual-price').textContent())?.trim();
  await firstVisit.close();

  const secondVisit = await browser.newContext({ viewport: NARROW });
  const page = await secondVisit.newPage();
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await page.getByRole('link', { name: 'Retrieve your quote', exact: true }).click();
  await expect(page).toHaveURL(/\/your-quote\/retrieve$/);
  await expect(heading(page, RETRIEVE_HEADING)).toBeVisible();
  await expect(page).toHaveTitle(`Van insurance | ${RETRIEVE_HEADING} | Roadwise`);
  await expectNoAxeViolations(page);
  // WCAG 1.4.10 reflow: usable at 320 CSS pixels without sideways scrolling.
  await expectNoSidewaysScroll(page);

  // A wrong detail: the one uniform answer, and what was typed stays to be corrected.
  await typeDetails(page, {
    reference,
    lastName: 'Taylr',
    dateOfBirth: SAM.proposer.dateOfBirth,
    postcode: HOME.postcode,
  });
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(UNIFORM_FAILURE);
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Quote reference', { exact: true })).toHaveValue(reference);
  await expectNoAxeViolations(page);
  await screenshot(page, 'retrieve-wrong-details');

  // The surname in other case and the postcode without its space still match.
  await typeDetails(page, {
    reference,
    lastName: SAM.proposer.lastName.toUpperCase(),
    dateOfBirth: SAM.proposer.dateOfBirth,
    postcode: HOME.postcode.replace(/\s+/g, '').toUpperCase(),
  });
  const retrieved = await expectShownPriceIsStored(page);
  expect(retrieved.policy.webReference).toBe(reference);
  await expect(page.getByTestId('quote-reference')).toHaveText(reference);
  await expect(page.getByTestId('annual-price')).toHaveText(price ?? '');
  await screenshot(page, 'retrieved-quote');
  await secondVisit.close();
});

test('a reference of the wrong shape is refused on the page with the §5.2 message', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/your-quote/retrieve`);
  await expect(heading(page, RETRIEVE_HEADING)).toBeVisible();
  await typeDetails(page, {
    reference: '12345',
    lastName: 'Taylor',
    dateOfBirth: SAM.proposer.dateOfBirth,
    postcode: HOME.postcode,
  });
  await expect(page.getByRole('alert')).toContainText(
    'Quote references are 3 groups of numbers separated by hyphens (e.g. 00000-00000-00000 or 1234-123456-1234)',
  );
  await expectNoAxeViolations(page);
});
