import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CREDIT_AGREEMENT_VERSION } from '@van/domain/payment';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  choosePayMonthly,
  completeAuthentication,
  continueToCard,
  creditAgreementSignaturesOf,
  expectBoughtOnce,
  fillDirectDebit,
  goToPayment,
  payByCard,
  shownPolicyNumber,
  TEST_CARDS,
} from '../support/buying.ts';
import { SAM } from '../support/customers.ts';
import { answerWholeJourney, heading } from '../support/journey.ts';

// Decision 045: paying monthly is borrowing. The customer reads the pre-contract credit
// information and the explanation, then the whole agreement naming the lender, and signs it by
// typing their name, before the Direct Debit and before any money is taken.

const SAMS_ACCOUNT = { name: 'Sam Taylor', sortCode: '40-47-84', accountNumber: '70872490' };

test('a monthly customer reads the credit information, signs the agreement, then pays', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM);
  await choosePayMonthly(page);
  const reference = await goToPayment(page);

  // The SECCI's content and the explanation, before any Direct Debit.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Paying monthly: your credit information' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' }),
  ).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    /Paying monthly costs £[\d,.]+ more than paying £[\d,.]+ for the year/,
  );
  await expect(main).toContainText('Example Premium Finance Ltd');
  await expect(main).toContainText('FCA firm reference number');
  await expect(main).toContainText('Your right to withdraw');
  await expect(main).toContainText('If you miss a payment');
  // The customer is never asked to confirm the explanation was adequate (CONC 4.2.13R).
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // The agreement in full, with its version.
  await expect(main).toContainText(`Agreement wording ${CREDIT_AGREEMENT_VERSION}.`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'buying-credit-agreement');

  // Signing needs a name typed.
  await page.getByRole('button', { name: 'Sign the credit agreement', exact: true }).click();
  await expect(main).toContainText('Type your full name to sign the credit agreement');
  await expect(page.getByLabel('Type your full name to sign')).toBeFocused();
  expect(await creditAgreementSignaturesOf(reference)).toEqual([]);

  await fillDirectDebit(page, SAMS_ACCOUNT);
  const [signature] = await creditAgreementSignaturesOf(reference);
  expect(signature).toMatchObject({ version: CREDIT_AGREEMENT_VERSION, signerName: 'Sam Taylor' });
  expect(signature!.textHash).toBe(
    createHash('sha256').update(signature!.agreementText).digest('hex'),
  );
  expect(signature!.agreementText).toContain('Example Premium Finance Ltd');

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(heading(page, 'Your payment')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your Direct Debit is set up' }),
  ).toBeVisible();
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.threeDSecure, 'Mr S Taylor');
  await completeAuthentication(page);

  const shown = await shownPolicyNumber(page);
  const policy = await expectBoughtOnce(reference);
  expect(policy.policyNumber).toBe(shown);
  expect(policy.paymentPlan).toBe('MONTHLY_DD');
  expect(await creditAgreementSignaturesOf(reference)).toHaveLength(1);
});
