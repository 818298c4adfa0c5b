const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The service gives the end of the last day as 23:59:59 UTC; in UK summer time that is already
  // the next morning, so the day is read in UTC.
  timeZone: 'UTC',
});

/** An ISO date or date-time as the customer reads it: 22 December 2026. */
export function formatLongDate(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : longDate.format(date);
}

/** A percentage as given (26.9 → '26.9'), without trailing zeros. */
export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100);
}
