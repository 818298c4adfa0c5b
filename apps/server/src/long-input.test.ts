import { buildCreateQuoteRequest, buildUpdateQuoteRequest, type Quote } from '@van/domain/quote';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from './modules/partner/index.ts';
import { fromNewClient } from './test/network.ts';
import { createQuote, finalizeQuote } from './test/quotes.ts';
import { testAppOnClock } from './test/test-app.ts';

// Decision 034 item 3: every quote reference and every key or token a stranger sends is bounded by
// the contract, so an over-long one is refused with our error body before the database is asked
// (a 3,000-digit reference used to reach a btree index and answer 500 on five calls).

/** Digits that do not repeat (PostgreSQL would compress a run of one digit into a short key). */
function digits(count: number, seed: number): string {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String(Math.floor(state / 65_536) % 10);
  }).join('');
}

/** 3 groups of digits separated by hyphens (§5.2's shape), 3,002 characters long. */
const LONG_REFERENCE = `${digits(1000, 1)}-${digits(1000, 2)}-${digits(1000, 3)}`;
const LONG_TOKEN = 'k'.repeat(3000);

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
let quote: Quote;
/** A real quoteKey of a finalized quote, so only the over-long field is wrong. */
let quoteKey: string;

beforeAll(async () => {
  quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
  const finalized = await createQuote(server.app, completedDirectQuote('2026-11-22'));
  quoteKey = await finalizeQuote(server.app, finalized);
});

/** The stored quote's retrieval key, with `webReference` for its reference. */
const keyWith = (webReference: string) => ({ ...retrievalKeyOf(quote), webReference });

/** Every call that takes a quote reference in its body, with that reference `webReference`. */
const BODY_CALLS: [string, string, (webReference: string) => unknown][] = [
  ['POST', '/v1/retrieve', keyWith],
  ['POST', '/v1/sendEmail', keyWith],
  ['POST', '/v1/finalize', keyWith],
  ['POST', '/v1/verifyPolicy', keyWith],
  [
    'POST',
    '/v1/quote',
    (webReference) => buildUpdateQuoteRequest(quote, keyWith(webReference), [], {}),
  ],
];

/** Every call that takes a quote reference in its path. */
const PATH_CALLS = [
  '/v1/policies/:ref',
  '/v1/policies/:ref/events/001',
  '/v1/policies/:ref/documents',
  '/v1/policies/:ref/documents/certificate',
];

