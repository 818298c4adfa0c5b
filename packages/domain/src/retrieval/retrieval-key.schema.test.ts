import { describe, expect, it } from 'vitest';
import { QUOTE_REFERENCE_FORMAT_MESSAGE } from '../shared/messages.ts';
import {
  RetrievalKeySchema,
  WebReferenceSchema,
  WrapUpResponseSchema,
  normaliseWebReference,
} from './retrieval-key.schema.ts';

const key = {
  webReference: '00000-00000-00000',
  postcode: 'AB1 2CD',
  dateOfBirth: '1980-05-04',
  lastName: 'Smith',
};

describe('RetrievalKeySchema (§3.10, §5.2)', () => {
  it.each(['00000-00000-00000', '1234-123456-1234', '1-1-1', '12345678-12345678-12345678'])(
    'accepts the quote reference %s',
    (webReference) => {
      expect(RetrievalKeySchema.safeParse({ ...key, webReference }).success).toBe(true);
    },
  );

  it.each([
    'directQuote',
    '00000-00000',
    '0000a-00000-00000',
    '00000-00000-00000-1',
    '',
    // Decision 034 item 3: bounded, so a stranger's 3,000 digits never reach a database index.
    '123456789-00000-00000',
    `${'1'.repeat(1000)}-${'2'.repeat(1000)}-${'3'.repeat(1000)}`,
  ])('refuses %j with the §5.2 message', (webReference) => {
    const result = RetrievalKeySchema.safeParse({ ...key, webReference });
    // Told once: an over-long reference is not refused a second time by the pattern.
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      QUOTE_REFERENCE_FORMAT_MESSAGE,
    ]);
  });

  // Issue 18 item 4: a reference is read however it is typed, the same way by web and server.
  it.each([
    ['with spaces for hyphens', '12345 67890 13579', '12345-67890-13579'],
    ['with spaces around the hyphens', ' 12345 - 67890 - 13579 ', '12345-67890-13579'],
    ['without hyphens', '123456789013579', '12345-67890-13579'],
    ['with en dashes', '12345\u201367890\u201313579', '12345-67890-13579'],
    ['with em dashes', '12345\u201467890\u201413579', '12345-67890-13579'],
    ['with minus signs', '12345\u221267890\u221213579', '12345-67890-13579'],
    [
      'with a non-breaking space and a figure dash',
      '12345\u00a067890\u201213579',
      '12345-67890-13579',
    ],
    ['with double hyphens', '1234--123456--1234', '1234-123456-1234'],
    ['in the §5.2 other form with spaces', '1234 123456 1234', '1234-123456-1234'],
  ])('reads a reference typed %s (%j)', (_how, typed, held) => {
    expect(normaliseWebReference(typed)).toBe(held);
    expect(WebReferenceSchema.parse(typed)).toBe(held);
    expect(RetrievalKeySchema.parse({ ...key, webReference: typed }).webReference).toBe(held);
  });

  it.each(['12345678901234', '1234567890123456', '12345 67890', 'ABCDE-12345-12345'])(
    'still refuses %j, which cannot be read as a reference',
    (webReference) => {
      expect(WebReferenceSchema.safeParse(webReference).error?.issues[0]?.message).toBe(
        QUOTE_REFERENCE_FORMAT_MESSAGE,
      );
    },
  );

  it.each([
    ['dateOfBirth', '04/05/1980'],
    ['postcode', ''],
    ['lastName', ''],
  ])('refuses %s %j', (field, value) => {
    expect(RetrievalKeySchema.safeParse({ ...key, [field]: value }).success).toBe(false);
  });
});

describe('WrapUpResponseSchema (§7.4, §8)', () => {
  it('refuses a response without a token: it counts as an error', () => {
    expect(WrapUpResponseSchema.safeParse({ policyNumber: 'VAN123' }).success).toBe(false);
    expect(WrapUpResponseSchema.safeParse({ token: '', policyNumber: 'VAN123' }).success).toBe(
      false,
    );
    expect(WrapUpResponseSchema.safeParse({ token: 't', policyNumber: 'VAN123' }).success).toBe(
      true,
    );
  });
});
