import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { EMPLOYMENT_STATUS_CODES } from '../reference-data/employment-status.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { DRIVING_RESTRICTIONS } from '../reference-data/lists/duq-answers.ts';
import { EMPLOYERS_BUSINESSES } from '../reference-data/lists/employers-business.ts';
import { MARITAL_STATUSES } from '../reference-data/lists/marital-status.ts';
import { OCCUPATIONS } from '../reference-data/lists/occupations.ts';
import type { Occupation, Person, TelephoneNumber } from '../risk/person.schema.ts';
import { EmailAddressSchema } from '../risk/person.schema.ts';
import { isValidPostcode, normalisePostcode } from '../risk/postcode.ts';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '../shared/messages.ts';
import { ageOn } from '../shared/dates.ts';
import {
  datePartsSchema,
  isRealDate,
  optionalDateParts,
  toIsoDateFromParts,
} from './date-parts.ts';
import {
  convictionEntrySchema,
  convictionFromEntry,
  entryFromConviction,
  type ConvictionEntry,
} from './motoring-history.ts';
import { driverAnswerMessages, type DriverWho } from './driver-answer-messages.ts';
import { datePart, getDuqAnswer, updateRisk, withDuqAnswer } from './risk-answers.ts';

// §2.6 / §3.9: the (main) driver details screen, i.e. the proposer.

/** Letters (any alphabet), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;

const OCCUPATION_CODES = new Set(OCCUPATIONS.map((item) => item.code));
const EMPLOYERS_BUSINESS_CODES = new Set(EMPLOYERS_BUSINESSES.map((item) => item.code));
type Codes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
const MARITAL_STATUS_CODES = MARITAL_STATUSES.map((item) => item.code) as Codes<
  typeof MARITAL_STATUSES
>;
const DRIVING_RESTRICTION_CODES = DRIVING_RESTRICTIONS.map((item) => item.code) as Codes<
  typeof DRIVING_RESTRICTIONS
>;

/** §5.5: a number starting 07 is Mobile, any other Home. */
export function phoneUsage(phoneNumber: string): TelephoneNumber['usage'] {
  return phoneNumber.trim().startsWith('07') ? 'Mobile' : 'Home';
}

/** §5.1 names: first name 2-30 characters, last name 2-100; errors about `who`'s name. */
export function nameSchema(which: 'first' | 'last', who: DriverWho = 'you') {
  const limits = which === 'first' ? FIELD_LIMITS.firstName : FIELD_LIMITS.lastName;
  const label = `${which} name`;
  const messages = driverAnswerMessages(who);
  return z
    .string({ error: messages.nameRequired(label) })
    .trim()
    .min(limits.minLength, messages.nameTooShort(label, limits.minLength))
    .max(limits.maxLength, messages.nameTooLong(label, limits.maxLength))
    .regex(NAME_PATTERN, messages.nameCharacters(label));
}

/**
 * §5.1: a driver is 17 to 99 years old on the day cover starts (yyyy-MM-dd). Left empty, the
 * error names the question: the proposer's ('you') or a named driver's date of birth.
 */
export function dateOfBirthSchema(coverStartDate: string, who: 'you' | 'driver' = 'you') {
  return datePartsSchema(
    who === 'you' ? 'Enter your date of birth' : "Enter the driver's date of birth",
  )
    .refine(
      (parts) => ageOn(toIsoDateFromParts(parts), coverStartDate) >= FIELD_LIMITS.driverAge.min,
      { error: `Drivers must be at least ${FIELD_LIMITS.driverAge.min} on the day cover starts` },
    )
    .refine(
      (parts) => ageOn(toIsoDateFromParts(parts), coverStartDate) <= FIELD_LIMITS.driverAge.max,
      { error: `Drivers must be ${FIELD_LIMITS.driverAge.max} or under on the day cover starts` },
    );
}

/**
 * §3.7 / §9.9: an occupation as codes of the employment status, occupation and business lists,
 * with errors about `who`'s job (decision 054).
 */
