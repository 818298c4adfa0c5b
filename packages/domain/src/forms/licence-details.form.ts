import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import { ALPHANUMERIC_PATTERN, MAX_CLAIMS } from '../reference-data/field-limits.ts';
import { CLAIM_DESCRIPTIONS } from '../reference-data/lists/claim-descriptions.ts';
import { LICENCE_TYPES } from '../reference-data/lists/licence-types.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';
import { LICENCE_DATE_MESSAGES, licenceDateProblem } from '../risk/licence-dates.ts';
import type { Claim, DriverDetails } from '../risk/person.schema.ts';
import { datePartsSchema, optionalDateParts, toIsoDateFromParts } from './date-parts.ts';
import { driverAnswerMessages, type DriverWho } from './driver-answer-messages.ts';
import { withinLastFiveYearsSchema } from './motoring-history.ts';
import {
  getUserfieldAnswer,
  updateRisk,
  withUserfieldAnswer,
  withoutUserfieldAnswer,
} from './risk-answers.ts';

// §2.6 / §3.9: the (main driver's) licence details screen: licence type and date, licence
// number in two parts, claims and medical condition.

/** §5.5: the licence number is 16 characters, part1 the first 11 and part2 the next 5. */
export const LICENCE_NUMBER_PART1_LENGTH = 11;
export const LICENCE_NUMBER_PART2_LENGTH = 5;
/** §4.6: a provisional licence has no tests passed. */
export const PROVISIONAL_LICENCE = 'Provisional Licence';

type Codes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
const LICENCE_TYPE_CODES = LICENCE_TYPES.map((item) => item.code) as Codes<typeof LICENCE_TYPES>;
const CLAIM_DESCRIPTION_CODES = CLAIM_DESCRIPTIONS.map((item) => item.code) as Codes<
  typeof CLAIM_DESCRIPTIONS
>;

/** Whose licence a question asks about: the proposer's own, or a named driver's. */
export type LicenceHolder = DriverWho;

const LICENCE_NUMBER_WORDS: Readonly<Record<LicenceHolder, string>> = {
  you: 'your licence number',
  driver: "the driver's licence number",
};

const licencePart = (length: number, which: string, number: string) =>
  z
    .string({ error: `Please enter the ${which} part of ${number}` })
    .length(length, `The ${which} part of ${number} has ${length} characters`)
    .regex(ALPHANUMERIC_PATTERN, `${upperFirst(number)} has only letters and numbers`)
    .transform((value) => value.toUpperCase());

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * §3.9 licence number input: part1, part2, provideLicenceNumber. One check for every driver
 * (decision 054); `who` only picks the words of its errors.
 */
export function licenceNumberSchema(who: LicenceHolder) {
  const number = LICENCE_NUMBER_WORDS[who];
  return z.discriminatedUnion('provideLicenceNumber', [
    z.object({
      provideLicenceNumber: z.literal(true),
      part1: licencePart(LICENCE_NUMBER_PART1_LENGTH, 'first', number),
      part2: licencePart(LICENCE_NUMBER_PART2_LENGTH, 'second', number),
    }),
    z.object({ provideLicenceNumber: z.literal(false) }),
  ]);
}
/** The proposer's licence number input (§3.9). */
export const LicenceNumberFormSchema = licenceNumberSchema('you');
export type LicenceNumberForm = z.infer<typeof LicenceNumberFormSchema>;

/**
 * The licence number input a stored number shows as (§4.4: split into its two parts). With no
 * number it counts as not given once the licence has been `answered` (its date is known), and
 * is left out before.
 */
export function licenceNumberFormOf(
  number: string | undefined,
  answered: boolean,
): LicenceNumberForm | undefined {
  if (number !== undefined) {
    return {
      provideLicenceNumber: true,
      part1: number.slice(0, LICENCE_NUMBER_PART1_LENGTH),
      part2: number.slice(
        LICENCE_NUMBER_PART1_LENGTH,
        LICENCE_NUMBER_PART1_LENGTH + LICENCE_NUMBER_PART2_LENGTH,
      ),
    };
  }
  return answered ? { provideLicenceNumber: false } : undefined;
}

/** §5.5: the number stored, part1+part2 (upper-cased by the schema); undefined when not given. */
export function licenceNumberOf(form: LicenceNumberForm): string | undefined {
  return form.provideLicenceNumber ? form.part1 + form.part2 : undefined;
}

/**
 * When a licence was obtained, as three boxes: a real date, not after `today` and not before the
 * 17th birthday of a driver born on `dateOfBirth` (when known); any earlier year is accepted
 * (decision 052). `who` picks the words: the proposer's or a named driver's.
 */
export function licenceDateSchema(
  today: string,
  dateOfBirth: string | undefined,
  who: 'you' | 'driver',
) {
  const messages = LICENCE_DATE_MESSAGES[who];
  return datePartsSchema(
    who === 'you'
      ? 'Enter the date you got your licence'
      : 'Enter the date the driver got their licence',
  ).superRefine((parts, ctx) => {
    const problem = licenceDateProblem(toIsoDateFromParts(parts), today, dateOfBirth);
    if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
  });
}

