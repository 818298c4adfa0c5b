import {
  driverDetailsFormFromQuote,
  driverDetailsFormSchema,
  type DriverDetailsForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { type ADDRESS_ENTRY_MODES } from '@van/domain/reference-data';
import { hasPartTimeJob } from '@van/domain/risk';
import type { DefaultValues, FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  convictionFieldIds,
  HAS_CONVICTIONS_ID,
} from '../../components/questions/convictions-question';
import { occupationIds } from '../../components/questions/occupation-questions';
import { firstErrorMessage, type ErrorSummaryItem } from '../../components/ui/error-summary';
import { driverDetailsCopy } from '../../content/driver-details';

/**
 * The page's questions: the domain's driver details form and, in front of the motoring
 * convictions, Yes or No (decision 054), as the additional driver is asked. The answer is kept
 * as the risk keeps the additional driver's: an empty list is No, no list is not yet answered.
 */
export function driverDetailsScreenSchema(today: string, coverStartDate: string) {
  return driverDetailsFormSchema(today, coverStartDate).safeExtend({
    hasConvictions: z.boolean({ error: driverDetailsCopy.hasConvictionsError }),
  });
}

/** What the page's controls hold: the driver details form as the customer fills it in. */
export type DriverDetailsInput = z.input<ReturnType<typeof driverDetailsScreenSchema>>;
export type DriverDetailsAnswers = z.output<ReturnType<typeof driverDetailsScreenSchema>>;
export type DriverDetailsFormApi = UseFormReturn<DriverDetailsInput, unknown, DriverDetailsAnswers>;

/** The domain form behind the page's answers: no convictions after No, whatever was typed. */
export function driverDetailsFormOf(answers: DriverDetailsAnswers): DriverDetailsForm {
  const { hasConvictions, ...form } = answers;
  return { ...form, convictions: hasConvictions ? form.convictions : [] };
}

/** §2.6 / §9.13 address entry modes. */
export type AddressEntryMode = keyof typeof ADDRESS_ENTRY_MODES;

/**
 * §2.6 / §3.9 the answers the page starts with. The §3.13 default quote already holds a gender,
 * a driving restriction and an employment status, but those are request defaults, not the
 * customer's answers: until this page has been answered (the proposer has a date of birth) every
 * question starts unanswered. A part-time job of empStatus None is no part-time job.
 */
export function initialAnswers(quote: Quote): DefaultValues<DriverDetailsInput> {
  const answered = quote.policy.eventCurrent.risk.proposer.dateOfBirth !== undefined;
  if (!answered) return { convictions: [] };
  const { partTimeOccupation, convictions, ...saved } = driverDetailsFormFromQuote(quote);
  return {
    ...saved,
    convictions: convictions ?? [],
    ...(convictions !== undefined ? { hasConvictions: convictions.length > 0 } : {}),
    ...(partTimeOccupation && hasPartTimeJob(partTimeOccupation) ? { partTimeOccupation } : {}),
  };
}

export const ADDRESS_IDS = {
  postcodeSearch: 'address-postcode-search',
  choose: 'address-choose',
  houseNameOrNumber: 'address-house',
  addressLine1: 'address-line-1',
  addressLine2: 'address-line-2',
  postcode: 'address-postcode',
} as const;

export const FULL_TIME_IDS = occupationIds('occupation');
export const PART_TIME_IDS = occupationIds('part-time');

/**
 * Top-level fields in page order with the id a summary link focuses. Fields made of several
 * controls (the address, a job, the convictions) name their first control here; summaryItems
 * points at the control that is actually wrong.
 */
export const FIELD_IDS = {
  title: 'title',
  firstName: 'first-name',
  lastName: 'last-name',
  gender: 'gender',
  dateOfBirth: 'date-of-birth',
  relationshipStatus: 'relationship-status',
  residency: 'residency',
  residencyMonth: 'residency-date',
  residencyYear: 'residency-date',
  email: 'email',
  phoneNumber: 'phone-number',
  address: ADDRESS_IDS.postcodeSearch,
  insuranceRefused: 'insurance-refused',
  hasNonMotoringConvictions: 'non-motoring-convictions',
  drivingRestrictions: 'driving-restrictions',
  hasConvictions: HAS_CONVICTIONS_ID,
  convictions: HAS_CONVICTIONS_ID,
  homeOwner: 'home-owner',
  occupation: FULL_TIME_IDS.empStatus,
  partTimeOccupation: PART_TIME_IDS.empStatus,
} as const satisfies Record<keyof DriverDetailsInput, string>;

/** The first key of `order` whose entry in an error tree holds a message. */
function firstWrong<K extends string>(error: unknown, order: readonly K[]): K | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const tree = error as Record<string, unknown>;
  return order.find((key) => firstErrorMessage(tree[key]) !== undefined);
}

/**
 * The error summary of a failed submit: one line per question in page order (as
 * errorSummaryItems), each linking to the control that is wrong. `addressProblem` is the address
 * line, which depends on the entry mode (the address as a whole has no message of its own).
 */
export function summaryItems(
  errors: FieldErrors<DriverDetailsInput>,
  address: ErrorSummaryItem | undefined,
): ErrorSummaryItem[] {
  return Object.entries(FIELD_IDS).flatMap(([name, defaultId]): ErrorSummaryItem[] => {
    if (name === 'address') return address ? [address] : [];
    const error = errors[name as keyof DriverDetailsInput];
    const message = firstErrorMessage(error);
    if (message === undefined) return [];
    return [{ message, fieldId: controlId(name, error) ?? defaultId }];
  });
}

const OCCUPATION_ORDER = ['empStatus', 'occupation', 'employersBusiness'] as const;
const CONVICTION_ORDER = [
  'code',
  'convictionDate',
  'pointsOnLicence',
  'fineAmount',
  'disqualificationMonths',
] as const;

function controlId(name: string, error: unknown): string | undefined {
  if (name === 'occupation' || name === 'partTimeOccupation') {
    const key = firstWrong(error, OCCUPATION_ORDER);
    return key && (name === 'occupation' ? FULL_TIME_IDS : PART_TIME_IDS)[key];
  }
  if (name === 'convictions' && Array.isArray(error)) {
    const index = error.findIndex((entry) => firstErrorMessage(entry) !== undefined);
    const key = index >= 0 ? firstWrong(error[index], CONVICTION_ORDER) : undefined;
    return key && convictionFieldIds(index)[key];
  }
  return undefined;
}

/** The first manual address field that is wrong, in page order, and its message. */
export function manualAddressProblem(error: unknown): ErrorSummaryItem | undefined {
  const order = ['houseNameOrNumber', 'addressLine1', 'addressLine2', 'postcode'] as const;
  const key = firstWrong(error, order);
  if (key === undefined) return undefined;
  const message = firstErrorMessage((error as Record<string, unknown>)[key]);
  return message === undefined ? undefined : { message, fieldId: ADDRESS_IDS[key] };
}
