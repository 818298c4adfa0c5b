import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import type { Person } from '../risk/person.schema.ts';
import { makeMainDriver } from './additional-driver.form.ts';
import { driverAnswerMessages } from './driver-answer-messages.ts';
import {
  applyLicenceDetails,
  licenceDetailsFormFromQuote,
  licenceDetailsFormSchema,
  type LicenceDetailsForm,
} from './licence-details.form.ts';

// §2.6 / §3.9: what the licence details screen asks beyond the licence form
// (licence-details.form.ts): Yes/No gates in front of the claims list and the medical condition
// (the form holds only the answers behind them), the main driver (§4.6), asked here where every
// driver is listed, and whether to add another driver, which decides only where to go next.

const YOUR_MESSAGES = driverAnswerMessages('you');

/** §4.6: the proposer, or the index of an additional driver. */
export type MainDriver = 'proposer' | number;

function licenceAnswersShape(today: string, dateOfBirth: string | undefined, drivers: number) {
  return licenceDetailsFormSchema(today, dateOfBirth)
    .omit({ medicalCondition: true })
    .extend({
      hasClaims: z.boolean({ error: YOUR_MESSAGES.hasClaims }),
      hasMedicalCondition: z.boolean({ error: YOUR_MESSAGES.hasMedicalCondition }),
      dvlaNotified: z.boolean().optional(),
      dvlaRestriction: z.boolean().optional(),
      mainDriver: z.union(
        [
          z.literal('proposer'),
          z
            .number()
            .int()
            .min(0)
            .max(drivers - 1),
        ],
        { error: 'Please choose who will be the main driver of the van' },
      ),
    });
}

/**
 * The two DVLA questions are asked only after a Yes to the medical condition. `when` lets the
 * check run alongside the other questions' problems, so all of them are reported at once.
 */
function withMedicalChecks<T extends ReturnType<typeof licenceAnswersShape>>(schema: T): T {
  const unanswered = (form: unknown, field: 'dvlaNotified' | 'dvlaRestriction') => {
    const answers = form as { hasMedicalCondition?: unknown } & Record<string, unknown>;
    return answers.hasMedicalCondition === true && typeof answers[field] !== 'boolean';
  };
  return schema
    .refine((form) => !unanswered(form, 'dvlaNotified'), {
      path: ['dvlaNotified'],
      message: YOUR_MESSAGES.dvlaNotified,
      when: () => true,
    })
    .refine((form) => !unanswered(form, 'dvlaRestriction'), {
      path: ['dvlaRestriction'],
      message: YOUR_MESSAGES.dvlaRestriction,
      when: () => true,
    });
}

/**
 * The licence questions of the screen (everything but 'add another driver'), checked before a
 * driver is changed: the licence form's rules (licenceDetailsFormSchema against `today` and the
 * proposer's date of birth), Yes or No to claims and to a medical condition, both DVLA answers
 * after a Yes, and the main driver: the proposer or one of the `drivers` additional drivers.
 */
export function licenceAnswersSchema(
  today: string,
  dateOfBirth: string | undefined,
  drivers: number,
) {
  return withMedicalChecks(licenceAnswersShape(today, dateOfBirth, drivers));
}

/** Every question of the screen: licenceAnswersSchema and Yes or No to adding another driver. */
export function licenceScreenSchema(
  today: string,
  dateOfBirth: string | undefined,
  drivers: number,
) {
  return withMedicalChecks(
    licenceAnswersShape(today, dateOfBirth, drivers).extend({
      addAnotherDriver: z.boolean({
        error: 'Please tell us whether you would like to add another driver',
      }),
    }),
  );
}

export type LicenceScreenInput = z.input<ReturnType<typeof licenceScreenSchema>>;
export type LicenceScreenAnswers = z.output<ReturnType<typeof licenceScreenSchema>>;
export type LicenceAnswers = z.output<ReturnType<typeof licenceAnswersSchema>>;
/** The screen's answers as far as they are given; the licence number may be only its Yes/No. */
export type LicenceScreenStart = Partial<Omit<LicenceScreenInput, 'licenceNumber'>> & {
  licenceNumber?: Partial<LicenceScreenInput['licenceNumber']>;
};

/** The field names of the licence questions, for checking them alone. */
export const LICENCE_QUESTIONS = [
  'licenceType',
  'dateObtained',
  'licenceNumber',
  'hasClaims',
  'claims',
  'hasMedicalCondition',
  'dvlaNotified',
  'dvlaRestriction',
  'mainDriver',
] as const satisfies ReadonlyArray<keyof LicenceScreenInput>;

/** The quote's additional drivers (§3.7 additionalInsuredPersons), in order; [] when none. */
export function additionalDrivers(quote: Quote): Person[] {
  return quote.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
}

/** §4.6: whoever's vehicleUse is MainUser; the proposer when no additional driver is. */
export function mainDriverFromQuote(quote: Quote): MainDriver {
  const index = additionalDrivers(quote).findIndex(
    (driver) => driver.driverDetails?.vehicleUse === 'MainUser',
  );
  return index === -1 ? 'proposer' : index;
}

/**
 * The saved answers as the screen shows them. The Yes/No gates are read from what is behind
 * them once the licence has been answered. So is 'add another driver' (decision 054's addendum):
 * no answer is kept for it, and once the licence has been answered the customer's standing answer
 * is No, since a Yes is only ever answered by adding the driver, after which the question is asked
 * afresh, and only a No leads on. Until the customer ticks 'rather not', the licence number is
 * asked for.
 */
export function licenceScreenFormFromQuote(quote: Quote): LicenceScreenStart {
  const { claims, medicalCondition, ...form } = licenceDetailsFormFromQuote(quote);
  const answered = form.dateObtained !== undefined;
  const hasClaims = claims !== undefined ? claims.length > 0 : answered ? false : undefined;
  return {
    licenceNumber: { provideLicenceNumber: true },
    ...form,
    claims: hasClaims ? claims : [],
    ...(hasClaims !== undefined ? { hasClaims } : {}),
    ...(medicalCondition
      ? { hasMedicalCondition: true, ...medicalCondition }
      : answered
        ? { hasMedicalCondition: false }
        : {}),
    mainDriver: mainDriverFromQuote(quote),
    ...(answered ? { addAnotherDriver: false } : {}),
  };
}

/**
 * The licence form behind the screen's answers: the answers that apply, so no claims after No
 * and no medical condition after No, whatever was typed before the No.
 */
export function licenceDetailsFormOf(answers: LicenceAnswers): LicenceDetailsForm {
  const {
    hasClaims,
    hasMedicalCondition,
    dvlaNotified,
    dvlaRestriction,
    mainDriver: _,
    ...form
  } = answers;
  return {
    ...form,
    claims: hasClaims ? form.claims : [],
    ...(hasMedicalCondition && dvlaNotified !== undefined && dvlaRestriction !== undefined
      ? { medicalCondition: { dvlaNotified, dvlaRestriction } }
      : {}),
  };
}

/**
 * Writes the licence answers (applyLicenceDetails of licenceDetailsFormOf) and, when the quote
 * names additional drivers, the main driver (§4.6 makeMainDriver); returns a new quote (the input
 * is unchanged).
 * @throws ZodError when the answers fail licenceDetailsFormSchema.
 */
export function applyLicenceAnswers(quote: Quote, answers: LicenceAnswers, today: string): Quote {
  const applied = applyLicenceDetails(quote, licenceDetailsFormOf(answers), today);
  return additionalDrivers(applied).length > 0
    ? makeMainDriver(applied, answers.mainDriver)
    : applied;
}
