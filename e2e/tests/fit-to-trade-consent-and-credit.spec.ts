import { expect, test } from '@playwright/test';
import { CURRENT_CONSENT_WORDING, WITHDRAWAL_WORDING } from '@van/domain/forms';
import { CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE } from '@van/domain/shared';
import { comparisonSiteToken } from '../support/aggregator-token.ts';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  creditAgreementSignaturesOf,
  mandatesOf,
  paymentsOf,
  policiesOf,
  signCreditAgreement,
} from '../support/buying.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, baseUrl, choose, heading, type Customer } from '../support/journey.ts';
import {
  consentEventsOf,
  postFromPage,
  quoteKeyInBrowser,
  withdrawalLinkIn,
} from '../support/sale-records.ts';
import { expectShownPriceIsStored } from '../support/stored-quote.ts';

// Issue 16, the refusals and the proof: no monthly money without the credit agreement signed
// (decision 045), marketing consent withdrawn from the link in the e-mail the product sent, and a
// comparison site's customer's consent recorded as given on arrival from it (decision 043).

test.describe.configure({ timeout: 180_000 });

const SAM_MONTHLY: Customer = { ...SAM, cover: { ...SAM.cover, payment: 'Pay monthly' } };
const SAMS_ACCOUNT = { name: 'Sam Taylor', sortCode: '40-47-84', accountNumber: '70872490' };

test('paying monthly without signing the credit agreement is refused, and nothing is bought', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM_MONTHLY);
  const reference = (await expectShownPriceIsStored(page)).policy.webReference;
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your credit agreement' }),
  ).toBeVisible();

  // A caller that skips the agreement, from the page, as the browser calls the service.
  const quoteKey = await quoteKeyInBrowser(page);
  const mandate = {
    quoteKey,
    accountHolderName: SAMS_ACCOUNT.name,
    sortCode: SAMS_ACCOUNT.sortCode,
    accountNumber: SAMS_ACCOUNT.accountNumber,
    soleSignatory: true,
  };
  const refusal = {
    status: 409,
    body: {
      error: { code: 'CreditAgreementNotSigned', message: CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE },
    },
  };
  expect(await postFromPage(page, '/v1/directDebitMandate', mandate)).toEqual(refusal);
  expect(
    await postFromPage(page, '/v1/paymentSession', {
      quoteKey,
      option: 'MONTHLY_DD',
      consentToAutoRenew: false,
    }),
  ).toEqual(refusal);
  // A signature of words the customer was never shown is refused too.
  const madeUp = await postFromPage(page, '/v1/creditAgreement/sign', {
    quoteKey,
    version: 'credit-agreement-made-up',
    textHash: '0'.repeat(64),
    signerName: SAMS_ACCOUNT.name,
  });
  expect(madeUp.status).toBe(409);
  expect(madeUp.body.error?.code).toBe('CreditAgreementNotSigned');

  // Nothing stored: no signature, no mandate, no payment, no policy.
  expect(await creditAgreementSignaturesOf(reference)).toEqual([]);
  expect(await mandatesOf(reference)).toEqual([]);
  expect(await paymentsOf(reference)).toEqual([]);
  expect(await policiesOf(reference)).toEqual([]);
  // The page still asks for the signature, and offers no Direct Debit.
  await expect(
    page.getByRole('button', { name: 'Sign the credit agreement', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Signed in the page, the same mandate is taken: the refusal was for the missing signature.
  await signCreditAgreement(page, SAMS_ACCOUNT.name);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' }),
  ).toBeVisible();
  expect((await postFromPage(page, '/v1/directDebitMandate', mandate)).status).toBe(200);
  expect(await creditAgreementSignaturesOf(reference)).toHaveLength(1);
  expect(await mandatesOf(reference)).toHaveLength(1);
  expect(await policiesOf(reference)).toEqual([]);
});

