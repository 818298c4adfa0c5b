import type { Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fromNewClient } from '../../test/network.ts';
import { createQuote, finalizeRequestOf } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueAggregatorToken, sampleComparisonSiteRisk } from '../aggregator/index.ts';
import { loadQuote } from './quote.repository.ts';

// Decision 033 item 5, through the API against PostgreSQL: a quote whose risk lacks an answer the
// direct journey requires is priced (the tariff needs little), but can be neither finalized nor
// paid for, whatever its source (saleRefusal, missingRequiredAnswers).

let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp();
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

const finalize = (quote: Quote) =>
  app.inject({
    method: 'POST',
    url: '/v1/finalize',
    payload: finalizeRequestOf(quote),
    remoteAddress: fromNewClient(),
  });

/** A direct quote priced by PUT /v1/quote, with `change` made to its answers first. */
async function pricedDirect(change: (quote: Quote) => void = () => {}): Promise<Quote> {
  const answers = completedDirectQuote(ukToday(new Date()));
  change(answers);
  const quote = await createQuote(app, answers);
  // Priced: the refusal below is not the tariff's.
  expect(quote.noAvailableProducts).toBe(false);
  expect(quote.policy.eventCurrent.result?.premiumDetails?.totalPayable).toBeGreaterThan(0);
  return quote;
}

async function quoteKeysOf(webReference: string) {
  return database.db
    .selectFrom('quote_key')
    .innerJoin('quote', 'quote.id', 'quote_key.quote_id')
    .select('quote_key.key_hash')
    .where('quote.web_reference', '=', webReference)
    .execute();
}

describe('finalize of a quote whose risk lacks required answers (409 RiskIncomplete)', () => {
  it("refuses a comparison site's quote priced on its few answers, storing no quote key", async () => {
    const issued = await issueAggregatorToken(
      database.db,
      { sourceOfBusiness: '115', risk: sampleComparisonSiteRisk(ukToday(new Date())) },
      new Date(),
    );
    expect(issued.quote.policy.eventCurrent.result?.premiumDetails?.totalPayable).toBeGreaterThan(
      0,
    );

    const refused = await finalize(issued.quote);

    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('RiskIncomplete');
    expect(error.message).toMatch(
      /^We need a few more answers before you can buy: .+\. Please check your details/,
    );
    expect(await quoteKeysOf(issued.webReference)).toEqual([]);
    const stored = await database.db
      .selectFrom('quote')
      .select(['status', 'purchased_at'])
      .where('web_reference', '=', issued.webReference)
      .executeTakeFirstOrThrow();
    expect(stored.purchased_at).toBeNull();
  });

  it.each<[string, (quote: Quote) => void, string]>([
    [
      'an e-mail address and claims answer',
      (quote) => {
        delete quote.policy.eventCurrent.risk.proposer.email;
        delete quote.policy.eventCurrent.risk.proposer.driverDetails!.claims;
      },
      'We need a few more answers before you can buy: your e-mail address and whether you have had any claims in the last 5 years. Please check your details and answer the questions we have not asked yet.',
    ],
    [
      'where the van is kept overnight (blank)',
      (quote) => {
        const risk = quote.policy.eventCurrent.risk;
        risk.duqAnswers = risk.duqAnswers?.map((answer) =>
          answer.questionNumber === 452 ? { questionNumber: 452, answer: '' } : answer,
        );
      },
      'We need a few more answers before you can buy: where the van is kept overnight. Please check your details and answer the questions we have not asked yet.',
    ],
  ])('refuses a direct quote without %s, storing no quote key', async (_name, change, message) => {
    const quote = await pricedDirect(change);

    const refused = await finalize(quote);

    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'RiskIncomplete', message } });
    expect(await quoteKeysOf(quote.policy.webReference)).toEqual([]);
  });

  it('finalizes the same quote once every answer is given', async () => {
    const quote = await pricedDirect();
    const finalized = await finalize(quote);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(await quoteKeysOf(quote.policy.webReference)).toHaveLength(1);
  });
});

describe('paying for a quote whose risk lacks required answers', () => {
  it('refuses the payment options of a finalized quote whose stored risk has lost an answer', async () => {
    const quote = await pricedDirect();
    const finalized = await finalize(quote);
    expect(finalized.statusCode, finalized.body).toBe(200);
    // A quote finalized before this rule, or changed behind the journey's back.
    // Stored text is read before the event's facts (decision 059), so a tampered text is what sells.
    const stored = await loadQuote(database.db, quote.policy.webReference);
    if (!stored) throw new Error('the quote was not stored');
    delete stored.quote.policy.eventCurrent.risk.proposer.telephoneNumbers;
    await database.db
      .updateTable('quote')
      .set({ quote: stored.quote })
      .where('id', '=', stored.id)
      .execute();

    const options = await app.inject({
      method: 'POST',
      url: '/v1/paymentOptions',
      payload: { quoteKey: finalized.json().quoteKey },
    });

    expect(options.statusCode, options.body).toBe(409);
    expect(options.json().error).toEqual({
      code: 'RiskIncomplete',
      message:
        'We need a few more answers before you can buy: your phone number. Please check your details and answer the questions we have not asked yet.',
    });
    expect(await database.db.selectFrom('payment').selectAll().execute()).toEqual([]);
  });
});
