import type { Risk } from '../risk/risk.schema.ts';
import { addCalendarDays, addCalendarYears, type IsoDate } from '../shared/dates.ts';
import type { Quote } from './quote.schema.ts';

// Decision 033 item 1: a policy may be bought only for cover starting today (from the moment of
// purchase) up to MAX_COVER_START_DAYS ahead. Checked when a quote is given, re-priced,
// finalized, paid for and issued, each at its own moment; the web's cover-details form uses the
// same window (decision 033).

/** How far ahead a cover may start, in days from the UK date of the sale. */
export const MAX_COVER_START_DAYS = 30;

export type CoverStartProblem = 'past' | 'tooFarAhead';

/** What the customer is told for each problem, in their words. */
export const COVER_START_MESSAGES: Record<CoverStartProblem, string> = {
  past: 'Your cover start date has passed. Please choose a start date from today.',
  tooFarAhead: `Your cover can start up to ${MAX_COVER_START_DAYS} days from today. Please choose an earlier start date.`,
};

/** The last start date a sale on `today` may carry (yyyy-MM-dd). */
export function latestCoverStart(today: string, maxDays: number = MAX_COVER_START_DAYS): string {
  return addCalendarDays(today, maxDays);
}

/**
 * Why a cover starting on `startDate` may not be sold on `today` (both yyyy-MM-dd, `today` the
 * UK date: ukToday), or undefined when it may: from today to `maxDays` days ahead, both ends
 * included.
 */
export function coverStartProblem(
  startDate: string,
  today: string,
  maxDays: number = MAX_COVER_START_DAYS,
): CoverStartProblem | undefined {
  const start = startDate.slice(0, 10);
  if (start < today) return 'past';
  if (start > latestCoverStart(today, maxDays)) return 'tooFarAhead';
  return undefined;
}

/**
 * The day a risk's cover starts (yyyy-MM-dd): its start date as answered (the date part of a
 * date-time), or `today` while none is given. Ages (§5.1, §5.4) and the rating are taken on it.
 */
export function riskCoverStartDate(risk: Pick<Risk, 'startDate'>, today: string): string {
  return risk.startDate?.slice(0, 10) ?? today;
}

/** The day the quote's cover starts (riskCoverStartDate of its current risk), yyyy-MM-dd. */
export function coverStartDate(quote: Quote, today: string): string {
  return riskCoverStartDate(quote.policy.eventCurrent.risk, today);
}

/**
 * The first anniversary of a cover starting on `startDate` (yyyy-MM-dd), when it renews: the same
 * day a year on, 1 March for a cover starting on 29 February.
 * @throws RangeError when `startDate` is not a real yyyy-MM-dd date.
 */
export function coverRenewalDate(startDate: string): IsoDate {
  return addCalendarYears(startDate, 1);
}

/**
 * The last day of a year's cover starting on `startDate` (yyyy-MM-dd): the day before its
 * renewal date (§3.2 endDate).
 * @throws RangeError when `startDate` is not a real yyyy-MM-dd date.
 */
export function coverEndDate(startDate: string): IsoDate {
  return addCalendarDays(coverRenewalDate(startDate), -1);
}

/**
 * §3.1 / §4.2: a stored quote whose cover start has passed is answered (retrieve, a comparison
 * site's link) with topUp.van.shouldAskPolicyStartDate, so the journey asks for a new start date
 * at cover-details and re-prices before anything can be bought. Any other quote is returned as
 * it is.
 */
export function withPassedStartToAsk<T extends Quote>(quote: T, today: string): T {
  const startDate = quote.policy.eventCurrent.risk?.startDate ?? quote.policy.startDate;
  if (quote.noAvailableProducts || !startDate || coverStartProblem(startDate, today) !== 'past') {
    return quote;
  }
  return {
    ...quote,
    topUp: { ...quote.topUp, van: { ...quote.topUp?.van, shouldAskPolicyStartDate: true } },
  };
}
