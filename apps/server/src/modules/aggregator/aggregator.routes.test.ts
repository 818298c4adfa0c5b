import { Writable } from 'node:stream';
import { buildCreateQuoteRequest } from '@van/domain/quote';
import { addCalendarDays, ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  AGGREGATOR_TOKEN_NOT_FOUND_MESSAGE,
  issueAggregatorToken,
  issueTokenForQuote,
  sampleComparisonSiteRisk,
} from './index.ts';

const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let now = new Date('2026-11-22T10:00:00Z');
let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp({ now: () => now, logLevel: 'info', logStream: capture });
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

/** Each test starts in a fresh minute so the rate limit of another test does not carry over. */
function laterBy(minutes: number) {
  now = new Date(now.getTime() + minutes * 60 * 1000);
}

const exchange = (aggToken: string, ip = '203.0.113.20') =>
  app.inject({
    method: 'POST',
    url: '/v1/aggregator/token',
    payload: { aggToken },
    remoteAddress: ip,
  });

/**
 * A comparison site's customer priced and given a token, as the dev script and e2e do; the cover
 * starts on the day of the quote unless said otherwise (a quote's start is today to 30 days on).
 */
const issue = (sourceOfBusiness = '115', startDate = ukToday(now)) =>
  issueAggregatorToken(
    database.db,
    { sourceOfBusiness, risk: sampleComparisonSiteRisk(startDate) },
    now,
  );

const retrieveAnswer = (webReference: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/retrieve',
    payload: {
      webReference,
      lastName: 'Whitfield',
      dateOfBirth: '1982-09-14',
      postcode: 'LS1 4AP',
    },
    remoteAddress: '198.51.100.77',
  });

const storedToken = (webReference: string) =>
  database.db
    .selectFrom('aggregator_token')
    .selectAll()
    .where('web_reference', '=', webReference)
    .executeTakeFirstOrThrow();

describe('issueAggregatorToken', () => {
  it("prices the customer as the site's quote and keeps only the token's hash", async () => {
    laterBy(5);
    const issued = await issue('104');
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.quote.policy.sourceOfBusiness).toBe('104');
    expect(issued.quote.policy.eventCurrent.result?.premiumDetails?.totalPayable).toBeGreaterThan(
      0,
    );

    const row = await storedToken(issued.webReference);
    expect(row.source_of_business).toBe('104');
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.token);
    expect(row.exchanged_at).toBeNull();
    // The token lasts as long as its quote may be bought (§4.4: 30 days).
    expect(row.expires_at.toISOString()).toBe(issued.quote.policy.expiryDate);
    expect(row.expires_at.toISOString()).toBe('2026-12-22T23:59:59.000Z');

    const quoteRow = await database.db
      .selectFrom('quote')
      .select(['source_of_business'])
      .where('web_reference', '=', issued.webReference)
      .executeTakeFirstOrThrow();
    expect(quoteRow.source_of_business).toBe('104');
  });

  it('gives a different token every time', async () => {
    const tokens = await Promise.all([issue(), issue()]);
    expect(tokens[0].token).not.toBe(tokens[1].token);
  });

  it.each(['Website', '', '999'])(
    'refuses source of business %j: not a comparison site',
    async (source) => {
      await expect(issue(source)).rejects.toMatchObject({ code: 'BadRequest' });
    },
  );

  it('issues a further token for a comparison-site quote, but none for a direct quote', async () => {
    laterBy(5);
    const first = await issue('102');
    const again = await issueTokenForQuote(database.db, first.webReference, now);
    expect(again.token).not.toBe(first.token);
    expect((await exchange(again.token)).json().policy.webReference).toBe(first.webReference);

    const direct = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote(ukToday(now))),
    });
    await expect(
      issueTokenForQuote(database.db, direct.json().policy.webReference, now),
    ).rejects.toMatchObject({ code: 'BadRequest' });
    await expect(issueTokenForQuote(database.db, '00000-00000-00000', now)).rejects.toMatchObject({
      code: 'QuoteMissing',
    });
  });
});

