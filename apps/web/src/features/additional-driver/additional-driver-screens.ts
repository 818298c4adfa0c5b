import {
  additionalDriverFormFromQuote,
  additionalDriverFormSchema,
  NEW_DRIVER_INDEX,
  type AdditionalDriverForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { additionalDriverCopy as copy } from '../../content/additional-driver';
import type { TempDriver } from '../../stores/journey-store';

// The domain's one additional-driver form (§3.9, additionalDriverFormSchema) asked over two pages:
// who the driver is on the first, their licence on the second. The store's tempDriver carries the
// answers between them (§3.12), with the screens' Yes/No gates beside the form's own fields.

/** The first page's fields of the domain form, in page order. */
export const DETAILS_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'relationshipToProposer',
  'relationshipStatus',
  'occupation',
  'insuranceRefused',
  'hasNonMotoringConvictions',
  'convictions',
] as const satisfies ReadonlyArray<keyof AdditionalDriverForm>;

/** The second page's fields of the domain form, in page order. */
export const LICENCE_FIELDS = [
  'licenceType',
  'dateObtained',
  'licenceNumber',
  'claims',
  'medicalCondition',
] as const satisfies ReadonlyArray<keyof AdditionalDriverForm>;

/**
 * The answers carried between the pages: the domain form's fields and the screens' gates (and,
 * when the customer steps back from the licence page, the DVLA answers as typed).
 */
export type DriverAnswers = Partial<AdditionalDriverForm> & {
  hasConvictions?: boolean;
  hasClaims?: boolean;
  hasMedicalCondition?: boolean;
  dvlaNotified?: boolean;
  dvlaRestriction?: boolean;
};

export interface OpenDriver {
  /** -1 (NEW_DRIVER_INDEX) for a new driver, else the additional driver being changed. */
  index: number;
  answers: DriverAnswers;
}

/** The driver's name as typed so far; '' before any is given. */
export function driverName(answers: DriverAnswers): string {
  return [answers.firstName, answers.lastName].filter(Boolean).join(' ');
}

/**
 * The driver the pages work on: the store's tempDriver over what the quote holds for it (the
 * §3.13 defaults for a new one). With no tempDriver, or one naming a driver no longer on the
 * quote, a new driver is started.
 */
export function openDriver(quote: Quote, tempDriver: TempDriver | null): OpenDriver {
  const drivers = quote.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
  const index =
    tempDriver !== null && Number.isInteger(tempDriver.index) && tempDriver.index < drivers.length
      ? tempDriver.index
      : NEW_DRIVER_INDEX;
  const carried = index === tempDriver?.index ? (tempDriver.answers as DriverAnswers) : {};
  return { index, answers: { ...additionalDriverFormFromQuote(quote, index), ...carried } };
}

/** A list's gate: as answered on the pages, else read from the list once it has been saved. */
function listGate(gate: boolean | undefined, list: readonly unknown[] | undefined) {
  return gate ?? (list === undefined ? undefined : list.length > 0);
}

/** The first page: the domain's own rules for its fields, behind 'any convictions?'. */
export function detailsScreenSchema(today: string, coverStart: string) {
  const shape = additionalDriverFormSchema(today, coverStart).shape;
  return z.object({
    ...Object.fromEntries(DETAILS_FIELDS.map((field) => [field, shape[field]])),
    hasConvictions: z.boolean({ error: copy.hasConvictionsError }),
  } as Pick<typeof shape, (typeof DETAILS_FIELDS)[number]> & { hasConvictions: z.ZodBoolean });
}

export type DetailsScreenInput = z.input<ReturnType<typeof detailsScreenSchema>>;
export type DetailsScreenAnswers = z.output<ReturnType<typeof detailsScreenSchema>>;

