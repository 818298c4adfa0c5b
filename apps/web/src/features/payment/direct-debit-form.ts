import {
  directDebitSchedule,
  type BankHolidaysOf,
  DirectDebitMandateFormSchema,
  LATEST_COLLECTION_DAY,
  type DirectDebitCollection,
} from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { z } from 'zod';
import { paymentCopy as copy } from '../../content/payment';
import { firstInstalmentPlan } from '../../lib/quote-figures';

const collectionDayInvalid = { error: copy.collectionDayInvalid };

/**
 * The Direct Debit step's form: the domain's mandate form (name on the account, sort code, account
 * number, sole signatory), and the optional day of the month to collect on (decision 028: 1-28).
 */
export const DirectDebitStepSchema = DirectDebitMandateFormSchema.extend({
  collectionDay: z
    .number(collectionDayInvalid)
    .int(collectionDayInvalid)
    .min(1, collectionDayInvalid)
    .max(LATEST_COLLECTION_DAY, collectionDayInvalid)
    .optional(),
});
export type DirectDebitStepInput = z.input<typeof DirectDebitStepSchema>;
export type DirectDebitStepForm = z.output<typeof DirectDebitStepSchema>;

/** Decision 028: without a chosen day, collections fall on the cover start's day, at most the 28th. */
export function defaultCollectionDay(quote: Quote): number {
  const startDay = Number(quote.policy.startDate?.slice(8, 10));
  return Number.isInteger(startDay) && startDay >= 1
    ? Math.min(startDay, LATEST_COLLECTION_DAY)
    : LATEST_COLLECTION_DAY;
}

/**
 * The collections the customer would see taken if they set up the Direct Debit `today` (the
 * domain's schedule, which the server applies too, with the bank holidays the server publishes),
 * for the day they have typed if it is one;
 * undefined when the quote gives no monthly plan or cover start, or the dates cannot be worked out.
 */
export function collectionsPreview(
  quote: Quote,
  today: string,
  collectionDay: unknown,
  bankHolidays: BankHolidaysOf,
): DirectDebitCollection[] | undefined {
  const plan = firstInstalmentPlan(selectedResult(quote));
  const coverStartDate = quote.policy.startDate;
  if (plan === undefined || coverStartDate === undefined) return undefined;
  const day =
    typeof collectionDay === 'number' &&
    Number.isInteger(collectionDay) &&
    collectionDay >= 1 &&
    collectionDay <= LATEST_COLLECTION_DAY
      ? collectionDay
      : undefined;
  try {
    return directDebitSchedule({
      plan,
      coverStartDate,
      today,
      ...(day === undefined ? {} : { collectionDay: day }),
      bankHolidays,
    });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
