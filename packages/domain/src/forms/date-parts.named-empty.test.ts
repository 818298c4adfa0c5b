import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { additionalDriverFormSchema } from './additional-driver.form.ts';
import { carDetailsFormSchema } from './car-details.form.ts';
import { coverDetailsFormSchema } from './cover-details.form.ts';
import { driverDetailsFormSchema } from './driver-details.form.ts';
import { claimEntrySchema, licenceDetailsFormSchema } from './licence-details.form.ts';
import { convictionEntrySchema } from './motoring-history.ts';

// Issue 18 item 4: every date question left with three empty boxes names the question, through
// datePartsSchema(emptyMessage), never "Enter the day as a number". The web sends an empty box as
// undefined (asNumber), so three empty boxes arrive as an object of undefined parts.

const TODAY = '2026-03-10';
const EMPTY_DATE = { day: undefined, month: undefined, year: undefined };
const NO_VAN_DATA_FLAGGED = { transmission: false, doors: false, fuel: false };

/** The messages a schema gives at `path` for `input`. */
function messagesAt(schema: z.ZodType, input: unknown, path: ReadonlyArray<string | number>) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}

describe('an empty date names its question', () => {
  it.each([
    [
      'the date of a claim',
      claimEntrySchema(TODAY),
      { claimDate: EMPTY_DATE },
      ['claimDate'],
      'Enter the date of the claim',
    ],
    [
      'the date of a conviction',
      convictionEntrySchema(TODAY),
      { convictionDate: EMPTY_DATE },
      ['convictionDate'],
      'Enter the date of the conviction',
    ],
    [
      'the date cover starts',
      coverDetailsFormSchema(TODAY),
      { coverStartDate: EMPTY_DATE },
      ['coverStartDate'],
      'Enter the date your cover starts',
    ],
    [
      'the date the van was bought',
      carDetailsFormSchema(TODAY, NO_VAN_DATA_FLAGGED),
      { datePurchased: EMPTY_DATE },
      ['datePurchased'],
      'Please tell us when you bought the van',
    ],
    [
      "the proposer's date of birth",
      driverDetailsFormSchema(TODAY, TODAY),
      { dateOfBirth: EMPTY_DATE },
      ['dateOfBirth'],
      'Enter your date of birth',
    ],
    [
      "an additional driver's date of birth",
      additionalDriverFormSchema(TODAY),
      { dateOfBirth: EMPTY_DATE },
      ['dateOfBirth'],
      "Enter the driver's date of birth",
    ],
    [
      "an additional driver's licence date",
      additionalDriverFormSchema(TODAY),
      { dateObtained: EMPTY_DATE },
      ['dateObtained'],
      'Enter the date the driver got their licence',
    ],
    [
      "an additional driver's claim date",
      additionalDriverFormSchema(TODAY),
      { claims: [{ claimDate: EMPTY_DATE }] },
      ['claims', 0, 'claimDate'],
      'Enter the date of the claim',
    ],
    [
      "the proposer's claim date",
      licenceDetailsFormSchema(TODAY),
      { claims: [{ claimDate: EMPTY_DATE }] },
      ['claims', 0, 'claimDate'],
      'Enter the date of the claim',
    ],
    [
      "the proposer's conviction date",
      driverDetailsFormSchema(TODAY, TODAY),
      { convictions: [{ convictionDate: EMPTY_DATE }] },
      ['convictions', 0, 'convictionDate'],
      'Enter the date of the conviction',
    ],
  ] as const)('%s', (_question, schema, input, path, message) => {
    expect(messagesAt(schema, input, path)).toEqual([message]);
  });

  it('says which part is missing when only some boxes are empty', () => {
    expect(
      messagesAt(
        coverDetailsFormSchema(TODAY),
        { coverStartDate: { day: 12, month: undefined, year: 2026 } },
        ['coverStartDate'],
      ),
    ).toEqual(['The date must include a month']);
  });

  it('still checks the date itself once given', () => {
    expect(
      messagesAt(claimEntrySchema(TODAY), { claimDate: { day: 1, month: 1, year: 2027 } }, [
        'claimDate',
      ]),
    ).toEqual(['The claim date cannot be in the future']);
  });
});
