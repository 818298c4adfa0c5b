import { expect, test } from '@playwright/test';
import { screenshot } from '../support/artifacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  JANE,
  SAM,
  SAM_WITH_A_LEARNER,
  SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION,
  UNKNOWN_VAN,
  VAN_WITHOUT_GEARBOX_DOORS_FUEL,
} from '../support/customers.ts';
import {
  answerCoverDetails,
  answerDriverDetails,
  answerLicenceDetails,
  answerVanDetails,
  answerVanPages,
  answerVanUse,
  answerWholeJourney,
  baseUrl,
  choose,
  heading,
  lookUpVan,
  question,
} from '../support/journey.ts';
import { expectShownPriceIsStored, storedQuote } from '../support/stored-quote.ts';

// The question pages end to end (decision 021): each journey answers the real pages by their
// words, checks where it lands, and where a quote is made that the price shown is the one stored.

test('one main driver with no claims: vehicle lookup to your quote, page by page', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await lookUpVan(page, SAM.van.registration);

  await expect(page).toHaveURL(/\/van-details$/);
  // The van the lookup found, shown for the customer to confirm.
  await expect(page.getByRole('definition').filter({ hasText: 'AA19AAA' })).toBeVisible();
  await expect(page.getByText('Ford', { exact: true })).toBeVisible();
  await answerVanDetails(page, SAM.van);

  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await answerVanUse(page, SAM.use);

  await expect(page).toHaveURL(/\/driver-details$/);
  await answerDriverDetails(page, SAM.proposer);

  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
  await expect(page.getByText('No one else is named on your quote.')).toBeVisible();
  await answerLicenceDetails(page, SAM.licence, { addAnotherDriver: false });

  await expect(page).toHaveURL(/\/cover-details$/);
  await answerCoverDetails(page, SAM.cover);

  const stored = await expectShownPriceIsStored(page);
  const { risk } = stored.policy.eventCurrent;
  expect(risk.vehicles[0]?.regNumber).toBe('AA19AAA');
  expect(risk.proposer.correspondenceAddress?.postcode).toBe('LS1 5HD');
  expect(risk.proposer.driverDetails?.claims ?? []).toEqual([]);
  expect(risk.additionalInsuredPersons ?? []).toEqual([]);
});

test('an additional driver, a claim and a conviction are priced and stored with the quote', async ({
  page,
}) => {
  const customer = SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION;
  await answerWholeJourney(page, customer);

  const stored = await expectShownPriceIsStored(page);
  await screenshot(page, 'your-quote-with-a-driver-a-claim-and-a-conviction');
  const { risk } = stored.policy.eventCurrent;
  expect(risk.additionalInsuredPersons?.map((driver) => driver.name)).toEqual([
    expect.objectContaining({ forenames: JANE.firstName, surname: JANE.lastName }),
  ]);
  expect(risk.proposer.driverDetails?.claims).toEqual([
    expect.objectContaining({
      description: 'ACCREARF',
      claimDate: '2024-11-03',
      ncdPrejudiced: true,
    }),
  ]);
  expect(risk.proposer.driverDetails?.licence?.convictions).toEqual([
    expect.objectContaining({ code: 'SP30', convictionDate: '2024-08-05', pointsOnLicence: 3 }),
  ]);
});

test('an unknown registration lands on registration-number-error, and Try again goes back', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await lookUpVan(page, UNKNOWN_VAN);

  await expect(page).toHaveURL(/\/your-quote\/registration-number-error$/);
  await expect(heading(page, 'Registration not found')).toBeVisible();
  await expect(page).toHaveTitle(/^Van insurance \| Registration not found \| /);
  await expectNoAxeViolations(page);
  await screenshot(page, 'registration-number-error');

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/van-details\/vehicle-lookup$/);
  await expect(heading(page, 'Start your quote')).toBeVisible();
});