export function occupationSchema(who: DriverWho) {
  const messages = driverAnswerMessages(who);
  return z.object({
    empStatus: z.enum(EMPLOYMENT_STATUS_CODES, { error: messages.empStatus }),
    occupation: z
      .string()
      .refine((code) => OCCUPATION_CODES.has(code), messages.occupation)
      .optional(),
    employersBusiness: z
      .string()
      .refine((code) => EMPLOYERS_BUSINESS_CODES.has(code), messages.employersBusiness)
      .optional(),
  });
}
/** The proposer's occupation (§3.7 / §9.9). */
export const OccupationFormSchema = occupationSchema('you');
export type OccupationForm = z.infer<typeof OccupationFormSchema>;

/** The address as the three entry modes of §2.6 end up: house, lines and postcode. */
export const AddressFormSchema = z.object({
  houseNameOrNumber: z
    .string({ error: 'Please enter your house name or number' })
    .trim()
    .min(1, 'Please enter your house name or number'),
  addressLine1: z
    .string({ error: 'Please enter the first line of your address' })
    .trim()
    .min(1, 'Please enter the first line of your address'),
  // The post town: the address lookup gives it as addressLine2, and an address typed by hand
  // needs one too (issue 18 item 4: a manual address was accepted with no town).
  addressLine2: z
    .string({ error: 'Please enter your town or city' })
    .trim()
    .min(1, 'Please enter your town or city'),
  // Decision 038: the address lookup's own rule, so a postcode accepted here is never refused
  // there; any case and spacing, read as normalised ('sw1a1aa' → 'SW1A 1AA').
  postcode: z
    .string({ error: 'Please enter your postcode' })
    .trim()
    .refine(isValidPostcode, 'Please enter a valid UK postcode')
    .overwrite(normalisePostcode),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/**
 * What the driver details screen submits (§3.9), checked against `today` and the cover start
 * (both yyyy-MM-dd; the cover start defaults to today when not yet chosen): age 17-99 at cover
 * start (§5.1), a move-in month not in the future nor before birth, convictions within 5 years.
 */
export function driverDetailsFormSchema(today: string, coverStartDate: string = today) {
  const messages = driverAnswerMessages('you');
  return z
    .object({
      title: z.string({ error: messages.title }).trim().min(1, messages.title),
      firstName: nameSchema('first'),
      lastName: nameSchema('last'),
      gender: z.enum(['M', 'F'], { error: messages.gender }),
      dateOfBirth: dateOfBirthSchema(coverStartDate),
      relationshipStatus: z.enum(MARITAL_STATUS_CODES, { error: messages.relationshipStatus }),
      residency: z.boolean({
        error: 'Please tell us whether you have lived at this address since birth',
      }),
      residencyMonth: z.number().int().min(1).max(12).optional(),
      residencyYear: z.number().int().optional(),
      email: z
        .string({ error: EMAIL_REQUIRED_MESSAGE })
        .trim()
        .min(1, EMAIL_REQUIRED_MESSAGE)
        .refine((value) => EmailAddressSchema.safeParse(value).success, EMAIL_INVALID_MESSAGE),
      phoneNumber: z
        .string({ error: 'Please enter your phone number' })
        .trim()
        .regex(/^0(\s*\d){9,10}$/, 'Please enter a UK phone number, for example 07700 900123'),
      address: AddressFormSchema,
      insuranceRefused: z.boolean({ error: messages.insuranceRefused }),
      hasNonMotoringConvictions: z.boolean({ error: messages.nonMotoringConvictions }),
      drivingRestrictions: z.enum(DRIVING_RESTRICTION_CODES, {
        error: 'Please tell us who will drive the van',
      }),
      convictions: z.array(convictionEntrySchema(today, 'you')),
      homeOwner: z.boolean().optional(),
      occupation: OccupationFormSchema,
      partTimeOccupation: OccupationFormSchema.optional(),
    })
    .superRefine((form, ctx) => {
      if (form.residency) return;
      const { residencyMonth: month, residencyYear: year } = form;
      if (month === undefined || year === undefined || !isRealDate({ day: 1, month, year })) {
        ctx.addIssue({
          code: 'custom',
          path: ['residencyMonth'],
          message: 'Please tell us the month and year you moved to this address',
        });
        return;
      }
      const movedIn = toIsoDateFromParts({ day: 1, month, year });
      if (movedIn > today) {
        ctx.addIssue({
          code: 'custom',
          path: ['residencyYear'],
          message: 'The date you moved to this address cannot be in the future',
        });
      } else if (
        isRealDate(form.dateOfBirth) &&
        movedIn.slice(0, 7) < toIsoDateFromParts(form.dateOfBirth).slice(0, 7)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['residencyYear'],
          message: 'The date you moved to this address cannot be before you were born',
        });
      }
    });
}
export type DriverDetailsForm = z.infer<ReturnType<typeof driverDetailsFormSchema>>;

