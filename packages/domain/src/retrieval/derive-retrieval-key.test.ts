import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { deriveRetrievalKey } from './derive-retrieval-key.ts';

function createdQuote() {
  const quote = createDefaultDirectQuote('2026-11-22');
  quote.policy.webReference = '12345-67890-12345';
  const proposer = quote.policy.eventCurrent.risk.proposer;
  proposer.dateOfBirth = '1980-05-17';
  proposer.name = { forenames: 'Sam', surname: 'Taylor' };
  proposer.correspondenceAddress = { postcode: 'LS1 4AP' };
  return quote;
}

describe('deriveRetrievalKey', () => {
  it('takes the reference, postcode, date of birth and last name from the quote (§3.10)', () => {
    expect(deriveRetrievalKey(createdQuote())).toEqual({
      webReference: '12345-67890-12345',
      postcode: 'LS1 4AP',
      dateOfBirth: '1980-05-17',
      lastName: 'Taylor',
    });
  });

  it('is undefined while the quote is still the default direct quote', () => {
    expect(deriveRetrievalKey(createDefaultDirectQuote('2026-11-22'))).toBeUndefined();
  });
});
