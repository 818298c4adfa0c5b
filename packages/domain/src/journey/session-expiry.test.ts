import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { ExpiredSessionSchema, expiredSessionOf } from './session-expiry.ts';

function quoteWith(webReference: string, sourceOfBusiness?: string): Quote {
  const quote = createDefaultDirectQuote('2026-11-22');
  return { ...quote, policy: { ...quote.policy, webReference, sourceOfBusiness } };
}

describe('expiredSessionOf (§2.6 Session expired)', () => {
  it('keeps the quote reference and source of business of a created quote', () => {
    expect(expiredSessionOf(quoteWith('12345-67890-12345', '115'))).toEqual({
      quoteReference: '12345-67890-12345',
      sourceOfBusiness: '115',
    });
  });

  it("keeps no reference for a direct quote not yet created ('directQuote', §4.4)", () => {
    expect(expiredSessionOf(quoteWith('directQuote', 'Website'))).toEqual({
      sourceOfBusiness: 'Website',
    });
  });

  it('keeps nothing when no quote was held', () => {
    expect(expiredSessionOf(null)).toEqual({});
  });

  it('refuses an empty reference when read back from history', () => {
    expect(ExpiredSessionSchema.safeParse({ quoteReference: '' }).success).toBe(false);
  });
});
