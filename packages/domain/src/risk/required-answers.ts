import type { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  additionalDriverFormFromQuote,
  additionalDriverFormSchema,
} from '../forms/additional-driver.form.ts';
import { carDetailsFormFromQuote, carDetailsFormSchema } from '../forms/car-details.form.ts';
import { carUsageFormFromQuote, carUsageFormSchema } from '../forms/car-usage.form.ts';
import { coverDetailsFormFromQuote, coverDetailsFormSchema } from '../forms/cover-details.form.ts';
import {
  driverDetailsFormFromQuote,
  driverDetailsFormSchema,
} from '../forms/driver-details.form.ts';
import {
  claimEntrySchema,
  licenceDetailsFormFromQuote,
  licenceDetailsFormSchema,
} from '../forms/licence-details.form.ts';
import { convictionEntrySchema } from '../forms/motoring-history.ts';
import {
  VehicleLookupFormSchema,
  vehicleLookupFormFromQuote,
} from '../forms/vehicle-lookup.form.ts';
import type { PageId } from '../journey/pages.ts';
import { DEFAULT_DIRECT_WEB_REFERENCE } from '../quote/created-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS, MODIFICATION_DUQ_NUMBERS } from '../reference-data/duq-questions.ts';
import { BUSINESS_CLASS_OF_USE_DISPLAY_CODE } from '../reference-data/van-security-and-use.ts';
import { DASHCAM_LOCATION_USERFIELD } from '../forms/car-details.form.ts';
import type { Person } from './person.schema.ts';
import type { Risk } from './risk.schema.ts';

// Decision 033 item 5: the answers the direct journey's question pages require before a price can be
// bought, whatever the quote's source (a comparison site sends what it has). Which answers a page
// requires is read from that page's form schema (a field the schema refuses to leave out), and
// whether the risk holds one from that page's own reading of the quote (the xFormFromQuote
// functions: a code the page does not offer, '' or §9.8's 'U' reads as unanswered). This file only
// adds the customer's words, the risk path, and the conditions the forms check in their
// superRefine (asked only when another answer makes them apply).

/** One answer the risk still needs, in the customer's words and where it is asked. */
export interface RequiredAnswer {
  /**
   * Stable key: the risk path where the answer is kept, dot-separated with array indices
   * ('proposer.email', 'additionalInsuredPersons.0.dateOfBirth'); 'duqAnswers#452' and
   * 'userfieldAnswers#DASHCAMLOC' name a duq or userfield answer by its question.
   */
  readonly key: string;
  /** What is missing, in the customer's words ('your e-mail address'). */
  readonly words: string;
  /** The journey page that asks it (pages.ts route name). */
  readonly page: PageId;
  /** For an additional driver's answer: the driver's index in additionalInsuredPersons. */
  readonly driverIndex?: number;
}

/** One answer a form asks, by its form field. */
interface FieldRule<F> {
  readonly field: keyof F & string;
  readonly key: string;
  readonly words: string;
  /**
   * Absent: required when the form's schema requires the field. Present: required when this
   * holds, as the form's superRefine checks it (e.g. an overnight postcode unless kept at home).
   */
  readonly when?: (form: Partial<F>) => boolean;
  /** A page other than the form's own (the additional driver's licence page). */
  readonly page?: PageId;
  /** Unanswered beyond absent and '' (the form reads '' and §9.8's 'U' as absent already). */
  readonly unanswered?: (value: unknown) => boolean;
  /** Answered, though the form reads nothing, when the risk shows it another way. */
  readonly alsoAnswered?: (risk: Risk) => boolean;
}

/** Any date works: which fields a schema requires does not depend on it. */
const ANY_DAY = '2000-01-01';

/**
 * The fields of an object schema that it refuses to leave out. Read once per schema, when this
 * module loads: asking each field's schema (and building the claim and conviction entry schemas)
 * on every call was most of the time of a call, and the partner API (decision 057) answers
 * missingRequiredAnswers on every quote. Which fields are required does not depend on the risk or
 * on the day the schema is built for (required-answers.varied.test.ts checks several days).
 */
