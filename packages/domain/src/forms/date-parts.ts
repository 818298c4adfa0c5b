import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates.ts';

// §5.3: a screen asks for a date in three boxes (day, month, year); the quote holds yyyy-MM-dd.

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** True when day/month/year name a real calendar day in years 1000-9999 (no 31 April, no 29 Feb 2023). */
export function isRealDate(parts: { day: number; month: number; year: number }): boolean {
  const { day, month, year } = parts;
  if (![day, month, year].every(Number.isInteger)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** A date as three numbers, as the customer typed it, checked to be a real calendar day (§5.3). */
export const DatePartsSchema = z
  .object({
    day: z.number({ error: 'Enter the day as a number' }).int('Enter the day as a whole number'),
    month: z
      .number({ error: 'Enter the month as a number' })
      .int('Enter the month as a whole number'),
    year: z.number({ error: 'Enter the year as a number' }).int('Enter the year as a whole number'),
  })
  .refine(isRealDate, { error: 'Enter a real date, for example 27 3 2007', abort: true });
export type DateParts = z.infer<typeof DatePartsSchema>;

const DATE_PART_NAMES = ['day', 'month', 'year'] as const;
const looseDatePart = (name: string) =>
  z
    .number({ error: `Enter the ${name} as a number` })
    .int(`Enter the ${name} as a whole number`)
    .optional();

/**
 * A date asked as three boxes, like DatePartsSchema, whose errors name the question: three empty
 * boxes give `emptyMessage` ('Enter your date of birth', 'Enter the date of the claim': issue 18
 * item 4, decision 055), some empty say which part is missing, and the parts must name a real
 * calendar day (§5.3). Every date question of the journey's forms is asked through it.
 */
export function datePartsSchema(emptyMessage: string) {
  return (
    z
      .object(
        { day: looseDatePart('day'), month: looseDatePart('month'), year: looseDatePart('year') },
        { error: emptyMessage },
      )
      .superRefine((parts, ctx) => {
        const missing = DATE_PART_NAMES.filter((name) => parts[name] === undefined);
        if (missing.length === DATE_PART_NAMES.length) {
          ctx.addIssue({ code: 'custom', message: emptyMessage });
        } else if (missing.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `The date must include a ${missing.join(' and a ')}`,
          });
        } else if (!isRealDate(parts as DateParts)) {
          ctx.addIssue({
            code: 'custom',
            message: 'Enter a real date, for example 27 3 2007',
          });
        }
      })
      // Any problem above stops the pipe, so refinements chained after this one only ever see a
      // real date (and the problem does not stop a form's other checks: they report at once).
      .transform((parts) => parts as DateParts)
  );
}

/** A month and year (day not asked), e.g. when the customer moved to the address (§3.9). */
export const MonthYearSchema = z
  .object({
    month: z.number({ error: 'Enter the month as a number' }).int(),
    year: z.number({ error: 'Enter the year as a number' }).int(),
  })
  .refine((parts) => isRealDate({ ...parts, day: 1 }), {
    error: 'Enter a real month and year, for example 3 2015',
    abort: true,
  });
export type MonthYear = z.infer<typeof MonthYearSchema>;

/**
 * The yyyy-MM-dd date of `parts` (§5.3, zero padded). The result satisfies IsoDateSchema.
 * @throws RangeError when the parts are not a real calendar day.
 */
export function toIsoDateFromParts(parts: DateParts): string {
  if (!isRealDate(parts)) {
    throw new RangeError(`toIsoDateFromParts: not a real date ${JSON.stringify(parts)}`);
  }
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/**
 * The three parts of a yyyy-MM-dd date or of the date part of a date-time (§5.3).
 * Inverse of toIsoDateFromParts.
 * @throws RangeError when `isoDate` does not start with a real yyyy-MM-dd date.
 */
export function datePartsFromIsoDate(isoDate: string): DateParts {
  const date = isoDate.slice(0, 10);
  if (!IsoDateSchema.safeParse(date).success) {
    throw new RangeError(`datePartsFromIsoDate: not a yyyy-MM-dd date ${JSON.stringify(isoDate)}`);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { day, month, year };
}

/** The parts of a stored date, or undefined when none is stored or it is not a real date. */
export function optionalDateParts(isoDate: string | undefined): DateParts | undefined {
  if (isoDate === undefined) return undefined;
  const date = isoDate.slice(0, 10);
  return IsoDateSchema.safeParse(date).success ? datePartsFromIsoDate(date) : undefined;
}
