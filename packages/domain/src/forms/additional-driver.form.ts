import { z } from 'zod';
import { createAdditionalDriverDefaults } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { CLAIM_DESCRIPTIONS } from '../reference-data/lists/claim-descriptions.ts';
import { LICENCE_TYPES } from '../reference-data/lists/licence-types.ts';
import { MARITAL_STATUSES } from '../reference-data/lists/marital-status.ts';
import { RELATIONSHIPS_TO_PROPOSER } from '../reference-data/lists/relationship-to-proposer.ts';
import { hasPartTimeJob, NO_PART_TIME_JOB } from '../risk/part-time-job.ts';
import { LICENCE_DATE_MESSAGES, licenceDateProblem } from '../risk/licence-dates.ts';
import type { Claim, Person, VehicleUse } from '../risk/person.schema.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { isRealDate, optionalDateParts, toIsoDateFromParts } from './date-parts.ts';
import {
  dateOfBirthSchema,
  formFromOccupation,
  nameSchema,
  occupationFromForm,
  occupationSchema,
} from './driver-details.form.ts';
import {
  PROVISIONAL_LICENCE,
  licenceDetailsFormSchema,
  licenceNumberFormOf,
  licenceNumberOf,
} from './licence-details.form.ts';
import {
  convictionEntrySchema,
  convictionFromEntry,
  entryFromConviction,
  type ConvictionEntry,
} from './motoring-history.ts';
import { driverAnswerMessages } from './driver-answer-messages.ts';
import { datePart, updateRisk } from './risk-answers.ts';

// §2.6 / §3.7 / §4.6: an additional (named) driver: their details and their licence, claims,
// convictions and medical condition on one form; adding, changing and removing drivers; and
// choosing who is the main driver.

/** §4.6: the index of a new temporary driver, committed into additionalInsuredPersons on save. */
export const NEW_DRIVER_INDEX = -1;

type Codes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
/** §3.7: a named driver's relationship to the proposer: any but 'Proposer' itself. */
export const DRIVER_RELATIONSHIP_CODES = RELATIONSHIPS_TO_PROPOSER.map((item) => item.code).filter(
  (code) => code !== 'Proposer',
) as Codes<typeof RELATIONSHIPS_TO_PROPOSER>;
const MARITAL_STATUS_CODES = MARITAL_STATUSES.map((item) => item.code) as Codes<
  typeof MARITAL_STATUSES
>;
const LICENCE_TYPE_CODES = LICENCE_TYPES.map((item) => item.code) as Codes<typeof LICENCE_TYPES>;
const CLAIM_DESCRIPTION_CODES = CLAIM_DESCRIPTIONS.map((item) => item.code) as Codes<
  typeof CLAIM_DESCRIPTIONS
>;
/**
 * What the additional driver screens submit (§3.9 driver fields for a named driver, and the
 * licence details), checked against `today` and the cover start (yyyy-MM-dd; today when not yet
 * chosen): age 17-99 on the day cover starts (§5.1); relationshipToProposer from its list, not
 * 'Proposer'; licence date not in the future and not before the driver was 17, however long
 * ago (decision 052); the licence number, or the choice not to give it, checked as the
 * proposer's is (§2.6, decision 054); at most 5 claims; claims and convictions each within the
 * last 5 years (§5.1).
 */