export function detailsScreenDefaults(answers: DriverAnswers): DefaultValues<DetailsScreenInput> {
  const hasConvictions = listGate(answers.hasConvictions, answers.convictions);
  return {
    ...Object.fromEntries(DETAILS_FIELDS.map((field) => [field, answers[field]])),
    convictions: hasConvictions ? answers.convictions : [],
    ...(hasConvictions !== undefined ? { hasConvictions } : {}),
  } as DefaultValues<DetailsScreenInput>;
}

/** The carried answers with the first page's applied; no convictions after No. */
export function withDetails(answers: DriverAnswers, details: DetailsScreenAnswers): DriverAnswers {
  return {
    ...answers,
    ...details,
    convictions: details.hasConvictions ? details.convictions : [],
  };
}

function licenceShape(today: string, coverStart: string) {
  const shape = additionalDriverFormSchema(today, coverStart).shape;
  return z.object({
    licenceType: shape.licenceType,
    dateObtained: shape.dateObtained,
    licenceNumber: shape.licenceNumber,
    hasClaims: z.boolean({ error: copy.hasClaimsError }),
    claims: shape.claims,
    hasMedicalCondition: z.boolean({ error: copy.hasMedicalConditionError }),
    dvlaNotified: z.boolean().optional(),
    dvlaRestriction: z.boolean().optional(),
  });
}

/**
 * The second page: the domain's rules for its fields, behind 'any claims?' and 'any medical
 * condition?'. `when` lets the DVLA checks run alongside the other problems, so the summary
 * lists them all at once.
 */
export function licenceScreenSchema(today: string, coverStart: string) {
  const unanswered = (form: unknown, field: 'dvlaNotified' | 'dvlaRestriction') => {
    const answers = form as { hasMedicalCondition?: unknown } & Record<string, unknown>;
    return answers.hasMedicalCondition === true && typeof answers[field] !== 'boolean';
  };
  return licenceShape(today, coverStart)
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
export type LicenceScreenInput = z.input<ReturnType<typeof licenceScreenSchema>>;
export type LicenceScreenAnswers = z.output<ReturnType<typeof licenceScreenSchema>>;

export function licenceScreenDefaults(answers: DriverAnswers): DefaultValues<LicenceScreenInput> {
  const hasClaims = listGate(answers.hasClaims, answers.claims);
  const medical = answers.medicalCondition;
  const hasMedicalCondition =
    answers.hasMedicalCondition ??
    (medical !== undefined ? true : answers.dateObtained !== undefined ? false : undefined);
  return {
    ...(answers.licenceType !== undefined ? { licenceType: answers.licenceType } : {}),
    ...(answers.dateObtained !== undefined ? { dateObtained: answers.dateObtained } : {}),
    // As for the proposer: the number is asked for until the customer would rather not give it.
    licenceNumber: answers.licenceNumber ?? { provideLicenceNumber: true },
    claims: hasClaims ? answers.claims : [],
    ...(hasClaims !== undefined ? { hasClaims } : {}),
    ...(hasMedicalCondition !== undefined ? { hasMedicalCondition } : {}),
    ...(hasMedicalCondition
      ? {
          dvlaNotified: answers.dvlaNotified ?? medical?.dvlaNotified,
          dvlaRestriction: answers.dvlaRestriction ?? medical?.dvlaRestriction,
        }
      : {}),
  };
}

/**
 * The carried answers with the second page's applied, as the domain form: no claims after No,
 * no medical condition after No.
 */
export function withLicence(answers: DriverAnswers, licence: LicenceScreenAnswers): DriverAnswers {
  const {
    medicalCondition: _previous,
    dvlaNotified: _notified,
    dvlaRestriction: _restriction,
    ...rest
  } = answers;
  const { dvlaNotified, dvlaRestriction, ...own } = licence;
  return {
    ...rest,
    ...own,
    claims: own.hasClaims ? own.claims : [],
    ...(own.hasMedicalCondition && dvlaNotified !== undefined && dvlaRestriction !== undefined
      ? { medicalCondition: { dvlaNotified, dvlaRestriction } }
      : {}),
  };
}
