import { AddressFormSchema, DatePartsSchema, toIsoDateFromParts } from '@van/domain/forms';
import { FIELD_LIMITS } from '@van/domain/reference-data';
import { WebReferenceSchema, type RetrievalKey } from '@van/domain/retrieval';
import { z } from 'zod';
import { retrieveCopy as copy } from '../../content/retrieve';

// §3.10 / §5.1: the retrieve form asks for the four details of a retrieval key. The spec gives only
// the reference's format message (§5.2). A detail refused here costs no try towards the lock-out,
// so what is surely a typing slip (a reference or postcode of the wrong shape) is caught here; the
// last name is only required, as a quote from a comparison site may spell it in ways our own
// driver-details page would not take.

/** Day, month and year all left empty: the date was not given at all. */
function isBlankDate(parts: Record<string, unknown>): boolean {
  return Object.values(parts).every((part) => part === undefined);
}

export const RetrieveFormSchema = z.object({
  webReference: z
    .string({ error: copy.referenceRequired })
    .trim()
    .min(1, copy.referenceRequired)
    .pipe(WebReferenceSchema),
  lastName: z
    .string({ error: copy.lastNameRequired })
    .trim()
    .min(1, copy.lastNameRequired)
    .max(FIELD_LIMITS.lastName.maxLength, copy.lastNameTooLong(FIELD_LIMITS.lastName.maxLength)),
  dateOfBirth: z
    .object({ day: z.unknown(), month: z.unknown(), year: z.unknown() })
    // Three empty boxes are one missing answer, not three bad parts.
    .transform((parts) => (isBlankDate(parts) ? null : parts))
    .pipe(
      DatePartsSchema.nullable().refine((parts) => parts !== null, {
        error: copy.dateOfBirthRequired,
      }),
    ),
  postcode: AddressFormSchema.shape.postcode,
});
export type RetrieveFormInput = z.input<typeof RetrieveFormSchema>;
export type RetrieveForm = z.output<typeof RetrieveFormSchema>;

/** The retrieval key the answers make; the server compares the details as a person types them. */
export function retrievalKeyFromForm(form: RetrieveForm): RetrievalKey {
  return {
    webReference: form.webReference,
    lastName: form.lastName,
    dateOfBirth: toIsoDateFromParts(form.dateOfBirth),
    postcode: form.postcode,
  };
}
