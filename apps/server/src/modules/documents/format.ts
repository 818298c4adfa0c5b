import { formatLongDate } from '@van/domain/shared';

// What only the policy documents write: an instant as the UK clock shows it, for the moment cover
// begins and a document was issued. Money, dates, percentages and codes are written as on every
// page (@van/domain/shared format.ts, decision 036).

/** Where the customer, the insurer and the cover are: every time is written on this clock. */
const UK_TIME_ZONE = 'Europe/London';

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
function ukDateAndTime(instant: Date): { date: string; time: string } {
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
  return `${time} on ${formatLongDate(date)}`;
}
