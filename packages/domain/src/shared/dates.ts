import { z } from 'zod';

/**
 * A calendar date as exchanged on the wire: yyyy-MM-dd, zero-padded, and a real day
 * (2026-02-30 and 2023-02-29 are refused) (§5.3).
 */
export const IsoDateSchema = z.iso
  .date({ error: 'Enter a real date as yyyy-MM-dd' })
  .describe('Calendar date yyyy-MM-dd, zero padded (§5.3)');
export type IsoDate = z.infer<typeof IsoDateSchema>;

/**
 * An ISO 8601 date-time with a time zone (Z or ±hh:mm), as the policy dates of §3.2 are sent.
 * A zone is required because §5.3 reduces date-times to their UTC date.
 */
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter an ISO 8601 date-time with a time zone' })
  .describe('ISO 8601 date-time with Z or an offset (§3.2, §5.3)');
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** §3.6: the risk dates are given as "ISO date-time or date", so both forms are accepted. */
export const IsoDateOrDateTimeSchema = z
  .union([IsoDateSchema, IsoDateTimeSchema])
  .describe('yyyy-MM-dd or an ISO 8601 date-time (§3.6)');
export type IsoDateOrDateTime = z.infer<typeof IsoDateOrDateTimeSchema>;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * The UTC calendar date of `date` as yyyy-MM-dd (§5.3: a date-time is reduced to its UTC date).
 * The result always satisfies IsoDateSchema.
 * @throws RangeError when `date` is invalid or its UTC year is outside 0000-9999.
 */
export function toIsoDate(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('toIsoDate: invalid Date');
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999)
    throw new RangeError(`toIsoDate: year ${year} cannot be written as yyyy`);
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function parseIsoDate(value: string, name: string): { year: number; month: number; day: number } {
  if (!IsoDateSchema.safeParse(value).success) {
    throw new RangeError(`${name} must be a real date as yyyy-MM-dd, got ${JSON.stringify(value)}`);
  }
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * Age in full years on `today` of someone born on `dateOfBirth` (§5.4), both yyyy-MM-dd.
 * The birthday counts from the day itself; someone born on 29 February gains a year on
 * 1 March in a common year. Negative when `dateOfBirth` is after `today`.
 * @throws RangeError when either argument is not a real yyyy-MM-dd date.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = parseIsoDate(dateOfBirth, 'dateOfBirth');
  const now = parseIsoDate(today, 'today');
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}
