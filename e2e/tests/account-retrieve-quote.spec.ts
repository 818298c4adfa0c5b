import { expect, test, type Browser } from '@playwright/test';
import { signIn } from '../support/account.ts';
import { expectAccessibleAtBothWidths } from '../support/axe.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, heading, type Customer } from '../support/journey.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// Issue 21 items 5 and 7 (decisions 061, 064): a customer who has lost their quote reference gets
// the quote back by the e-mailed code instead. The quote is made in one browser and continued in
// a new one (no cookies, no sessionStorage), so it can only come back from the quote service; the
// landing is the one §4.2 gives a retrieve (a priced quote: your-quote, with its price). Another
// customer's quote is never listed.

/** A customer with an address of this run's own, so the account holds this run's quote alone. */
function customerWith(name: string): Customer {
  const email = `${name}.${Date.now()}@example.com`;
  return { ...SAM, proposer: { ...SAM.proposer, email } };
}

/** Gets `customer` a priced quote (not bought) in a browser of its own; its reference and price. */
async function pricedQuoteFor(
  browser: Browser,
  customer: Customer,
): Promise<{ reference: string; price: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await answerWholeJourney(page, customer);
    const stored = await expectShownPriceIsStored(page);
    const price = (await page.getByTestId('annual-price').textContent())?.trim() ?? '';
    return { reference: stored.policy.webReference, price };
  } finally {
    await context.close();
  }
}

test('a customer signs in by e-mailed code in a new browser and continues their saved quote, seeing only their own', async ({
  browser,
}) => {
  // Two customers' whole journeys, then signing in and continuing: more than test.slow()'s 3
  // minutes on a busy machine.
  test.setTimeout(300_000);
  const customer = customerWith('sam.saved');
  const theirs = await pricedQuoteFor(browser, customer);
  const someoneElses = await pricedQuoteFor(browser, customerWith('pat.other'));
  expect(someoneElses.reference).not.toBe(theirs.reference);

  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await context.cookies()).toEqual([]);
  await page.goto(`${baseUrl()}/account/sign-in`);
  await expect(heading(page, 'Sign in to your account')).toBeVisible();
  await signIn(page, customer.proposer.email, theirs.reference);

  // The saved quote, with the price it was given; nothing of the other customer's.
  const saved = page.getByRole('region', { name: 'Your saved quotes' });
  await expect(saved.getByTestId('account-quote-reference')).toHaveText([theirs.reference]);
  await expect(saved.getByText(theirs.price, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(someoneElses.reference);
  await expect(page.getByRole('region', { name: 'Your policies' })).toContainText(
    'There is no policy for this email address yet',
  );
  await expectAccessibleAtBothWidths(page, 'account-saved-quote');

  // The other customer's quote cannot be continued from this account either.
  const refused = await page.request.post(
    `${baseUrl()}/v1/account/quotes/${someoneElses.reference}/resume`,
    { headers: { origin: baseUrl() } },
  );
  expect(refused.status()).toBe(404);

  await saved.getByRole('button', { name: `Continue this quote ${theirs.reference}` }).click();

  // Where a retrieve of a priced quote lands (§4.2): your-quote, with the same quote and price.
  const continued = await expectShownPriceIsStored(page);
  expect(continued.policy.webReference).toBe(theirs.reference);
  await expect(page.getByTestId('quote-reference')).toHaveText(theirs.reference);
  await expect(page.getByTestId('annual-price')).toHaveText(theirs.price);
  // Nothing personal in the address bar on the way.
  expect(page.url()).not.toContain('@');
  await expectAccessibleAtBothWidths(page, 'account-saved-quote-continued');
  await context.close();
});