export function additionalDriverFormSchema(today: string, coverStartDate: string = today) {
  const licence = licenceDetailsFormSchema(today, undefined, 'driver').shape;
  const messages = driverAnswerMessages('driver');
  return z
    .object({
      title: z.string({ error: messages.title }).trim().min(1, messages.title),
      firstName: nameSchema('first', 'driver'),
      lastName: nameSchema('last', 'driver'),
      gender: z.enum(['M', 'F'], { error: messages.gender }),
      dateOfBirth: dateOfBirthSchema(coverStartDate, 'driver'),
      relationshipToProposer: z.enum(DRIVER_RELATIONSHIP_CODES, {
        error: 'Please tell us how the driver is related to you',
      }),
      relationshipStatus: z.enum(MARITAL_STATUS_CODES, { error: messages.relationshipStatus }),
      insuranceRefused: z.boolean({ error: messages.insuranceRefused }),
      hasNonMotoringConvictions: z.boolean({ error: messages.nonMotoringConvictions }),
      occupation: occupationSchema('driver'),
      partTimeOccupation: occupationSchema('driver').optional(),
      convictions: z.array(convictionEntrySchema(today, 'driver')),
      licenceType: licence.licenceType,
      dateObtained: licence.dateObtained,
      licenceNumber: licence.licenceNumber,
      claims: licence.claims,
      medicalCondition: licence.medicalCondition,
    })
    .superRefine((form, ctx) => {
      // §5.1: a licence is held from 17 (the date of birth is on the same form).
      if (!isRealDate(form.dateOfBirth) || !isRealDate(form.dateObtained)) return;
      const problem = licenceDateProblem(
        toIsoDateFromParts(form.dateObtained),
        today,
        toIsoDateFromParts(form.dateOfBirth),
      );
      if (problem === 'beforeSeventeen') {
        ctx.addIssue({
          code: 'custom',
          path: ['dateObtained'],
          message: LICENCE_DATE_MESSAGES.driver.beforeSeventeen,
        });
      }
    });
}
export type AdditionalDriverForm = z.infer<ReturnType<typeof additionalDriverFormSchema>>;

function driverAt(risk: Risk, index: number, caller: string): Person {
  const drivers = risk.additionalInsuredPersons ?? [];
  const driver = drivers[index];
  if (!Number.isInteger(index) || driver === undefined) {
    throw new RangeError(`${caller}: no additional driver at index ${index}`);
  }
  return driver;
}

/** The form a stored person shows as; unanswered fields are left out. */
function formFromPerson(person: Person): Partial<AdditionalDriverForm> {
  const form: Partial<AdditionalDriverForm> = {};
  if (person.name?.title !== undefined) form.title = person.name.title;
  if (person.name?.forenames !== undefined) form.firstName = person.name.forenames;
  if (person.name?.surname !== undefined) form.lastName = person.name.surname;
  if (person.gender !== undefined) form.gender = person.gender;
  const dateOfBirth = optionalDateParts(person.dateOfBirth);
  if (dateOfBirth) form.dateOfBirth = dateOfBirth;
  const relationship = DRIVER_RELATIONSHIP_CODES.find(
    (code) => code === person.relationshipToProposer,
  );
  if (relationship !== undefined) form.relationshipToProposer = relationship;
  const status = MARITAL_STATUS_CODES.find((code) => code === person.maritalStatus);
  if (status !== undefined) form.relationshipStatus = status;
  if (person.insuranceRefused !== undefined) form.insuranceRefused = person.insuranceRefused;
  if (person.nonRTAConviction !== undefined) {
    form.hasNonMotoringConvictions = person.nonRTAConviction;
  }
  const occupation = formFromOccupation(person.fullTimeOccupation);
  if (occupation) form.occupation = occupation;
  const partTime = formFromOccupation(person.partTimeOccupation);
  if (partTime && hasPartTimeJob(partTime)) form.partTimeOccupation = partTime;
  const details = person.driverDetails;
  const licence = details?.licence;
  if (licence?.convictions) {
    form.convictions = licence.convictions.map(entryFromConviction) as ConvictionEntry[];
  }
  const type = LICENCE_TYPE_CODES.find((code) => code === licence?.licenceType);
  if (type !== undefined) form.licenceType = type;
  const dateObtained = optionalDateParts(licence?.dateObtained);
  if (dateObtained) form.dateObtained = dateObtained;
  // A driver saved before the number was asked (decision 054) shows as not having given it.
  const licenceNumber = licenceNumberFormOf(licence?.licenceNumber, dateObtained !== undefined);
  if (licenceNumber) form.licenceNumber = licenceNumber;
  if (details?.claims) {
    form.claims = details.claims.flatMap((claim) => {
      const description = CLAIM_DESCRIPTION_CODES.find((code) => code === claim.description);
      const claimDate = optionalDateParts(claim.claimDate);
      return description && claimDate
        ? [{ description, claimDate, ncdPrejudiced: claim.ncdPrejudiced === true }]
        : [];
    });
  }
  const medical = details?.medicalCondition;
  if (medical?.dvlaNotified !== undefined && medical.dvlaRestriction !== undefined) {
    form.medicalCondition = {
      dvlaNotified: medical.dvlaNotified,
      dvlaRestriction: medical.dvlaRestriction,
    };
  }
  return form;
}

