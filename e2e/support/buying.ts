import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DIRECT_DEBIT_POLICYHOLDER_TEXT } from '@van/domain/payment';
import { createDb, type Database, type Db } from '@van/server/db/database';
import { loadQuote } from '@van/server/modules/quote';
import type { Selectable } from 'kysely';
import { answerYesNo, heading } from './journey.ts';
import { expectShownPriceIsStored } from './stored-quote.ts';

// Buying as a customer buys: the payment page by the words it shows, the card typed into the
// payment provider's own page in its frame (apps/payment-sandbox, on its own origin: card numbers
// never touch our pages) by that page's labels; then what the quote service stored, read straight
// from its database (E2E_DATABASE_URL, set by global-setup.ts), so a journey can check it bought
// exactly once.

/** The sandbox's documented test cards (apps/payment-sandbox/README.md 'Test cards'). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Asks for the 3-D Secure step: 'Complete authentication' or 'Fail authentication'. */
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** The payment provider's page, in the frame the payment page embeds. */
export const cardFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Card payment"]');

/** An expiry (MM/YY) two years ahead, so the card never runs out under the test. */
function futureExpiry(today = new Date()): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const year = String((today.getFullYear() + 2) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** The frame's 'Pay £…' button. */
export const payButton = (page: Page): Locator =>
  cardFrame(page).getByRole('button', { name: /^Pay £[\d,]+\.\d{2}$/ });

/**
 * Types a card into the frame's form. Every box is filled again, as the frame shows the form again
 * after a decline (without the security code).
 */
export async function fillCard(page: Page, cardNumber: string, nameOnCard: string) {
  const frame = cardFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry date').fill(futureExpiry());
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill(nameOnCard);
}

/** Types a card into the frame and presses 'Pay £…' once. */
export async function payByCard(page: Page, cardNumber: string, nameOnCard: string) {
  await fillCard(page, cardNumber, nameOnCard);
  await payButton(page).click();
}

/** The card issuer's check of the 3-D Secure test card, passed. */
export async function completeAuthentication(page: Page) {
  const frame = cardFrame(page);
  // The frame posts the card and loads the issuer's page: on a loaded machine this took more
  // than the default 5 s once (the card form was still showing), so it is given 20 s.
  await expect(frame.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible({
    timeout: 20_000,
  });
  await frame.getByRole('button', { name: 'Complete authentication' }).click();
}

/** A bank account: the name on it and the numbers as the customer types them. */
export interface BankAccount {
  name: string;
  sortCode: string;
  accountNumber: string;
}

/**
 * your-quote to payment: 'Check your details', then its Continue (clicked twice, if asked), which
 * finalizes the quote. Returns the quote reference, checked against the stored quote on the way.
 */
export async function goToPayment(page: Page, { doubleClick = false } = {}): Promise<string> {
  const stored = await expectShownPriceIsStored(page);
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await (doubleClick ? continueButton.dblclick() : continueButton.click());
  await expect(page).toHaveURL(/\/payment$/);
  await expect(heading(page, 'Your payment')).toBeVisible();
  return stored.policy.webReference;
}

/** your-quote, once the priced quote is shown: pay monthly instead (§4.8 Instalmnts). */
export async function choosePayMonthly(page: Page) {
  await expectShownPriceIsStored(page);
  const monthly = page.getByRole('radio', { name: 'Pay monthly' });
  await monthly.check();
  await expect(monthly).toBeChecked();
}

/** The card step's question: will the policy renew by itself (§3.1 consentToAutoRenew). */
export const answerAutoRenew = (page: Page, answer: boolean) =>
  answerYesNo(page, 'Would you like your policy to renew automatically next year?', answer);

/** The card step: the auto-renew answer, then 'Continue to card payment' to open the frame. */
export async function continueToCard(page: Page, autoRenew: boolean) {
  await answerAutoRenew(page, autoRenew);
  await page.getByRole('button', { name: 'Continue to card payment', exact: true }).click();
  await expect(page.getByTitle('Card payment')).toBeVisible();
}

/**
 * Paying monthly, before the Direct Debit (decision 045): the credit information and the whole
 * agreement are shown; the customer types their name and signs.
 */
export async function signCreditAgreement(page: Page, name: string) {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Paying monthly: your credit information' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your credit agreement' }),
  ).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill(name);
  await page.getByRole('button', { name: 'Sign the credit agreement', exact: true }).click();
}

