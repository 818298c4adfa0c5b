import { isWorkingDay } from '@van/domain/payment';
import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { postDirectDebitMandate } from '../../test/purchase.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 034 item 3: a Direct Debit mandate whose collections fall after 2030 used to answer 500
// (the typed bank-holiday list ended). The server's clock is set in 2031 and in 2040 here, so
// that the cover start (today to 30 days ahead, decision 033) and its collections fall in those years.

const server = testAppOnClock(new Date('2031-03-21T10:00:00Z'));

/** A priced quote with its cover starting on `startDate`, finalized on the server's `now`. */
async function finalizedQuote(startDate: string): Promise<string> {
  return (await createFinalizedQuote(server.app, completedDirectQuote(startDate))).quoteKey;
}

const giveMandate = (quoteKey: string, collectionDay: number) =>
  postDirectDebitMandate(server.app, quoteKey, { collectionDay });

describe('a Direct Debit mandate in any year (decision 034 item 3)', () => {
  it('in 2031: answered 200, the collection due on Easter Monday taken the next day', async () => {
    server.now = new Date('2031-03-21T10:00:00Z');
    const quoteKey = await finalizedQuote('2031-04-01');
    const response = await giveMandate(quoteKey, 14);
    expect(response.statusCode, response.body).toBe(200);
    const collections: { date: string }[] = response.json().collections;
    // 14 April 2031 is Easter Monday; 10 working days after 21 March is 4 April.
    expect(collections.slice(0, 2).map((c) => c.date)).toEqual(['2031-04-15', '2031-05-14']);
    expect(collections.every((c) => isWorkingDay(c.date))).toBe(true);
  });

  it('in 2040: answered 200, Christmas and Boxing Day skipped, into 2041', async () => {
    server.now = new Date('2040-11-20T10:00:00Z');
    const quoteKey = await finalizedQuote('2040-12-01');
    const response = await giveMandate(quoteKey, 25);
    expect(response.statusCode, response.body).toBe(200);
    const collections: { date: string }[] = response.json().collections;
    expect(collections.slice(0, 2).map((c) => c.date)).toEqual(['2040-12-27', '2041-01-25']);
    expect(collections.at(-1)!.date.startsWith('2041-')).toBe(true);
    expect(collections.every((c) => isWorkingDay(c.date))).toBe(true);
  });
});