/**
 * The additional driver at `index` as the screens show them; index -1 (NEW_DRIVER_INDEX) is a new
 * driver showing the §3.13 defaults, except the disclosure questions (refused insurance,
 * non-motoring convictions), which start unanswered: §3.13's 'No' is a value the stored person
 * needs, not an answer the customer gave (issue 18). Inverse of updateDriver for valid forms.
 * @throws RangeError when there is no additional driver at `index`.
 */
export function additionalDriverFormFromQuote(
  quote: Quote,
  index: number,
): Partial<AdditionalDriverForm> {
  if (index === NEW_DRIVER_INDEX) {
    const {
      insuranceRefused: _refused,
      nonRTAConviction: _convicted,
      ...defaults
    } = createAdditionalDriverDefaults();
    return formFromPerson(defaults);
  }
  return formFromPerson(
    driverAt(quote.policy.eventCurrent.risk, index, 'additionalDriverFormFromQuote'),
  );
}

function personFromForm(base: Person, answers: AdditionalDriverForm): Person {
  const { partTimeOccupation: _oldPartTime, ...rest } = base;
  const {
    medicalCondition: _oldMedical,
    tests: _oldTests,
    ...oldDetails
  } = base.driverDetails ?? {};
  const claims: Claim[] = answers.claims.map((claim) => ({
    description: claim.description,
    claimDate: toIsoDateFromParts(claim.claimDate),
    ncdPrejudiced: claim.ncdPrejudiced,
  }));
  const { licenceNumber: _oldNumber, ...oldLicence } = oldDetails.licence ?? {};
  const licenceNumber = licenceNumberOf(answers.licenceNumber);
  return {
    ...rest,
    name: { title: answers.title, forenames: answers.firstName, surname: answers.lastName },
    gender: answers.gender,
    dateOfBirth: toIsoDateFromParts(answers.dateOfBirth),
    maritalStatus: answers.relationshipStatus,
    relationshipToProposer: answers.relationshipToProposer,
    insuranceRefused: answers.insuranceRefused,
    nonRTAConviction: answers.hasNonMotoringConvictions,
    fullTimeOccupation: occupationFromForm(answers.occupation),
    partTimeOccupation: answers.partTimeOccupation
      ? occupationFromForm(answers.partTimeOccupation)
      : { empStatus: NO_PART_TIME_JOB },
    driverDetails: {
      ...oldDetails,
      driverType: 'NmdDrvr',
      vehicleUse: oldDetails.vehicleUse ?? 'Frequently',
      licence: {
        ...oldLicence,
        licenceType: answers.licenceType,
        dateObtained: toIsoDateFromParts(answers.dateObtained),
        // Not given: no number is kept, as §5.5 removes the proposer's LICENCE userfield.
        ...(licenceNumber !== undefined ? { licenceNumber } : {}),
        convictions: answers.convictions.map(convictionFromEntry),
      },
      // §4.6: a provisional licence has no tests passed; any other keeps the count it had.
      ...(answers.licenceType === PROVISIONAL_LICENCE
        ? { tests: 0 }
        : base.driverDetails?.tests !== undefined
          ? { tests: base.driverDetails.tests }
          : {}),
      claims,
      ...(answers.medicalCondition ? { medicalCondition: answers.medicalCondition } : {}),
    },
  };
}