async function quoteCount(): Promise<string> {
  const row = await server.db
    .selectFrom('quote')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

describe('over-long references, keys and tokens (decision 034 item 3)', () => {
  it.each(BODY_CALLS)(
    '%s %s refuses a 3,000-digit quote reference with 400 and our error body',
    async (method, url, body) => {
      server.now = new Date(server.now.getTime() + 61_000);
      const before = await quoteCount();
      const response = await server.app.inject({
        method: method as 'POST',
        url,
        payload: body(LONG_REFERENCE) as Record<string, unknown>,
        remoteAddress: fromNewClient(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('BadRequest');
      expect(response.json().error.message).toContain('Quote references are 3 groups of numbers');
      expect(await quoteCount()).toBe(before);
    },
  );

  it.each(BODY_CALLS)(
    '%s %s refuses a reference of 3,000 digits and no hyphens with 400',
    async (method, url, body) => {
      const response = await server.app.inject({
        method: method as 'POST',
        url,
        payload: body(digits(3000, 4)) as Record<string, unknown>,
        remoteAddress: fromNewClient(),
      });
      expect(response.statusCode, response.body).toBe(400);
    },
  );

  it.each(PATH_CALLS)('GET %s with an over-long reference is a 4xx, never a 5xx', async (path) => {
    // 3,000 digits is longer than any path parameter (414); 9-9-9 digits passes that but not §5.2.
    const references = [LONG_REFERENCE, '123456789-123456789-123456789'];
    for (const reference of references) {
      for (const authorization of [undefined, `Bearer ${'a'.repeat(43)}`]) {
        const response = await server.app.inject({
          method: 'GET',
          url: path.replace(':ref', reference),
          headers: authorization ? { authorization } : {},
        });
        expect([400, 404, 414], response.body).toContain(response.statusCode);
        expect(typeof response.json().error.message).toBe('string');
      }
    }
  });

  it('still answers a reference of the real format (5-5-5) as before', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: retrievalKeyOf(quote),
      remoteAddress: fromNewClient(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['/v1/paymentOptions', { quoteKey: LONG_TOKEN }],
    [
      '/v1/paymentSession',
      { quoteKey: LONG_TOKEN, option: 'ANNUAL_CARD', consentToAutoRenew: true },
    ],
    [
      '/v1/directDebitMandate',
      {
        quoteKey: LONG_TOKEN,
        accountHolderName: 'Sam ONeill',
        sortCode: '08-99-99',
        accountNumber: '66374958',
        soleSignatory: true,
      },
    ],
    ['/v1/aggregator/token', { aggToken: LONG_TOKEN }],
  ])('POST %s refuses a 3,000-character key or token with 400', async (url, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: fromNewClient(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
  });

  it('refuses a 3,000-character Idempotency-Key with 400', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
      headers: { 'idempotency-key': LONG_TOKEN },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

/** Rows in the tables the calls of decisions 043, 045 and 047 write. */
async function recordCounts(): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const table of [
    'credit_agreement_signature',
    'support_needs',
    'consent_event',
    'consent_withdrawal_token',
  ] as const) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

const SIGNATURE = {
  version: 'credit-agreement-2026-11',
  textHash: 'a'.repeat(64),
  signerName: 'Sam ONeill',
};
const SUPPORT_ANSWER = { categories: [], formats: ['large-print'], consentVersion: 'v1' };

describe('over-long input to the calls of decisions 043, 045 and 047', () => {
  it.each([
    ['/v1/creditAgreement', () => ({ quoteKey: LONG_TOKEN })],
    ['/v1/creditAgreement/sign', () => ({ quoteKey: LONG_TOKEN, ...SIGNATURE })],
    ['/v1/creditAgreement/sign', () => ({ quoteKey, ...SIGNATURE, version: LONG_TOKEN })],
    ['/v1/creditAgreement/sign', () => ({ quoteKey, ...SIGNATURE, signerName: LONG_TOKEN })],
    ['/v1/creditAgreement/sign', () => ({ quoteKey, ...SIGNATURE, textHash: LONG_TOKEN })],
    ['/v1/supportNeeds', () => ({ quoteKey: LONG_TOKEN, ...SUPPORT_ANSWER })],
    ['/v1/supportNeeds', () => ({ quoteKey, ...SUPPORT_ANSWER, otherHelp: LONG_TOKEN })],
    ['/v1/supportNeeds', () => ({ quoteKey, ...SUPPORT_ANSWER, consentVersion: LONG_TOKEN })],
  ])(
    'POST %s refuses a 3,000-character key or field with 400, recording nothing',
    async (url, payload) => {
      const before = await recordCounts();
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: payload(),
        remoteAddress: fromNewClient(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('BadRequest');
      expect(await recordCounts()).toEqual(before);
    },
  );

  it.each(['/v1/creditAgreement', '/v1/creditAgreement/sign', '/v1/supportNeeds'])(
    'POST %s refuses a body over the 256 KB limit with 413 and our error body',
    async (url) => {
      const before = await recordCounts();
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: { quoteKey, ...SIGNATURE, signerName: 'n'.repeat(300 * 1024) },
        remoteAddress: fromNewClient(),
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(typeof response.json().error.message).toBe('string');
      expect(await recordCounts()).toEqual(before);
    },
  );

  it.each(['GET', 'POST'] as const)(
    '%s /v1/consent/withdraw/:token refuses an over-long token without a 5xx, changing nothing',
    async (method) => {
      const before = await recordCounts();
      // 3,000 characters is longer than any path parameter (414); 60 passes that but is not a token.
      for (const [token, status] of [
        [LONG_TOKEN, 414],
        ['t'.repeat(60), 404],
      ] as const) {
        const response = await server.app.inject({
          method,
          url: `/v1/consent/withdraw/${token}`,
          ...(method === 'POST'
            ? { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
            : {}),
        });
        expect(response.statusCode, response.body).toBe(status);
        if (status === 404) expect(response.body).toContain('This link is not valid');
      }
      expect(await recordCounts()).toEqual(before);
    },
  );
});

describe('over-long input to the partner API (decision 057)', () => {
  let partnerKey = '';
  beforeAll(async () => {
    partnerKey = (await createPartner(server.db, { sourceOfBusiness: '104', name: 'Site 104' }))
      .key;
  });

  const partnerRequestCount = async () =>
    (
      await server.db
        .selectFrom('partner_quote_request')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('answers a 3,000-character API key with the 401 of any wrong key, never a 5xx', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/partner/v1/eligibility',
      headers: { authorization: `Bearer ${LONG_TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error.code).toBe('Unauthorized');
  });

  it('refuses a 3,000-character request id in the body with 400, recording nothing', async () => {
    const before = await quoteCount();
    const requests = await partnerRequestCount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/partner/v1/quotes',
      headers: { authorization: `Bearer ${partnerKey}` },
      payload: {
        requestId: LONG_TOKEN,
        risk: completedDirectQuote('2026-11-22').policy.eventCurrent.risk,
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
    expect(await quoteCount()).toBe(before);
    expect(await partnerRequestCount()).toBe(requests);
  });

  // Longer than any path parameter (100 characters) is 414 in our error body; 100 is only unknown.
  it.each([
    ['3,000 characters', LONG_TOKEN, 414],
    ['101 characters', 'r'.repeat(101), 414],
    ['100 characters', 'r'.repeat(100), 404],
  ] as const)(
    'GET /partner/v1/quotes/:requestId answers an id of %s with %i',
    async (_case, id, status) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/partner/v1/quotes/${id}`,
        headers: { authorization: `Bearer ${partnerKey}` },
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(typeof response.json().error.message).toBe('string');
    },
  );
});
