import { expect, type Locator, type Page } from '@playwright/test';

// The question pages answered as a customer answers them: by the words on the screen (labels,
// legends, headings and button names), never by ids, test ids or the store. A `Customer` holds
// every answer in the words the customer would choose, so a journey reads like the page.

/** The address the product started by global-setup.ts listens on. */
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? '';

/** A date typed into the Day, Month and Year boxes; month-and-year questions leave out the day. */
export interface DateAnswer {
  day: number;
  month: number;
  year: number;
}

/** An entry of a long list chosen by typing part of it (react-aria combo box). */
export interface ListChoice {
  typed: string;
  option: string;
}

export interface Van {
  /** As the customer types it; the lookup must find it in the shipped dataset. */
  registration: string;
  /** Asked only when the lookup left them out (§4.5 invalidVehicleData). */
  missing?: {
    gearbox?: 'Manual' | 'Automatic';
    doors?: string;
    fuel?: string;
  };
  /** Replaces the value the lookup filled in, when given. */
  value?: string;
  bodyType: string;
  imported: boolean;
  /** Where it is, or false for no dashcam. */
  dashCam: false | string;
  alarm: string;
  tracker: boolean;
  /** The modification type and ticked modifications, or false. */
  modified: false | { type: string; modifications: string[] };
  bought: DateAnswer | 'not yet';
}

export interface VanUse {
  owner: string;
  registeredKeeper: string;
  keptByDay: string;
  keptOvernight: string;
  /** Asked on a first visit, before there is a home address to compare with. */
  overnightPostcode: string;
  use: string;
  /** Who uses the van for business and the business miles, for business use only. */
  business?: { who: string; miles: string };
  usedFor: string;
  annualMileage: string;
  signWriting: boolean;
  racking: boolean;
  refrigerated: boolean;
  dangerousGoods: boolean;
  otherVehicles: string;
  accessToOtherVehicles: string;
}

export interface Conviction {
  offence: ListChoice;
  date: DateAnswer;
  points: string;
  fine?: string;
  monthsDisqualified?: string;
}

export interface Claim {
  whatHappened: string;
  date: DateAnswer;
  affectedNoClaimsDiscount: boolean;
}

export interface Job {
  employmentStatus: string;
  occupation?: ListChoice;
  employersBusiness?: ListChoice;
}

export interface MedicalCondition {
  toldDvla: boolean;
  restricted: boolean;
}

export interface Proposer {
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: DateAnswer;
  relationshipStatus: string;
  /** When they moved in, or 'since birth'. */
  movedIn: Omit<DateAnswer, 'day'> | 'since birth';
  email: string;
  phone: string;
  /** Found by postcode: the postcode searched and the address chosen from the list. */
  address: { postcode: string; choose: string };
  refusedInsurance: boolean;
  nonMotoringConvictions: boolean;
  whoWillDrive: string;
  convictions: Conviction[];
  homeOwner?: boolean;
  job: Job;
}

export interface Licence {
  type: string;
  obtained: DateAnswer;
  /** The two boxes of the licence number, or 'rather not say'. */
  number: { first11: string; next5: string } | 'rather not say';
  claims: Claim[];
  medicalCondition: false | MedicalCondition;
}

export interface AdditionalDriver {
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: DateAnswer;
  relationshipToYou: string;
  relationshipStatus: string;
  job: Job;
  refusedInsurance: boolean;
  nonMotoringConvictions: boolean;
  convictions: Conviction[];
  licence: Licence;
}

export interface Cover {
  /** Left as filled in (today) when absent. */
  startDate?: DateAnswer;
  homeRenewal?: string;
  noClaimsDiscountYears: string;
  protectNoClaimsDiscount?: boolean;
  /** Asked when there is no discount. */
  otherExperience?: { type: string; yearsWithoutClaim: string };
  level: string;
  payment: 'Pay annually' | 'Pay monthly';
}

export interface Customer {
  van: Van;
  use: VanUse;
  proposer: Proposer;
  licence: Licence;
  additionalDrivers: AdditionalDriver[];
  /** The name shown on licence-details' main-driver question, when there are named drivers. */
  mainDriver?: string;
  cover: Cover;
}