function requiredFields(shape: Readonly<Record<string, $ZodType>>): ReadonlySet<string> {
  return new Set(
    Object.entries(shape)
      .filter(([, schema]) => !safeParse(schema, undefined).success)
      .map(([field]) => field),
  );
}

const duq = (questionNumber: number) => `duqAnswers#${questionNumber}`;

function isUnanswered(value: unknown): boolean {
  return value === undefined || value === '';
}

/**
 * Form fields the schema requires that are not answers the risk can lack, each with why: they are
 * journey state, or the form's reading of the quote always gives them a value.
 */
export const NOT_RISK_ANSWERS: Readonly<Record<string, string>> = {
  // §3.12: working state, asked afresh each time the page is shown.
  carDetailsConfirmed: 'the found van is confirmed each time, not stored',
  // §2.6 asks every driver's number 'with an option not to provide it', and §5.5 then keeps
  // nothing (the proposer's LICENCE userfield, a named driver's licence.licenceNumber, decision
  // 054): not given and never asked look the same, and neither stops a sale.
  licenceNumber: "giving a driver's licence number is optional (provideLicenceNumber false)",
  // §3.9: '-1' (not chosen / don't know) is an answer and the page starts on it.
  homeRenewalMonth: "'don't know' is an answer",
  // Read together with the NCD years: no protection unless it was asked for.
  noClaimDiscountProtection: 'read with the no claims discount years',
};

const VEHICLE_LOOKUP_RULES: readonly FieldRule<{ registrationNumber: string }>[] = [
  { field: 'registrationNumber', key: 'vehicles.0.regNumber', words: "your van's registration" },
];

type CarDetails = z.infer<ReturnType<typeof carDetailsFormSchema>>;
const CAR_DETAILS_RULES: readonly FieldRule<CarDetails>[] = [
  // The lookup gives these, or the customer corrects them by hand (§3.12 invalidVehicleData):
  // either way a van that can be bought has them.
  {
    field: 'transmission',
    key: 'vehicles.0.modelInfo.transmission',
    words: "your van's gearbox",
    when: () => true,
  },
  {
    field: 'doors',
    key: 'vehicles.0.modelInfo.doors',
    words: 'how many doors your van has',
    when: () => true,
  },
  {
    field: 'fuelType',
    key: 'vehicles.0.modelInfo.fuel',
    words: "your van's fuel type",
    when: () => true,
  },
  { field: 'marketValue', key: 'vehicles.0.value', words: "your van's value" },
  { field: 'vanBodyType', key: duq(DUQ_QUESTIONS.vanBodyType), words: "your van's body type" },
  {
    field: 'hasBeenImported',
    key: duq(DUQ_QUESTIONS.vanImported),
    words: 'whether your van has been imported',
  },
  {
    field: 'dashCam',
    key: duq(DUQ_QUESTIONS.dashCamFitted),
    words: 'whether your van has a dashcam',
  },
  {
    field: 'dashCamLoc',
    key: `userfieldAnswers#${DASHCAM_LOCATION_USERFIELD}`,
    words: 'where the dashcam is',
    when: (form) => form.dashCam === true,
  },
  { field: 'alarm', key: 'vehicles.0.alarm', words: "your van's alarm" },
  { field: 'immobiliser', key: 'vehicles.0.immobiliser', words: "your van's immobiliser" },
  { field: 'tracker', key: 'vehicles.0.tracker', words: 'whether your van has a tracking device' },
  { field: 'modified', key: 'vehicles.0.modified', words: 'whether your van has been modified' },
  {
    field: 'modificationCategory',
    key: duq(DUQ_QUESTIONS.carModificationType),
    words: 'the type of modification',
    when: (form) => form.modified === true,
  },
  {
    field: 'modifications',
    key: duq(MODIFICATION_DUQ_NUMBERS[0]),
    words: "your van's modifications",
    when: (form) => form.modified === true && form.modificationCategory !== undefined,
    // The form reads the '0' (none) answers of duq 354-356 as no modification chosen.
    unanswered: (value) => Array.isArray(value) && value.length === 0,
  },
  {
    field: 'dontHaveTheCarYet',
    key: 'vehicles.0.datePurchased',
    words: 'when you bought the van',
  },
];

