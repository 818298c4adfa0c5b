import { randomUUID } from 'node:crypto';
import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  COVER_START_MESSAGES,
  QuoteSchema,
  type Quote,
} from '@van/domain/quote';
import { addCalendarDays, ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { finalizeRequestOf } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 033 items 1, 6 and 7, as an attacker or a careless customer would try them through the
// API: cover dates outside the window, a comparison site claimed by a direct call, and an
// Idempotency-Key reused with another body. Each must end with a clear 4xx and nothing stored.

// 23:30 UTC on 30 June is already 1 July in the UK (BST): "today" is the customer's date.
const server = testAppOnClock(new Date('2027-06-30T23:30:00Z'));

const today = () => ukToday(server.now);

function quoteStarting(startDate: string, change: (quote: Quote) => void = () => {}): Quote {
  const quote = completedDirectQuote(today());
  quote.policy.startDate = startDate;
  quote.policy.eventCurrent.risk.startDate = startDate;
  change(quote);
  return quote;
}

const put = (quote: Quote, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(quote),
    headers,
  });

function update(quote: Quote, change: (edited: Quote) => void) {
  const edited: Quote = structuredClone(quote);
  change(edited);
  return server.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {}),
  });
}

const retrieve = (quote: Quote) =>
  server.app.inject({ method: 'POST', url: '/v1/retrieve', payload: retrievalKeyOf(quote) });

const finalize = (quote: Quote) =>
  server.app.inject({ method: 'POST', url: '/v1/finalize', payload: finalizeRequestOf(quote) });

