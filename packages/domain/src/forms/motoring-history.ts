import { z } from 'zod';
import { ageOn } from '../shared/dates.ts';
import { CLAIMS_AND_CONVICTIONS_YEARS, FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { CONVICTIONS } from '../reference-data/lists/convictions.ts';
import type { Conviction } from '../risk/person.schema.ts';
import { driverAnswerMessages, type DriverWho } from './driver-answer-messages.ts';
import { datePartsSchema, optionalDateParts, toIsoDateFromParts } from './date-parts.ts';

// §5.1: claims and convictions are considered over a 5-year range; licence points 0-12.

const CONVICTION_CODES = new Set(CONVICTIONS.map((item) => item.code));

/**
 * A date in the last CLAIMS_AND_CONVICTIONS_YEARS years up to `today`: less than 5 full years
 * before today (ageOn counts full years, so 5 years ago to the day is outside the range). Left
 * empty, the error names the question: 'Enter the date of the claim' (issue 18 item 4).
 */
export function withinLastFiveYearsSchema(today: string, what: 'claim' | 'conviction') {
  return datePartsSchema(`Enter the date of the ${what}`)
    .refine((parts) => toIsoDateFromParts(parts) <= today, {
      error: `The ${what} date cannot be in the future`,
      abort: true,
    })
    .refine((parts) => ageOn(toIsoDateFromParts(parts), today) < CLAIMS_AND_CONVICTIONS_YEARS, {
      error: `Only tell us about anything in the last ${CLAIMS_AND_CONVICTIONS_YEARS} years`,
    });
}

/**
 * One motoring conviction as a screen submits it (§3.7), dated within the last 5 years; its
 * errors are about `who` (decision 054).
 */
export function convictionEntrySchema(today: string, who: DriverWho = 'you') {
  return z.object({
    code: z
      .string({ error: 'Please choose the conviction' })
      .refine((code) => CONVICTION_CODES.has(code), 'Please choose the conviction from the list'),
    convictionDate: withinLastFiveYearsSchema(today, 'conviction'),
    pointsOnLicence: z
      .number({ error: driverAnswerMessages(who).pointsOnLicence })
      .int()
      .min(FIELD_LIMITS.licencePoints.min, 'Points must be between 0 and 12')
      .max(FIELD_LIMITS.licencePoints.max, 'Points must be between 0 and 12'),
    fineAmount: z.number().nonnegative('The fine cannot be negative').optional(),
    disqualificationMonths: z.number().int().nonnegative('Months cannot be negative').optional(),
  });
}
export type ConvictionEntry = z.infer<ReturnType<typeof convictionEntrySchema>>;

/** The stored §3.7 conviction of an entry (only the fields given). */
export function convictionFromEntry(entry: ConvictionEntry): Conviction {
  return {
    code: entry.code,
    convictionDate: toIsoDateFromParts(entry.convictionDate),
    pointsOnLicence: entry.pointsOnLicence,
    ...(entry.fineAmount !== undefined ? { fineAmount: entry.fineAmount } : {}),
    ...(entry.disqualificationMonths !== undefined
      ? { disqualificationMonths: entry.disqualificationMonths }
      : {}),
  };
}

/** The entry a stored conviction shows as; fields the screen does not ask are left out. */
export function entryFromConviction(conviction: Conviction): Partial<ConvictionEntry> {
  const convictionDate = optionalDateParts(conviction.convictionDate);
  return {
    ...(conviction.code !== undefined ? { code: conviction.code } : {}),
    ...(convictionDate ? { convictionDate } : {}),
    ...(conviction.pointsOnLicence !== undefined
      ? { pointsOnLicence: conviction.pointsOnLicence }
      : {}),
    ...(conviction.fineAmount !== undefined ? { fineAmount: conviction.fineAmount } : {}),
    ...(conviction.disqualificationMonths !== undefined
      ? { disqualificationMonths: conviction.disqualificationMonths }
      : {}),
  };
}