type CarUsage = z.infer<ReturnType<typeof carUsageFormSchema>>;
const CAR_USAGE_RULES: readonly FieldRule<CarUsage>[] = [
  { field: 'classOfUse', key: 'vehicles.0.classOfUse', words: 'how you use the van' },
  {
    field: 'whoUsesTheCarForBusiness',
    key: 'vehicles.0.classOfUse',
    words: 'who uses the van for business',
    when: (form) => form.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  },
  { field: 'vanUsedFor', key: duq(DUQ_QUESTIONS.vanUsedFor), words: 'what the van is used for' },
  {
    field: 'totalAnnualMileage',
    key: duq(DUQ_QUESTIONS.totalAnnualMileage),
    words: 'how many miles the van does a year',
  },
  {
    field: 'businessAnnualMileage',
    key: 'businessAnnualMileage',
    words: 'how many of those miles are for business',
    when: (form) => form.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  },
  { field: 'whoOwnsTheCar', key: duq(DUQ_QUESTIONS.whoOwns), words: 'who owns the van' },
  {
    field: 'whoIsTheCarsRegisteredKeeper',
    key: duq(DUQ_QUESTIONS.registeredKeeper),
    words: "who is the van's registered keeper",
  },
  {
    field: 'whereIsTheCarKeptDuringTheDay',
    key: duq(DUQ_QUESTIONS.whereKeptDuringTheDay),
    words: 'where the van is kept during the day',
  },
  {
    field: 'whereKept',
    key: duq(DUQ_QUESTIONS.whereKeptOvernight),
    words: 'where the van is kept overnight',
  },
  {
    field: 'isTheCarKeptAtHomeAddressOvernight',
    key: 'vehicles.0.keptPostcode',
    words: 'whether the van is kept at your home address overnight',
  },
  {
    field: 'carKeptOvernightPostcode',
    key: 'vehicles.0.keptPostcode',
    words: 'the postcode where the van is kept overnight',
    when: (form) => form.isTheCarKeptAtHomeAddressOvernight === false,
  },
  { field: 'signage', key: duq(DUQ_QUESTIONS.signage), words: 'whether the van has sign writing' },
  {
    field: 'rackingShelving',
    key: duq(DUQ_QUESTIONS.rackingShelving),
    words: 'whether the van has racking or shelving',
  },
  {
    field: 'refrigerated',
    key: duq(DUQ_QUESTIONS.refrigerated),
    words: 'whether the van is refrigerated',
  },
  {
    field: 'carryDangerousGoods',
    key: duq(DUQ_QUESTIONS.carryDangerousGoods),
    words: 'whether you carry dangerous goods',
  },
  {
    field: 'numberOfOtherVehicles',
    key: 'proposer.driverDetails.numberOfOtherVehicles',
    words: 'how many other vehicles you have',
  },
  {
    field: 'accessToOtherVehicles',
    key: 'proposer.driverDetails.accessToOtherVehicles',
    words: 'what access you have to other vehicles',
  },
];

