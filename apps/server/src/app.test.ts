import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_CONTRACTS } from '@van/domain/contract';
import { englandAndWalesBankHolidays } from '@van/domain/payment';
import { QuoteSchema, buildCreateQuoteRequest, createDefaultDirectQuote } from '@van/domain/quote';
import { ApiErrorSchema, ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { REACT_ARIA_PRESS_STYLE } from './plugins/security.ts';
import { loadQuote } from './modules/quote/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp({ now: () => NOW });
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

describe('the quote service', () => {
  it('publishes an OpenAPI document listing every /v1 call that exists, with its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    expect(document.paths['/v1/quote']?.put?.requestBody).toBeDefined();
    expect(document.paths['/v1/quote']?.put?.responses['200']).toBeDefined();
    expect(document.paths['/v1/config']?.get).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers its public configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ brandName: 'Roadwise', sessionExpirySeconds: 2700 });
  });

  it('publishes six years of bank holidays for the web to preview Direct Debit dates with', async () => {
    const { bankHolidays } = (await app.inject({ method: 'GET', url: '/v1/config' })).json<{
      bankHolidays: Record<string, string[]>;
    }>();
    const thisYear = Number(ukToday(new Date()).slice(0, 4));
    expect(Object.keys(bankHolidays).map(Number)).toEqual(
      Array.from({ length: 6 }, (_, index) => thisYear + index),
    );
    for (const [year, days] of Object.entries(bankHolidays)) {
      expect(days).toEqual(englandAndWalesBankHolidays(Number(year)));
      expect(days.some((day) => day.startsWith(`${year}-12-2`))).toBe(true);
    }
  });

  it('rates and stores a direct quote and answers it with a reference and prices', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
    });
    expect(response.statusCode).toBe(200);
    const quote = QuoteSchema.parse(response.json());
    expect(quote.noAvailableProducts).toBe(false);
    expect(quote.policy.webReference).toMatch(/^\d{5}-\d{5}-\d{5}$/);
    expect(quote.policy.eventsRelated).toHaveLength(4);
    const prices = quote.policy.eventsRelated!.map(
      (event) => event.result?.premiumDetails?.totalPayable ?? 0,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(quote.policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe('VAN');
    expect(quote.policy.expiryDate).toBe('2026-12-22T23:59:59.000Z');

    const stored = await database.db
      .selectFrom('quote')
      .innerJoin('quote_event', 'quote_event.quote_id', 'quote.id')
      .select(['quote.web_reference', 'quote.status', 'quote_event.policy_event_reference'])
      .where('quote.web_reference', '=', quote.policy.webReference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'Quote', policy_event_reference: '001' });
    // Decision 059: what is stored rebuilds the very text answered.
    expect((await loadQuote(database.db, quote.policy.webReference))?.json).toBe(response.body);
  });

  it.each([
    ['a body that is not JSON', '{"risk":', 'application/json', /not valid JSON/],
    [
      'a risk with a number where a date belongs',
      JSON.stringify({
        ...buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
        risk: { proposer: { dateOfBirth: 19800517 } },
      }),
      'application/json',
      /dateOfBirth/,
    ],
    ['an empty object', '{}', 'application/json', /The request is not valid/],
    ['text instead of JSON', 'hello', 'text/plain', /application\/json/],
  ])(
    'answers %s with 400 and a clear message, storing nothing',
    async (_case, payload, contentType, message) => {
      const before = await database.db
        .selectFrom('quote')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const response = await app.inject({
        method: 'PUT',
        url: '/v1/quote',
        payload,
        headers: { 'content-type': contentType },
      });
      expect([400, 415]).toContain(response.statusCode);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.error.message).toMatch(message);
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      const after = await database.db
        .selectFrom('quote')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    },
  );

  it('stores a declined quote and answers noAvailableProducts without prices or reasons (§4.4)', async () => {
    const quote = completedDirectQuote('2026-11-22');
    const proposer = quote.policy.eventCurrent.risk.proposer;
    proposer.driverDetails = {
      ...proposer.driverDetails,
      licence: {
        licenceType: 'Full Licence',
        dateObtained: '1999-06-01',
        convictions: [
          {
            code: 'DR10',
            convictionDate: '2025-03-01',
            offenceDate: '2025-01-10',
            pointsOnLicence: 0,
          },
        ],
      },
    };
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(quote),
    });
    expect(response.statusCode).toBe(200);
    const answer = QuoteSchema.parse(response.json());
    expect(answer.noAvailableProducts).toBe(true);
    expect(answer.policy.eventsRelated).toEqual([]);
    expect(answer.policy.eventCurrent.result?.premiumDetails).toEqual({ isDecline: true });
    expect(response.body).not.toContain('DRINK');
    const stored = await database.db
      .selectFrom('quote')
      .innerJoin('quote_event', 'quote_event.quote_id', 'quote.id')
      .select(['quote.status', 'quote.no_available_products', 'quote_event.results'])
      .where('quote.web_reference', '=', answer.policy.webReference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'Declined',
      no_available_products: true,
      results: {
        outcome: 'declined',
        reasons: [expect.objectContaining({ code: 'DRINK_OR_DRUG_DRIVING' })],
      },
    });
  });

  it('answers a referred quote with referredQuote, for the journey to ask the customer to call', async () => {
    const quote = completedDirectQuote('2026-11-22');
    quote.policy.eventCurrent.risk.proposer.dateOfBirth = '1940-01-01';
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(quote),
    });
    const answer = QuoteSchema.parse(response.json());
    expect(answer.noAvailableProducts).toBe(false);
    expect(answer.policy.status).toBe('Referred');
    expect(answer.policy.eventCurrent.result?.resultStatusDetails).toMatchObject({
      referredQuote: true,
      resultStatus: 'Referred',
    });
  });

  it('answers a retried create with the quote first made, even when the tries race', async () => {
    const key = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const payload = buildCreateQuoteRequest(completedDirectQuote('2026-11-22'));
    const put = () =>
      app.inject({ method: 'PUT', url: '/v1/quote', payload, headers: { 'idempotency-key': key } });
    const answers = await Promise.all(Array.from({ length: 8 }, put));
    const references = new Set(answers.map((answer) => answer.json().policy.webReference));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(references.size).toBe(1);
    const again = await put();
    expect(again.json().policy.webReference).toBe([...references][0]);
    const stored = await database.db
      .selectFrom('quote')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored.count).toBe('1');
  });

  it('refuses an idempotency key that is not a UUID', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
      headers: { 'idempotency-key': 'twice' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/idempotency-key/);
  });

  it('refuses text PostgreSQL cannot store (a NUL character) with 400, not 500', async () => {
    const request = buildCreateQuoteRequest(completedDirectQuote('2026-11-22'));
    request.risk.proposer.name = { forenames: 'Sam', surname: 'O\u0000Neill' };
    const response = await app.inject({ method: 'PUT', url: '/v1/quote', payload: request });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The request contains a character we cannot accept.',
    );
  });

  it('refuses a field it does not know at the top of a request', async () => {
    const request = {
      ...buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
      discount: 50,
    };
    const response = await app.inject({ method: 'PUT', url: '/v1/quote', payload: request });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/discount/);
  });

  it('refuses an answer that is not in its list, rather than rating it as neutral', async () => {
    const request = buildCreateQuoteRequest(completedDirectQuote('2026-11-22'));
    request.risk.vehicles = [{ ...request.risk.vehicles?.[0], classOfUse: 'RACING' }];
    const before = await database.db
      .selectFrom('quote')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await app.inject({ method: 'PUT', url: '/v1/quote', payload: request });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Some answers are not recognised: 'RACING' is not a class of use we know.",
    );
    const after = await database.db
      .selectFrom('quote')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('refuses a risk it cannot price yet, saying what is missing', async () => {
    const request = buildCreateQuoteRequest(createDefaultDirectQuote('2026-11-22'));
    const response = await app.inject({ method: 'PUT', url: '/v1/quote', payload: request });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BadRequest',
        message: "We need your date of birth and your van's value to give you a price.",
      },
    });
  });

  it('answers a malformed URL in the error shape too', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/address/%' });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe('BadRequest');
  });

  it('answers an unknown /v1 path with 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe('NotFound');
  });

  it('lets only its own origin frame the journey (§2.5)', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it("allows no inline style but the one react-aria's usePress adds, by its hash", async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/config' });
    const styleSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('style-src'));
    // The hash Chromium reported when it blocked react-aria 3.53's style element.
    expect(styleSrc).toBe("style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    // And the text react-aria ships is still the text hashed (an update that changes it fails here).
    const reactAria = path.dirname(
      createRequire(import.meta.url).resolve('react-aria/package.json'),
    );
    const usePress = readFileSync(
      path.join(reactAria, 'dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    expect(usePress.replace(/\$\{[^}]+\}/g, 'data-react-aria-pressable')).toContain(
      REACT_ARIA_PRESS_STYLE,
    );
  });

  it('has a contract for every route it serves under /v1', () => {
    const served = app.printRoutes({ commonPrefix: false });
    for (const contract of ALL_CONTRACTS.filter((c) =>
      ['/v1/quote', '/v1/config'].includes(c.path),
    )) {
      expect(served).toContain(contract.path);
    }
  });
});
