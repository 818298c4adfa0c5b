import { createHmac } from 'node:crypto';
import type { CreditCheckApplicant } from './credit-check.port.ts';

// Decision 033 item 2: a check's outcome holds only for the facts it checked. The facts are kept as a
// keyed hash (HMAC-SHA256 under a server secret), never as text: the table holds no personal data,
// and without the secret nobody can test a guessed name against it. A per-row salt would do the
// same but could not be looked up or kept unique, so two racing attempts could not share a row.

/**
 * The canonical form's version, hashed with the facts: a change to what is hashed or how it is
 * normalised gives new fingerprints (so a new check), never one equal to an older form's.
 */
const FINGERPRINT_VERSION = 'applicant-check/v1';

/** Free text (names, address lines): Unicode compatibility form, case, and spacing ignored. */
function text(value: string | undefined): string {
  return (value ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A postcode: case and every space ignored ('ls1 4ap', 'LS14AP' and 'LS1  4AP' are one). */
function postcode(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** A sort code or account number: its digits ('08-99-99' and '08 99 99' are one). */
function digits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * The facts a check answers for, in a fixed order and normalised so that a cosmetic difference
 * (case, spaces, a postcode's or sort code's spacing) gives the same list: the proposer's title,
 * forenames, surname, date of birth, house, address lines and postcode, and for MONTHLY_DD the
 * bank account's sort code and account number (an annual card payment's check never includes one).
 * Any other difference, however small, gives a different list.
 */
export function checkedFacts(applicant: CreditCheckApplicant): readonly string[] {
  const { address } = applicant;
  const account = applicant.purpose === 'MONTHLY_DD' ? applicant.bankAccount : undefined;
  return [
    FINGERPRINT_VERSION,
    applicant.purpose,
    text(applicant.title),
    text(applicant.forenames),
    text(applicant.surname),
    applicant.dateOfBirth.trim(),
    text(address.houseNameOrNumber),
    text(address.addressLine1),
    text(address.addressLine2),
    postcode(address.postcode),
    digits(account?.sortCode),
    digits(account?.accountNumber),
  ];
}

/**
 * The applicant's fingerprint: HMAC-SHA256 under `secret` of checkedFacts, as 64 hex digits.
 * Equal for the same facts (cosmetic differences aside), different for any other change; it
 * reveals nothing of the facts without the secret.
 */
export function applicantFingerprint(applicant: CreditCheckApplicant, secret: string): string {
  // JSON of an array of strings: no choice of separator can make two lists hash alike.
  return createHmac('sha256', secret)
    .update(JSON.stringify(checkedFacts(applicant)))
    .digest('hex');
}