test('marketing consent is withdrawn from the link in the e-mail; pressing again changes nothing', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  const reference = (await expectShownPriceIsStored(page)).policy.webReference;
  await choose(page, 'Email', 'Yes');
  await expect.poll(async () => (await consentEventsOf(reference)).length).toBe(1);
  await choose(page, 'Text', 'Yes');
  await expect.poll(async () => (await consentEventsOf(reference)).length).toBe(2);
  await expect(page.getByTestId('reprice-status')).toHaveText('');

  // The quote e-mail, as the product queued it, carries the withdrawal link.
  await page.getByRole('button', { name: 'Email me my quote', exact: true }).click();
  await expect(page.getByText(`We have sent your quote to ${SAM.proposer.email}.`)).toBeVisible();
  const link = await withdrawalLinkIn(reference, 'quote');

  // Opening the link (as a mail scanner would) only shows the button.
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(heading(page, 'Stop marketing messages')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Press the button to stop us sending you offers and news by email and text message.',
  );
  expect(await consentEventsOf(reference)).toHaveLength(2);
  await expectNoAxeViolations(page);
  await screenshot(page, 'fit-to-trade-withdraw');

  await page.getByRole('button', { name: 'Stop marketing messages', exact: true }).click();
  await expect(heading(page, 'Marketing messages stopped')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'You will not get offers or news from Roadwise by email or text message.',
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'fit-to-trade-withdrawn');

  const given = {
    granted: true,
    source: 'web-journey',
    recordedAt: expect.any(Date),
  };
  const withdrawn = {
    granted: false,
    wordingVersion: WITHDRAWAL_WORDING.version,
    source: 'email-link',
    recordedAt: expect.any(Date),
  };
  const expected = [
    {
      ...given,
      purpose: 'marketing-email',
      wordingVersion: CURRENT_CONSENT_WORDING['marketing-email'].version,
    },
    {
      ...given,
      purpose: 'marketing-text',
      wordingVersion: CURRENT_CONSENT_WORDING['marketing-text'].version,
    },
    { ...withdrawn, purpose: 'marketing-email' },
    { ...withdrawn, purpose: 'marketing-text' },
  ];
  const events = await consentEventsOf(reference);
  expect(events).toEqual(expected);
  expect(events[2]!.recordedAt.getTime()).toBeGreaterThanOrEqual(events[1]!.recordedAt.getTime());

  // Again: the same words, and nothing more recorded.
  await page.goto(link);
  await page.getByRole('button', { name: 'Stop marketing messages', exact: true }).click();
  await expect(heading(page, 'Marketing messages stopped')).toBeVisible();
  expect(await consentEventsOf(reference)).toEqual(expected);

  // A link we never sent says so, and changes nothing.
  const notOurs = await page.goto(`${baseUrl()}/v1/consent/withdraw/${'A'.repeat(43)}`);
  expect(notOurs?.status()).toBe(404);
  await expect(heading(page, 'This link is not valid')).toBeVisible();
  expect(await consentEventsOf(reference)).toEqual(expected);
});

test('a comparison-site customer who says yes to e-mail offers is recorded as consenting on arrival from the site', async ({
  page,
}) => {
  const issued = await comparisonSiteToken('115');
  await page.goto(`${baseUrl()}/aggregator?token=${issued.token}`);
  const stored = await expectShownPriceIsStored(page);
  expect(stored.policy.webReference).toBe(issued.webReference);
  // Arriving is not consenting: nothing recorded until the customer answers on our page.
  expect(await consentEventsOf(issued.webReference)).toEqual([]);

  await choose(page, 'Email', 'Yes');
  await expect.poll(async () => (await consentEventsOf(issued.webReference)).length).toBe(1);
  expect(await consentEventsOf(issued.webReference)).toEqual([
    {
      purpose: 'marketing-email',
      granted: true,
      wordingVersion: CURRENT_CONSENT_WORDING['marketing-email'].version,
      source: 'comparison-site-arrival',
      recordedAt: expect.any(Date),
    },
  ]);
  await expect(page.getByTestId('reprice-status')).toHaveText('');
  await expectNoAxeViolations(page);
});