/**
 * Saves an additional driver and returns a new quote (the input is unchanged). Index -1
 * (NEW_DRIVER_INDEX, §4.6) commits a new driver, built on the §3.13 defaults (Frequently, NmdDrvr,
 * part-time 'None'), at the end of additionalInsuredPersons; any other index replaces that
 * driver's answers, keeping their vehicleUse and the fields the screens do not ask. A Provisional
 * Licence sets tests to 0 (§4.6); no part-time occupation is stored as 'None' (§3.13).
 * Ends with the §4.7 follow-ups.
 * @throws ZodError when `form` fails additionalDriverFormSchema(today, cover start).
 * @throws RangeError when `index` is neither -1 nor an existing driver.
 */
export function updateDriver(
  quote: Quote,
  index: number,
  form: AdditionalDriverForm,
  today: string,
): Quote {
  const risk0 = quote.policy.eventCurrent.risk;
  const base =
    index === NEW_DRIVER_INDEX
      ? createAdditionalDriverDefaults()
      : driverAt(risk0, index, 'updateDriver');
  const coverStart = datePart(risk0.startDate) ?? today;
  const answers = additionalDriverFormSchema(today, coverStart).parse(form);
  const person = personFromForm(base, answers);
  return updateRisk(quote, (risk) => {
    const drivers = risk.additionalInsuredPersons ?? [];
    return {
      ...risk,
      additionalInsuredPersons:
        index === NEW_DRIVER_INDEX
          ? [...drivers, person]
          : drivers.map((driver, i) => (i === index ? person : driver)),
    };
  });
}

/** §4.6: commits a new additional driver; updateDriver at index -1. */
export function addDriver(quote: Quote, form: AdditionalDriverForm, today: string): Quote {
  return updateDriver(quote, NEW_DRIVER_INDEX, form, today);
}

function withVehicleUse(person: Person, vehicleUse: VehicleUse): Person {
  return { ...person, driverDetails: { ...person.driverDetails, vehicleUse } };
}

/**
 * §4.6: removes the additional driver at `index` and returns a new quote (the input is
 * unchanged). Reading: the van always has a main driver, so when the driver removed was the
 * MainUser the proposer becomes MainUser again. Ends with the §4.7 follow-ups.
 * @throws RangeError when there is no additional driver at `index`.
 */
export function removeDriver(quote: Quote, index: number): Quote {
  const removed = driverAt(quote.policy.eventCurrent.risk, index, 'removeDriver');
  return updateRisk(quote, (risk) => ({
    ...risk,
    ...(removed.driverDetails?.vehicleUse === 'MainUser'
      ? { proposer: withVehicleUse(risk.proposer, 'MainUser') }
      : {}),
    additionalInsuredPersons: (risk.additionalInsuredPersons ?? []).filter((_, i) => i !== index),
  }));
}

/**
 * §4.6: makes the proposer, or additional driver `target`, the main driver and returns a new quote
 * (the input is unchanged): the main driver's vehicleUse is MainUser and everyone else's
 * Frequently. Ends with the §4.7 follow-ups.
 * @throws RangeError when `target` is not an existing additional driver.
 */
export function makeMainDriver(quote: Quote, target: number | 'proposer'): Quote {
  if (target !== 'proposer') driverAt(quote.policy.eventCurrent.risk, target, 'makeMainDriver');
  return updateRisk(quote, (risk) => ({
    ...risk,
    proposer: withVehicleUse(risk.proposer, target === 'proposer' ? 'MainUser' : 'Frequently'),
    additionalInsuredPersons: (risk.additionalInsuredPersons ?? []).map((driver, i) =>
      withVehicleUse(driver, i === target ? 'MainUser' : 'Frequently'),
    ),
  }));
}
