import { PartnerQuoteAnswerSchema } from '@van/domain/contract';
import { buildUpdateQuoteRequest, QuoteSchema } from '@van/domain/quote';
import type { Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fromNewClient } from '../../test/network.ts';
import { finalizeRequestOf } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleComparisonSiteRisk } from '../aggregator/index.ts';
import { createPartner } from './index.ts';

// Decision 057 through the API against PostgreSQL: a comparison site prices a risk under its own
// request id and is answered each tier with a landing link; retries answer the same quote.

const now = new Date('2026-11-22T10:00:00Z');
const today = ukToday(now);
let database: TestApp;
let app: App;
/** Site 104's key and site 115's. */
let key104: string;
let key115: string;

beforeAll(async () => {
  database = await createTestApp({ now: () => now });
  app = database.app;
  key104 = (await createPartner(database.db, { sourceOfBusiness: '104', name: 'PriceMyVan' })).key;
  key115 = (await createPartner(database.db, { sourceOfBusiness: '115', name: 'CompareVans' })).key;
});

afterAll(async () => {
  await database.close();
});

let requestCounter = 0;
const newRequestId = () => `site-req:${(requestCounter += 1)}.${Date.now()}`;

/** A customer whose every answer the journey asks is given (the direct journey's answers). */
const completeRisk = (): Risk => completedDirectQuote(today).policy.eventCurrent.risk;

const ask = (key: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/partner/v1/quotes',
    headers: { authorization: `Bearer ${key}` },
    payload: body as object,
  });

const askAgain = (key: string, requestId: string) =>
  app.inject({
    method: 'GET',
    url: `/partner/v1/quotes/${encodeURIComponent(requestId)}`,
    headers: { authorization: `Bearer ${key}` },
  });

const exchange = (aggToken: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/aggregator/token',
    payload: { aggToken },
    remoteAddress: fromNewClient(),
  });

const countRows = async (table: 'quote' | 'aggregator_token' | 'partner_quote_request') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const tokensOf = (webReference: string) =>
  database.db
    .selectFrom('aggregator_token')
    .selectAll()
    .where('web_reference', '=', webReference)
    .execute();

const tokenOf = (landingUrl: string) => new URL(landingUrl).searchParams.get('token')!;

