import { ALL_CONTRACTS, type Contract } from '@van/domain/contract';
import { buildCreateQuoteRequest, buildUpdateQuoteRequest } from '@van/domain/quote';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_ORIGIN } from './test/account.ts';
import { createPartner } from './modules/partner/index.ts';
import { INJECTIONS, junk, mutate, paths } from './test/mutations.ts';
import { createQuote } from './test/quotes.ts';
import { testAppOnClock } from './test/test-app.ts';

// Whatever arrives, the answer is never a 5xx, and a refused request changes
// nothing a customer owns (quotes, events, e-mails, quote keys). Failed retrieval-key checks do
// count towards the lock and the rate limit, by design; those tables are not compared.
const OWNED_TABLES = [
  'quote',
  'quote_event',
  'email_outbox',
  'quote_key',
  'payment',
  'policy',
  'policy_token',
  'payment_notification',
  'direct_debit_mandate',
  'credit_agreement_signature',
  'support_needs',
  'partner_quote_request',
  'account_sign_in_code',
  'account_session',
  'auto_renewal_choice',
  'policy_cancellation',
  'cancellation_refund_outbox',
] as const;

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
const samples = new Map<string, unknown>();
/** A comparison site's API key: the partner routes are tried authenticated (decision 057). */
let partnerKey = '';

/**
 * The site's key on the partner routes; our own Origin on the account routes (decision 060: refused
 * 403 without it, before the body is read); nothing on the others.
 */
function authorizationFor(contract: Contract): Record<string, string> {
  if (contract.path.startsWith('/v1/account')) return { origin: OWN_ORIGIN };
  return contract.path.startsWith('/partner/') ? { authorization: `Bearer ${partnerKey}` } : {};
}

beforeAll(async () => {
  const quote = completedDirectQuote('2026-11-22');
  const created = await createQuote(server.app, quote);
  const key = retrievalKeyOf(created);
  samples.set('PUT /v1/quote', buildCreateQuoteRequest(quote));
  partnerKey = (await createPartner(server.db, { sourceOfBusiness: '104', name: 'Site 104' })).key;
  samples.set('POST /partner/v1/quotes', {
    requestId: 'bad-input-sample',
    risk: quote.policy.eventCurrent.risk,
  });
  samples.set('POST /v1/quote', buildUpdateQuoteRequest(created, key, ['BDV1O'], {}));
  for (const path of ['/v1/retrieve', '/v1/sendEmail', '/v1/finalize', '/v1/verifyPolicy'])
    samples.set(`POST ${path}`, key);
  samples.set('POST /v1/vehicle', { vrm: 'AB12CDE' });
  samples.set('POST /v1/account/sign-in-code', { email: 'sam.oneill@example.com' });
  samples.set('POST /v1/account/session', { email: 'sam.oneill@example.com', code: '123456' });
  samples.set('PUT /v1/account/policies/:policyNumber/auto-renewal', { autoRenew: false });
  samples.set('POST /v1/account/policies/:policyNumber/cancellation', {
    date: 'now',
    confirm: true,
  });
  samples.set('POST /v1/aggregator/token', { aggToken: 'x'.repeat(20) });
  samples.set('POST /v1/paymentOptions', { quoteKey: 'k'.repeat(43) });
  samples.set('POST /v1/bankAccount/check', { sortCode: '08-99-99', accountNumber: '66374958' });
  samples.set('POST /v1/paymentSession', {
    quoteKey: 'k'.repeat(43),
    option: 'ANNUAL_CARD',
    consentToAutoRenew: true,
  });
  samples.set('POST /v1/supportNeeds', {
    quoteKey: 'k'.repeat(43),
    categories: ['OTHER'],
    otherHelp: 'Please write',
    formats: ['BRAILLE'],
    consentVersion: 'support-needs-consent-2026-11-27',
  });
  samples.set('POST /v1/creditAgreement', { quoteKey: 'k'.repeat(43) });
  samples.set('POST /v1/creditAgreement/sign', {
    quoteKey: 'k'.repeat(43),
    version: 'credit-agreement-2026-11-27',
    textHash: 'a'.repeat(64),
    signerName: 'Sam ONeill',
  });
  samples.set('POST /v1/directDebitMandate', {
    quoteKey: 'k'.repeat(43),
    accountHolderName: 'Sam ONeill',
    sortCode: '08-99-99',
    accountNumber: '66374958',
    soleSignatory: true,
    collectionDay: 5,
  });
});

