import { describe, expect, it } from 'vitest';
import { applicantFingerprint, checkedFacts } from './applicant-fingerprint.ts';
import type { CreditCheckApplicant } from './credit-check.port.ts';

const SECRET = 'a-test-secret-of-thirty-two-characters';

const SAM: CreditCheckApplicant = {
  purpose: 'MONTHLY_DD',
  title: 'Mr',
  forenames: 'Sam James',
  surname: "O'Neill",
  dateOfBirth: '1980-05-17',
  address: {
    houseNameOrNumber: 'Flat 2',
    addressLine1: 'Park Row',
    addressLine2: 'City Centre',
    postcode: 'LS1 4AP',
  },
  bankAccount: { sortCode: '089999', accountNumber: '66374958' },
};

type Change = (applicant: CreditCheckApplicant) => CreditCheckApplicant;
const name =
  (fields: Partial<CreditCheckApplicant>): Change =>
  (applicant) => ({ ...applicant, ...fields });
const address =
  (fields: Partial<CreditCheckApplicant['address']>): Change =>
  (applicant) => ({ ...applicant, address: { ...applicant.address, ...fields } });
const account =
  (fields: Partial<NonNullable<CreditCheckApplicant['bankAccount']>>): Change =>
  (applicant) => ({
    ...applicant,
    bankAccount: { ...applicant.bankAccount!, ...fields },
  });

const fingerprint = (applicant: CreditCheckApplicant) => applicantFingerprint(applicant, SECRET);

describe('applicantFingerprint', () => {
  it('is 64 hex digits, the same each time for the same facts', () => {
    const value = fingerprint(SAM);
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(SAM)).toBe(value);
  });

  it.each<[string, Change]>([
    ['the surname in capitals', name({ surname: "O'NEILL" })],
    ['the surname in lower case with spaces around', name({ surname: "  o'neill " })],
    ['the forenames with a double space', name({ forenames: 'Sam  James' })],
    ['the forenames with a tab and new line', name({ forenames: 'Sam\tJames\n' })],
    ['the title in lower case', name({ title: 'mr' })],
    ['the postcode without its space', address({ postcode: 'LS14AP' })],
    ['the postcode in lower case with extra spaces', address({ postcode: ' ls1  4ap ' })],
    ['an address line in capitals', address({ addressLine1: 'PARK ROW' })],
    ['the house with spaces around', address({ houseNameOrNumber: ' flat 2 ' })],
    ['the sort code with hyphens', account({ sortCode: '08-99-99' })],
    ['the sort code with spaces', account({ sortCode: '08 99 99' })],
    ['the account number with a space', account({ accountNumber: '6637 4958' })],
    ['the date of birth with spaces around', name({ dateOfBirth: ' 1980-05-17 ' })],
    ['full-width letters', name({ surname: "Ｏ'Ｎｅｉｌｌ" })],
  ])('is the same for %s (a cosmetic difference)', (_case, change) => {
    expect(fingerprint(change(SAM))).toBe(fingerprint(SAM));
  });

  it.each<[string, Change]>([
    ['another surname', name({ surname: 'Fraudcheck' })],
    ['a surname one letter longer', name({ surname: "O'Neills" })],
    ['a surname without its apostrophe', name({ surname: 'ONeill' })],
    ['the forenames without the space', name({ forenames: 'SamJames' })],
    ['another forename', name({ forenames: 'Samuel James' })],
    ['another title', name({ title: 'Dr' })],
    ['no title', name({ title: undefined })],
    ['another date of birth', name({ dateOfBirth: '1980-05-18' })],
    ['another house', address({ houseNameOrNumber: 'Flat 3' })],
    ['another first line', address({ addressLine1: 'Boar Lane' })],
    ['no second line', address({ addressLine2: undefined })],
    ['another postcode', address({ postcode: 'LS1 4AQ' })],
    ['another sort code', account({ sortCode: '202959' })],
    ['another account number', account({ accountNumber: '63748472' })],
    ['another purpose', name({ purpose: 'ANNUAL_CARD' })],
    // The fields are kept apart: moving text from one to the next is a change.
    [
      'text moved between the address lines',
      address({ addressLine1: 'Park Row City', addressLine2: 'Centre' }),
    ],
    ['text moved between the names', name({ forenames: 'Sam', surname: "James O'Neill" })],
  ])('differs for %s', (_case, change) => {
    expect(fingerprint(change(SAM))).not.toBe(fingerprint(SAM));
  });

  it('ignores a bank account given for an annual card payment (no credit, no account checked)', () => {
    const annual: CreditCheckApplicant = { ...SAM, purpose: 'ANNUAL_CARD' };
    const { bankAccount: _account, ...withoutAccount } = annual;
    expect(fingerprint(annual)).toBe(fingerprint(withoutAccount));
    expect(fingerprint(account({ sortCode: '202959' })(annual))).toBe(fingerprint(annual));
  });

  it('depends on the secret', () => {
    expect(applicantFingerprint(SAM, 'another-secret-of-32-characters!!')).not.toBe(
      fingerprint(SAM),
    );
  });
});

describe('checkedFacts', () => {
  it('lists the normalised facts in a fixed order', () => {
    expect(
      checkedFacts({
        ...SAM,
        surname: "  O'NEILL ",
        address: { ...SAM.address, postcode: 'ls1 4ap' },
        bankAccount: { sortCode: '08-99-99', accountNumber: '6637 4958' },
      }),
    ).toEqual([
      'applicant-check/v1',
      'MONTHLY_DD',
      'mr',
      'sam james',
      "o'neill",
      '1980-05-17',
      'flat 2',
      'park row',
      'city centre',
      'LS14AP',
      '089999',
      '66374958',
    ]);
  });
});