/**
 * The Direct Debit step's bank details and sole-signatory box (§4.8 isDDStep), not yet sent; the
 * credit agreement is signed first, in the account holder's name, when it has not been yet.
 */
export async function fillDirectDebit(page: Page, account: BankAccount) {
  const ddHeading = page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' });
  const sign = page.getByRole('button', { name: 'Sign the credit agreement', exact: true });
  await expect(ddHeading.or(sign)).toBeVisible();
  if (await sign.isVisible()) await signCreditAgreement(page, account.name);
  await expect(ddHeading).toBeVisible();
  await page.getByLabel('Name on the account').fill(account.name);
  await page.getByLabel('Sort code').fill(account.sortCode);
  await page.getByLabel('Account number').fill(account.accountNumber);
  await page.getByLabel(DIRECT_DEBIT_POLICYHOLDER_TEXT.soleSignatoryLabel).check();
}

/** confirmation: the policy number shown, once the wrap-up has given it. */
export async function shownPolicyNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 30_000 });
  await expect(heading(page, 'Thank you for buying Roadwise Van Insurance')).toBeVisible({
    timeout: 30_000,
  });
  const shown = (await page.getByTestId('policy-number').textContent())?.trim() ?? '';
  expect(shown).not.toBe('');
  return shown;
}

/** A payment's state as the quote service stores it. */
type PaymentStatus = Database['payment']['status'];

/** One planned Direct Debit collection as the mandate row stores it. */
type StoredCollection = Selectable<Database['direct_debit_mandate']>['collections'][number];

/** A payment row of the quote, as the journeys look at it. */
export interface StoredPayment {
  status: PaymentStatus;
  paymentOption: string;
  amountPence: number;
  failureCode: string | null;
}

/** A policy row of the quote. */
export interface StoredPolicy {
  policyNumber: string;
  paymentPlan: string;
  status: string;
  tier: string;
  /** The payment it was issued for. */
  paymentStatus: PaymentStatus;
}

/** A Direct Debit mandate of the quote; `issued` once it is tied to the policy. */
export interface StoredMandate {
  sortCode: string;
  /** The account number as stored in clear: null, it is kept sealed (decision 034 item 7). */
  accountNumberInClear: string | null;
  /** Whether a sealed account number is stored. */
  accountNumberSealed: boolean;
  accountNumberLast4: string;
  accountHolderName: string;
  depositPence: number;
  collections: StoredCollection[];
  issued: boolean;
}

/** A fraud and credit check outcome of the quote (table credit_check). */
export interface StoredCreditCheck {
  purpose: string;
  result: string;
}

async function withDb<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** The quote's payments, oldest first. */
export function paymentsOf(webReference: string): Promise<StoredPayment[]> {
  return withDb((db) =>
    db
      .selectFrom('payment')
      .innerJoin('quote', 'quote.id', 'payment.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'payment.status as status',
        'payment.payment_option as paymentOption',
        'payment.amount_pence as amountPence',
        'payment.failure_code as failureCode',
      ])
      .orderBy('payment.id')
      .execute(),
  );
}

/** The quote's policies: one at most, whatever the customer did. */
export function policiesOf(webReference: string): Promise<StoredPolicy[]> {
  return withDb((db) =>
    db
      .selectFrom('policy')
      .innerJoin('quote', 'quote.id', 'policy.quote_id')
      .innerJoin('payment', 'payment.id', 'policy.payment_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'policy.policy_number as policyNumber',
        'policy.payment_plan as paymentPlan',
        'policy.status as status',
        'policy.tier as tier',
        'payment.status as paymentStatus',
      ])
      .execute(),
  );
}

