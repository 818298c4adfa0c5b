import {
  applyLicenceDetails,
  licenceDetailsFormFromQuote,
  licenceDetailsFormSchema,
  makeMainDriver,
  type LicenceDetailsForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { type Person } from '@van/domain/risk';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { licenceDetailsCopy as copy } from '../../content/licence-details';

// What the licence details screen asks beyond the domain's form (§3.9): Yes/No gates in front of
// the claims list and the medical condition (the form holds only the answers behind them), the
// main driver (§4.6) and whether to add another driver, which decides only where to go next.

/** §4.6: the proposer, or the index of an additional driver. */
export type MainDriver = 'proposer' | number;

function licenceAnswersShape(today: string, dateOfBirth: string | undefined, drivers: number) {
  return licenceDetailsFormSchema(today, dateOfBirth)
    .omit({ medicalCondition: true })
    .extend({
      hasClaims: z.boolean({ error: copy.hasClaimsError }),
      hasMedicalCondition: z.boolean({ error: copy.hasMedicalConditionError }),
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
        { error: copy.mainDriverError },
      ),
    });
}

/**
 * The two DVLA questions are asked only after a Yes to the medical condition. `when` lets the
 * check run alongside the other questions' problems, so the summary lists them all at once.
 */
function withMedicalChecks<T extends ReturnType<typeof licenceAnswersShape>>(schema: T): T {
  const unanswered = (form: unknown, field: 'dvlaNotified' | 'dvlaRestriction') => {
    const answers = form as { hasMedicalCondition?: unknown } & Record<string, unknown>;
    return answers.hasMedicalCondition === true && typeof answers[field] !== 'boolean';
  };
  return schema
    .refine((form) => !unanswered(form, 'dvlaNotified'), {
      path: ['dvlaNotified'],
      message: copy.dvlaNotifiedError,
      when: () => true,
    })
    .refine((form) => !unanswered(form, 'dvlaRestriction'), {
      path: ['dvlaRestriction'],
      message: copy.dvlaRestrictionError,
      when: () => true,
    });
}

/** The licence questions (everything but 'add another driver'), checked before 'Change'. */
export function licenceAnswersSchema(
  today: string,
  dateOfBirth: string | undefined,
  drivers: number,
) {
  return withMedicalChecks(licenceAnswersShape(today, dateOfBirth, drivers));
}

/** Every question of the screen. */
export function licenceScreenSchema(
  today: string,
  dateOfBirth: string | undefined,
  drivers: number,
) {
  return withMedicalChecks(
    licenceAnswersShape(today, dateOfBirth, drivers).extend({
      addAnotherDriver: z.boolean({ error: copy.addAnotherDriverError }),
    }),
  );
}

export type LicenceScreenInput = z.input<ReturnType<typeof licenceScreenSchema>>;
export type LicenceScreenAnswers = z.output<ReturnType<typeof licenceScreenSchema>>;
export type LicenceAnswers = z.output<ReturnType<typeof licenceAnswersSchema>>;

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

export function additionalDrivers(quote: Quote): Person[] {
  return quote.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
}

/** The full name of a person as the screens show it; '' when no name is held. */
export function personName(person: Person): string {
  return [person.name?.forenames, person.name?.surname].filter(Boolean).join(' ');
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
 * them once the licence has been answered; 'add another driver' is never pre-answered. Until
 * the customer ticks 'rather not', the licence number is asked for.
 */
export function licenceScreenDefaults(quote: Quote): DefaultValues<LicenceScreenInput> {
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
  };
}

/** The domain's form behind the screen's answers: no claims after No, no medical condition after No. */
export function toLicenceDetailsForm(answers: LicenceAnswers): LicenceDetailsForm {
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

/** The licence answers and the main driver (§4.6) written into the quote. */
export function applyLicenceAnswers(quote: Quote, answers: LicenceAnswers, today: string): Quote {
  const applied = applyLicenceDetails(quote, toLicenceDetailsForm(answers), today);
  return additionalDrivers(applied).length > 0
    ? makeMainDriver(applied, answers.mainDriver)
    : applied;
}
