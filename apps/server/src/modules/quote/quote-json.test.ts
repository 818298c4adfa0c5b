import { createQuoteContract } from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import fc from 'fast-check';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compileSerializer } from '../../lib/compiled-serializer.ts';
import { variedPricedQuotes } from '../../lib/varied-quotes.fixtures.ts';
import { junk, mutate, paths, type Mutation } from '../../test/mutations.ts';
import { toQuoteJson } from './quote-json.ts';

/** The text today's answers were: zod's parse of the Quote, then JSON.stringify of its data. */
function zodJson(quote: unknown): string | undefined {
  const parsed = QuoteSchema.safeParse(quote);
  return parsed.success ? JSON.stringify(parsed.data) : undefined;
}

/** toQuoteJson's text, or undefined when it refuses the quote as a defect (and how it refused). */
function answered(quote: unknown): string | undefined {
  try {
    return toQuoteJson(quote as Quote, createQuoteContract);
  } catch (error) {
    expect(isResponseSerializationError(error as Error)).toBe(true);
    return undefined;
  }
}

const quotes = variedPricedQuotes(100);

describe('toQuoteJson', () => {
  it("serialises a quote exactly as the route's serializer would: in the schema's field order", () => {
    const quote = completedDirectQuote(ukToday(new Date()));
    // Fields out of the schema's order, and one the schema does not know: the answer drops it.
    const shuffled = {
      topUp: quote.topUp,
      policy: quote.policy,
      extra: 1,
      noAvailableProducts: false,
    };
    const json = toQuoteJson(shuffled as Quote, createQuoteContract);
    const routeSerializer = serializerCompiler({
      schema: createQuoteContract.response[200],
      method: 'PUT',
      url: '/v1/quote',
      httpStatus: '200',
    });
    expect(json).toBe(routeSerializer(shuffled));
    expect(json.startsWith('{"noAvailableProducts":false,"policy":{')).toBe(true);
    expect(json).not.toContain('"extra"');
  });

  it('refuses a quote that breaks the contract with the error the error handler answers 500', () => {
    const broken = {
      ...completedDirectQuote(ukToday(new Date())),
      noAvailableProducts: 'no',
    } as unknown as Quote;
    let thrown: unknown;
    try {
      toQuoteJson(broken, createQuoteContract);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
    expect((thrown as { url: string }).url).toBe('/v1/quote');
  });

  it('writes every varied priced Quote byte for byte as zod and JSON.stringify did, by the compiled path', () => {
    // The compiled path itself must take every valid Quote: if it refused them, zod would still
    // answer and the texts would match, but the cost would silently be zod's again.
    const compiled = compileSerializer(QuoteSchema);
    for (const quote of quotes) {
      const expected = zodJson(quote);
      expect(expected).toBeDefined();
      expect(compiled(quote)).toBe(expected);
      expect(toQuoteJson(quote, createQuoteContract)).toBe(expected);
    }
  });

  it.each([
    ['a tier the maps do not know', (quote: Quote) => mapTier(quote, 'BRONZE')],
    ['a price given as text', (quote: Quote) => setPrice(quote, '420.50')],
    ['a price that is not a number', (quote: Quote) => setPrice(quote, NaN)],
    [
      'no quote reference',
      (quote: Quote) => delete (quote.policy as Partial<Quote['policy']>).webReference,
    ],
    ['a tier outside the enum', (quote: Quote) => setTier(quote, 'BRONZE')],
    ['a start date that does not exist', (quote: Quote) => (quote.policy.startDate = '2026-02-30')],
    [
      'an event with no risk',
      (quote: Quote) =>
        delete (quote.policy.eventsRelated![1] as Partial<Quote['policy']['eventCurrent']>).risk,
    ],
  ])(
    'refuses a quote with %s as a defect (ResponseSerializationError), as zod does',
    (_name, breakIt) => {
      const quote = structuredClone(quotes[0]!);
      breakIt(quote);
      expect(zodJson(quote)).toBeUndefined();
      expect(() => toQuoteJson(quote, createQuoteContract)).toThrow(
        expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
      );
    },
  );

  it('leaves out a field the contract does not know at any depth, as zod did', () => {
    const quote = structuredClone(quotes[1]!);
    Object.assign(quote.policy.eventCurrent.risk.proposer, { secret: 'not for the answer' });
    Object.assign(quote.policy.eventsRelated![2]!.result!, { internalNote: 'model detail' });
    const json = toQuoteJson(quote, createQuoteContract);
    expect(json).toBe(zodJson(quote));
    expect(json).not.toContain('not for the answer');
    expect(json).not.toContain('model detail');
  });
});

function mapTier(quote: Quote, tier: string): void {
  const prices = quote.topUp!.excessPrices as Record<string, unknown>;
  prices[tier] = prices.VAN;
}
function setPrice(quote: Quote, value: unknown): void {
  (quote.policy.eventCurrent.result!.premiumDetails as Record<string, unknown>).totalPayable =
    value;
}
function setTier(quote: Quote, value: string): void {
  (
    quote.policy.eventCurrent.result!.grantedDetailsMotor as Record<string, unknown>
  ).productIdentifier = value;
}

// Answers generated from valid ones, as the bad-input property test makes request bodies (its
// mutations): any field replaced with junk, removed, or joined by one the contract does not know.
// Beside the shared junk: values a serializer gets wrong (a lone surrogate, -0, NaN, a Date) and
// the contract's own words in the wrong place.
const answerJunk = fc.oneof(
  junk,
  fc.constantFrom('\ud800', -0, 2 ** 53, NaN, Infinity, new Date(0)),
  fc.constantFrom('BRONZE', 'VAN', '2026-02-29', '2026-11-22', '2026-11-22T10:00:00Z', 'Y', ''),
);

const MUTATED_QUOTES = 10;
const quotePaths = quotes.slice(0, MUTATED_QUOTES).map((quote) => paths(quote));
const mutated = fc
  .nat({ max: MUTATED_QUOTES - 1 })
  .chain((i) =>
    fc.record({
      quote: fc.constant(quotes[i]!),
      path: fc.constantFrom(...quotePaths[i]!),
      mutation: fc.oneof(
        answerJunk.map((value): Mutation => ({ kind: 'replace', junk: value })),
        fc.constant<Mutation>({ kind: 'remove' }),
        fc
          .record({
            key: fc.oneof(fc.string(), fc.constantFrom('BRONZE', '01', 'toJSON')),
            junk: answerJunk,
          })
          .map(({ key, junk: value }): Mutation => ({ kind: 'add', key, junk: value })),
      ),
    }),
  )
  .map(({ quote, path, mutation }) => mutate(quote, path, mutation));

describe('toQuoteJson on answers generated from the contract', () => {
  it('refuses whatever zod refuses, and writes whatever zod accepts as zod and JSON.stringify did', () => {
    const compiled = compileSerializer(QuoteSchema);
    fc.assert(
      fc.property(mutated, (quote) => {
        const expected = zodJson(quote);
        expect(answered(quote)).toBe(expected);
        // The compiled path on its own never lets through what zod refuses.
        const json = compiled(quote);
        if (json !== undefined) expect(json).toBe(expected);
      }),
      { numRuns: 250 },
    );
    // Each run checks an 83 KB document four ways; a busy machine needs more than the default.
  }, 120_000);
});
