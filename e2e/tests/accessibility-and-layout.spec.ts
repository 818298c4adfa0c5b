import { expect, test } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, NARROW } from '../support/axe.ts';
import { SAM, SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION } from '../support/customers.ts';
import {
  answerCoverDetails,
  answerDriverDetails,
  answerLicenceDetails,
  answerVanDetails,
  answerVanUse,
  answerWholeJourney,
  baseUrl,
  heading,
  lookUpVan,
  question,
  tabTo,
  type QuestionPage,
} from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// Every question page in a real browser: axe-core's WCAG 2.x A and AA rules on each page answered
// and on the error summary of pages sent empty; the whole journey at 320 CSS pixels (WCAG 1.4.10
// reflow) without sideways scrolling; and the first and last question pages by keyboard alone.

test('every question page, answered, has no WCAG 2.x A/AA violations axe can find', async ({
  page,
}) => {
  // Axe, the sideways-scroll check and two screenshots on each of the journey's pages, at both
  // widths: more than the default minute on a slow machine.
  test.slow();
  const seen: QuestionPage[] = [];
  await answerWholeJourney(page, SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION, {
    beforeContinue: async (questionPage) => {
      seen.push(questionPage);
      await screenshot(page, `page-${questionPage}`);
      await expectNoAxeViolations(page);
    },
  });
  expect(new Set(seen)).toEqual(
    new Set<QuestionPage>([
      'vehicle-lookup',
      'van-details',
      'using-the-van',
      'driver-details',
      'licence-details',
      'additional-driver',
      'additional-driver-licence',
      'cover-details',
    ]),
  );

  await expectShownPriceIsStored(page);
  await screenshot(page, 'page-your-quote');
  await expectNoAxeViolations(page);
});

test('the error summary of each page sent empty is focused and has no axe violations', async ({
  page,
}) => {
  /** Sends the page unanswered: the summary takes focus and links to each question. */
  async function sendEmpty(name: string, submit = 'Continue') {
    await page.getByRole('button', { name: submit, exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link').first()).toBeVisible();
    await screenshot(page, `errors-${name}`);
    await expectNoAxeViolations(page);
  }

  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(heading(page, 'Start your quote')).toBeVisible();
  await sendEmpty('vehicle-lookup', 'Find my van');
  await lookUpVan(page, SAM.van.registration);

  await expect(
    page.getByRole('checkbox', { name: 'I confirm these details are correct' }),
  ).toBeVisible();
  await sendEmpty('van-details');
  await answerVanDetails(page, SAM.van);

  await expect(page.getByLabel('Who owns the van?')).toBeVisible();
  await sendEmpty('using-the-van');
  await answerVanUse(page, SAM.use);

  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await sendEmpty('driver-details');
  // A link of the summary takes the customer to the question.
  await page.getByRole('alert').getByRole('link', { name: /title/i }).click();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await answerDriverDetails(page, SAM.proposer);

  await expect(question(page, 'What type of driving licence do you have?')).toBeVisible();
  await sendEmpty('licence-details');
  await answerLicenceDetails(page, SAM.licence, { addAnotherDriver: false });

  await expect(page.getByLabel('How many years of no claims discount do you have?')).toBeVisible();
  await sendEmpty('cover-details', 'Get my quote');
  await answerCoverDetails(page, SAM.cover);
  await expectShownPriceIsStored(page);
});

test('at 320 pixels wide no page of the journey scrolls sideways', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await answerWholeJourney(page, SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION, {
    beforeContinue: async (questionPage) => {
      await expectNoSidewaysScroll(page);
      await screenshot(page, `narrow-${questionPage}`);
    },
  });

  await expectShownPriceIsStored(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'narrow-your-quote');
});

test('vehicle-lookup and cover-details can be answered with the keyboard alone', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(heading(page, 'Start your quote')).toBeVisible();

  // The skip link, then the one question, then Enter sends the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const registration = page.getByLabel("Your van's registration number");
  await tabTo(page, registration, 3);
  await page.keyboard.type(SAM.van.registration);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/van-details$/);

  await answerVanDetails(page, SAM.van);
  await answerVanUse(page, SAM.use);
  await answerDriverDetails(page, SAM.proposer);
  await answerLicenceDetails(page, SAM.licence, { addAnotherDriver: false });

  await expect(heading(page, 'Cover details')).toBeVisible();
  // The start date is filled in with today; typing in a closed list picks the matching entry.
  const ncd = page.getByLabel('How many years of no claims discount do you have?');
  await tabTo(page, ncd);
  await page.keyboard.type('5');
  await expect(ncd).toHaveValue('5');
  // Tab into a group of radios, arrows to move and choose, Space to choose the focused one.
  const protection = question(page, 'Would you like to protect your no claims discount?');
  await tabTo(page, protection.getByRole('radio', { name: 'Yes' }), 1);
  await page.keyboard.press('ArrowRight');
  await expect(protection.getByRole('radio', { name: 'No' })).toBeChecked();
  const comprehensive = question(page, 'What level of cover would you like?').getByRole('radio', {
    name: 'Comprehensive',
  });
  await tabTo(page, comprehensive, 1);
  await page.keyboard.press('Space');
  await expect(comprehensive).toBeChecked();
  const annually = question(page, 'How would you like to pay?').getByRole('radio', {
    name: 'Pay annually',
  });
  await tabTo(page, annually, 1);
  await page.keyboard.press('Space');
  await expect(annually).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Get my quote' }), 1);
  await screenshot(page, 'keyboard-cover-details');
  await page.keyboard.press('Enter');

  await expectShownPriceIsStored(page);
});
