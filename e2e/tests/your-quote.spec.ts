import { expect, test } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, NARROW } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney } from '../support/journey.ts';
import { asShown, expectShownPriceIsStored, storedQuote } from '../support/stored-quote.ts';

/** The parts of the stored quote this journey reads beyond StoredQuote's. */
interface StoredPlans {
  policy: {
    eventCurrent: {
      result?: {
        instalmentPlans?: Array<{
          paymentAmountNormal?: number;
          depositAmountTotal?: number;
          totalPayable?: number;
        }>;
        allOptionalExtensions?: { appliedOptionalExtensions?: Array<{ code: string }> };
      };
    };
  };
}

test('a customer adds breakdown cover, sees the re-priced quote the service stored, then monthly figures', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  const before = await expectShownPriceIsStored(page);
  const reference = before.policy.webReference;
  const firstPrice = before.policy.eventCurrent.result?.premiumDetails?.totalPayable;
  await expectNoAxeViolations(page);

  // §4.4: adding an extra re-prices the quote through POST /v1/quote.
  await page.getByRole('button', { name: 'Add Roadside + National Recovery', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Roadside + National Recovery', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('annual-price')).not.toHaveText(asShown(firstPrice ?? NaN));
  await expect(page.getByTestId('reprice-status')).toHaveText('');

  // The new price shown is the new price stored, and the stored quote carries the extra.
  const after = await expectShownPriceIsStored(page);
  expect(after.policy.webReference).toBe(reference);
  const newPrice = after.policy.eventCurrent.result?.premiumDetails?.totalPayable ?? NaN;
  expect(newPrice).toBeGreaterThan(firstPrice ?? Infinity);
  const stored = (await storedQuote(reference)) as unknown as StoredPlans;
  const applied =
    stored.policy.eventCurrent.result?.allOptionalExtensions?.appliedOptionalExtensions;
  expect(applied?.map((extension) => extension.code)).toContain('BDV2O');

  // The monthly/yearly switch shows the first instalment plan's figures for the selected tier.
  const grid = page.getByRole('table', { name: 'Levels of cover compared' });
  await page.getByRole('radio', { name: 'Pay monthly' }).check();
  const plan = stored.policy.eventCurrent.result?.instalmentPlans?.[0];
  const monthlyRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pay monthly' }) });
  const monthlyCell = monthlyRow.getByRole('cell').first();
  // Decision 050: never the monthly figure without the deposit.
  await expect(monthlyCell).toContainText(
    `${asShown(plan?.paymentAmountNormal ?? NaN)} a monthafter a first payment of ${asShown(plan?.depositAmountTotal ?? NaN)}${asShown(plan?.totalPayable ?? NaN)} in total`,
  );
  // Decision 041: the tier's insurer beside its price.
  await expect(monthlyCell).toContainText(/Insured by \S/);

  await expectNoAxeViolations(page);
  await screenshot(page, 'your-quote-monthly');
});

test('your-quote works at 320 px and by keyboard alone', async ({ page }) => {
  await answerWholeJourney(page, SAM);
  const before = await expectShownPriceIsStored(page);
  const firstPrice = asShown(
    before.policy.eventCurrent.result?.premiumDetails?.totalPayable ?? NaN,
  );

  await page.setViewportSize(NARROW);
  // Only the tier grid scrolls sideways, inside its own focusable region.
  await expectNoSidewaysScroll(page);
  const gridRegion = page.getByRole('region', { name: 'Levels of cover compared' });
  await gridRegion.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => gridRegion.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // Tab to an extra and add it with the keyboard; focus stays on its button.
  const add = page.getByRole('button', { name: 'Add Van Hire' });
  await add.focus();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Remove Van Hire' });
  await expect(remove).toBeFocused();
  await expect(page.getByTestId('annual-price')).not.toHaveText(firstPrice);
  await expectShownPriceIsStored(page);

  await expectNoAxeViolations(page);
  await screenshot(page, 'your-quote-320');
});
