import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  QuoteSchema,
  type Quote,
} from '@van/domain/quote';
import { quoteRateLimitedMessage, ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 034 item 6: quotes and re-pricings per client per hour (config), and a 429 that says when.

// 12 minutes before the hour, so the window ends in 12 minutes.
let now = new Date('2026-11-22T10:48:00Z');
let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp({
    now: () => now,
    env: { QUOTE_CREATE_RATE_LIMIT_PER_HOUR: '2', QUOTE_REPRICE_RATE_LIMIT_PER_HOUR: '3' },
  });
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

const create = (ip: string) =>
  app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(completedDirectQuote(ukToday(now))),
    remoteAddress: ip,
  });

function reprice(quote: Quote, ip: string) {
  const body = buildUpdateQuoteRequest(quote, retrievalKeyOf(quote), [], {});
  return app.inject({ method: 'POST', url: '/v1/quote', payload: body, remoteAddress: ip });
}

async function storedQuotes(): Promise<number> {
  const row = await database.db
    .selectFrom('quote')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('quote limits per client (decision 034 item 6)', () => {
  it('refuses a client more quotes than the hourly limit, saying when to try again', async () => {
    expect((await create('203.0.113.1')).statusCode).toBe(200);
    expect((await create('203.0.113.1')).statusCode).toBe(200);
    const before = await storedQuotes();
    const refused = await create('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(12 * 60));
    expect(refused.json()).toEqual({
      error: {
        code: 'TooManyRequests',
        message:
          'You have asked for a lot of quotes in a short time. Please try again in 12 minutes.',
      },
    });
    expect(refused.json().error.message).toBe(quoteRateLimitedMessage(12 * 60));
    expect(await storedQuotes()).toBe(before);
    // Another client is not held back, and the first may ask again once the hour is over.
    expect((await create('203.0.113.2')).statusCode).toBe(200);
    now = new Date(now.getTime() + 12 * 60 * 1000);
    expect((await create('203.0.113.1')).statusCode).toBe(200);
  });

  it('limits re-pricings per client on their own budget', async () => {
    now = new Date(now.getTime() + 60 * 60 * 1000);
    const created = await create('203.0.113.3');
    const quote = QuoteSchema.parse(created.json());
    for (let i = 0; i < 3; i += 1) {
      const repriced = await reprice(quote, '203.0.113.3');
      expect(repriced.statusCode, repriced.body).toBe(200);
    }
    const refused = await reprice(quote, '203.0.113.3');
    expect(refused.statusCode).toBe(429);
    // On the hour: the window has just begun.
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error.message).toBe(
      'You have asked for a lot of quotes in a short time. Please try again in an hour.',
    );
    // The same customer on another connection can still re-price.
    expect((await reprice(quote, '203.0.113.4')).statusCode).toBe(200);
  });
});