type DriverDetails = z.infer<ReturnType<typeof driverDetailsFormSchema>>;
const DRIVER_DETAILS_RULES: readonly FieldRule<DriverDetails>[] = [
  { field: 'title', key: 'proposer.name.title', words: 'your title' },
  { field: 'firstName', key: 'proposer.name.forenames', words: 'your first name' },
  { field: 'lastName', key: 'proposer.name.surname', words: 'your last name' },
  { field: 'gender', key: 'proposer.gender', words: 'your gender' },
  { field: 'dateOfBirth', key: 'proposer.dateOfBirth', words: 'your date of birth' },
  { field: 'relationshipStatus', key: 'proposer.maritalStatus', words: 'your relationship status' },
  {
    field: 'residency',
    key: 'proposer.residentSince',
    words: 'how long you have lived at your address',
  },
  { field: 'email', key: 'proposer.email', words: 'your e-mail address' },
  { field: 'phoneNumber', key: 'proposer.telephoneNumbers', words: 'your phone number' },
  { field: 'address', key: 'proposer.correspondenceAddress', words: 'your home address' },
  {
    field: 'insuranceRefused',
    key: 'proposer.insuranceRefused',
    words: 'whether you have ever been refused insurance',
  },
  {
    field: 'hasNonMotoringConvictions',
    key: 'proposer.nonRTAConviction',
    words: 'whether you have any non-motoring convictions',
  },
  { field: 'drivingRestrictions', key: 'drivingRestriction', words: 'who will drive the van' },
  {
    field: 'convictions',
    key: 'proposer.driverDetails.licence.convictions',
    words: 'whether you have had any motoring convictions in the last 5 years',
  },
  { field: 'occupation', key: 'proposer.fullTimeOccupation', words: 'your occupation' },
];

type LicenceDetails = z.infer<ReturnType<typeof licenceDetailsFormSchema>>;
const LICENCE_DETAILS_RULES: readonly FieldRule<LicenceDetails>[] = [
  {
    field: 'licenceType',
    key: 'proposer.driverDetails.licence.licenceType',
    words: 'your licence type',
  },
  {
    field: 'dateObtained',
    key: 'proposer.driverDetails.licence.dateObtained',
    words: 'when you got your licence',
  },
  {
    field: 'claims',
    key: 'proposer.driverDetails.claims',
    words: 'whether you have had any claims in the last 5 years',
  },
];

type AdditionalDriver = z.infer<ReturnType<typeof additionalDriverFormSchema>>;
/** An additional driver's answers; `{who}` is 'your additional driver' or 'additional driver 2'. */
const ADDITIONAL_DRIVER_RULES: readonly FieldRule<AdditionalDriver>[] = [
  { field: 'title', key: 'name.title', words: "{who}'s title" },
  { field: 'firstName', key: 'name.forenames', words: "{who}'s first name" },
  { field: 'lastName', key: 'name.surname', words: "{who}'s last name" },
  { field: 'gender', key: 'gender', words: "{who}'s gender" },
  { field: 'dateOfBirth', key: 'dateOfBirth', words: "{who}'s date of birth" },
  {
    field: 'relationshipToProposer',
    key: 'relationshipToProposer',
    words: 'how {who} is related to you',
  },
  { field: 'relationshipStatus', key: 'maritalStatus', words: "{who}'s relationship status" },
  {
    field: 'insuranceRefused',
    key: 'insuranceRefused',
    words: 'whether {who} has ever been refused insurance',
  },
  {
    field: 'hasNonMotoringConvictions',
    key: 'nonRTAConviction',
    words: 'whether {who} has any non-motoring convictions',
  },
  { field: 'occupation', key: 'fullTimeOccupation', words: "{who}'s occupation" },
  {
    field: 'convictions',
    key: 'driverDetails.licence.convictions',
    words: 'whether {who} has had any motoring convictions in the last 5 years',
  },
  {
    field: 'licenceType',
    key: 'driverDetails.licence.licenceType',
    words: "{who}'s licence type",
    page: 'AdditionalDriverDetails/LicenceDetails',
  },
  {
    field: 'dateObtained',
    key: 'driverDetails.licence.dateObtained',
    words: 'when {who} got their licence',
    page: 'AdditionalDriverDetails/LicenceDetails',
  },
  {
    field: 'claims',
    key: 'driverDetails.claims',
    words: 'whether {who} has had any claims in the last 5 years',
    page: 'AdditionalDriverDetails/LicenceDetails',
  },
];

