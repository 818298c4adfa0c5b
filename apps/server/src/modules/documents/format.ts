import { type MetadataItem } from '@van/domain/quote';
import { CURRENCY } from '@van/domain/reference-data';

// How the policy documents write money, dates and codes: pounds with two decimals (£1,149.65),
// dates the UK way (22 November 2026), times on the UK clock, codes as their list's words.

/** Where the customer, the insurer and the cover are: every time is written on this clock. */
const UK_TIME_ZONE = 'Europe/London';

const POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `amount` pounds as '£1,149.65', always with pence. */
export function formatMoney(amount: number): string {
  return POUNDS.format(amount);
}

/** A percentage as the credit documents give it: '26.9%', '11.36%'. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date (yyyy-MM-dd, or the date part of an ISO date-time) as '22 November 2026'.
 * A calendar date is the same day everywhere, so it is read and written in UTC.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return LONG_DATE.format(date);
}

const UK_PARTS = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: UK_TIME_ZONE,
});

/** The UK calendar date (yyyy-MM-dd) and clock time (HH:mm) of an instant. */
export function ukDateAndTime(instant: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of UK_PARTS.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** An instant as the UK clock shows it: '14:32 on 22 November 2026'. */
export function formatUkDateTime(instant: Date): string {
  const { date, time } = ukDateAndTime(instant);
  return `${time} on ${formatDate(date)}`;
}

/** The description of `code` in `items`; the code itself when the list does not know it. */
export function describe(items: readonly MetadataItem[], code: string | undefined): string {
  if (code === undefined || code === '') return NOT_ANSWERED;
  return items.find((item) => item.code === code)?.description ?? code;
}

export const NOT_ANSWERED = 'Not answered';

/** Yes, No, or Not answered. */
export function yesNo(answer: boolean | undefined): string {
  return answer === undefined ? NOT_ANSWERED : answer ? 'Yes' : 'No';
}

/** '1 year', '5 years'. */
export function years(count: number): string {
  return count === 1 ? '1 year' : `${count} years`;
}
