import { buildCreateQuoteRequest, COVER_START_MESSAGES, type Quote } from '@van/domain/quote';
import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { createQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 037: the quote service has one "today", the UK date. At 00:30 BST on 11 June (23:30
// UTC on 10 June) the date a quote is rated on, the cover start window, the age of a driver whose
// cover starts today and the last day the quote may be bought all count from 11 June. In winter
// (GMT) the UK and UTC dates agree.

const server = testAppOnClock(new Date('2027-06-10T23:30:00Z'));

/** The plainest buyable quote, answered on the UK date of 11 June 2027. */
function quoteStarting(startDate: string | undefined, change: (quote: Quote) => void = () => {}) {
  const quote = completedDirectQuote('2027-06-11');
  quote.policy.startDate = startDate;
  quote.policy.eventCurrent.risk.startDate = startDate;
  change(quote);
  return quote;
}

const put = (quote: Quote) =>
  server.app.inject({ method: 'PUT', url: '/v1/quote', payload: buildCreateQuoteRequest(quote) });

const priced = (quote: Quote) => createQuote(server.app, quote);

describe('at 00:30 BST (23:30 UTC the day before)', () => {
  it('rates the quote on the UK date, and it may be bought to the end of the 30th UK day after', async () => {
    const quote = await priced(quoteStarting('2027-06-11'));
    expect(quote.policy.eventCurrent.riskQuoteDate).toBe('2027-06-11');
    expect(quote.policy.startDate).toBe('2027-06-11');
    // 23:59:59 BST on 11 July.
    expect(quote.policy.expiryDate).toBe('2027-07-11T22:59:59.000Z');
  });

  it.each([
    ['the UTC date, which has passed in the UK', '2027-06-10', 'past'],
    ['31 days after the UK date', '2027-07-12', 'tooFarAhead'],
  ] as const)('refuses a cover starting on %s', async (_, startDate, problem) => {
    const response = await put(quoteStarting(startDate));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'CoverStartDateInvalid', message: COVER_START_MESSAGES[problem] },
    });
  });

  it('prices a cover starting 30 days after the UK date', async () => {
    const quote = await priced(quoteStarting('2027-07-11'));
    expect(quote.policy.startDate).toBe('2027-07-11');
  });

  // Licensed on the UK date (the UTC date is the day before, so a licence dated the UK date is
  // not "in the future"), by a driver who turns 17 on it or the day after (decision 052).
  const licensedTodayBornOn = (dateOfBirth: string) =>
    quoteStarting(undefined, (answers) => {
      const { proposer } = answers.policy.eventCurrent.risk;
      proposer.dateOfBirth = dateOfBirth;
      if (proposer.driverDetails?.licence)
        proposer.driverDetails.licence.dateObtained = '2027-06-11';
    });

  it('with no start date, cover starts on the UK date, and a driver who turns 17 on it is priced', async () => {
    const quote = await priced(licensedTodayBornOn('2010-06-11'));
    expect(quote.policy.startDate).toBe('2027-06-11');
    expect(quote.noAvailableProducts).toBe(false);
  });

  it('refuses a licence dated the UK date for a driver still 16 on it', async () => {
    const response = await put(licensedTodayBornOn('2010-06-12'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BadRequest',
        message: 'You cannot have got your licence before you were 17.',
      },
    });
  });
});

describe('in winter (GMT)', () => {
  it('rates on the same date as UTC at 23:30 UTC', async () => {
    const summer = server.now;
    server.now = new Date('2026-12-10T23:30:00Z');
    try {
      const quote = await priced(quoteStarting(undefined));
      expect(quote.policy.eventCurrent.riskQuoteDate).toBe('2026-12-10');
      expect(quote.policy.startDate).toBe('2026-12-10');
      expect(quote.policy.expiryDate).toBe('2027-01-09T23:59:59.000Z');
    } finally {
      server.now = summer;
    }
  });
});