type CoverDetails = z.infer<ReturnType<typeof coverDetailsFormSchema>>;
const COVER_DETAILS_RULES: readonly FieldRule<CoverDetails>[] = [
  { field: 'coverStartDate', key: 'startDate', words: 'when you want your cover to start' },
  {
    field: 'noClaimDiscountYears',
    key: duq(DUQ_QUESTIONS.ncdYears),
    words: 'how many years of no claims discount you have',
    // §5.5 drops a duq 247 of '0' from what is sent and stored, and §4.7 keeps
    // previousInsuranceMotor only for NCD > 0: an NCD of 0 shows as the previous driving
    // experience the form requires with it.
    alsoAnswered: (risk) => risk.drivingExperience?.type !== undefined,
  },
  // The form's reading: with no NCD, previous driving experience is what the customer shows.
  {
    field: 'prevDrivingExpType',
    key: 'drivingExperience',
    words: 'your previous driving experience',
    when: (form) => form.noClaimDiscountYears === 0,
  },
  { field: 'coverLevel', key: 'vehicles.0.cover', words: 'the level of cover you want' },
  {
    field: 'paymentFrequency',
    key: duq(DUQ_QUESTIONS.paymentFrequency),
    words: 'how you would like to pay',
  },
];

/** Each page's form schema built for `day`, with the rules of the answers it asks. */
function formsOn(day: string) {
  return {
    VehicleLookup: { schema: VehicleLookupFormSchema, rules: VEHICLE_LOOKUP_RULES },
    CarDetails: { schema: carDetailsFormSchema(day), rules: CAR_DETAILS_RULES },
    CarUsage: { schema: carUsageFormSchema(), rules: CAR_USAGE_RULES },
    DriverDetails: { schema: driverDetailsFormSchema(day), rules: DRIVER_DETAILS_RULES },
    LicenceDetails: { schema: licenceDetailsFormSchema(day), rules: LICENCE_DETAILS_RULES },
    'DriverDetails/AdditionalDriverDetails': {
      schema: additionalDriverFormSchema(day),
      rules: ADDITIONAL_DRIVER_RULES,
    },
    CoverDetails: { schema: coverDetailsFormSchema(day), rules: COVER_DETAILS_RULES },
  } as const;
}

/** The schemas behind each page's rules, for the required fields (and the tests). */
export const REQUIRED_ANSWER_FORMS = formsOn(ANY_DAY);

/** Which fields each page's form requires, and a declared claim's and conviction's entry (§3.7). */
export interface RequiredFields {
  readonly pages: Readonly<Record<keyof typeof REQUIRED_ANSWER_FORMS, ReadonlySet<string>>>;
  readonly claim: ReadonlySet<string>;
  readonly conviction: ReadonlySet<string>;
}

function requiredFieldsOf(
  forms: ReturnType<typeof formsOn>,
  claim: { shape: Readonly<Record<string, $ZodType>> },
  conviction: { shape: Readonly<Record<string, $ZodType>> },
): RequiredFields {
  return {
    pages: {
      VehicleLookup: requiredFields(forms.VehicleLookup.schema.shape),
      CarDetails: requiredFields(forms.CarDetails.schema.shape),
      CarUsage: requiredFields(forms.CarUsage.schema.shape),
      DriverDetails: requiredFields(forms.DriverDetails.schema.shape),
      LicenceDetails: requiredFields(forms.LicenceDetails.schema.shape),
      'DriverDetails/AdditionalDriverDetails': requiredFields(
        forms['DriverDetails/AdditionalDriverDetails'].schema.shape,
      ),
      CoverDetails: requiredFields(forms.CoverDetails.schema.shape),
    },
    claim: requiredFields(claim.shape),
    conviction: requiredFields(conviction.shape),
  };
}

/**
 * The fields required as the forms' schemas built for `day` say, read afresh. Any day gives the
 * same (the schemas' dates limit what a date may be, not whether it is asked): the tests hold the
 * fields read once to it.
 */
export function requiredFieldsOn(day: string): RequiredFields {
  return requiredFieldsOf(formsOn(day), claimEntrySchema(day), convictionEntrySchema(day));
}

