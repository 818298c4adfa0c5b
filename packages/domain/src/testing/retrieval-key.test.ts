import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { completedDirectQuote } from './completed-direct-quote.ts';
import { retrievalKeyOf } from './retrieval-key.ts';

describe('retrievalKeyOf', () => {
  it('gives the reference, last name, date of birth and postcode the customer types (§3.10)', () => {
    const quote = completedDirectQuote('2026-11-22');
    quote.policy.webReference = '12345-67890-12345';
    expect(retrievalKeyOf(quote)).toEqual({
      webReference: '12345-67890-12345',
      lastName: "O'Neill",
      dateOfBirth: '1980-05-17',
      postcode: 'LS1 4AP',
    });
  });

  it('refuses a quote whose driver details are not answered yet, rather than send half a key', () => {
    expect(() => retrievalKeyOf(createDefaultDirectQuote('2026-11-22'))).toThrow(
      'the test quote has no retrieval key',
    );
  });
});
