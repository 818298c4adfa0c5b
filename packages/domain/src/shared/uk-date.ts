import type { IsoDate } from './dates.ts';

// Zod-free, so the web's first page can read the UK date without loading the schemas (decision 025).
// Decision 037: the customer, the certificate and Bacs count days on the UK clock, so every "today"
// the product computes from an instant is this one, on the server and in the browser alike.

const UK_TIME_ZONE = 'Europe/London';

/**
 * Reads the UK calendar date with the platform's own time-zone data (Intl), so the web's first page
 * carries no time-zone code for it (decision 025's budget). One formatter: making one is slow.
 */
const UK_DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in the UK at `now`, yyyy-MM-dd: "today" as the customer, the certificate and
 * Bacs count it (00:30 BST on 11 June is 11 June, although UTC still says 10 June; in winter the
 * UK and UTC dates agree). Every rule about what day it is takes its `today` from this: rating,
 * the cover start window, Direct Debit, documents, e-mails and the web.
 * @throws RangeError when `now` is an invalid Date.
 */
export function ukToday(now: Date): IsoDate {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('ukToday: invalid Date');
  // Since 1972 the UK is on UTC or one hour ahead, and changes clock at 01:00 UTC, so its date is
  // the same for every instant of one UTC hour: a quote asks several times, about a few different
  // hours (now, the quote's expiry, the cover's end), and pays for each once.
  const hour = Math.floor(time / HOUR_MS);
  const known = datesByHour.get(hour);
  if (known !== undefined) return known;
  const parts = UK_DATE_PARTS.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}` as IsoDate;
  if (time >= WHOLE_HOUR_OFFSETS_SINCE) {
    if (datesByHour.size >= HOURS_KEPT) datesByHour.clear();
    datesByHour.set(hour, date);
  }
  return date;
}

const HOUR_MS = 60 * 60 * 1000;
/** 1972-01-01: from here on the UK's offset is a whole hour (earlier: local mean time and more). */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1972, 0, 1);
/** UTC hours asked about lately, and their UK dates; emptied when it reaches HOURS_KEPT. */
const datesByHour = new Map<number, IsoDate>();
const HOURS_KEPT = 1_000;

/**
 * The last second of `date` (yyyy-MM-dd) on the UK clock: 23:59:59 GMT in winter, 23:59:59 BST
 * (22:59:59 UTC) in summer. Its UK date, and its UTC date, are `date` itself.
 * @throws RangeError when `date` is not a real yyyy-MM-dd date.
 */
export function ukEndOfDay(date: IsoDate): Date {
  // The UK is on UTC or one hour ahead. 23:59:59 UTC still on `date` in the UK means GMT; already
  // the next UK day means BST, whose last second is an hour earlier. Clocks change at 01:00 UTC, so
  // the offset at 23:59:59 UTC is the one the day ends with.
  const gmt = new Date(`${date}T23:59:59Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(gmt.getTime());
  const lastSecond =
    valid && ukToday(gmt) !== date ? new Date(gmt.getTime() - 60 * 60 * 1000) : gmt;
  // Date.parse rolls 2026-02-30 over to March: a real date reads back the same on both clocks.
  if (!valid || ukToday(lastSecond) !== date || gmt.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`ukEndOfDay: not a real yyyy-MM-dd date ${JSON.stringify(date)}`);
  }
  return lastSecond;
}
