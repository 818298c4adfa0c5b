import { describe, expect, it } from 'vitest';
import { alreadyPurchasedMessage, readAlreadyPurchased } from './already-purchased.ts';

describe("§8 the aggregator exchange's 'already purchased' message", () => {
  it('carries the policy number as JSON text with a policyNumber key', () => {
    expect(JSON.parse(alreadyPurchasedMessage('VAN0001234'))).toEqual({
      policyNumber: 'VAN0001234',
    });
    expect(JSON.parse(alreadyPurchasedMessage(null))).toEqual({ policyNumber: null });
  });

  it.each([
    ['a policy number', '{"policyNumber":"VAN0001234"}', { policyNumber: 'VAN0001234' }],
    ['no number yet', '{"policyNumber":null}', { policyNumber: null }],
    ['an empty number', '{"policyNumber":""}', { policyNumber: null }],
    ['a number of the wrong type', '{"policyNumber":42}', { policyNumber: null }],
    ['more keys beside it', '{"policyNumber":"P1","other":1}', { policyNumber: 'P1' }],
  ])('reads a message with %s as purchased', (_case, message, read) => {
    expect(readAlreadyPurchased(message)).toEqual(read);
  });

  it.each([
    ['plain words', 'This quote has already been bought.'],
    ['JSON without the key', '{"policy":"P1"}'],
    ['JSON that is not an object', '"policyNumber"'],
    ['null', 'null'],
    ['an empty message', ''],
  ])('reads a message of %s as an ordinary refusal', (_case, message) => {
    expect(readAlreadyPurchased(message)).toBeUndefined();
  });
});
