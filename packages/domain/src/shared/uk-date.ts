// Zod-free, so the web's first page can read the UK date without loading the schemas (decision 025).

const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in the UK at `instant`, yyyy-MM-dd: "today" as the customer, the certificate
 * and Bacs count it (00:30 BST on 1 July is 1 July, although UTC still says 30 June). Every rule
 * about what day it is for the customer uses this, not the UTC date.
 */
export function ukDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('ukDate: invalid Date');
  return UK_DATE.format(instant);
}