describe('POST /partner/v1/quotes', () => {
  it('prices each tier with its monthly terms, excess, extras and a landing link to the quote', async () => {
    const requestId = newRequestId();
    const response = await ask(key104, { requestId, risk: completeRisk() });

    expect(response.statusCode, response.body).toBe(200);
    const answer = PartnerQuoteAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ requestId, outcome: 'priced', unansweredQuestions: [] });
    expect(answer.message).toBeUndefined();
    expect(answer.tiers.map((tier) => tier.tier).sort()).toEqual(
      ['GOLD', 'PLATINUM', 'SILVER', 'VAN'].sort(),
    );
    const prices = answer.tiers.map((tier) => tier.annualPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const tier of answer.tiers) {
      expect(tier.annualPrice).toBeGreaterThan(0);
      expect(tier.monthly).toMatchObject({ instalmentCount: 10, apr: 26.9 });
      expect(tier.monthly!.totalPayable).toBeGreaterThan(tier.annualPrice);
      expect(tier.excess.total).toBe(tier.excess.compulsory + tier.excess.voluntary);
      const link = new URL(tier.landingUrl);
      expect(link.pathname).toBe('/aggregator');
      expect(link.searchParams.get('tier')).toBe(tier.tier);
    }
    // One token per quote, the same in every tier's link.
    expect(new Set(answer.tiers.map((tier) => tokenOf(tier.landingUrl))).size).toBe(1);

    // The link opens the quote, whose prices are the ones the site was answered.
    const opened = await exchange(tokenOf(answer.tiers[0]!.landingUrl));
    expect(opened.statusCode, opened.body).toBe(200);
    const quote = QuoteSchema.parse(opened.json());
    expect(quote.policy.webReference).toBe(answer.quoteReference);
    expect(quote.policy.sourceOfBusiness).toBe('104');
    const stored = await tokensOf(answer.quoteReference);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(answer.tiers[0]!.landingUrl));
  });

  it("takes the source of business from the site's key only, whatever the risk says", async () => {
    for (const claimed of ['Website', '115', '']) {
      const response = await ask(key104, {
        requestId: newRequestId(),
        risk: { ...completeRisk(), sourceOfBusiness: claimed },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await database.db
        .selectFrom('quote')
        .select(['source_of_business'])
        .where('web_reference', '=', response.json().quoteReference)
        .executeTakeFirstOrThrow();
      expect(row.source_of_business).toBe('104');
    }
  });

  it('answers a retry with the same request id and body exactly as the first, with no second quote or token', async () => {
    const body = { requestId: newRequestId(), risk: completeRisk() };
    const first = await ask(key104, body);
    expect(first.statusCode, first.body).toBe(200);
    const quotes = await countRows('quote');
    const tokens = await countRows('aggregator_token');

    const again = await ask(key104, body);
    const read = await askAgain(key104, body.requestId);

    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe(first.body);
    expect(await countRows('quote')).toBe(quotes);
    expect(await countRows('aggregator_token')).toBe(tokens);
  });

  it("answers again what the site was first told, after the customer's changes re-price the quote", async () => {
    const body = { requestId: newRequestId(), risk: completeRisk() };
    const first = await ask(key104, body);
    const arrived = QuoteSchema.parse(
      (await exchange(tokenOf(first.json().tiers[0].landingUrl))).json(),
    );
    const repriced = await app.inject({
      method: 'POST',
      url: '/v1/quote',
      payload: buildUpdateQuoteRequest(arrived, retrievalKeyOf(arrived), ['BDV2O'], {}),
      remoteAddress: fromNewClient(),
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().policy.eventCurrent.policyEventReference).not.toBe('001');

    expect((await askAgain(key104, body.requestId)).body).toBe(first.body);
    expect((await ask(key104, body)).body).toBe(first.body);
  });

  it('makes one quote when retries of one request race', async () => {
    const body = { requestId: newRequestId(), risk: completeRisk() };
    const quotes = await countRows('quote');
    const requests = await countRows('partner_quote_request');

    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(key104, body)));

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await countRows('quote')).toBe(quotes + 1);
    expect(await countRows('partner_quote_request')).toBe(requests + 1);
    expect(await tokensOf(answers[0]!.json().quoteReference)).toHaveLength(1);
  });

  it('refuses the same request id with another body (409 RequestIdReused), storing nothing', async () => {
    const requestId = newRequestId();
    const first = await ask(key104, { requestId, risk: completeRisk() });
    expect(first.statusCode).toBe(200);
    const quotes = await countRows('quote');

    const changed = completeRisk();
    changed.vehicles = [{ ...changed.vehicles![0], value: 9_000 }];
    const reused = await ask(key104, { requestId, risk: changed });

    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().error.code).toBe('RequestIdReused');
    expect(await countRows('quote')).toBe(quotes);
    // The first answer stands.
    expect((await askAgain(key104, requestId)).body).toBe(first.body);
  });

  it("keeps each site's request ids to itself: another site's id is its own request, and not found to read", async () => {
    const requestId = newRequestId();
    const mine = await ask(key104, { requestId, risk: completeRisk() });
    const theirs = await ask(key115, { requestId, risk: completeRisk() });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().quoteReference).not.toBe(mine.json().quoteReference);

    const unknown = await askAgain(key115, newRequestId());
    const other = await askAgain(key115, newRequestId().replace('site', 'other'));
    expect(unknown.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    // Site 115 reading a request only 104 made: the same as unknown.
    const onlyMine = newRequestId();
    await ask(key104, { requestId: onlyMine, risk: completeRisk() });
    const peek = await askAgain(key115, onlyMine);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).toBe(unknown.body);
  });

  it('answers a declined risk with a neutral message, no tiers and no link', async () => {
    const risk = completeRisk();
    risk.proposer = { ...risk.proposer, insuranceRefused: true };
    const response = await ask(key104, { requestId: newRequestId(), risk });

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ outcome: 'declined', tiers: [] });
    expect(answer.message).toBe('We cannot offer this customer a price online.');
    expect(response.body).not.toContain('insurance');
    expect(await tokensOf(answer.quoteReference)).toEqual([]);
  });

  it('answers a referred risk so, with no tiers and no link', async () => {
    const risk = completeRisk();
    risk.vehicles = [{ ...risk.vehicles![0], value: 80_000 }];
    const response = await ask(key104, { requestId: newRequestId(), risk });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'referred', tiers: [] });
    expect(response.json().message).toMatch(/talk to this customer/);
    expect(await tokensOf(response.json().quoteReference)).toEqual([]);
  });

  it('refuses a risk outside the published eligibility without pricing or storing it (422)', async () => {
    const risk = completeRisk();
    risk.proposer = { ...risk.proposer, dateOfBirth: '2012-01-01' };
    risk.vehicles = [{ ...risk.vehicles![0], value: 200_000 }];
    const quotes = await countRows('quote');
    const requests = await countRows('partner_quote_request');

    const response = await ask(key104, { requestId: newRequestId(), risk });

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('OutsideEligibility');
    expect(response.json().error.message).toContain('DRIVER_AGE');
    expect(response.json().error.message).toContain('VEHICLE_TOO_VALUABLE');
    expect(await countRows('quote')).toBe(quotes);
    expect(await countRows('partner_quote_request')).toBe(requests);
  });

  it('prices a partial risk, naming what the customer will be asked, and its quote cannot be finalized until answered', async () => {
    const response = await ask(key104, {
      requestId: newRequestId(),
      risk: sampleComparisonSiteRisk(today),
    });

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.outcome).toBe('priced');
    expect(answer.unansweredQuestions).toEqual(expect.arrayContaining(['your e-mail address']));
    const quote = QuoteSchema.parse((await exchange(tokenOf(answer.tiers[0].landingUrl))).json());
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: finalizeRequestOf(quote),
      remoteAddress: fromNewClient(),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('RiskIncomplete');

    // A site that sent every answer: its customer may go on to buy.
    const complete = await ask(key104, { requestId: newRequestId(), risk: completeRisk() });
    const completeQuote = QuoteSchema.parse(
      (await exchange(tokenOf(complete.json().tiers[0].landingUrl))).json(),
    );
    const finalized = await app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: finalizeRequestOf(completeQuote),
      remoteAddress: fromNewClient(),
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
  });

  it('needs only the date of birth and the van value to price, and says which is missing', async () => {
    const minimal = {
      proposer: { dateOfBirth: '1980-05-05' },
      vehicles: [{ value: 12_000 }],
    };
    const priced = await ask(key104, { requestId: newRequestId(), risk: minimal });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().outcome).toBe('priced');
    expect(priced.json().unansweredQuestions.length).toBeGreaterThan(10);

    const noValue = await ask(key104, {
      requestId: newRequestId(),
      risk: { proposer: { dateOfBirth: '1980-05-05' }, vehicles: [{}] },
    });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().error.message).toContain('value');
  });

  it.each([['x'.repeat(101)], ['has space'], ['slash/es'], ['']])(
    'refuses request id %j (400)',
    async (requestId) => {
      const response = await ask(key104, { requestId, risk: completeRisk() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BadRequest');
    },
  );
});

describe('GET /partner/v1/eligibility', () => {
  it("publishes the tariff's rules and limits as data", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/partner/v1/eligibility',
      headers: { authorization: `Bearer ${key104}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().limits).toMatchObject({
      minDriverAge: 17,
      maxVanValue: 150_000,
      maxCoverStartDaysAhead: 30,
    });
    expect(response.json().rules.map((rule: { code: string }) => rule.code)).toEqual(
      expect.arrayContaining(['DRIVER_AGE', 'OUT_OF_TERRITORY', 'COVER_START']),
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes the partner surface beside the rest, under its own tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/partner/v1/quotes',
        '/partner/v1/quotes/{requestId}',
        '/partner/v1/eligibility',
      ]),
    );
    expect(document.paths['/partner/v1/quotes'].post.tags).toEqual(['partner']);
    expect(
      document.tags.find((tag: { name: string }) => tag.name === 'partner').description,
    ).toMatch(/Bearer/);
  });
});
