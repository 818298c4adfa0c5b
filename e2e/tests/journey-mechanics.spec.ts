import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl } from '../support/journey.ts';

// Journey mechanics in a real browser (decision 018): the stepper by keyboard (§2.3), the unknown-path
// rule (§2.1), the session's end (§4.9, §2.6) and its warning, and WCAG 2.2 AA scans with axe-core.

/** Where the session timer keeps its expiry time (features/session/session-timer.ts). */
const SESSION_EXPIRY_KEY = 'van-session-expires-at';

/** The browser's sessionStorage, as far as these tests use it (e2e compiles without DOM types). */
interface WithSessionStorage {
  sessionStorage: {
    getItem: (key: string) => string | null;
    setItem: (key: string, value: string) => void;
  };
}

const progress = (page: Page) => page.getByRole('navigation', { name: 'Your progress' });
const stepButton = (page: Page, name: string) =>
  progress(page).getByRole('button', { name, exact: true });

/** Ends the session in `ms` from now, as if the customer had been idle until then. */
async function endSessionIn(page: Page, ms: number) {
  await page.evaluate(
    ([key, at]) =>
      (globalThis as unknown as WithSessionStorage).sessionStorage.setItem(key, String(at)),
    [SESSION_EXPIRY_KEY, Date.now() + ms] as const,
  );
}

async function getAQuote(page: Page) {
  await answerWholeJourney(page, SAM);
  await expect(page).toHaveURL(/\/your-quote$/);
}

test('an unknown path lands on your-quote, which starts a quote when none is held', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/no-such-page/at-all`);

  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Start your quote \| /);
});

test('the stepper is usable with the keyboard alone', async ({ page }) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();

  // Tab order: the skip link, then the steps, the later ones reachable though disabled.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stepButton(page, 'Van')).toBeFocused();
  await expect(stepButton(page, 'Van')).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('Tab');
  await expect(stepButton(page, 'Driver')).toBeFocused();
  await expect(stepButton(page, 'Driver')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await screenshot(page, 'stepper-vehicle-lookup');

  // With a quote, Enter on an earlier step goes back to it.
  await getAQuote(page);
  await expect(stepButton(page, 'Quote')).toHaveAttribute('aria-current', 'step');
  await stepButton(page, 'Van').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(stepButton(page, 'Van')).toHaveAttribute('aria-current', 'step');
});

test('vehicle-lookup has no WCAG 2.2 AA violations axe can find', async ({ page }) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your quote' })).toBeVisible();

  await expectNoAxeViolations(page);
});

test('sessionExpired has no WCAG 2.2 AA violations axe can find', async ({ page }) => {
  await page.goto(`${baseUrl()}/sessionExpired`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your session has expired' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Your session has expired \| /);

  await expectNoAxeViolations(page);
});

test('an idle session is warned, can be kept, and otherwise ends on sessionExpired', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await getAQuote(page);
  const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';

  // Ninety seconds left: inside the two-minute warning.
  await endSessionIn(page, 90_000);
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with my quote' })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'session-warning');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('quote-reference')).toHaveText(reference);

  // Now let it run out.
  await endSessionIn(page, 1_500);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your session has expired' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sessionExpired$/);
  await expect(page.getByRole('main')).toContainText(
    `You can retrieve your quote with your saved details using quote reference: ${reference}.`,
  );
  await expect(page.getByRole('main')).toContainText(
    'If you need to discuss your quote call us on',
  );
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as WithSessionStorage).sessionStorage.getItem('van-journey'),
    ),
  ).not.toContain(reference);
  await expectNoAxeViolations(page);
  await screenshot(page, 'session-expired');
});
