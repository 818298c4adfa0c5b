import { createDefaultDirectQuote, type Quote } from '@van/domain';
import { describe, expect, it } from 'vitest';
import { pricedQuote } from '../../testing/fixtures';
import { otherTierPrices, selectedTierResult } from './quote-prices';

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

describe('otherTierPrices', () => {
  it.each([
    [
      'orders the other tiers by totalPayable ascending (§4.4)',
      { PLATINUM: 1021, VAN: 612.34, SILVER: 745.5, GOLD: 689.99 },
      [
        { productIdentifier: 'GOLD', totalPayable: 689.99 },
        { productIdentifier: 'SILVER', totalPayable: 745.5 },
        { productIdentifier: 'PLATINUM', totalPayable: 1021 },
      ],
    ],
    ['is empty when only VAN is priced', { VAN: 612.34 }, []],
    [
      'leaves out a tier without a price',
      { VAN: 612.34, GOLD: undefined, SILVER: 700 },
      [{ productIdentifier: 'SILVER', totalPayable: 700 }],
    ],
  ])('%s', (_name, prices, expected) => {
    expect(otherTierPrices(pricedQuote(risk, { prices }))).toEqual(expected);
  });
});
