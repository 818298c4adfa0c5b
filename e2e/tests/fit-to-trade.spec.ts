import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CURRENT_CONSENT_WORDING } from '@van/domain/forms';
import { CREDIT_AGREEMENT_VERSION } from '@van/domain/payment';
import { DEMANDS_AND_NEEDS_VERSION } from '@van/domain/quote';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  continueToCard,
  creditAgreementSignaturesOf,
  expectBoughtOnce,
  fillDirectDebit,
  payByCard,
  shownPolicyNumber,
  signCreditAgreement,
  TEST_CARDS,
  type BankAccount,
} from '../support/buying.ts';
import { SAM } from '../support/customers.ts';
import {
  answerWholeJourney,
  choose,
  heading,
  question,
  type Customer,
} from '../support/journey.ts';
import {
  consentEventsOf,
  demandsAndNeedsStatementsOf,
  downloadEveryDocument,
  emailsOf,
  expectFcaStatusInFooter,
  midSubmissionsFor,
  midUpdatesOf,
  publishedFirm,
  type PublishedFirm,
} from '../support/sale-records.ts';
import { expectShownPriceIsStored, storedQuote } from '../support/stored-quote.ts';

// Issue 16: a sale fit to trade. An annual and a monthly purchase, each walked as a customer
// would, looking for every disclosure by its words on the way (decisions 041-047); then every
// document the confirmation page lists, read as a PDF; then the records the sale left: the Motor
// Insurance Database update, the consent events, the demands-and-needs statement with the version
// shown and, for monthly, the credit agreement signature. Each page state stopped at is axe-clean.

test.describe.configure({ timeout: 300_000 });

const SAMS_ACCOUNT: BankAccount = {
  name: 'Sam Taylor',
  sortCode: '40-47-84',
  accountNumber: '70872490',
};

/** Sam, choosing to pay monthly on cover-details, so the statement speaks of credit. */
const SAM_MONTHLY: Customer = { ...SAM, cover: { ...SAM.cover, payment: 'Pay monthly' } };

/**
 * The Direct Debit Guarantee as Bacs prescribes it (decision 046 sources), written out here rather
 * than taken from the product, so a change of one word fails: only the collector's name and the
 * notice period may be put in.
 */
