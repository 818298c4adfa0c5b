import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from './default-direct-quote.ts';
import { currentOpexCodes } from './opex-codes.ts';
import type { Quote } from './quote.schema.ts';

function quoteWithApplied(...tiers: string[][]): Quote {
  const quote = createDefaultDirectQuote('2026-11-22');
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventsRelated: tiers.map((codes) => ({
        risk: quote.policy.eventCurrent.risk,
        result: {
          allOptionalExtensions: { appliedOptionalExtensions: codes.map((code) => ({ code })) },
        },
      })),
    },
  };
}

describe('currentOpexCodes (§4.4)', () => {
  it('is empty for a quote not yet priced', () => {
    expect(currentOpexCodes(createDefaultDirectQuote('2026-11-22'))).toEqual([]);
  });

  it('gathers the applied codes of every tier once each, without integrated ones', () => {
    const quote = quoteWithApplied(['BDV1O', 'LEGALI'], ['BDV1O', 'TOOLS1O'], ['KEYSI']);
    expect(currentOpexCodes(quote)).toEqual(['BDV1O', 'TOOLS1O']);
  });
});