/** The quote's Direct Debit mandates. */
export function mandatesOf(webReference: string): Promise<StoredMandate[]> {
  return withDb(async (db) => {
    const rows = await db
      .selectFrom('direct_debit_mandate as mandate')
      .innerJoin('quote', 'quote.id', 'mandate.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'mandate.sort_code',
        'mandate.account_number',
        'mandate.account_number_sealed',
        'mandate.account_number_last4',
        'mandate.account_holder_name',
        'mandate.deposit_pence',
        'mandate.collections',
        'mandate.policy_id',
      ])
      .execute();
    return rows.map((row) => ({
      sortCode: row.sort_code,
      accountNumberInClear: row.account_number,
      accountNumberSealed: row.account_number_sealed !== null,
      accountNumberLast4: row.account_number_last4,
      accountHolderName: row.account_holder_name,
      depositPence: row.deposit_pence,
      collections: row.collections,
      issued: row.policy_id !== null,
    }));
  });
}

/** The fraud and credit checks made for the quote. */
export function creditChecksOf(webReference: string): Promise<StoredCreditCheck[]> {
  return withDb((db) =>
    db
      .selectFrom('credit_check')
      .innerJoin('quote', 'quote.id', 'credit_check.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select(['credit_check.purpose as purpose', 'credit_check.result as result'])
      .execute(),
  );
}

/**
 * Bought exactly once: one policy, issued for the one succeeded payment; any other payment of the
 * quote was never paid. Returns the policy.
 */
export async function expectBoughtOnce(webReference: string): Promise<StoredPolicy> {
  const policies = await policiesOf(webReference);
  expect(policies).toHaveLength(1);
  const payments = await paymentsOf(webReference);
  expect(payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  expect(payments.map((payment) => payment.status)).not.toContain('refund_due');
  expect(payments.map((payment) => payment.status)).not.toContain('refunded');
  expect(policies[0]!.paymentStatus).toBe('succeeded');
  return policies[0]!;
}

/** Nothing bought: no policy and no money taken. */
export async function expectNothingBought(webReference: string): Promise<void> {
  expect(await policiesOf(webReference)).toEqual([]);
  const payments = await paymentsOf(webReference);
  expect(payments.filter((payment) => payment.status === 'succeeded')).toEqual([]);
}

/**
 * Moves a saved quote's cover start to `startDate` (yyyy-MM-dd) in the database, as if the customer
 * came back after the day they chose had passed (decision 033): the quote's own clock cannot be
 * turned on in a browser journey.
 */
export function moveCoverStart(webReference: string, startDate: string): Promise<void> {
  return withDb(async (db) => {
    // A quote's stored text is read before its event's facts (decision 059), so the moved start
    // is what the service reads from now on.
    const loaded = await loadQuote(db, webReference);
    if (!loaded) throw new Error(`quote ${webReference} is not stored`);
    const { quote } = loaded;
    quote.policy.startDate = startDate;
    quote.policy.eventCurrent.risk.startDate = startDate;
    await db
      .updateTable('quote')
      .set({ quote })
      .where('web_reference', '=', webReference)
      .execute();
  });
}

/** A credit agreement signature as the quote service stores it (decision 045). */
export interface StoredSignature {
  version: string;
  agreementText: string;
  textHash: string;
  signerName: string;
  signedAt: Date;
}

/** The quote's credit agreement signatures, oldest first. */
export function creditAgreementSignaturesOf(webReference: string): Promise<StoredSignature[]> {
  return withDb(async (db) =>
    (
      await db
        .selectFrom('credit_agreement_signature')
        .innerJoin('quote', 'quote.id', 'credit_agreement_signature.quote_id')
        .select([
          'credit_agreement_signature.version',
          'credit_agreement_signature.agreement_text',
          'credit_agreement_signature.text_hash',
          'credit_agreement_signature.signer_name',
          'credit_agreement_signature.signed_at',
        ])
        .where('quote.web_reference', '=', webReference)
        .orderBy('credit_agreement_signature.signed_at')
        .execute()
    ).map((row) => ({
      version: row.version,
      agreementText: row.agreement_text,
      textHash: row.text_hash,
      signerName: row.signer_name,
      signedAt: row.signed_at,
    })),
  );
}