const prescribedGuarantee = (collector: string): string[] => [
  'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  `If there are any changes to the amount, date or frequency of your Direct Debit ${collector} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${collector} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
  `If an error is made in the payment of your Direct Debit, by ${collector} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
  `If you receive a refund you are not entitled to, you must pay it back when ${collector} asks you to.`,
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
];

const NON_ADVISED =
  'We have not given you advice or a personal recommendation about this insurance.';
const ASK_MID =
  'We will add your van to the Motor Insurance Database (MID) within 7 days. It usually shows on askMID.com within a few days of the MID being updated.';

/** The credit step's headings, which an annual customer must never see. */
const creditHeadings = (page: Page) => [
  page.getByRole('heading', { name: 'Paying monthly: your credit information' }),
  page.getByRole('heading', { name: 'Your credit agreement' }),
  page.getByRole('heading', { name: 'The Direct Debit Guarantee' }),
];

/**
 * your-quote: the insurer beside every tier's price, the marketing questions answered (e-mail yes,
 * text no) and the documents' delivery chosen. Waits until the service recorded the answers.
 */
async function onYourQuote(
  page: Page,
  firm: PublishedFirm,
  delivery: 'By email' | 'By post',
): Promise<string> {
  const stored = await expectShownPriceIsStored(page);
  const reference = stored.policy.webReference;
  await expectFcaStatusInFooter(page, firm);

  // ICOBS 6.1: every tier's price cell names its insurer.
  const grid = page.getByRole('table', { name: 'Levels of cover compared' });
  const tiers = await grid.getByRole('columnheader').count();
  const priceCells = grid.getByRole('row').filter({ hasText: 'Insured by' }).getByRole('cell');
  await expect(priceCells).not.toHaveCount(0);
  expect(await priceCells.count()).toBeGreaterThanOrEqual(tiers - 1);
  for (const cell of await priceCells.all()) await expect(cell).toContainText(/Insured by \S/);

  await choose(page, 'Email', 'Yes');
  await expect(
    page.getByRole('group', { name: 'Email', exact: true }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect
    .poll(async () => (await consentEventsOf(reference)).map((event) => event.purpose), {
      timeout: 30_000,
    })
    .toContain('marketing-email');
  await choose(page, 'Text', 'No');
  await expect
    .poll(async () => (await consentEventsOf(reference)).map((event) => event.purpose), {
      timeout: 30_000,
    })
    .toContain('marketing-text');

  const documents = question(page, 'How would you like to receive your documents?');
  // By post is the default: no consent to documents by e-mail until the customer gives it.
  await expect(documents.getByRole('radio', { name: 'By post' })).toBeChecked();
  if (delivery === 'By email') {
    await documents.getByRole('radio', { name: 'By email' }).check();
    await expect
      .poll(async () => (await consentEventsOf(reference)).map((event) => event.purpose), {
        timeout: 30_000,
      })
      .toContain('electronic-documents');
  }
  await expect(page.getByTestId('reprice-status')).toHaveText('');
  await expectShownPriceIsStored(page);
  await expectNoAxeViolations(page);
  return reference;
}

/**
 * check-your-details: the insurer, the demands-and-needs statement (non-advised) and the right to
 * cancel, all before Continue. Returns the insurer named.
 */
async function onCheckYourDetails(
  page: Page,
  firm: PublishedFirm,
  paymentSentence: string,
): Promise<string> {
  await page.getByRole('link', { name: 'Check your details', exact: true }).click();
  await expect(heading(page, 'Check your insurance details')).toBeVisible();
  await expectFcaStatusInFooter(page, firm);

  const insurerLine = page.getByTestId('your-insurer');
  await expect(insurerLine).toHaveText(/^Your insurer: \S.+$/);
  const insurer = ((await insurerLine.textContent()) ?? '').replace('Your insurer:', '').trim();

  const statement = page.getByRole('region', { name: 'Your demands and needs' });
  await expect(statement).toContainText('You want comprehensive cover for your van.');
  await expect(statement).toContainText(paymentSentence);
  await expect(statement).toContainText(NON_ADVISED);
  await expect(statement).toContainText(insurer);
  await expect(statement.getByText(/ meets these demands and needs\.$/)).toBeVisible();

  const cancel = page.getByRole('region', { name: 'Your right to cancel' });
  await expect(cancel).toContainText(
    'You can cancel within 14 days of buying, or of receiving your policy documents if that is later, without giving a reason.',
  );
  await expect(cancel).toContainText(
    'We refund the premium for the days you were not covered (worked out day by day), within 30 days of you telling us.',
  );

  // All of it is read before the customer can go on.
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  const continueTop = (await continueButton.boundingBox())!.y;
  for (const said of [insurerLine, statement, cancel]) {
    const box = (await said.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(continueTop);
  }
  await expectNoAxeViolations(page);
  await continueButton.click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(heading(page, 'Your payment')).toBeVisible();
  return insurer;
}

/** The payment page's summary names the insurer beside the price. */
async function expectInsurerOnPayment(page: Page, insurer: string) {
  await expect(page.getByTestId('price-today')).toBeVisible();
  await expect(page.getByTestId('your-insurer')).toHaveText(insurer);
}

/** confirmation: askMID, the footer, and every document a PDF naming the insurer and policy. */
async function onConfirmation(page: Page, firm: PublishedFirm, insurer: string) {
  const policyNumber = await shownPolicyNumber(page);
  await expect(page.getByRole('main')).toContainText(ASK_MID);
  await expectFcaStatusInFooter(page, firm);
  const documents = await downloadEveryDocument(page);
  for (const document of documents) {
    expect(document.magic, document.button).toBe('%PDF-');
    expect(document.text, document.button).toContain(policyNumber);
    expect(document.text, document.button).toContain(insurer);
  }
  await expectNoAxeViolations(page);
  return { policyNumber, documents };
}

/** The MID update queued with the policy, delivered by the worker to the MID (the stand-in). */
async function expectMidTold(reference: string, policyNumber: string) {
  await expect
    .poll(async () => (await midUpdatesOf(reference))[0]?.deliveredAt ?? null, {
      timeout: 45_000,
    })
    .not.toBeNull();
  const stored = await storedQuote(reference);
  const updates = await midUpdatesOf(reference);
  expect(updates).toHaveLength(1);
  expect(updates[0]).toMatchObject({
    kind: 'add',
    policyNumber,
    vrm: 'AA19AAA',
    coverStartDate: stored.policy.startDate,
    failedAt: null,
    acknowledgementReference: expect.any(String),
  });
  expect(updates[0]!.policyholderName).toContain('Sam');
  expect(updates[0]!.policyholderName).toContain('Taylor');
  expect(await midSubmissionsFor(policyNumber)).toEqual([
    {
      kind: 'add',
      accepted: true,
      acknowledgementReference: updates[0]!.acknowledgementReference,
    },
  ]);
}

/** The statement recorded at finalize: the version in use, the version the page showed. */
async function expectStatementRecorded(reference: string, paymentSentence: string) {
  const statements = await demandsAndNeedsStatementsOf(reference);
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatchObject({
    version: DEMANDS_AND_NEEDS_VERSION,
    versionShown: DEMANDS_AND_NEEDS_VERSION,
  });
  expect(statements[0]!.statementText).toContain(paymentSentence);
  expect(statements[0]!.statementText).toContain(NON_ADVISED);
}

/** The marketing answers given on your-quote, as recorded: the words' version, the time, how. */
function expectMarketingRecorded(
  events: Awaited<ReturnType<typeof consentEventsOf>>,
  startedAt: number,
) {
  const marketing = events.filter((event) => event.purpose.startsWith('marketing-'));
  expect(marketing).toEqual([
    {
      purpose: 'marketing-email',
      granted: true,
      wordingVersion: CURRENT_CONSENT_WORDING['marketing-email'].version,
      source: 'web-journey',
      recordedAt: expect.any(Date),
    },
    {
      purpose: 'marketing-text',
      granted: false,
      wordingVersion: CURRENT_CONSENT_WORDING['marketing-text'].version,
      source: 'web-journey',
      recordedAt: expect.any(Date),
    },
  ]);
  for (const event of marketing) {
    expect(event.recordedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);
    expect(event.recordedAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
  }
}

test('an annual purchase: every disclosure on the way, every document, and what the sale recorded', async ({
  page,
}) => {
  const startedAt = Date.now();
  const firm = await publishedFirm(page);
  const paysAnnually = 'You want to pay for the year in one payment by card.';
  await answerWholeJourney(page, SAM);
  const reference = await onYourQuote(page, firm, 'By post');
  await screenshot(page, 'fit-to-trade-annual-your-quote');

  const insurer = await onCheckYourDetails(page, firm, paysAnnually);

  // Payment: the insurer beside the price, and no credit for a customer paying for the year.
  await expectInsurerOnPayment(page, insurer);
  await expectFcaStatusInFooter(page, firm);
  for (const credit of creditHeadings(page)) await expect(credit).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign the credit agreement' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await continueToCard(page, false);
  for (const credit of creditHeadings(page)) await expect(credit).toHaveCount(0);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');

  const { policyNumber, documents } = await onConfirmation(page, firm, insurer);
  // Documents by post, as chosen: the page says so.
  await expect(
    page.getByText(
      'As you asked, we will post your documents to you within 5 working days. You can also download them now.',
    ),
  ).toBeVisible();
  expect(documents.map((document) => document.button)).toEqual([
    'Download Policy schedule (PDF)',
    'Download Certificate of motor insurance (PDF)',
    'Download Statement of fact (PDF)',
    'Download Your demands and needs (PDF)',
  ]);
  const statementPdf = documents.find((document) => document.button.includes('demands and needs'));
  expect(statementPdf!.text).toContain(NON_ADVISED);
  expect(statementPdf!.text).toContain(DEMANDS_AND_NEEDS_VERSION);
  await screenshot(page, 'fit-to-trade-annual-confirmation');

  // What the sale left behind.
  expect((await expectBoughtOnce(reference)).policyNumber).toBe(policyNumber);
  await expectMidTold(reference, policyNumber);
  await expectStatementRecorded(reference, paysAnnually);
  const events = await consentEventsOf(reference);
  expectMarketingRecorded(events, startedAt);
  // By post is no consent: nothing recorded for documents by e-mail, and none attached.
  expect(events.filter((event) => event.purpose === 'electronic-documents')).toEqual([]);
  expect(await creditAgreementSignaturesOf(reference)).toEqual([]);
  const confirmation = (await emailsOf(reference)).find((email) => email.kind === 'policy');
  expect(confirmation?.text).toContain('will come by post within 5 working days, as you asked');
  expect(confirmation?.text).toContain(ASK_MID);
  expect((await emailsOf(reference)).map((email) => email.kind)).not.toContain('direct-debit');
});

test('a monthly purchase: the credit explained, the agreement signed, the Guarantee, every document, and what the sale recorded', async ({
  page,
}) => {
  const startedAt = Date.now();
  const firm = await publishedFirm(page);
  const paysMonthly =
    'You want to spread the cost in monthly payments by Direct Debit. This is a credit agreement, and it costs more in total than paying in one go.';
  await answerWholeJourney(page, SAM_MONTHLY);
  await expect(page.getByRole('radio', { name: 'Pay monthly' })).toBeChecked();
  const reference = await onYourQuote(page, firm, 'By email');

  const insurer = await onCheckYourDetails(page, firm, paysMonthly);

  // The pre-contract credit information and the adequate explanation come first, and the whole
  // agreement, before any Direct Debit; never a box to say the explanation was adequate.
  await expectInsurerOnPayment(page, insurer);
  await expectFcaStatusInFooter(page, firm);
  const main = page.getByRole('main');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Paying monthly: your credit information' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' }),
  ).toHaveCount(0);
  await expect(main).toContainText(
    /Paying monthly costs £[\d,.]+ more than paying £[\d,.]+ for the year/,
  );
  for (const words of [
    'Who lends to you',
    'FCA firm reference number',
    'Total amount payable',
    'If you miss a payment',
    'Your right to withdraw',
    'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
    `Agreement wording ${CREDIT_AGREEMENT_VERSION}.`,
  ])
    await expect(main).toContainText(words);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'fit-to-trade-monthly-credit');
  await signCreditAgreement(page, SAMS_ACCOUNT.name);

  // The Direct Debit step, with the Guarantee in the prescribed words.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your Direct Debit' }),
  ).toBeVisible();
  const guarantee = page
    .getByRole('heading', { level: 3, name: 'The Direct Debit Guarantee' })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem');
  await expect(guarantee).toHaveText(prescribedGuarantee(firm.brokerLegalName));
  await fillDirectDebit(page, SAMS_ACCOUNT);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your Direct Debit is set up' }),
  ).toBeVisible();
  await continueToCard(page, false);
  await payByCard(page, TEST_CARDS.succeeds, 'Mr S Taylor');

  const { policyNumber, documents } = await onConfirmation(page, firm, insurer);
  // Documents by e-mail, as chosen.
  await expect(
    page.getByText(`We have e-mailed your documents to ${SAM.proposer.email}.`),
  ).toBeVisible();
  expect(documents.map((document) => document.button)).toEqual([
    'Download Policy schedule (PDF)',
    'Download Certificate of motor insurance (PDF)',
    'Download Statement of fact (PDF)',
    'Download Your demands and needs (PDF)',
    'Download Credit agreement (PDF)',
    'Download Direct Debit Instruction (PDF)',
  ]);
  const agreementPdf = documents.find((document) => document.button.includes('Credit agreement'));
  expect(agreementPdf!.text).toContain(SAMS_ACCOUNT.name);
  expect(agreementPdf!.text).toContain(CREDIT_AGREEMENT_VERSION);
  const instructionPdf = documents.find((document) => document.button.includes('Instruction'));
  expect(instructionPdf!.text).toContain('The Direct Debit Guarantee');
  expect(instructionPdf!.text).toContain(prescribedGuarantee(firm.brokerLegalName)[4]);
  await screenshot(page, 'fit-to-trade-monthly-confirmation');

  // What the sale left behind.
  const policy = await expectBoughtOnce(reference);
  expect(policy).toMatchObject({ policyNumber, paymentPlan: 'MONTHLY_DD' });
  await expectMidTold(reference, policyNumber);
  await expectStatementRecorded(reference, paysMonthly);
  const events = await consentEventsOf(reference);
  expectMarketingRecorded(events, startedAt);
  expect(events.filter((event) => event.purpose === 'electronic-documents')).toEqual([
    {
      purpose: 'electronic-documents',
      granted: true,
      wordingVersion: CURRENT_CONSENT_WORDING['electronic-documents'].version,
      source: 'web-journey',
      recordedAt: expect.any(Date),
    },
  ]);
  const signatures = await creditAgreementSignaturesOf(reference);
  expect(signatures).toHaveLength(1);
  expect(signatures[0]).toMatchObject({
    version: CREDIT_AGREEMENT_VERSION,
    signerName: SAMS_ACCOUNT.name,
  });
  expect(signatures[0]!.textHash).toBe(
    createHash('sha256').update(signatures[0]!.agreementText).digest('hex'),
  );
  expect(signatures[0]!.signedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);

  const emails = await emailsOf(reference);
  const confirmation = emails.find((email) => email.kind === 'policy');
  expect(confirmation?.text).toContain('are attached to this e-mail');
  expect(confirmation?.text).toContain(ASK_MID);
  // The Direct Debit Instruction's confirmation and advance notice carry the Guarantee too.
  const directDebit = emails.find((email) => email.kind === 'direct-debit');
  for (const point of prescribedGuarantee(firm.brokerLegalName))
    expect(directDebit?.text.replace(/\s+/g, ' ')).toContain(point);
});