describe('POST /v1/aggregator/token (§7.2, §4.4)', () => {
  it('answers the quote the token opens, exactly as retrieve answers it', async () => {
    laterBy(5);
    const issued = await issue();
    const response = await exchange(issued.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().policy.webReference).toBe(issued.webReference);
    expect(response.json().policy.sourceOfBusiness).toBe('115');
    expect(response.json().policy.eventCurrent.result.premiumDetails.totalPayable).toBe(
      issued.quote.policy.eventCurrent.result?.premiumDetails?.totalPayable,
    );
    const retrieved = await retrieveAnswer(issued.webReference);
    expect(retrieved.statusCode).toBe(200);
    expect(response.body).toBe(retrieved.body);

    expect((await storedToken(issued.webReference)).exchanged_at).toEqual(now);
  });

  it('answers the same quote when the link is followed again, keeping the first exchange time', async () => {
    laterBy(5);
    const issued = await issue('115', addCalendarDays(ukToday(now), 7));
    const first = await exchange(issued.token);
    const firstExchange = now;
    laterBy(60 * 24 * 3); // three days later, from the site's results again
    const second = await exchange(issued.token, '198.51.100.4');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect((await storedToken(issued.webReference)).exchanged_at).toEqual(firstExchange);
  });

  it('answers an unknown token with 404 and the not-found code', async () => {
    laterBy(5);
    const response = await exchange('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NotFound', message: AGGREGATOR_TOKEN_NOT_FOUND_MESSAGE },
    });
  });

  it('answers an expired token exactly as an unknown one', async () => {
    laterBy(5);
    const issued = await issue();
    const unknown = await exchange('y'.repeat(43));
    const expiry = (await storedToken(issued.webReference)).expires_at;

    now = new Date(expiry.getTime());
    expect((await exchange(issued.token)).statusCode).toBe(200); // valid to its last moment
    now = new Date(expiry.getTime() + 1000);
    const expired = await exchange(issued.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(unknown.body);
  });

  it.each([
    ['no policy number yet', undefined, null],
    ['the policy number', 'VAN0001234', 'VAN0001234'],
  ])(
    'answers a bought quote with 400 whose message is JSON with %s (§8)',
    async (_case, policyReference, policyNumber) => {
      laterBy(5);
      const issued = await issue();
      const quote = policyReference
        ? { ...issued.quote, policy: { ...issued.quote.policy, policyReference } }
        : issued.quote;
      await database.db
        .updateTable('quote')
        .set({ purchased_at: now, quote })
        .where('web_reference', '=', issued.webReference)
        .execute();

      const response = await exchange(issued.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('PolicyAlreadyPurchased');
      // The quote's source of business beside it, for the comparison site's number (decision 056).
      expect(JSON.parse(response.json().error.message)).toEqual({
        policyNumber,
        sourceOfBusiness: '115',
      });
      // A bought quote's link is not counted as exchanged: it opened nothing.
      expect((await storedToken(issued.webReference)).exchanged_at).toBeNull();
    },
  );

  it('answers a quote bought through the purchase with the number of the policy issued (decision 026)', async () => {
    laterBy(5);
    const issued = await issue();
    await storeIssuedPolicy(database.db, {
      webReference: issued.webReference,
      quote: issued.quote,
      paymentPlan: 'ANNUAL_CARD',
      amountPence: 50_000,
      policyNumber: 'RWV-2026-987654',
      at: now,
    });

    const response = await exchange(issued.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PolicyAlreadyPurchased');
    expect(JSON.parse(response.json().error.message)).toEqual({
      policyNumber: 'RWV-2026-987654',
      sourceOfBusiness: '115',
    });
  });

  it('refuses a body without a token with 400, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/aggregator/token',
      payload: { token: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
    expect(response.json().error.message).toContain('aggToken');
  });

  it('limits how often one client address may try, like retrieve', async () => {
    laterBy(5);
    const issued = await issue();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await exchange(`guess-${i}`.padEnd(43, 'z'), '198.51.100.50')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await exchange(issued.token, '198.51.100.50')).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await exchange(issued.token, '198.51.100.51')).statusCode).toBe(200);
  });

  it('never writes the token to the log', async () => {
    laterBy(5);
    const issued = await issue();
    logLines.length = 0;
    await exchange(issued.token);
    await exchange(`${issued.token}x`);
    expect(logLines.length).toBeGreaterThanOrEqual(2);
    const routes = logLines.map((line) => (JSON.parse(line) as { route?: string }).route);
    expect(routes).toContain('/v1/aggregator/token');
    for (const line of logLines) {
      expect(line).not.toContain(issued.token);
      expect(line).not.toContain(issued.webReference);
    }
  });
});