/** One claim (§3.7) in the last 5 years (§5.1); its errors are about `who` (decision 054). */
export function claimEntrySchema(today: string, who: DriverWho = 'you') {
  return z.object({
    description: z.enum(CLAIM_DESCRIPTION_CODES, { error: 'Please choose what happened' }),
    claimDate: withinLastFiveYearsSchema(today, 'claim'),
    ncdPrejudiced: z.boolean({ error: driverAnswerMessages(who).claimNcdPrejudiced }),
  });
}
export type ClaimEntry = z.infer<ReturnType<typeof claimEntrySchema>>;

/**
 * What the licence details screen submits (§3.9), checked against `today` and the driver's date
 * of birth (yyyy-MM-dd, when known). The licence date is not in the future and not before the
 * driver turned 17 (§5.1); it may be as long ago as that (decision 052: §5.1's 25-year year list
 * is not applied). At most 5 claims, each within 5 years. The errors are about `who`'s licence
 * (the proposer's unless a named driver's is asked, decision 054).
 */
export function licenceDetailsFormSchema(
  today: string,
  dateOfBirth?: string,
  who: DriverWho = 'you',
) {
  return z.object({
    licenceType: z.enum(LICENCE_TYPE_CODES, { error: driverAnswerMessages(who).licenceType }),
    dateObtained: licenceDateSchema(today, dateOfBirth, who),
    licenceNumber: licenceNumberSchema(who),
    claims: z
      .array(claimEntrySchema(today, who))
      .max(MAX_CLAIMS, `Please tell us about at most ${MAX_CLAIMS} claims`),
    medicalCondition: z
      .object({ dvlaNotified: z.boolean(), dvlaRestriction: z.boolean() })
      .optional()
      .describe('Absent: no medical condition to declare'),
  });
}
export type LicenceDetailsForm = z.infer<ReturnType<typeof licenceDetailsFormSchema>>;

/**
 * The main driver's licence answers as the screen shows them; unanswered fields are left out.
 * With no LICENCE userfield the number counts as not provided once the licence date is known.
 * Inverse of applyLicenceDetails for valid forms.
 */
export function licenceDetailsFormFromQuote(quote: Quote): Partial<LicenceDetailsForm> {
  const risk = quote.policy.eventCurrent.risk;
  const details = risk.proposer.driverDetails;
  const form: Partial<LicenceDetailsForm> = {};
  const type = LICENCE_TYPE_CODES.find((code) => code === details?.licence?.licenceType);
  if (type !== undefined) form.licenceType = type;
  const dateObtained = optionalDateParts(details?.licence?.dateObtained);
  if (dateObtained) form.dateObtained = dateObtained;
  const licenceNumber = licenceNumberFormOf(
    getUserfieldAnswer(risk, USERFIELD_CODES.LICENCE),
    dateObtained !== undefined,
  );
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
 * Writes the main driver's licence answers and returns a new quote (the input is unchanged):
 * licence type and date; tests 0 for a Provisional Licence (§4.6); the LICENCE userfield set to
 * part1+part2 upper-cased, or removed when the customer opts not to give it (§5.5); claims
 * (description, date, NCD prejudiced); medicalCondition, removed when none is declared.
 * Ends with the §4.7 follow-ups.
 * @throws ZodError when `form` fails licenceDetailsFormSchema(today, proposer's date of birth).
 */
export function applyLicenceDetails(quote: Quote, form: LicenceDetailsForm, today: string): Quote {
  const risk0 = quote.policy.eventCurrent.risk;
  const answers = licenceDetailsFormSchema(today, risk0.proposer.dateOfBirth).parse(form);
  return updateRisk(quote, (risk) => {
    const { medicalCondition: _oldMedical, ...oldDetails } = risk.proposer.driverDetails ?? {};
    const claims: Claim[] = answers.claims.map((claim) => ({
      description: claim.description,
      claimDate: toIsoDateFromParts(claim.claimDate),
      ncdPrejudiced: claim.ncdPrejudiced,
    }));
    const driverDetails: DriverDetails = {
      ...oldDetails,
      licence: {
        ...oldDetails.licence,
        licenceType: answers.licenceType,
        dateObtained: toIsoDateFromParts(answers.dateObtained),
      },
      ...(answers.licenceType === PROVISIONAL_LICENCE ? { tests: 0 } : {}),
      claims,
      ...(answers.medicalCondition ? { medicalCondition: answers.medicalCondition } : {}),
    };
    const updated = { ...risk, proposer: { ...risk.proposer, driverDetails } };
    const number = licenceNumberOf(answers.licenceNumber);
    return number !== undefined
      ? withUserfieldAnswer(updated, USERFIELD_CODES.LICENCE, number)
      : withoutUserfieldAnswer(updated, USERFIELD_CODES.LICENCE);
  });
}
