import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { pricedQuote } from '../../testing/fixtures';
import { selectedTierResult } from './quote-prices';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

describe('selectedTierResult', () => {
  it('is the VAN entry of eventsRelated (§4.4: the selected tier is always VAN)', () => {
    const quote = pricedQuote(risk, { prices: { SILVER: 500, VAN: 612.34, GOLD: 700 } });
    expect(selectedTierResult(quote)?.premiumDetails?.totalPayable).toBe(612.34);
  });

  it('falls back to the current event’s result when no related event is VAN', () => {
    const quote: Quote = {
      ...pricedQuote(risk, { prices: { VAN: 612.34 } }),
    };
    quote.policy = { ...quote.policy, eventsRelated: [] };
    expect(selectedTierResult(quote)?.premiumDetails?.totalPayable).toBe(612.34);
  });
});
