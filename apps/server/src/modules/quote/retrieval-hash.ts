import { createHash } from 'node:crypto';

export interface RetrievalDetails {
  lastName: string;
  dateOfBirth: string;
  postcode: string;
}

/**
 * The details as a person might type them, made comparable: case, spacing and the kind of
 * apostrophe or hyphen do not matter ("O’Neill-Smith " = "o'neill - smith"; "ls14ap" = "LS1 4AP").
 */
export function normaliseRetrievalDetails({
  lastName,
  dateOfBirth,
  postcode,
}: RetrievalDetails): string {
  const name = lastName
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s*([-'])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const code = postcode.toUpperCase().replace(/\s+/g, '');
  return `${name}|${dateOfBirth}|${code}`;
}

/**
 * A salted one-way hash of the retrieval details, stored with the quote. Salted with the quote
 * reference so equal details on two quotes do not hash alike.
 */
export function retrievalHash(webReference: string, details: RetrievalDetails): string {
  return createHash('sha256')
    .update(`${webReference}|${normaliseRetrievalDetails(details)}`)
    .digest('hex');
}
