import { addCalendarDays, ukEndOfDay, ukToday, type IsoDate } from '../shared/index.ts';

// Decision 063 (issue 21 item 4; ICOBS 7.1-7.2): what a customer gets back when they cancel. Pure:
// the caller gives the policy, the chosen moment and the clock.

/**
 * The cancellation fee the terms of business state: none. apps/web/src/content/legal.ts
 * (cancellationRightsCopy, said before purchase) reads "We do not charge a fee for cancelling." One
 * constant, so that a fee, if the terms ever state one, is charged after the 14 days only.
 */
export const CANCELLATION_FEE_PENCE = 0;

/** ICOBS 7.1.1: the days to cancel without a fee, from the later of purchase and documents. */
export const CANCELLATION_WINDOW_DAYS = 14;

/** The moment cover ends: at once, or at the start (00:00 UK) of a date to come. */
export type CancelWhen = 'now' | IsoDate;

export interface CancellationPolicy {
  /** The first and last days of cover (UK dates, both covered). */
  startDate: IsoDate;
  endDate: IsoDate;
  purchasedAt: Date;
  /** When the customer received the documents; the purchase instant unless recorded otherwise. */
  documentsReceivedAt?: Date;
  /** The year's premium, in pence. */
  premiumPence: number;
  /** What the customer has paid so far, in pence (the premium for annual; monthly: what was taken). */
  paidPence: number;
  /**
   * Whether a claim was made in the period. Stated, not modelled: always false until claims are
   * recorded. With a claim the year's premium is due and nothing is refunded.
   */
  claimMade: boolean;
}

export type CancellationRule = 'withinFourteenDays' | 'afterFourteenDays' | 'claimMade';

export interface CancellationRefund {
  rule: CancellationRule;
  /** When cover ends. */
  effectiveAt: Date;
  /** The last UK day with any cover (the day before the start for a policy that never started). */
  lastDayOfCover: IsoDate;
  /** Days of cover used (a day begun counts whole) and days in the period. */
  daysUsed: number;
  daysInPeriod: number;
  /** The price of the cover used, pence, rounded down (in the customer's favour). */
  coverUsedPence: number;
  feePence: number;
  /** What we pay back (never negative). */
  refundPence: number;
  /** What the customer still owes (monthly: instalments not yet taken for cover used). */
  balanceOwedPence: number;
  /** The last day the customer may ask to cancel without a fee (UK date). */
  windowEndsOn: IsoDate;
}

/** The days from `from` to `to` (UK calendar dates): 0 when equal, negative when `to` is before. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 00:00 on the UK clock of `date`: the instant after the last second of the day before. */
export function ukStartOfDay(date: IsoDate): Date {
  return new Date(ukEndOfDay(addCalendarDays(date, -1)).getTime() + 1000);
}

/** Why `when` cannot be chosen for this policy, in the customer's words; undefined when it can. */
export function cancelWhenProblem(
  policy: Pick<CancellationPolicy, 'endDate'>,
  when: CancelWhen,
  now: Date,
): string | undefined {
  const today = ukToday(now);
  if (today > policy.endDate)
    return 'This policy has already ended, so there is nothing to cancel.';
  if (when === 'now') return undefined;
  if (when <= today) return 'Choose a date after today, or cancel now.';
  if (when > policy.endDate) {
    return `Choose a date on or before ${policy.endDate}, the last day of your policy; after that it ends by itself.`;
  }
  return undefined;
}

/**
 * The refund for cancelling `policy` at `when`, notice given at `now`. Guarantees:
 * - notice within 14 days of the later of purchase and receiving the documents (UK dates; day 14
 *   is within): everything back except the cover used, pro rata by day, no fee;
 * - after that: pro rata, less CANCELLATION_FEE_PENCE (the refund never goes below 0);
 * - a policy cancelled before its start has used nothing: all that was paid comes back;
 * - a claim made: the year's premium is due, nothing comes back;
 * - cover used = floor(premium x days used / days in the period): a day begun counts whole (the
 *   day of cancelling "now"), and pence are rounded down, so the customer is never charged a
 *   part-penny; refund = paid - cover used - fee, what is owed = the shortfall, both integers.
 * The caller checks `when` first with cancelWhenProblem.
 */
export function cancellationRefund(
  policy: CancellationPolicy,
  when: CancelWhen,
  now: Date,
): CancellationRefund {
  const today = ukToday(now);
  const effectiveAt = when === 'now' ? now : ukStartOfDay(when);
  // 'now' ends cover during today (so today is used); a date ends it as that day begins.
  const lastWithCover = when === 'now' ? today : addCalendarDays(when, -1);
  const lastDayOfCover =
    lastWithCover < policy.startDate ? addCalendarDays(policy.startDate, -1) : lastWithCover;
  const daysInPeriod = daysBetween(policy.startDate, policy.endDate) + 1;
  const daysUsed = Math.min(
    daysInPeriod,
    Math.max(0, daysBetween(policy.startDate, lastDayOfCover) + 1),
  );
  const received = policy.documentsReceivedAt ?? policy.purchasedAt;
  const from = ukToday(received > policy.purchasedAt ? received : policy.purchasedAt);
  const windowEndsOn = addCalendarDays(from, CANCELLATION_WINDOW_DAYS);
  const rule: CancellationRule = policy.claimMade
    ? 'claimMade'
    : today <= windowEndsOn
      ? 'withinFourteenDays'
      : 'afterFourteenDays';
  const coverUsedPence =
    rule === 'claimMade'
      ? policy.premiumPence
      : Math.floor((policy.premiumPence * daysUsed) / daysInPeriod);
  const feePence = rule === 'afterFourteenDays' && daysUsed > 0 ? CANCELLATION_FEE_PENCE : 0;
  const settlement = policy.paidPence - coverUsedPence - feePence;
  return {
    rule,
    effectiveAt,
    lastDayOfCover,
    daysUsed,
    daysInPeriod,
    coverUsedPence,
    feePence,
    refundPence: Math.max(0, settlement),
    balanceOwedPence: Math.max(0, -settlement),
    windowEndsOn,
  };
}