/** An occupation as the risk holds it (§3.7), from the answers on a driver screen. */
export function occupationFromForm(form: OccupationForm): Occupation {
  return {
    empStatus: form.empStatus,
    ...(form.occupation !== undefined ? { occupation: form.occupation } : {}),
    ...(form.employersBusiness !== undefined ? { employersBusiness: form.employersBusiness } : {}),
  };
}

/** The answers a driver screen shows for an occupation the risk holds; undefined until answered. */
export function formFromOccupation(occupation: Occupation | undefined): OccupationForm | undefined {
  const empStatus = occupation?.empStatus;
  if (occupation === undefined || empStatus === undefined) return undefined;
  return {
    empStatus,
    ...(occupation.occupation !== undefined ? { occupation: occupation.occupation } : {}),
    ...(occupation.employersBusiness !== undefined
      ? { employersBusiness: occupation.employersBusiness }
      : {}),
  };
}

/**
 * The proposer's answers as the driver details screen shows them (§3.9); unanswered fields are
 * left out. Reading of §5.5: residentSince equal to the date of birth means "lived here since
 * birth". Inverse of applyDriverDetails for valid forms.
 */
export function driverDetailsFormFromQuote(quote: Quote): Partial<DriverDetailsForm> {
  const risk = quote.policy.eventCurrent.risk;
  const person = risk.proposer;
  const form: Partial<DriverDetailsForm> = {};
  if (person.name?.title !== undefined) form.title = person.name.title;
  if (person.name?.forenames !== undefined) form.firstName = person.name.forenames;
  if (person.name?.surname !== undefined) form.lastName = person.name.surname;
  if (person.gender !== undefined) form.gender = person.gender;
  const dateOfBirth = optionalDateParts(person.dateOfBirth);
  if (dateOfBirth) form.dateOfBirth = dateOfBirth;
  const status = MARITAL_STATUS_CODES.find((code) => code === person.maritalStatus);
  if (status !== undefined) form.relationshipStatus = status;
  if (person.residentSince !== undefined) {
    if (person.residentSince === person.dateOfBirth) {
      form.residency = true;
    } else {
      const since = optionalDateParts(person.residentSince);
      form.residency = false;
      if (since) {
        form.residencyMonth = since.month;
        form.residencyYear = since.year;
      }
    }
  }
  if (person.email !== undefined) form.email = person.email;
  const phone = person.telephoneNumbers?.find((entry) => entry.usage !== 'Work');
  if (phone) form.phoneNumber = phone.number;
  const address = person.correspondenceAddress;
  if (
    address?.houseNameOrNumber !== undefined &&
    address.addressLine1 !== undefined &&
    address.postcode !== undefined
  ) {
    // An address held without a town (from before the town was asked, or a comparison site's)
    // is shown as it is; the form asks for the town when it is sent.
    form.address = {
      houseNameOrNumber: address.houseNameOrNumber,
      addressLine1: address.addressLine1,
      ...(address.addressLine2 !== undefined ? { addressLine2: address.addressLine2 } : {}),
      postcode: address.postcode,
    } as AddressForm;
  }
  if (person.insuranceRefused !== undefined) form.insuranceRefused = person.insuranceRefused;
  if (person.nonRTAConviction !== undefined)
    form.hasNonMotoringConvictions = person.nonRTAConviction;
  const restriction = DRIVING_RESTRICTION_CODES.find((code) => code === risk.drivingRestriction);
  if (restriction !== undefined) form.drivingRestrictions = restriction;
  const convictions = person.driverDetails?.licence?.convictions;
  if (convictions) form.convictions = convictions.map(entryFromConviction) as ConvictionEntry[];
  // §5.5: duq 78 Y/N, blank when unknown.
  const homeOwner = getDuqAnswer(risk, DUQ_QUESTIONS.homeOwner);
  if (homeOwner === 'Y' || homeOwner === 'N') form.homeOwner = homeOwner === 'Y';
  const occupation = formFromOccupation(person.fullTimeOccupation);
  if (occupation) form.occupation = occupation;
  const partTime = formFromOccupation(person.partTimeOccupation);
  if (partTime) form.partTimeOccupation = partTime;
  return form;
}

