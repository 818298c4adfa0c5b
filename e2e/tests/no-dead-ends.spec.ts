import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import {
  cardFrame,
  continueToCard,
  expectBoughtOnce,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { SAM, UNKNOWN_VAN } from '../support/customers.ts';
import {
  answerVanDetails,
  answerWholeJourney,
  baseUrl,
  heading,
  lookUpVan,
} from '../support/journey.ts';

// Issue 18 items 3 and 5 (decision 053): no dead ends, and screen readers told where they are.
// Registration not found leads on by make and model; a card provider error lets another card be
// tried; session-expired carries the quote reference to retrieve; after each page change the focus
// is on the new page's heading. Axe-clean at desktop width and at 320 CSS pixels.

/** The sandbox's provider-error test card (apps/payment-sandbox/README.md 'Test cards'). */
const PROVIDER_ERROR_CARD = '4000 0000 0000 0119';

const progress = (page: Page) => page.getByRole('navigation', { name: 'Your progress' });

/** What React Router keeps in the history entry: the state a page was sent with. */
const historyState = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as { history: { state: { usr?: unknown } } }).history.state.usr,
  );

test('registration not found: the registration is repeated, the stepper stays on Van, and the van is found by make and model', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await lookUpVan(page, UNKNOWN_VAN);

  await expect(heading(page, 'Registration not found')).toBeVisible();
  await expect(heading(page, 'Registration not found')).toBeFocused();
  await expect(page.getByText(`with the registration ${UNKNOWN_VAN}.`)).toBeVisible();
  // The registration is personal data: not in the address.
  expect(page.url()).not.toContain(UNKNOWN_VAN);
  await expect(progress(page).getByRole('button', { name: 'Van', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Everything the customer knows of the van: AA19 AAA's make, model, year, fuel and body.
  await page.getByLabel('Make', { exact: true }).fill('ford');
  await page.getByLabel('Model', { exact: true }).fill('transit custom');
  await page.getByLabel('Year the van was made', { exact: true }).fill('2019');
  await page.getByLabel('Fuel (optional)', { exact: true }).selectOption({ label: 'Diesel' });
  await page
    .getByLabel('Body type (optional)', { exact: true })
    .selectOption({ label: 'Panel Van' });
  await page.getByRole('button', { name: 'Search for my van', exact: true }).click();

  const results = page.getByRole('list', { name: 'Choose your van' });
  await expect(page.getByText(/^We found \d+ vans? that match/)).toBeVisible();
  const van = results
    .getByRole('listitem')
    .filter({ hasText: 'Transit Custom 300 L1H1 2.0 EcoBlue 130 Trend Panel Van' });
  await expect(van).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'registration-not-found-search');

  await van.getByRole('button', { name: 'Choose this van' }).click();

  // On to van details as a van found by registration goes, and on from there.
  await expect(heading(page, "We've found your van")).toBeFocused();
  await expect(page).toHaveURL(/\/van-details$/);
  await expect(
    page.getByText('Transit Custom 300 L1H1 2.0 EcoBlue 130 Trend Panel Van'),
  ).toBeVisible();
  await answerVanDetails(page, SAM.van);
  await expect(heading(page, 'Van details')).toBeVisible();
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
});

test('after each page change the focus is on the new heading and the title is announced', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(heading(page, 'Start your quote')).toBeVisible();

  await page.getByRole('link', { name: /retrieve/i }).click();
  await expect(heading(page, 'Retrieve your van insurance quote')).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: /^Van insurance \| Retrieve/ }),
  ).toHaveText(/^Van insurance \| Retrieve your van insurance quote \| /);

  await page.goBack();
  await expect(heading(page, 'Start your quote')).toBeFocused();

  // Tab from the heading goes on into the page, not back to the top.
  await lookUpVan(page, SAM.van.registration);
  await expect(heading(page, "We've found your van")).toBeFocused();
  // Still there once the page's lists have arrived and its questions show.
  await expect(
    page.getByRole('checkbox', { name: 'I confirm these details are correct' }),
  ).toBeVisible();
  await expect(heading(page, "We've found your van")).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test('a card provider error lets the customer try another card, and the policy is bought once', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  const reference = await goToPayment(page);
  await expect(page.getByText(reference).first()).toBeVisible();
  await continueToCard(page, true);

  await payByCard(page, PROVIDER_ERROR_CARD, 'Mr S Taylor');
  await expect(page.getByText(/The card provider could not take your payment/)).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(
    cardFrame(page).getByRole('heading', { level: 1, name: 'Pay by card' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'payment-provider-error');

  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');
  const shown = await shownPolicyNumber(page);
  expect((await expectBoughtOnce(reference)).policyNumber).toBe(shown);
});

test("session-expired shows the reference and 'Retrieve quote' carries it, out of the address", async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
  const reference = (await page.getByTestId('quote-reference').textContent()) ?? '';
  expect(reference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  // The session runs out as if the customer had been away (features/session/session-timer.ts).
  await page.evaluate(
    ([key, at]) =>
      (
        globalThis as unknown as { sessionStorage: { setItem: (k: string, v: string) => void } }
      ).sessionStorage.setItem(key, String(at)),
    ['van-session-expires-at', Date.now() + 1_500] as const,
  );

  await expect(heading(page, 'Your session has expired')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(reference)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'session-expired-with-reference');

  await page.getByRole('button', { name: 'Retrieve quote', exact: true }).click();
  await expect(heading(page, 'Retrieve your van insurance quote')).toBeFocused();
  expect(page.url()).not.toContain(reference.replace(/-/g, ''));
  expect(page.url()).not.toContain(reference);
  expect(await historyState(page)).toEqual({ webReference: reference });
});
