import { describe, expect, it } from 'vitest';
import { normaliseRetrievalDetails, retrievalHash } from './retrieval-hash.ts';

const stored = { lastName: "O'Neill-Smith", dateOfBirth: '1980-05-17', postcode: 'LS1 4AP' };

describe('retrieval details', () => {
  it.each([
    ["o'neill-smith", 'LS1 4AP'],
    ['O’NEILL-SMITH', 'ls14ap'],
    ["  O'Neill - Smith ", ' ls1  4ap '],
    ["o'neill–smith", 'Ls1 4Ap'],
  ])('matches %j at %j the way a person types them', (lastName, postcode) => {
    const typed = { lastName, dateOfBirth: '1980-05-17', postcode };
    expect(normaliseRetrievalDetails(typed)).toBe(normaliseRetrievalDetails(stored));
    expect(retrievalHash('12345-12345-12345', typed)).toBe(
      retrievalHash('12345-12345-12345', stored),
    );
  });

  it.each([
    ['a different name', { ...stored, lastName: "O'Neil-Smith" }],
    ['a different date of birth', { ...stored, dateOfBirth: '1980-05-18' }],
    ['a different postcode', { ...stored, postcode: 'LS1 4AQ' }],
  ])('does not match %s', (_case, typed) => {
    expect(retrievalHash('12345-12345-12345', typed)).not.toBe(
      retrievalHash('12345-12345-12345', stored),
    );
  });

  it('hashes the same details differently on two quotes', () => {
    expect(retrievalHash('11111-11111-11111', stored)).not.toBe(
      retrievalHash('22222-22222-22222', stored),
    );
  });
});