/** The required fields, read once from the schemas REQUIRED_ANSWER_FORMS already holds. */
const REQUIRED_FIELDS = requiredFieldsOf(
  REQUIRED_ANSWER_FORMS,
  claimEntrySchema(ANY_DAY),
  convictionEntrySchema(ANY_DAY),
);

/** Every answer of one form the risk is asked for, each with whether it is answered. */
function formAnswers<F>(
  risk: Risk,
  form: Partial<F>,
  required: ReadonlySet<string>,
  rules: readonly FieldRule<F>[],
  page: PageId,
): { answer: RequiredAnswer; answered: boolean }[] {
  return rules
    .filter((rule) => (rule.when ? rule.when(form) : required.has(rule.field)))
    .map((rule) => ({
      answer: { key: rule.key, words: rule.words, page: rule.page ?? page },
      answered:
        rule.alsoAnswered?.(risk) === true ||
        !(isUnanswered(form[rule.field]) || rule.unanswered?.(form[rule.field]) === true),
    }));
}

/** The quote the forms read: only its current risk matters to them. */
function quoteHolding(risk: Risk): Quote {
  return {
    noAvailableProducts: false,
    policy: { webReference: DEFAULT_DIRECT_WEB_REFERENCE, eventCurrent: { risk } },
  };
}

const ORDINALS = ['', '2nd ', '3rd ', '4th ', '5th '];

const CLAIM_WORDS: Readonly<Record<string, string>> = {
  description: 'what happened in {which}claim',
  claimDate: 'the date of {which}claim',
  ncdPrejudiced: 'whether {which}claim affected the no claims discount',
};
const CONVICTION_WORDS: Readonly<Record<string, string>> = {
  code: 'the offence of {which}conviction',
  convictionDate: 'the date of {which}conviction',
  pointsOnLicence: 'the points for {which}conviction',
};

/**
 * The details of each claim and conviction a driver has declared, as the claim and conviction
 * entries require them (§3.7): what happened, when, and its effect on the no claims discount or
 * licence points.
 */
function historyAnswers(
  person: Person,
  base: string,
  possessive: string,
  pages: { claims: PageId; convictions: PageId },
  driverIndex: number | undefined,
  fields: RequiredFields,
): { answer: RequiredAnswer; answered: boolean }[] {
  const entries = (
    list: readonly object[] | undefined,
    path: string,
    fields: ReadonlySet<string>,
    words: Record<string, string>,
    page: PageId,
  ) =>
    (list ?? []).flatMap((entry, index) =>
      [...fields].map((field) => ({
        answer: {
          key: `${base}${path}.${index}.${field}`,
          words: (words[field] ?? field).replace(
            '{which}',
            `${possessive} ${ORDINALS[index] ?? `${index + 1}th `}`,
          ),
          page,
          ...(driverIndex !== undefined ? { driverIndex } : {}),
        },
        answered: !isUnanswered((entry as Record<string, unknown>)[field]),
      })),
    );
  return [
    ...entries(
      person.driverDetails?.licence?.convictions,
      'driverDetails.licence.convictions',
      fields.conviction,
      CONVICTION_WORDS,
      pages.convictions,
    ),
    ...entries(
      person.driverDetails?.claims,
      'driverDetails.claims',
      fields.claim,
      CLAIM_WORDS,
      pages.claims,
    ),
  ];
}

/**
 * Every answer the direct journey asks of this risk, in journey order, each with whether it is
 * answered. `fields`: which fields the forms require, read once unless a test gives a fresh
 * reading (requiredFieldsOn).
 */