test('a driver the rules decline (provisional licence) lands on no-quote; the quote is stored', async ({
  page,
}) => {
  await answerWholeJourney(page, SAM_WITH_A_LEARNER);

  // Domain notes §1.9 PROVISIONAL_LICENCE; §4.4: a declined quote is stored all the same.
  await expect(page).toHaveURL(/\/no-quote$/);
  await expect(heading(page, "Sorry, we can't offer you a quote online")).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(/Your quote reference is \d{5}-\d{5}-\d{5}\./);
  const reference = /(\d{5}-\d{5}-\d{5})/.exec((await main.textContent()) ?? '')?.[1] ?? '';
  const stored = await storedQuote(reference);
  expect(
    stored.policy.eventCurrent.risk.additionalInsuredPersons?.map(
      (driver) => driver.driverDetails?.licence?.licenceType,
    ),
  ).toEqual(['Provisional Licence']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'no-quote');
});

test('a van the lookup found without gearbox, doors and fuel is completed by hand', async ({
  page,
}) => {
  const customer = {
    ...SAM,
    van: {
      ...SAM.van,
      registration: VAN_WITHOUT_GEARBOX_DOORS_FUEL,
      missing: { gearbox: 'Manual', doors: '4', fuel: 'Diesel' },
      bought: { day: 13, month: 10, year: 2026 },
    },
  } as const;
  await page.goto(`${baseUrl()}/van-details/vehicle-lookup`);
  await lookUpVan(page, customer.van.registration);

  await expect(page).toHaveURL(/\/van-details$/);
  await expect(
    page.getByRole('heading', { level: 2, name: "Details we couldn't find" }),
  ).toBeVisible();
  // The three questions are asked, and not answered for the customer.
  await expect(question(page, 'What type of gearbox does the van have?')).toBeVisible();
  await expect(page.getByLabel('How many doors does the van have?')).toHaveValue('');
  await expect(page.getByLabel('What fuel does the van use?')).toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'van-details-missing-details-errors');

  await answerVanDetails(page, customer.van);
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await answerVanUse(page, customer.use);
  await answerDriverDetails(page, customer.proposer);
  await answerLicenceDetails(page, customer.licence, { addAnotherDriver: false });
  await answerCoverDetails(page, customer.cover);

  const stored = await expectShownPriceIsStored(page);
  expect(stored.policy.eventCurrent.risk.vehicles[0]).toMatchObject({
    regNumber: 'BK65NDX',
    modelInfo: { transmission: 'TransMan', doors: 4, fuel: 'FuelDiesel' },
  });
});

test('a reload keeps what was typed, and going back keeps the answers given', async ({ page }) => {
  await answerVanPages(page, SAM);

  // Half of driver-details, then a reload.
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Taylor');
  await choose(page, 'Gender', 'Male');
  await question(page, 'Date of birth').getByLabel('Year').fill('1980');
  await page.reload();

  await expect(heading(page, 'Driver details')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expect(page.getByLabel('Last name')).toHaveValue('Taylor');
  await expect(
    question(page, 'Gender').getByRole('radio', { name: 'Male', exact: true }),
  ).toBeChecked();
  await expect(question(page, 'Date of birth').getByLabel('Year')).toHaveValue('1980');

  // The rest of the page, then back from licence-details.
  await answerDriverDetails(page, SAM.proposer);
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/driver-details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await expect(page.getByLabel('Email address')).toHaveValue(SAM.proposer.email);
  await expect(
    question(page, 'Have you ever been refused insurance?').getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  // The address chosen is kept (shown whole, to correct in place).
  await expect(page.getByLabel('Address line 1')).toHaveValue('Shakespeare Way');

  await page.goBack();
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await expect(
    page
      .getByLabel('Who owns the van?')
      .getByRole('option', { name: SAM.use.owner, selected: true }),
  ).toHaveCount(1);
  await expect(page.getByLabel('How many other vehicles do you have?')).toHaveValue('1');

  // Forward again by Continue: nothing has to be answered twice.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/driver-details$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
});