async function ownedCounts(): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const table of OWNED_TABLES) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

/** A mutated form of the endpoint's valid sample, or raw junk, or broken JSON text. */
function badBody(sample: unknown) {
  const fieldPaths = paths(sample);
  return fc.oneof(
    fc
      .record({ path: fc.constantFrom(...fieldPaths), replacement: junk, remove: fc.boolean() })
      .map(({ path, replacement, remove }) =>
        JSON.stringify(
          mutate(
            sample,
            path,
            remove ? { kind: 'remove' } : { kind: 'replace', junk: replacement },
          ),
        ),
      ),
    junk.map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"risk":',
      '{',
      '[1,2',
      'null',
      '',
      '{"a":1}}',
      JSON.stringify(sample).slice(0, -1),
    ),
  );
}

const withBody = ALL_CONTRACTS.filter((contract: Contract) => contract.body);
function servedWithBody(): Contract[] {
  return withBody.filter((contract) => !UNSERVED_YET.includes(contract.path));
}
const UNSERVED_YET: string[] = [];
const withParams = ALL_CONTRACTS.filter((contract: Contract) => !contract.body);

describe('bad input never breaks the service', () => {
  it.each(withBody.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s answers any malformed body with a 4xx and stores nothing',
    async (name, contract) => {
      const sample = samples.get(name);
      expect(sample, `a valid sample body for ${name}`).toBeDefined();
      await fc.assert(
        fc.asyncProperty(badBody(sample), async (payload) => {
          server.now = new Date(server.now.getTime() + 61_000); // a new rate-limit window for every try
          const before = await ownedCounts();
          const response = await server.app.inject({
            method: contract.method,
            url: contract.path,
            payload,
            headers: { 'content-type': 'application/json', ...authorizationFor(contract) },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.headers['content-type']).toContain('application/json');
          if (response.statusCode >= 400) {
            expect(typeof response.json().error.message).toBe('string');
            expect(await ownedCounts()).toEqual(before);
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it.each(withParams.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s answers any path or query text without a 5xx',
    async (_name, contract) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom(...INJECTIONS)), async (text) => {
          const encoded = encodeURIComponent(text);
          const url =
            contract.path.replace(/:[a-zA-Z]+/g, encoded || 'x') +
            `?quoteType=${encoded}&filter=${encoded}`;
          const response = await server.app.inject({
            method: contract.method,
            url,
            headers: { 'content-type': 'application/json', ...authorizationFor(contract) },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    },
  );

  // A contract written before its route is listed in UNSERVED_YET until it is served.
  it.each(
    servedWithBody().map((contract) => [`${contract.method} ${contract.path}`, contract] as const),
  )(
    '%s refuses a field it does not know at any depth, naming it, and stores nothing',
    async (name, contract) => {
      const sample = samples.get(name);
      const objectPaths = paths(sample).filter((path) => {
        const node = path.reduce<unknown>(
          (at, key) => (at as Record<string, unknown>)[key],
          sample,
        );
        return typeof node === 'object' && node !== null && !Array.isArray(node);
      });
      for (const path of objectPaths) {
        server.now = new Date(server.now.getTime() + 61_000);
        const before = await ownedCounts();
        const payload = JSON.stringify(
          mutate(sample, [...path, 'unexpectedField'], { kind: 'replace', junk: 'x' }),
        );
        const response = await server.app.inject({
          method: contract.method,
          url: contract.path,
          payload,
          headers: { 'content-type': 'application/json', ...authorizationFor(contract) },
        });
        const where = [...path, 'unexpectedField'].join('.');
        expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
        expect(response.json().error.message).toContain("'unexpectedField' is not a field we know");
        expect(await ownedCounts()).toEqual(before);
      }
    },
  );

  it('refuses a body over the size limit with 413 in the error shape', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: JSON.stringify({ risk: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is too large.');
  });
});
