import { createQuoteContract } from '@van/domain/contract';
import { type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { toQuoteJson } from './quote-json.ts';

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
});
