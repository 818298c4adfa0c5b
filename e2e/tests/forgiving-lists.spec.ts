import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import {
  answerDriverDetails,
  answerVanPages,
  answerYesNo,
  heading,
  question,
} from '../support/journey.ts';

// Issue 18 item 4 (decision 055): the search lists find everyday words ("Education" finds
// Schools), say when nothing matches and how to carry on, keep what was typed when a phone
// scrolls, and open where they can be read; every empty date names its question.

// Each test answers the van pages first: three pages on a shared machine.
test.slow();

test('an everyday word finds the entries it means, and no match says how to carry on', async ({
  page,
}) => {
  await answerVanPages(page, SAM);

  const business = page.getByRole('combobox', { name: "Employer's business", exact: true });
  await business.click();
  await business.pressSequentially('Education');
  for (const entry of ['Schools', 'Colleges', 'Universities']) {
    await expect(page.getByRole('option', { name: entry, exact: true })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Schools', exact: true }).click();
  await expect(business).toHaveValue('Schools');

  const occupation = page.getByRole('combobox', { name: 'Occupation', exact: true });
  await occupation.click();
  await occupation.pressSequentially('Zyxwv');
  const status = page.getByRole('status').filter({ hasText: 'No matches for “Zyxwv”.' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Try a more general word');
  await expect(status).toContainText('call us on');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'forgiving-lists-no-match');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true });

  test('the list opens where it can be read and keeps what was typed through a scroll', async ({
    page,
  }) => {
    await answerVanPages(page, SAM);
    const occupation = page.getByRole('combobox', { name: 'Occupation', exact: true });
    await occupation.scrollIntoViewIfNeeded();
    await occupation.tap();
    await occupation.pressSequentially('Plumb');

    const list = page.getByRole('listbox');
    await expect(page.getByRole('option', { name: 'Plumber', exact: true })).toBeVisible();
    await expectListOnScreen(page);

    // A customer's thumb scrolls the page while the list is open.
    await page.mouse.wheel(0, 150);
    await page.mouse.wheel(0, -300);
    await expect(occupation).toHaveValue('Plumb');
    await expect(list).toBeVisible();
    await expectListOnScreen(page);
    await screenshot(page, 'forgiving-lists-phone-after-scroll');

    // Scrolling the text box itself out of view and back keeps the text too. (While the list is
    // open react-aria hides the rest of the page from the accessibility tree: found by tag.)
    await page.locator('h1').scrollIntoViewIfNeeded();
    await occupation.scrollIntoViewIfNeeded();
    await expect(occupation).toHaveValue('Plumb');

    // The list is open again on the box's return (a tap at the box's exact centre, as Playwright
    // taps, is react-aria's sign of a screen reader's double-tap and would toggle it shut).
    await expect(occupation).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('option', { name: 'Plumber', exact: true }).tap();
    await expect(occupation).toHaveValue('Plumber');
    await expectNoAxeViolations(page);
  });
});

/** The open list lies wholly within the 320 x 568 screen. */
async function expectListOnScreen(page: Page) {
  const box = await page.getByRole('listbox').boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(568);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
}

test('an empty claim date is named in the error', async ({ page }) => {
  await answerVanPages(page, SAM);
  await answerDriverDetails(page, SAM.proposer);
  await expect(heading(page, 'Licence details')).toBeVisible();

  await answerYesNo(page, 'Have you made any claims in the last 5 years?', true);
  await expect(question(page, 'Claim 1')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Enter the date of the claim' })).toBeVisible();
  await expect(summary).not.toContainText('Enter the day as a number');
  await expectAccessibleAtBothWidths(page, 'forgiving-lists-empty-claim-date');
});
