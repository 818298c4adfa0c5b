import { isWorkingDay } from '@van/domain/payment';
import { buildCreateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedDirectQuote } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fromNewClient } from '../../test/network.ts';

// Decision 034 item 3: a Direct Debit mandate whose collections fall after 2030 used to answer 500
// (the typed bank-holiday list ended). The server's clock is set in 2031 and in 2040 here, so
// that the cover start (today to 30 days ahead, decision 033) and its collections fall in those years.

let now = new Date('2031-03-21T10:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => now });
});

afterAll(async () => {
  await testApp.close();
});

/** A priced quote with its cover starting on `startDate`, finalized on the server's `now`. */
async function finalizedQuote(startDate: string): Promise<string> {
  const answers = completedDirectQuote(startDate);
  const created = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(answers),
    remoteAddress: fromNewClient(),
  });
  expect(created.statusCode, created.body).toBe(200);
  const quote: Quote = QuoteSchema.parse(created.json());
  const finalized = await testApp.app.inject({
    method: 'POST',
    url: '/v1/finalize',
    payload: {
      webReference: quote.policy.webReference,
      lastName: quote.policy.eventCurrent.risk.proposer.name?.surname ?? "O'Neill",
      dateOfBirth: '1980-05-17',
      postcode: 'LS1 4AP',
    },
    remoteAddress: fromNewClient(),
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  return finalized.json().quoteKey;
}

function giveMandate(quoteKey: string, collectionDay: number) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/directDebitMandate',
    payload: {
      quoteKey,
      accountHolderName: 'Sam ONeill',
      sortCode: '08 99 99',
      accountNumber: '66374958',
      soleSignatory: true,
      collectionDay,
    },
    remoteAddress: fromNewClient(),
  });
}

describe('a Direct Debit mandate in any year (decision 034 item 3)', () => {
  it('in 2031: answered 200, the collection due on Easter Monday taken the next day', async () => {
    now = new Date('2031-03-21T10:00:00Z');
    const quoteKey = await finalizedQuote('2031-04-01');
    const response = await giveMandate(quoteKey, 14);
    expect(response.statusCode, response.body).toBe(200);
    const collections: { date: string }[] = response.json().collections;
    // 14 April 2031 is Easter Monday; 10 working days after 21 March is 4 April.
    expect(collections.slice(0, 2).map((c) => c.date)).toEqual(['2031-04-15', '2031-05-14']);
    expect(collections.every((c) => isWorkingDay(c.date))).toBe(true);
  });

  it('in 2040: answered 200, Christmas and Boxing Day skipped, into 2041', async () => {
    now = new Date('2040-11-20T10:00:00Z');
    const quoteKey = await finalizedQuote('2040-12-01');
    const response = await giveMandate(quoteKey, 25);
    expect(response.statusCode, response.body).toBe(200);
    const collections: { date: string }[] = response.json().collections;
    expect(collections.slice(0, 2).map((c) => c.date)).toEqual(['2040-12-27', '2041-01-25']);
    expect(collections.at(-1)!.date.startsWith('2041-')).toBe(true);
    expect(collections.every((c) => isWorkingDay(c.date))).toBe(true);
  });
});
