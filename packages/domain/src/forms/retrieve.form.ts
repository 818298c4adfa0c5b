import { z } from 'zod';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { WebReferenceSchema, type RetrievalKey } from '../retrieval/retrieval-key.schema.ts';
import { DatePartsSchema, toIsoDateFromParts } from './date-parts.ts';
import { AddressFormSchema } from './driver-details.form.ts';

// §3.10 / §5.1: the retrieve screen asks for the four details of a retrieval key. The spec gives
// only the reference's format message (§5.2). A detail refused here costs no try towards the
// lock-out (decision 011), so what is surely a typing slip (a reference or postcode of the wrong
// shape) is caught here; the last name is only required, as a quote from a comparison site may
// spell it in ways our own driver-details screen would not take.

const REFERENCE_REQUIRED = 'Please enter your quote reference';
const LAST_NAME_REQUIRED = 'Please enter your last name';
const DATE_OF_BIRTH_REQUIRED = 'Please enter your date of birth';

/** Day, month and year all left empty: the date was not given at all. */
function isBlankDate(parts: Record<string, unknown>): boolean {
  return Object.values(parts).every((part) => part === undefined);
}

/**
 * What the retrieve screen submits: the quote reference (§5.2), last name (at most its §5.1
 * length), date of birth (a real date; three empty boxes are one missing answer) and the postcode
 * as the driver-details form checks it. Trims the reference and the last name.
 */
export const RetrieveFormSchema = z.object({
  webReference: z
    .string({ error: REFERENCE_REQUIRED })
    .trim()
    .min(1, REFERENCE_REQUIRED)
    .pipe(WebReferenceSchema),
  lastName: z
    .string({ error: LAST_NAME_REQUIRED })
    .trim()
    .min(1, LAST_NAME_REQUIRED)
    .max(
      FIELD_LIMITS.lastName.maxLength,
      `Your last name must be ${FIELD_LIMITS.lastName.maxLength} characters or fewer`,
    ),
  dateOfBirth: z
    .object({ day: z.unknown(), month: z.unknown(), year: z.unknown() })
    // Three empty boxes are one missing answer, not three bad parts.
    .transform((parts) => (isBlankDate(parts) ? null : parts))
    .pipe(
      DatePartsSchema.nullable().refine((parts) => parts !== null, {
        error: DATE_OF_BIRTH_REQUIRED,
      }),
    ),
  postcode: AddressFormSchema.shape.postcode,
});
export type RetrieveFormInput = z.input<typeof RetrieveFormSchema>;
export type RetrieveForm = z.output<typeof RetrieveFormSchema>;

/**
 * The retrieval key (§3.10) the answers make, the date of birth as yyyy-MM-dd. The other details
 * are sent as typed: the quote service normalises case and spacing itself before comparing
 * (decision 011).
 */
export function retrievalKeyFromForm(form: RetrieveForm): RetrievalKey {
  return {
    webReference: form.webReference,
    lastName: form.lastName,
    dateOfBirth: toIsoDateFromParts(form.dateOfBirth),
    postcode: form.postcode,
  };
}
