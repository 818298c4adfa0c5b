import { ageOn, FIELD_LIMITS, IsoDateSchema } from '@van/domain';
import { z } from 'zod';

// The 'Start your quote' question set. It lives in this feature until the page's real questions
// (vehicle lookup, driver and cover details) arrive as form schemas in @van/domain; the limits
// already come from there (§5.1 FIELD_LIMITS).

/** Brief for this issue: the cover can start today or up to this many days ahead. */
export const COVER_START_MAX_DAYS_AHEAD = 30;
/** §5.1 does not bound NCD years; 20 is the top of the select for this issue. */
export const MAX_NCD_YEARS = 20;

/**
 * UK postcode, outward and inward code, after GOV.UK's published pattern (also BS 7666). Matched
 * against the upper-cased value with spaces removed.
 */
const UK_POSTCODE_PATTERN =
  /^(GIR0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW])[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** What the three boxes of a GOV.UK date input hold before validation. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const pad2 = (value: string) => value.padStart(2, '0');

/** yyyy-MM-dd for a date `days` after `isoDate` (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [
    String(date.getUTCFullYear()).padStart(4, '0'),
    pad2(String(date.getUTCMonth() + 1)),
    pad2(String(date.getUTCDate())),
  ].join('-');
}

export function isoDateToParts(isoDate: string): DateParts {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

const PART_NAMES = ['day', 'month', 'year'] as const;

function listMissing(missing: readonly string[]): string {
  return missing.length === 1
    ? `a ${missing[0]}`
    : `a ${missing.slice(0, -1).join(', a ')} and a ${missing.at(-1)}`;
}

/**
 * Three boxes to one yyyy-MM-dd date, with GOV.UK's wording for each way it can be wrong:
 * nothing entered, a part missing, not a real date.
 */
function dateFromParts(messages: { empty: string; name: string; yearExample: string }) {
  return z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .transform((raw, ctx) => {
      const parts = { day: raw.day.trim(), month: raw.month.trim(), year: raw.year.trim() };
      const missing = PART_NAMES.filter((name) => parts[name] === '');
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      };
      if (missing.length === PART_NAMES.length) return fail(messages.empty);
      if (missing.length > 0) return fail(`${messages.name} must include ${listMissing(missing)}`);
      if (
        !/^\d{1,2}$/.test(parts.day) ||
        !/^\d{1,2}$/.test(parts.month) ||
        !/^\d+$/.test(parts.year)
      ) {
        return fail(`${messages.name} must be a real date`);
      }
      if (parts.year.length !== 4) {
        return fail(
          `${messages.name} must include the year as 4 numbers, like ${messages.yearExample}`,
        );
      }
      const iso = `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
      // The calendar check (30 February, 29 February in a common year) is the contract's own.
      if (!IsoDateSchema.safeParse(iso).success)
        return fail(`${messages.name} must be a real date`);
      return iso;
    });
}

type Rule = readonly [isMet: (value: string) => boolean, message: string];

/**
 * One message per field: the first rule the value breaks, rules listed in the order a person
 * would fix them (say it is missing before saying it is too short).
 *
 * Not zod's `abort: true`: an explicitly aborted issue anywhere in the form also stops the
 * cross-field age check below, even with its `when`, and the customer should see every problem
 * at once.
 */
function firstBroken(rules: readonly Rule[]) {
  return (payload: z.core.ParsePayload<string>) => {
    const broken = rules.find(([isMet]) => !isMet(payload.value));
    if (broken) payload.issues.push({ code: 'custom', message: broken[1], input: payload.value });
  };
}

const isFilled = (value: string) => value !== '';

/**
 * The form schema of 'Start your quote' for a given `today` (yyyy-MM-dd): the cover start window
 * and the driver's age both depend on it. Parsing yields the answers as the quote wants them:
 * registration upper-cased without spaces, value and NCD years as numbers, dates as yyyy-MM-dd,
 * postcode upper-cased with one space before the inward code.
 */
export function createStartQuoteFormSchema(today: string) {
  const latestCoverStart = addDays(today, COVER_START_MAX_DAYS_AHEAD);
  const { registrationNumber, vehicleValue, firstName, lastName, driverAge } = FIELD_LIMITS;

  return z
    .object({
      registrationNumber: z
        .string()
        // §3.8: stored upper-cased. Spaces are dropped: people type the plate as it looks (AB12 CDE).
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .check(
          firstBroken([
            [isFilled, 'Enter the registration number'],
            [
              (value) => /^[A-Z0-9]+$/.test(value),
              'Registration number must only include letters a to z and numbers',
            ],
            [
              (value) => value.length >= registrationNumber.minLength,
              `Registration number must be ${registrationNumber.minLength} characters or more`,
            ],
            [
              (value) => value.length <= registrationNumber.maxLength,
              `Registration number must be ${registrationNumber.maxLength} characters or fewer`,
            ],
          ]),
        ),
      estimatedValue: z
        .string()
        // '£12,500' and '12 500' mean the same as 12500.
        .transform((value) => value.replace(/[£,\s]/g, ''))
        .check(
          firstBroken([
            [isFilled, 'Enter the estimated value of the van'],
            [
              (value) => /^\d+$/.test(value),
              'Enter the estimated value in whole pounds, like 12500',
            ],
            [
              (value) => Number(value) >= vehicleValue.min,
              `Estimated value must be £${vehicleValue.min} or more`,
            ],
            [
              (value) => Number(value) <= vehicleValue.max,
              `Estimated value must be £${vehicleValue.max.toLocaleString('en-GB')} or less`,
            ],
          ]),
        )
        .transform(Number),
      firstName: z
        .string()
        .trim()
        .check(
          firstBroken([
            [isFilled, 'Enter your first name'],
            [
              (value) => value.length >= firstName.minLength,
              `First name must be ${firstName.minLength} characters or more`,
            ],
            [
              (value) => value.length <= firstName.maxLength,
              `First name must be ${firstName.maxLength} characters or fewer`,
            ],
          ]),
        ),
      lastName: z
        .string()
        .trim()
        .check(
          firstBroken([
            [isFilled, 'Enter your last name'],
            [
              (value) => value.length >= lastName.minLength,
              `Last name must be ${lastName.minLength} characters or more`,
            ],
            [
              (value) => value.length <= lastName.maxLength,
              `Last name must be ${lastName.maxLength} characters or fewer`,
            ],
          ]),
        ),
      dateOfBirth: dateFromParts({
        empty: 'Enter your date of birth',
        name: 'Date of birth',
        yearExample: '1985',
      }),
      postcode: z
        .string()
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .check(
          firstBroken([
            [isFilled, 'Enter your home postcode'],
            [(value) => UK_POSTCODE_PATTERN.test(value), 'Enter a real postcode, like SW1A 1AA'],
          ]),
        )
        .transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`),
      ncdYears: z
        .string()
        .check(
          firstBroken([
            [
              (value) => /^\d+$/.test(value) && Number(value) <= MAX_NCD_YEARS,
              'Select how many years of no-claims discount you have',
            ],
          ]),
        )
        .transform(Number),
      coverStartDate: dateFromParts({
        empty: 'Enter the date you want your cover to start',
        name: 'Cover start date',
        yearExample: today.slice(0, 4),
      }).check((payload) => {
        if (payload.value < today) {
          payload.issues.push({
            code: 'custom',
            message: 'Cover start date must be today or in the future',
            input: payload.value,
          });
        } else if (payload.value > latestCoverStart) {
          payload.issues.push({
            code: 'custom',
            message: `Cover start date must be within the next ${COVER_START_MAX_DAYS_AHEAD} days`,
            input: payload.value,
          });
        }
      }),
    })
    .superRefine(
      (answers, ctx) => {
        // §5.1 / §5.4: drivers are 17 to 99, and what matters is their age when the cover starts.
        const age = ageOn(answers.dateOfBirth, answers.coverStartDate);
        if (age < driverAge.min) {
          ctx.addIssue({
            code: 'custom',
            path: ['dateOfBirth'],
            message: `You must be ${driverAge.min} or older on the date your cover starts`,
          });
        } else if (age > driverAge.max) {
          ctx.addIssue({
            code: 'custom',
            path: ['dateOfBirth'],
            message: `You must be ${driverAge.max} or younger on the date your cover starts`,
          });
        }
      },
      {
        // Run the age rule as soon as both dates are usable, rather than only once every other
        // answer is right, so the customer sees all their problems in one go.
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'dateOfBirth' || issue.path?.[0] === 'coverStartDate',
          ),
      },
    );
}

export type StartQuoteFormSchema = ReturnType<typeof createStartQuoteFormSchema>;
/** What the inputs hold (all text). */
export type StartQuoteFormValues = z.input<StartQuoteFormSchema>;
/** The answers once valid, in the shapes the quote uses. */
export type StartQuoteAnswers = z.output<StartQuoteFormSchema>;

/** Empty answers, except the cover start date, which §3.13 defaults to today. */
export function defaultStartQuoteFormValues(today: string): StartQuoteFormValues {
  return {
    registrationNumber: '',
    estimatedValue: '',
    firstName: '',
    lastName: '',
    dateOfBirth: { day: '', month: '', year: '' },
    postcode: '',
    ncdYears: '',
    coverStartDate: isoDateToParts(today),
  };
}
