import { describe, expect, it } from 'vitest';
import { alreadyPurchasedMessage, readAlreadyPurchased } from './already-purchased.ts';

describe("§8 the aggregator exchange's 'already purchased' message", () => {
  it('carries the policy number as JSON text with a policyNumber key, and the source of business', () => {
    expect(
      JSON.parse(alreadyPurchasedMessage({ policyNumber: 'VAN0001234', sourceOfBusiness: '115' })),
    ).toEqual({ policyNumber: 'VAN0001234', sourceOfBusiness: '115' });
    expect(
      JSON.parse(alreadyPurchasedMessage({ policyNumber: null, sourceOfBusiness: null })),
    ).toEqual({ policyNumber: null, sourceOfBusiness: null });
  });

  it('reads back what it wrote', () => {
    const purchased = { policyNumber: 'VAN0001234', sourceOfBusiness: '115' };
    expect(readAlreadyPurchased(alreadyPurchasedMessage(purchased))).toEqual(purchased);
  });

  it.each([
    [
      'a policy number',
      '{"policyNumber":"VAN0001234"}',
      { policyNumber: 'VAN0001234', sourceOfBusiness: null },
    ],
    ['no number yet', '{"policyNumber":null}', { policyNumber: null, sourceOfBusiness: null }],
    ['an empty number', '{"policyNumber":""}', { policyNumber: null, sourceOfBusiness: null }],
    [
      'a number of the wrong type',
      '{"policyNumber":42}',
      { policyNumber: null, sourceOfBusiness: null },
    ],
    [
      'more keys beside it',
      '{"policyNumber":"P1","other":1}',
      { policyNumber: 'P1', sourceOfBusiness: null },
    ],
    [
      'a source of business',
      '{"policyNumber":"P1","sourceOfBusiness":"115"}',
      { policyNumber: 'P1', sourceOfBusiness: '115' },
    ],
    [
      'a source of business of the wrong type',
      '{"policyNumber":"P1","sourceOfBusiness":115}',
      { policyNumber: 'P1', sourceOfBusiness: null },
    ],
  ])('reads a message with %s as purchased', (_case, message, read) => {
    expect(readAlreadyPurchased(message)).toEqual(read);
  });

  it.each([
    ['plain words', 'This quote has already been bought.'],
    ['JSON without the key', '{"policy":"P1"}'],
    ['JSON with a source of business but no policyNumber key', '{"sourceOfBusiness":"115"}'],
    ['JSON that is not an object', '"policyNumber"'],
    ['null', 'null'],
    ['an empty message', ''],
  ])('reads a message of %s as an ordinary refusal', (_case, message) => {
    expect(readAlreadyPurchased(message)).toBeUndefined();
  });
});
