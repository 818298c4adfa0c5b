// Money, dates, months and small answers as the product writes them for people, on its pages, in
// its e-mails and in its documents alike (decision 036): pounds with pence (£1,149.65), or whole
// pounds where a whole amount reads better (£350); dates in full the UK way (20 June 2025).
// Zod-free and clock-free, so any page may use it without loading the schemas (decision 025).

/** The words for a question the customer has not answered. */
export const NOT_ANSWERED = 'Not answered';

/** The months of the year, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The name of month 1-12 ('March'); any other number as its digits. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** A month and year in full: 'April 2015'. */
export function formatMonthYear(month: number, year: number): string {
  return `${monthName(month)} ${year}`;
}

/** A day given as its three parts (as a screen asks it, §5.3) in full: '23 April 2021'. */
export function formatDateParts({
  day,
  month,
  year,
}: {
  day: number;
  month: number;
  year: number;
}): string {
  return `${day} ${monthName(month)} ${year}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A yyyy-MM-dd date, or an ISO date-time, in full: '22 December 2026'. A date-time is first
 * reduced to its UTC date (§5.3: the service gives the end of a last day as 23:59:59Z, which in UK
 * summer time is already the next morning). Anything that is no date is returned as it was given,
 * so a document never fails for one odd value.
 */
export function formatLongDate(dateOrDateTime: string): string {
  const time = Date.parse(
    ISO_DATE.test(dateOrDateTime) ? `${dateOrDateTime}T00:00:00Z` : dateOrDateTime,
  );
  if (Number.isNaN(time)) return dateOrDateTime;
  const date = new Date(time);
  return `${date.getUTCDate()} ${monthName(date.getUTCMonth() + 1)} ${date.getUTCFullYear()}`;
}

// Amounts are held in pounds with two decimals. Sums of such numbers carry binary noise (1.005 *
// 100 is 100.49999999999999), so anything within a millionth of a penny of a half counts as the
// half, and halves go away from zero, as people (and Intl.NumberFormat) round the amount written.
// Written by hand, not with Intl.NumberFormat: the rating engine writes amounts into every tier it
// prices, and Intl formatting costs more than pricing a tier.
const NOISE = 1e-6;

/** 1234567 as '1,234,567'. */
function groupThousands(whole: number): string {
  let digits = String(whole);
  for (let at = digits.length - 3; at > 0; at -= 3) {
    digits = `${digits.slice(0, at)},${digits.slice(at)}`;
  }
  return digits;
}

function pounds(amount: number, pence: 'always' | 'when-any'): string {
  if (Number.isNaN(amount)) return '£NaN';
  if (!Number.isFinite(amount)) return amount > 0 ? '£∞' : '-£∞';
  const inPence = Math.round(Math.abs(amount) * 100 + NOISE);
  // No '-£0.00': an amount that rounds to nothing has no sign.
  const sign = amount < 0 && inPence > 0 ? '-' : '';
  const rest = inPence % 100;
  const whole = `${sign}£${groupThousands(Math.floor(inPence / 100))}`;
  return pence === 'when-any' && rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** An amount in pounds with its pence, as prices are written (§9.1 GBP): '£1,149.65', '£28.00'. */
export function formatMoney(amount: number): string {
  return pounds(amount, 'always');
}

/**
 * An amount in whole pounds when it has no pence, as excesses, limits and values are written
 * ('£350', '£18,500'), otherwise with its pence ('£12.50').
 */
export function formatPounds(amount: number): string {
  return pounds(amount, 'when-any');
}

/** A whole number with its thousands grouped, as counts are written: '6,000'. */
export function formatCount(count: number): string {
  return count < 0 ? `-${groupThousands(-count)}` : groupThousands(count);
}

/** A percentage to at most two decimals, without trailing zeros: '26.9%', '11.36%', '12%'. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent * 100) / 100}%`;
}

/** Yes, No, or Not answered. */
export function yesNo(answer: boolean | undefined): string {
  return answer === undefined ? NOT_ANSWERED : answer ? 'Yes' : 'No';
}

/**
 * The description of `code` in a reference list (§3.11, §9.12): the words, never the code,
 * unless the list does not know it, when the code is better than nothing; Not answered for no
 * code at all.
 */
export function describeCode(
  items: readonly { code: string; description: string }[],
  code: string | undefined,
): string {
  if (code === undefined || code === '') return NOT_ANSWERED;
  return items.find((item) => item.code === code)?.description ?? code;
}
