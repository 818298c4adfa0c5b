import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { QUOTE_REFERENCE_FORMAT_MESSAGE } from '../shared/messages.ts';
import { RetrieveFormSchema, retrievalKeyFromForm } from './retrieve.form.ts';

const TYPED = {
  webReference: ' 12345-67890-12345 ',
  lastName: ' okafor ',
  dateOfBirth: { day: 27, month: 3, year: 1985 },
  postcode: 'ls14ap',
};

function messagesFor(form: unknown): Record<string, string> {
  const result = RetrieveFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('RetrieveFormSchema', () => {
  it.each(['12345 67890 12345', '123456789012345', '12345\u201367890\u201412345'])(
    'reads the reference %j as 12345-67890-12345, however it is typed',
    (webReference) => {
      expect(RetrieveFormSchema.parse({ ...TYPED, webReference }).webReference).toBe(
        '12345-67890-12345',
      );
    },
  );

  it('asks for every detail left out, a date of three empty boxes as one missing answer', () => {
    expect(
      messagesFor({ dateOfBirth: { day: undefined, month: undefined, year: undefined } }),
    ).toEqual({
      webReference: 'Please enter your quote reference',
      lastName: 'Please enter your last name',
      dateOfBirth: 'Please enter your date of birth',
      postcode: 'Please enter your postcode',
    });
  });

  it.each([
    [
      'a reference of the wrong shape (§5.2)',
      { webReference: '12345' },
      'webReference',
      QUOTE_REFERENCE_FORMAT_MESSAGE,
    ],
    ['a last name of spaces only', { lastName: '   ' }, 'lastName', 'Please enter your last name'],
    [
      'a last name over its §5.1 length',
      { lastName: 'x'.repeat(FIELD_LIMITS.lastName.maxLength + 1) },
      'lastName',
      `Your last name must be ${FIELD_LIMITS.lastName.maxLength} characters or fewer`,
    ],
    [
      'a date that does not exist',
      { dateOfBirth: { day: 31, month: 2, year: 1985 } },
      'dateOfBirth',
      'Enter a real date, for example 27 3 2007',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(messagesFor({ ...TYPED, ...change })).toEqual({ [field]: message });
  });

  it('takes the details as typed, the reference and last name trimmed', () => {
    const form = RetrieveFormSchema.parse(TYPED);
    expect(form).toMatchObject({ webReference: '12345-67890-12345', lastName: 'okafor' });
  });
});

describe('retrievalKeyFromForm', () => {
  it('makes the retrieval key (§3.10), the date of birth as yyyy-MM-dd', () => {
    expect(retrievalKeyFromForm(RetrieveFormSchema.parse(TYPED))).toEqual({
      webReference: '12345-67890-12345',
      lastName: 'okafor',
      dateOfBirth: '1985-03-27',
      postcode: RetrieveFormSchema.parse(TYPED).postcode,
    });
  });
});
