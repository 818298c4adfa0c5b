import { addCalendarDays } from '../payment/bank-holidays.ts';

// Issue 13 item 1: a policy may be bought only for cover starting today (from the moment of
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
 * UK date: ukDate), or undefined when it may: from today to `maxDays` days ahead, both ends
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