async function storedQuotes(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from quote`.execute(server.db);
  return Number(rows[0]!.n);
}

async function priced(quote: Quote): Promise<Quote> {
  const response = await put(quote);
  expect(response.statusCode).toBe(200);
  return QuoteSchema.parse(response.json());
}

describe('cover dates (decision 033 item 1)', () => {
  it('counts today as the UK date, not the UTC one', () => {
    expect(today()).toBe('2027-07-01');
  });

  it.each([
    ['yesterday', -1, 'past'],
    ['30 days ago', -30, 'past'],
    ['31 days ahead', 31, 'tooFarAhead'],
    ['two years ahead', 730, 'tooFarAhead'],
  ] as const)('refuses a cover starting %s with 422 and stores nothing', async (_, days, why) => {
    const before = await storedQuotes();
    const response = await put(quoteStarting(addCalendarDays(today(), days)));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'CoverStartDateInvalid', message: COVER_START_MESSAGES[why] },
    });
    expect(await storedQuotes()).toBe(before);
  });

  it('refuses a start in 2020, as a date-time too', async () => {
    const response = await put(quoteStarting('2020-01-01T00:00:00Z'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('CoverStartDateInvalid');
  });

  it.each([
    ['today', 0],
    ['30 days ahead', 30],
  ])('prices a cover starting %s', async (_, days) => {
    const start = addCalendarDays(today(), days);
    const quote = await priced(quoteStarting(start));
    expect(quote.policy.startDate).toBe(start);
    expect(quote.policy.eventCurrent.riskStartDate).toBe(start);
  });

  it('refuses a re-pricing that moves the start outside the window, and keeps the quote as it was', async () => {
    const quote = await priced(quoteStarting(today()));
    for (const start of [addCalendarDays(today(), -1), addCalendarDays(today(), 45)]) {
      const response = await update(quote, (edited) => {
        edited.policy.eventCurrent.risk.startDate = start;
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('CoverStartDateInvalid');
    }
    const events = await server.db
      .selectFrom('quote_event')
      .innerJoin('quote', 'quote.id', 'quote_event.quote_id')
      .select('quote_event.policy_event_reference')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(events.map((event) => event.policy_event_reference)).toEqual(['001']);
  });

  it('asks a saved quote whose start has passed for a new start date, refuses to finalize it, and sells it once re-priced for a new date', async () => {
    const start = addCalendarDays(today(), 2);
    const quote = await priced(quoteStarting(start));
    expect((await retrieve(quote)).json().topUp.van.shouldAskPolicyStartDate).toBe(false);

    const saved = server.now;
    server.now = new Date(server.now.getTime() + 3 * 24 * 60 * 60 * 1000); // the start is now yesterday
    try {
      const retrieved = await retrieve(quote);
      expect(retrieved.statusCode).toBe(200);
      expect(retrieved.json().topUp.van.shouldAskPolicyStartDate).toBe(true);

      const refused = await finalize(quote);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: { code: 'CoverStartDateInvalid', message: COVER_START_MESSAGES.past },
      });

      const repriced = await update(QuoteSchema.parse(retrieved.json()), (edited) => {
        edited.policy.eventCurrent.risk.startDate = today();
      });
      expect(repriced.statusCode).toBe(200);
      expect(repriced.json().policy.startDate).toBe(today());
      expect(repriced.json().topUp.van.shouldAskPolicyStartDate).toBe(false);
      // Decision 051: bought on the answers last priced, the new start date among them.
      expect((await finalize(QuoteSchema.parse(repriced.json()))).statusCode).toBe(200);
    } finally {
      server.now = saved;
    }
  });

  it('refuses to finalize at 00:01 a quote whose start was the day before', async () => {
    const saved = server.now;
    server.now = new Date('2027-07-01T22:59:00Z'); // 23:59 in the UK
    try {
      const quote = await priced(quoteStarting(today()));
      expect((await finalize(quote)).statusCode).toBe(200);
      server.now = new Date('2027-07-01T23:01:00Z'); // 00:01 on 2 July in the UK
      const late = await finalize(quote);
      expect(late.statusCode).toBe(422);
      expect(late.json().error.code).toBe('CoverStartDateInvalid');
    } finally {
      server.now = saved;
    }
  });
});

describe('source of business (decision 033 item 6)', () => {
  it.each(['115', '102', '104', '105', '114', 'SomethingElse'])(
    'refuses a direct PUT /v1/quote claiming source %s, storing nothing',
    async (source) => {
      const before = await storedQuotes();
      const response = await put(
        quoteStarting(today(), (quote) => {
          quote.policy.eventCurrent.risk.sourceOfBusiness = source;
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('SourceOfBusinessNotAllowed');
      expect(await storedQuotes()).toBe(before);
    },
  );

  it.each([
    ['Website', 'Website'],
    ['empty', ''],
  ])('accepts a direct quote whose source is %s, stored as the website', async (_, source) => {
    const quote = await priced(
      quoteStarting(today(), (draft) => {
        draft.policy.eventCurrent.risk.sourceOfBusiness = source;
      }),
    );
    const row = await server.db
      .selectFrom('quote')
      .select('source_of_business')
      .where('web_reference', '=', quote.policy.webReference)
      .executeTakeFirstOrThrow();
    expect(row.source_of_business).toBe('Website');
  });

  it('refuses a re-pricing that claims a comparison site for a direct quote', async () => {
    const quote = await priced(quoteStarting(today()));
    const response = await update(quote, (edited) => {
      edited.policy.eventCurrent.risk.sourceOfBusiness = '115';
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('SourceOfBusinessNotAllowed');
  });
});

describe('Idempotency-Key (decision 033 item 7)', () => {
  it('answers the stored quote for the same body, and 422 for another body under the same key', async () => {
    const key = randomUUID();
    const first = await put(quoteStarting(today()), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const again = await put(quoteStarting(today()), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);

    const before = await storedQuotes();
    const stranger = await put(
      quoteStarting(today(), (quote) => {
        quote.policy.eventCurrent.risk.proposer.name = {
          title: 'Ms',
          forenames: 'Jo',
          surname: 'Stranger',
        };
      }),
      { 'idempotency-key': key },
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error.code).toBe('IdempotencyKeyReused');
    // Nothing of the first customer's quote is answered, and nothing new is stored.
    expect(stranger.body).not.toContain(first.json().policy.webReference);
    expect(stranger.body).not.toContain("O'Neill");
    expect(await storedQuotes()).toBe(before);
  });
});