/**
 * Writes the proposer's answers into the quote and returns a new quote (the input is unchanged).
 * Guarantees (§5.5): residentSince is the date of birth when lived at the address since birth,
 * else the 1st of the chosen month; the phone is stored with usage Mobile when it starts 07,
 * otherwise Home (a Work number already held is kept after it); homeOwner is duq 78 Y/N, blank
 * when not answered; the driving restriction is risk.drivingRestriction and duq 966; the proposer
 * stays relationshipToProposer 'Proposer', driverType Prpsr. Ends with the §4.7 follow-ups, so a
 * van kept at the old postcode follows the new one. The cover start is read from the quote.
 * @throws ZodError when `form` fails driverDetailsFormSchema(today, cover start).
 */
export function applyDriverDetails(quote: Quote, form: DriverDetailsForm, today: string): Quote {
  const coverStart = datePart(quote.policy.eventCurrent.risk.startDate) ?? today;
  const answers = driverDetailsFormSchema(today, coverStart).parse(form);
  const dateOfBirth = toIsoDateFromParts(answers.dateOfBirth);
  const residentSince = answers.residency
    ? dateOfBirth
    : toIsoDateFromParts({
        day: 1,
        month: answers.residencyMonth ?? 1,
        year: answers.residencyYear ?? 1,
      });
  return updateRisk(quote, (risk) => {
    const old = risk.proposer;
    const { partTimeOccupation: _oldPartTime, ...rest } = old;
    const proposer: Person = {
      ...rest,
      name: { title: answers.title, forenames: answers.firstName, surname: answers.lastName },
      gender: answers.gender,
      dateOfBirth,
      maritalStatus: answers.relationshipStatus,
      residentSince,
      email: answers.email,
      telephoneNumbers: [
        { number: answers.phoneNumber, usage: phoneUsage(answers.phoneNumber) },
        ...(old.telephoneNumbers ?? []).filter((entry) => entry.usage === 'Work'),
      ],
      correspondenceAddress: {
        ...old.correspondenceAddress,
        houseNameOrNumber: answers.address.houseNameOrNumber,
        addressLine1: answers.address.addressLine1,
        addressLine2: answers.address.addressLine2,
        postcode: answers.address.postcode,
      },
      insuranceRefused: answers.insuranceRefused,
      nonRTAConviction: answers.hasNonMotoringConvictions,
      relationshipToProposer: 'Proposer',
      fullTimeOccupation: occupationFromForm(answers.occupation),
      ...(answers.partTimeOccupation
        ? { partTimeOccupation: occupationFromForm(answers.partTimeOccupation) }
        : {}),
      driverDetails: {
        ...old.driverDetails,
        driverType: 'Prpsr',
        licence: {
          ...old.driverDetails?.licence,
          convictions: answers.convictions.map(convictionFromEntry),
        },
      },
    };
    if (proposer.correspondenceAddress?.addressLine2 === undefined) {
      delete proposer.correspondenceAddress?.addressLine2;
    }
    const homeOwner = answers.homeOwner === undefined ? '' : answers.homeOwner ? 'Y' : 'N';
    const updated = withDuqAnswer(
      { ...risk, proposer, drivingRestriction: answers.drivingRestrictions },
      DUQ_QUESTIONS.homeOwner,
      homeOwner,
    );
    return withDuqAnswer(updated, DUQ_QUESTIONS.drivingRestrictions, answers.drivingRestrictions);
  });
}
