import { TZDateMini } from '@date-fns/tz/date/mini';
import type { DateArg } from 'date-fns';
import { formatISO } from 'date-fns/formatISO';
import { set } from 'date-fns/set';
import type { IsoDate } from './dates.ts';

// Zod-free, so the web's first page can read the UK date without loading the schemas (decision 025).
// Decision 037: the customer, the certificate and Bacs count days on the UK clock, so every "today"
// the product computes from an instant is this one, on the server and in the browser alike.

const UK_TIME_ZONE = 'Europe/London';

/** date-fns context: read and set `value` on the UK clock (GMT or BST) whatever the machine's zone. */
const onUkClock = (value: DateArg<Date>): Date => new TZDateMini(+new Date(value), UK_TIME_ZONE);

/**
 * The calendar date in the UK at `now`, yyyy-MM-dd: "today" as the customer, the certificate and
 * Bacs count it (00:30 BST on 11 June is 11 June, although UTC still says 10 June; in winter the
 * UK and UTC dates agree). Every rule about what day it is takes its `today` from this: rating,
 * the cover start window, Direct Debit, documents, e-mails and the web.
 * @throws RangeError when `now` is an invalid Date.
 */
export function ukToday(now: Date): IsoDate {
  if (Number.isNaN(now.getTime())) throw new RangeError('ukToday: invalid Date');
  return formatISO(now, { representation: 'date', in: onUkClock });
}

/**
 * The last second of `date` (yyyy-MM-dd) on the UK clock: 23:59:59 GMT in winter, 23:59:59 BST
 * (22:59:59 UTC) in summer. Its UK date, and its UTC date, are `date` itself.
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function ukEndOfDay(date: IsoDate): Date {
  // Midnight UTC is on the same UK date all year (the UK is never behind UTC).
  const lastSecond = set(
    date,
    { hours: 23, minutes: 59, seconds: 59, milliseconds: 0 },
    { in: onUkClock },
  );
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(lastSecond.getTime()) ||
    formatISO(lastSecond, { representation: 'date', in: onUkClock }) !== date
  ) {
    throw new RangeError(`ukEndOfDay: not a real yyyy-MM-dd date ${JSON.stringify(date)}`);
  }
  return new Date(lastSecond.getTime());
}
