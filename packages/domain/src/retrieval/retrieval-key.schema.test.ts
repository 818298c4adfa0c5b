import { describe, expect, it } from 'vitest';
import { QUOTE_REFERENCE_FORMAT_MESSAGE } from '../shared/messages.ts';
import { RetrievalKeySchema, WrapUpResponseSchema } from './retrieval-key.schema.ts';

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