/** The pages of the journey, as `answerWholeJourney` reports them to `beforeContinue`. */
export type QuestionPage =
  | 'vehicle-lookup'
  | 'van-details'
  | 'using-the-van'
  | 'driver-details'
  | 'licence-details'
  | 'additional-driver'
  | 'additional-driver-licence'
  | 'cover-details';

export interface AnswerOptions {
  /** Runs on each page once it is answered, before it is sent (checks, screenshots). */
  beforeContinue?: (page: QuestionPage) => Promise<void>;
  /** Where the journey starts: a product of the test's own instead of global-setup's. */
  origin?: string;
}

/** The page's h1, which every page function waits for before answering. */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The answer shown beside `term` in a section of check-your-details (a `dt` and its `dd`). */
export function answer(page: Page, section: string, term: string): Locator {
  return page
    .getByRole('region', { name: section })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A question asked with a legend: radios, a date, a list of entries. */
export const question = (scope: Page | Locator, legend: string) =>
  scope.getByRole('group', { name: legend, exact: true });

export async function choose(scope: Page | Locator, legend: string, option: string) {
  await question(scope, legend).getByRole('radio', { name: option, exact: true }).check();
}

const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');

export async function answerYesNo(scope: Page | Locator, legend: string, answer: boolean) {
  await choose(scope, legend, yesNo(answer));
}

/** Types a date into the question's boxes, replacing what they held. */
export async function typeDate(
  scope: Page | Locator,
  legend: string,
  date: Partial<DateAnswer>,
): Promise<void> {
  const boxes = question(scope, legend);
  if (date.day !== undefined) await boxes.getByLabel('Day', { exact: true }).fill(String(date.day));
  if (date.month !== undefined)
    await boxes.getByLabel('Month', { exact: true }).fill(String(date.month));
  if (date.year !== undefined)
    await boxes.getByLabel('Year', { exact: true }).fill(String(date.year));
}

export async function selectOption(scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** Types part of an entry into a combo box and chooses the entry from the matches. */
export async function pickFromList(scope: Page | Locator, label: string, choice: ListChoice) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  // Clicked, then typed key by key, as a customer does. (Playwright's fill focuses and inserts the
  // text in one go, which sometimes lands before react-aria has handled the focus, and the text
  // is lost; no person is that quick.)
  await box.click();
  await box.pressSequentially(choice.typed);
  // The matches open in a popover at the end of the page, outside `scope`.
  await box.page().getByRole('option', { name: choice.option, exact: true }).click();
  await expect(box).toHaveValue(choice.option);
}

/** Presses Tab until `target` has focus, as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target.toString()}`);
}

async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** van-details/vehicle-lookup: the registration, then 'Find my van'. */
export async function lookUpVan(page: Page, registration: string, options: AnswerOptions = {}) {
  await expect(heading(page, 'Start your quote')).toBeVisible();
  await page.getByLabel("Your van's registration number").fill(registration);
  await options.beforeContinue?.('vehicle-lookup');
  await submit(page, 'Find my van');
}

/** van-details: the details the lookup left out, the confirmation, and the questions about the van. */
export async function answerVanDetails(page: Page, van: Van, options: AnswerOptions = {}) {
  await expect(heading(page, "We've found your van")).toBeVisible();
  // The lists load on first visit; the questions show once they are there.
  const confirm = page.getByRole('checkbox', { name: 'I confirm these details are correct' });
  await expect(confirm).toBeVisible();
  if (van.missing?.gearbox)
    await choose(page, 'What type of gearbox does the van have?', van.missing.gearbox);
  if (van.missing?.doors)
    await page.getByLabel('How many doors does the van have?').fill(van.missing.doors);
  if (van.missing?.fuel) await selectOption(page, 'What fuel does the van use?', van.missing.fuel);
  await confirm.check();
  if (van.value !== undefined) await page.getByLabel('How much is the van worth?').fill(van.value);
  await selectOption(page, "What is the van's body type?", van.bodyType);
  await answerYesNo(page, 'Has the van been imported?', van.imported);
  await answerYesNo(page, 'Does the van have a dashcam?', van.dashCam !== false);
  if (van.dashCam !== false) await choose(page, 'Where is the dashcam?', van.dashCam);
  await choose(page, 'What type of alarm/immobiliser is the van fitted with?', van.alarm);
  await answerYesNo(page, 'Does the van have a tracking device?', van.tracker);
  await answerYesNo(page, 'Has the van been modified?', van.modified !== false);
  if (van.modified !== false) {
    await selectOption(page, 'What type of modification does the van have?', van.modified.type);
    const ticks = question(page, 'Which modifications does the van have?');
    for (const modification of van.modified.modifications)
      await ticks.getByRole('checkbox', { name: modification, exact: true }).check();
  }
  if (van.bought === 'not yet') {
    await page.getByRole('checkbox', { name: "I don't have the van yet" }).check();
  } else {
    await typeDate(page, 'When did you buy the van?', van.bought);
  }
  await options.beforeContinue?.('van-details');
  await submit(page, 'Continue');
}

/** van-details/using-the-van: owner and keeper, where it is kept, how it is used, other vehicles. */
export async function answerVanUse(page: Page, use: VanUse, options: AnswerOptions = {}) {
  await expect(heading(page, 'Van details')).toBeVisible();
  await expect(page.getByLabel('Who owns the van?')).toBeVisible();
  await selectOption(page, 'Who owns the van?', use.owner);
  await selectOption(page, 'Who is the registered keeper of the van?', use.registeredKeeper);
  await selectOption(page, 'Where is the van kept during the day?', use.keptByDay);
  await selectOption(page, 'Where is the van kept overnight?', use.keptOvernight);
  await page
    .getByLabel('What is the postcode where the van is kept overnight?')
    .fill(use.overnightPostcode);
  await choose(page, 'How do you use the van?', use.use);
  if (use.business) {
    await choose(page, 'Who uses the van for business?', use.business.who);
    await page.getByLabel('How many of those miles are for business?').fill(use.business.miles);
  }
  await selectOption(page, 'What is the van used for most of the time?', use.usedFor);
  await selectOption(page, 'How many miles is the van driven each year?', use.annualMileage);
  await answerYesNo(page, 'Does the van have sign writing or advertising on it?', use.signWriting);
  await answerYesNo(page, 'Does the van have racking or shelving fitted inside?', use.racking);
  await answerYesNo(page, 'Is the van refrigerated?', use.refrigerated);
  await answerYesNo(page, 'Do you carry dangerous goods in the van?', use.dangerousGoods);
  await page.getByLabel('How many other vehicles do you have?').fill(use.otherVehicles);
  await selectOption(page, 'What access do you have to other vehicles?', use.accessToOtherVehicles);
  await options.beforeContinue?.('using-the-van');
  await submit(page, 'Continue');
}

/** Fills conviction entries that the page has already added (`entry(i)` is the i-th one). */
async function fillConviction(
  entry: Locator,
  conviction: Conviction,
  labels: {
    offence: string;
    date: string;
    points: string;
    fine: string;
    monthsDisqualified: string;
  },
) {
  await pickFromList(entry, labels.offence, conviction.offence);
  await typeDate(entry, labels.date, conviction.date);
  await entry.getByLabel(labels.points, { exact: true }).fill(conviction.points);
  if (conviction.fine !== undefined)
    await entry.getByLabel(labels.fine, { exact: true }).fill(conviction.fine);
  if (conviction.monthsDisqualified !== undefined)
    await entry
      .getByLabel(labels.monthsDisqualified, { exact: true })
      .fill(conviction.monthsDisqualified);
}

/** driver-details: about the proposer, contact details and address, history and job. */
export async function answerDriverDetails(
  page: Page,
  proposer: Proposer,
  options: AnswerOptions = {},
) {
  await expect(heading(page, 'Driver details')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).selectOption(proposer.title);
  await page.getByLabel('First name').fill(proposer.firstName);
  await page.getByLabel('Last name').fill(proposer.lastName);
  await choose(page, 'Gender', proposer.gender);
  await typeDate(page, 'Date of birth', proposer.dateOfBirth);
  await selectOption(page, 'Relationship status', proposer.relationshipStatus);
  await answerYesNo(
    page,
    'Have you lived at your home address since you were born?',
    proposer.movedIn === 'since birth',
  );
  if (proposer.movedIn !== 'since birth')
    await typeDate(page, 'When did you move to your home address?', proposer.movedIn);
  await page.getByLabel('Email address').fill(proposer.email);
  await page.getByLabel('Phone number').fill(proposer.phone);
  await findAddress(page, proposer.address);
  await answerYesNo(page, 'Have you ever been refused insurance?', proposer.refusedInsurance);
  await answerYesNo(
    page,
    'Do you have any non-motoring convictions?',
    proposer.nonMotoringConvictions,
  );
  await choose(page, 'Who will drive the van?', proposer.whoWillDrive);
  await answerConvictions(
    page,
    'Have you had any motoring convictions in the last 5 years?',
    proposer.convictions,
  );
  if (proposer.homeOwner !== undefined)
    await answerYesNo(page, 'Do you own your home? (optional)', proposer.homeOwner);
  await answerJob(page, proposer.job, {
    employmentStatus: 'Employment status',
    occupation: 'Occupation',
    employersBusiness: "Employer's business",
  });
  await options.beforeContinue?.('driver-details');
  await submit(page, 'Continue');
}

/**
 * A driver's motoring convictions, the same question for every driver (decision 054): Yes or No,
 * then on Yes the first entry opens by itself and each further one is added.
 */
async function answerConvictions(
  page: Page,
  legend: string,
  convictions: readonly Conviction[],
): Promise<void> {
  await answerYesNo(page, legend, convictions.length > 0);
  for (const [index, conviction] of convictions.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another conviction' }).click();
    await fillConviction(question(page, `Conviction ${index + 1}`), conviction, {
      offence: 'Offence',
      date: 'Date of conviction',
      points: 'Penalty points',
      fine: 'Fine (optional)',
      monthsDisqualified: 'Months disqualified (optional)',
    });
  }
}

/** The home address found by postcode (§2.6 EnterPostCode, then PostCodeFound). */
export async function findAddress(page: Page, address: Proposer['address']) {
  const home = question(page, 'Your home address');
  await home.getByLabel('Postcode').fill(address.postcode);
  await home.getByRole('button', { name: 'Find address' }).click();
  await home.getByLabel('Choose your address').selectOption({ label: address.choose });
}

async function answerJob(
  scope: Page | Locator,
  job: Job,
  labels: { employmentStatus: string; occupation: string; employersBusiness: string },
) {
  await selectOption(scope, labels.employmentStatus, job.employmentStatus);
  if (job.occupation) await pickFromList(scope, labels.occupation, job.occupation);
  if (job.employersBusiness)
    await pickFromList(scope, labels.employersBusiness, job.employersBusiness);
}

/** The claims questions, shared by the two licence pages but for their words. */
async function answerClaims(
  page: Page,
  claims: Claim[],
  words: { hasClaims: string; affectedNcd: string },
) {
  await answerYesNo(page, words.hasClaims, claims.length > 0);
  for (const [index, claim] of claims.entries()) {
    const entry = question(page, `Claim ${index + 1}`);
    // Yes opens the first entry; on a return visit the saved ones are there already.
    if ((await entry.count()) === 0)
      await page.getByRole('button', { name: 'Add another claim' }).click();
    await selectOption(entry, 'What happened?', claim.whatHappened);
    await typeDate(entry, 'When did it happen?', claim.date);
    await answerYesNo(entry, words.affectedNcd, claim.affectedNoClaimsDiscount);
  }
}

/**
 * driver-details/licence-details: the proposer's licence, claims and medical condition, then who
 * else drives. Answering again on a return visit (after adding a driver) changes nothing.
 */
export async function answerLicenceDetails(
  page: Page,
  licence: Licence,
  then: { addAnotherDriver: boolean; mainDriver?: string },
  options: AnswerOptions = {},
) {
  await expect(heading(page, 'Licence details')).toBeVisible();
  const licenceType = question(page, 'What type of driving licence do you have?');
  await expect(licenceType).toBeVisible();
  await choose(page, 'What type of driving licence do you have?', licence.type);
  await typeDate(page, 'When did you get this licence?', licence.obtained);
  await answerLicenceNumber(page, licence.number, {
    question: 'What is your driving licence number?',
    ratherNot: "I'd rather not give my licence number",
  });
  await answerClaims(page, licence.claims, {
    hasClaims: 'Have you made any claims in the last 5 years?',
    affectedNcd: 'Did this claim affect your no claims discount?',
  });
  await answerMedicalCondition(page, licence.medicalCondition, {
    hasCondition:
      'Do you have a medical condition or disability that you must tell the DVLA about?',
    told: 'Have you told the DVLA about it?',
    restricted: 'Has the DVLA restricted your licence because of it?',
  });
  if (then.mainDriver !== undefined)
    await choose(page, 'Who will be the main driver of the van?', then.mainDriver);
  await answerYesNo(page, 'Would you like to add another driver?', then.addAnotherDriver);
  await options.beforeContinue?.('licence-details');
  await submit(page, 'Continue');
}

/** The licence number in its two boxes, or the option not to give it (§2.6). */
async function answerLicenceNumber(
  page: Page,
  number: Licence['number'],
  words: { question: string; ratherNot: string },
) {
  const boxes = question(page, words.question);
  if (number === 'rather not say') {
    await boxes.getByLabel(words.ratherNot).check();
  } else {
    await boxes.getByLabel('First 11 characters').fill(number.first11);
    await boxes.getByLabel('Next 5 characters').fill(number.next5);
  }
}

async function answerMedicalCondition(
  page: Page,
  condition: false | MedicalCondition,
  words: { hasCondition: string; told: string; restricted: string },
) {
  await answerYesNo(page, words.hasCondition, condition !== false);
  if (condition === false) return;
  await answerYesNo(page, words.told, condition.toldDvla);
  await answerYesNo(page, words.restricted, condition.restricted);
}

/** driver-details/additional/driver-details: who the driver is, their job and convictions. */
export async function answerAdditionalDriverDetails(
  page: Page,
  driver: AdditionalDriver,
  options: AnswerOptions = {},
) {
  await expect(heading(page, 'Additional driver')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).selectOption(driver.title);
  await page.getByLabel('First name').fill(driver.firstName);
  await page.getByLabel('Last name').fill(driver.lastName);
  await choose(page, 'Gender', driver.gender);
  await typeDate(page, 'Date of birth', driver.dateOfBirth);
  await selectOption(page, 'How is the driver related to you?', driver.relationshipToYou);
  await selectOption(page, "What is the driver's relationship status?", driver.relationshipStatus);
  await answerJob(page, driver.job, {
    employmentStatus: 'Employment status',
    occupation: 'Occupation',
    employersBusiness: "Employer's business",
  });
  await answerYesNo(page, 'Has the driver ever been refused insurance?', driver.refusedInsurance);
  await answerYesNo(
    page,
    'Does the driver have any non-motoring convictions?',
    driver.nonMotoringConvictions,
  );
  await answerConvictions(
    page,
    'Has the driver had any motoring convictions in the last 5 years?',
    driver.convictions,
  );
  await options.beforeContinue?.('additional-driver');
  await submit(page, 'Continue');
}

/** driver-details/additional/licence-details: the driver's licence, claims and medical condition. */
export async function answerAdditionalDriverLicence(
  page: Page,
  licence: AdditionalDriver['licence'],
  options: AnswerOptions = {},
) {
  await expect(heading(page, 'Additional driver licence')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this driver' })).toBeVisible();
  await choose(page, 'What type of driving licence does the driver have?', licence.type);
  await typeDate(page, 'When did the driver get this licence?', licence.obtained);
  await answerLicenceNumber(page, licence.number, {
    question: "What is the driver's driving licence number?",
    ratherNot: "I'd rather not give their licence number",
  });
  await answerClaims(page, licence.claims, {
    hasClaims: 'Has the driver made any claims in the last 5 years?',
    affectedNcd: 'Did this claim affect their no claims discount?',
  });
  await answerMedicalCondition(page, licence.medicalCondition, {
    hasCondition:
      'Does the driver have a medical condition or disability that they must tell the DVLA about?',
    told: 'Has the driver told the DVLA about it?',
    restricted: "Has the DVLA restricted the driver's licence because of it?",
  });
  await options.beforeContinue?.('additional-driver-licence');
  await submit(page, 'Save this driver');
}

/** cover-details: start date, no claims discount or other experience, level of cover, payment. */
export async function answerCoverDetails(page: Page, cover: Cover, options: AnswerOptions = {}) {
  await expect(heading(page, 'Cover details')).toBeVisible();
  if (cover.startDate)
    await typeDate(page, 'When would you like your cover to start?', cover.startDate);
  if (cover.homeRenewal)
    await selectOption(page, 'When does your home insurance renew?', cover.homeRenewal);
  await page
    .getByLabel('How many years of no claims discount do you have?')
    .selectOption(cover.noClaimsDiscountYears);
  if (cover.protectNoClaimsDiscount !== undefined)
    await answerYesNo(
      page,
      'Would you like to protect your no claims discount?',
      cover.protectNoClaimsDiscount,
    );
  if (cover.otherExperience) {
    await selectOption(
      page,
      'What other driving experience do you have?',
      cover.otherExperience.type,
    );
    await page
      .getByLabel('How many years did you drive without a claim?')
      .selectOption(cover.otherExperience.yearsWithoutClaim);
  }
  await choose(page, 'What level of cover would you like?', cover.level);
  await choose(page, 'How would you like to pay?', cover.payment);
  await options.beforeContinue?.('cover-details');
  await submit(page, 'Get my quote');
}

/**
 * The journey's opening pages, vehicle-lookup to using-the-van, answered from `customer`. Ends on
 * driver-details, shown and unanswered, for a test of the pages after.
 */
export async function answerVanPages(
  page: Page,
  customer: Pick<Customer, 'van' | 'use'>,
  options: AnswerOptions = {},
): Promise<void> {
  await page.goto(`${options.origin ?? baseUrl()}/van-details/vehicle-lookup`);
  await lookUpVan(page, customer.van.registration, options);
  await expect(page).toHaveURL(/\/van-details$/);
  await answerVanDetails(page, customer.van, options);
  await expect(page).toHaveURL(/\/van-details\/using-the-van$/);
  await answerVanUse(page, customer.use, options);
  await expect(page).toHaveURL(/\/driver-details$/);
  await expect(heading(page, 'Driver details')).toBeVisible();
}

/**
 * The whole journey from vehicle-lookup to pricing: every page answered from `customer`, each
 * additional driver added through the two additional-driver pages. Ends when cover-details has
 * been sent; where the quote lands (your-quote, no-quote, call-us-to-complete) is the caller's to
 * check.
 */
export async function answerWholeJourney(
  page: Page,
  customer: Customer,
  options: AnswerOptions = {},
): Promise<void> {
  await answerVanPages(page, customer, options);
  await answerDriverDetails(page, customer.proposer, options);
  await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
  for (const driver of customer.additionalDrivers) {
    await answerLicenceDetails(page, customer.licence, { addAnotherDriver: true }, options);
    await expect(page).toHaveURL(/\/driver-details\/additional\/driver-details$/);
    await answerAdditionalDriverDetails(page, driver, options);
    await expect(page).toHaveURL(/\/driver-details\/additional\/licence-details$/);
    await answerAdditionalDriverLicence(page, driver.licence, options);
    await expect(page).toHaveURL(/\/driver-details\/licence-details$/);
    // Saved and listed under 'Additional drivers'.
    await expect(
      page
        .getByRole('region', { name: 'Additional drivers' })
        .getByRole('listitem')
        .filter({ hasText: `${driver.firstName} ${driver.lastName}` }),
    ).toBeVisible();
  }
  await answerLicenceDetails(
    page,
    customer.licence,
    {
      addAnotherDriver: false,
      ...(customer.mainDriver !== undefined ? { mainDriver: customer.mainDriver } : {}),
    },
    options,
  );
  await expect(page).toHaveURL(/\/cover-details$/);
  await answerCoverDetails(page, customer.cover, options);
}
