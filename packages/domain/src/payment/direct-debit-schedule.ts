import type { InstalmentPlan } from '../quote/result.schema.ts';
import { addCalendarMonths, IsoDateSchema } from '../shared/dates.ts';
import { workingDays, type BankHolidaysOf } from './working-days.ts';
import { DIRECT_DEBIT_NOTICE_WORKING_DAYS, LATEST_COLLECTION_DAY } from './direct-debit.ts';

// §4.8 / decision 028: the dates a monthly plan's Direct Debit collects on. Apart from the
// bank details' schemas (direct-debit.ts). The bank holidays are given, not loaded: the server
// gives the date-holidays calendar (englandAndWalesBankHolidays), the web the days the server
// publishes (bankHolidaysFrom), so the browser never loads the library (decision 034 item 3).

export interface DirectDebitScheduleRequest {
  /** The chosen tier's monthly plan (§3.4 instalmentPlans[0]). */
  plan: InstalmentPlan;
  /** The policy start, yyyy-MM-dd. */
  coverStartDate: string;
  /** The day of purchase (when the mandate is given), yyyy-MM-dd. */
  today: string;
  /** The day of the month the customer chose, 1-28; by default the cover start's day, at most 28. */
  collectionDay?: number;
  /** The England and Wales bank holidays: englandAndWalesBankHolidays, or bankHolidaysFrom(...). */
  bankHolidays: BankHolidaysOf;
}

/** One Direct Debit collection: when (a working day, yyyy-MM-dd) and how much (pounds). */
export interface DirectDebitCollection {
  date: string;
  amount: number;
}

/**
 * The Direct Debit collections of a monthly plan, in date order. The deposit (the varied
 * payment that comes first, paymentVariedFirst) is taken by card at purchase and is not in it.
 * Guarantees:
 * - paymentCountNormal collections of paymentAmountNormal, then, when the plan says
 *   paymentVariedLast, one more of paymentAmountVaried; amounts exactly as the plan gives them;
 * - each falls due on `collectionDay` of consecutive months, the first such day that is at least
 *   10 working days after `today` and not before the cover start;
 * - a collection due on a weekend or an England and Wales bank holiday is taken on the next
 *   working day instead (later months keep their own day);
 * - every date is a working day, and dates strictly increase.
 * @throws RangeError when a date is not a real yyyy-MM-dd, `collectionDay` is not a whole number
 * 1-28, or the plan has no monthly payment or count, or `bankHolidays` does not know a year.
 */
export function directDebitSchedule({
  plan,
  coverStartDate,
  today,
  collectionDay,
  bankHolidays,
}: DirectDebitScheduleRequest): DirectDebitCollection[] {
  for (const [name, value] of [
    ['coverStartDate', coverStartDate],
    ['today', today],
  ] as const) {
    if (!IsoDateSchema.safeParse(value).success) {
      throw new RangeError(
        `${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(value)}`,
      );
    }
  }
  const amount = plan.paymentAmountNormal;
  const count = plan.paymentCountNormal;
  if (amount === undefined || !(amount > 0) || count === undefined || !(count >= 1)) {
    throw new RangeError('The instalment plan has no monthly payments to collect');
  }
  const coverStartDay = Number(coverStartDate.slice(8, 10));
  const day = collectionDay ?? Math.min(coverStartDay, LATEST_COLLECTION_DAY);
  if (!Number.isInteger(day) || day < 1 || day > LATEST_COLLECTION_DAY) {
    throw new RangeError(`collectionDay must be a whole number 1-28, got ${day}`);
  }

  const { addWorkingDays, onOrNextWorkingDay } = workingDays(bankHolidays);
  const noticeGiven = addWorkingDays(today, DIRECT_DEBIT_NOTICE_WORKING_DAYS);
  const earliest = noticeGiven > coverStartDate ? noticeGiven : coverStartDate;
  // The collection day in the earliest date's month, or in the next month once it has passed.
  // Every month has the day (it is at most 28), so later collections keep it.
  const dayInEarliestMonth = `${earliest.slice(0, 8)}${String(day).padStart(2, '0')}`;
  const firstDue =
    dayInEarliestMonth < earliest ? addCalendarMonths(dayInEarliestMonth, 1) : dayInEarliestMonth;

  const amounts: number[] = new Array<number>(count).fill(amount);
  if (plan.paymentVariedLast && plan.paymentAmountVaried !== undefined) {
    amounts.push(plan.paymentAmountVaried);
  }
  return amounts.map((each, index) => ({
    date: onOrNextWorkingDay(addCalendarMonths(firstDue, index)),
    amount: each,
  }));
}

export interface FinalDirectDebitScheduleRequest extends DirectDebitScheduleRequest {
  /** The collections worked out when the mandate was given (and shown to the customer then). */
  given: readonly DirectDebitCollection[];
}

/**
 * The collections a policy is issued with (decision 046). The advance notice goes out on `today`,
 * the day of payment and issue, so its first collection must be at least 10 working days after
 * `today`. Guarantees:
 * - the schedule given with the mandate is kept, as it is, when its first collection still
 *   leaves those 10 working days (the customer was shown these dates);
 * - otherwise (payment came later than the mandate) the whole schedule is worked out again from
 *   `today`, on the same collection day, with the same amounts: never an earlier collection.
 * @throws RangeError as directDebitSchedule.
 */
export function finalDirectDebitSchedule({
  given,
  ...request
}: FinalDirectDebitScheduleRequest): DirectDebitCollection[] {
  const first = given[0];
  const { addWorkingDays } = workingDays(request.bankHolidays);
  const earliest = addWorkingDays(request.today, DIRECT_DEBIT_NOTICE_WORKING_DAYS);
  if (first !== undefined && first.date >= earliest && first.date >= request.coverStartDate) {
    return given.map((collection) => ({ ...collection }));
  }
  return directDebitSchedule(request);
}