export function requiredAnswers(
  risk: Risk,
  fields: RequiredFields = REQUIRED_FIELDS,
): { answer: RequiredAnswer; answered: boolean }[] {
  const quote = quoteHolding(risk);
  const forms = REQUIRED_ANSWER_FORMS;
  const required = fields.pages;
  const proposerHistory = historyAnswers(
    risk.proposer,
    'proposer.',
    'your',
    { claims: 'LicenceDetails', convictions: 'DriverDetails' },
    undefined,
    fields,
  );
  const drivers = (risk.additionalInsuredPersons ?? []).flatMap((person, driverIndex) => {
    // Not the driver's name: the words end up in error messages, which may be logged.
    const who =
      risk.additionalInsuredPersons?.length === 1
        ? 'your additional driver'
        : `additional driver ${driverIndex + 1}`;
    const base = `additionalInsuredPersons.${driverIndex}.`;
    const own = formAnswers(
      risk,
      additionalDriverFormFromQuote(quote, driverIndex),
      required['DriverDetails/AdditionalDriverDetails'],
      ADDITIONAL_DRIVER_RULES,
      'DriverDetails/AdditionalDriverDetails',
    ).map(({ answer, answered }) => ({
      answer: {
        ...answer,
        key: base + answer.key,
        words: answer.words.replaceAll('{who}', who),
        driverIndex,
      },
      answered,
    }));
    const history = historyAnswers(
      person,
      base,
      `${who}'s`,
      {
        claims: 'AdditionalDriverDetails/LicenceDetails',
        convictions: 'DriverDetails/AdditionalDriverDetails',
      },
      driverIndex,
      fields,
    );
    return [...own, ...history];
  });
  // In the journey's order (§4.3 VALIDITY_PAGES), so the first is the page to go to first.
  return [
    ...formAnswers(
      risk,
      vehicleLookupFormFromQuote(quote),
      required.VehicleLookup,
      VEHICLE_LOOKUP_RULES,
      'VehicleLookup',
    ),
    ...formAnswers(
      risk,
      carDetailsFormFromQuote(quote),
      required.CarDetails,
      CAR_DETAILS_RULES,
      'CarDetails',
    ),
    ...formAnswers(
      risk,
      carUsageFormFromQuote(quote),
      required.CarUsage,
      CAR_USAGE_RULES,
      'CarUsage',
    ),
    ...formAnswers(
      risk,
      driverDetailsFormFromQuote(quote),
      required.DriverDetails,
      DRIVER_DETAILS_RULES,
      'DriverDetails',
    ),
    ...proposerHistory.filter(({ answer }) => answer.page === 'DriverDetails'),
    ...formAnswers(
      risk,
      licenceDetailsFormFromQuote(quote),
      required.LicenceDetails,
      LICENCE_DETAILS_RULES,
      'LicenceDetails',
    ),
    ...proposerHistory.filter(({ answer }) => answer.page === 'LicenceDetails'),
    ...drivers,
    ...formAnswers(
      risk,
      coverDetailsFormFromQuote(quote),
      required.CoverDetails,
      forms.CoverDetails.rules,
      'CoverDetails',
    ),
  ];
}

/**
 * Every answer the direct journey's question pages require before a price can be bought that
 * `risk` lacks (absent, '' or §9.8's 'U'), in journey order: the first names the page to go to
 * first. Conditional answers are included where they apply (an additional driver's own answers,
 * a declared claim's details, the overnight postcode of a van not kept at home, business miles
 * for business use). Empty when the risk is complete. Never throws.
 */
export function missingRequiredAnswers(
  risk: Risk,
  fields: RequiredFields = REQUIRED_FIELDS,
): RequiredAnswer[] {
  return requiredAnswers(risk, fields)
    .filter(({ answered }) => !answered)
    .map(({ answer }) => answer);
}

/** How many missing answers a message names before it counts the rest. */
const MAX_NAMED = 5;

/**
 * The customer's message for a risk that lacks `missing` (non-empty): what is missing in their
 * words (the first five, then how many more) and how to finish.
 */
export function incompleteRiskMessage(missing: readonly RequiredAnswer[]): string {
  const words = [...new Set(missing.map((answer) => answer.words))];
  const named = words.slice(0, MAX_NAMED);
  const more = words.length - named.length;
  const list =
    more > 0
      ? `${named.join(', ')} and ${more} more`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
        : (named[0] ?? 'some of your details');
  return `We need a few more answers before you can buy: ${list}. Please check your details and answer the questions we have not asked yet.`;
}
