import { PARTNER_UNAUTHORIZED_MESSAGE } from '@van/domain/contract';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  PARTNER_KEY_CACHE_SECONDS,
  createPartner,
  listPartners,
  revokePartner,
  rotateKey,
} from './index.ts';
import { PARTNER_AUTH_FAILURE_LIMIT } from './partner.routes.ts';

// Decision 057: who may call the partner API, and how much. Every credential failure gets one
// answer; each site has its own rate a minute and quota a UK day.

let now = new Date('2026-11-22T10:00:00Z');
let database: TestApp;

beforeAll(async () => {
  database = await createTestApp({ now: () => now });
});

afterAll(async () => {
  await database.close();
});

/** Moves the clock on, into a fresh rate-limit minute. */
function laterBy(minutes: number) {
  now = new Date(now.getTime() + minutes * 60 * 1000);
}

/** Moves the clock past the time a key found working is trusted without asking the database. */
function pastTheKeyCache() {
  now = new Date(now.getTime() + PARTNER_KEY_CACHE_SECONDS * 1000);
}

const eligibility = (authorization?: string) =>
  database.app.inject({
    method: 'GET',
    url: '/partner/v1/eligibility',
    headers: authorization === undefined ? {} : { authorization },
  });

let requestCounter = 0;
const ask = (key: string) =>
  database.app.inject({
    method: 'POST',
    url: '/partner/v1/quotes',
    headers: { authorization: `Bearer ${key}` },
    payload: {
      requestId: `access-${(requestCounter += 1)}`,
      risk: completedDirectQuote(ukToday(now)).policy.eventCurrent.risk,
    },
  });

describe('authentication', () => {
  it('answers every kind of credential failure with the same 401, before reading the body', async () => {
    laterBy(5);
    const { key } = await createPartner(database.db, { sourceOfBusiness: '102', name: 'Site 102' });
    expect((await eligibility(`Bearer ${key}`)).statusCode).toBe(200);

    const failures = [
      undefined, // missing
      '', // empty
      key, // no scheme
      `Basic ${key}`, // another scheme
      'Bearer', // no key
      `Bearer ${key} extra`, // malformed
      `Bearer ${key.slice(0, -1)}x`, // wrong
      `Bearer ${'A'.repeat(43)}`, // unknown
    ];
    const answers = await Promise.all(failures.map((header) => eligibility(header)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: { code: 'Unauthorized', message: PARTNER_UNAUTHORIZED_MESSAGE },
      });
    }
    // A body is not even read for a caller without a key: no 400 that would tell it our schema.
    const junk = await database.app.inject({
      method: 'POST',
      url: '/partner/v1/quotes',
      payload: { nonsense: true },
    });
    expect(junk.statusCode).toBe(401);
    expect(junk.body).toBe(answers[0]!.body);
  });

  it('keeps an old key working through a rotation overlap, and refuses it afterwards', async () => {
    laterBy(5);
    const { key: oldKey } = await createPartner(database.db, {
      sourceOfBusiness: '105',
      name: 'Site 105',
    });
    const unknown = await eligibility(`Bearer ${'B'.repeat(43)}`);

    const { key: newKey, oldKeysExpireAt } = await rotateKey(database.db, '105', 7, now);
    expect(newKey).not.toBe(oldKey);
    expect(oldKeysExpireAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await eligibility(`Bearer ${oldKey}`)).statusCode).toBe(200);
    expect((await eligibility(`Bearer ${newKey}`)).statusCode).toBe(200);

    now = new Date(oldKeysExpireAt.getTime() - 1000);
    expect((await eligibility(`Bearer ${oldKey}`)).statusCode).toBe(200);
    // Found working a second before its expiry, it is not trusted past the expiry itself.
    now = new Date(oldKeysExpireAt.getTime() + 1);
    const expired = await eligibility(`Bearer ${oldKey}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toBe(unknown.body);
    expect((await eligibility(`Bearer ${newKey}`)).statusCode).toBe(200);

    // A rotation with no overlap ends the keys once the key cache's seconds have passed; a second
    // rotation never lengthens one.
    const { key: third } = await rotateKey(database.db, '105', 0, now);
    pastTheKeyCache();
    expect((await eligibility(`Bearer ${newKey}`)).statusCode).toBe(401);
    expect((await eligibility(`Bearer ${third}`)).statusCode).toBe(200);
  });

  it('refuses every key of a revoked site, with the same 401; its quotes stay', async () => {
    laterBy(5);
    const { key } = await createPartner(database.db, { sourceOfBusiness: '114', name: 'Site 114' });
    const { key: rotated } = await rotateKey(database.db, '114', 7, now);
    const priced = await ask(key);
    expect(priced.statusCode, priced.body).toBe(200);
    const unknown = await eligibility(`Bearer ${'C'.repeat(43)}`);

    await revokePartner(database.db, '114', now);
    pastTheKeyCache();

    for (const revoked of [key, rotated]) {
      const answer = await eligibility(`Bearer ${revoked}`);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(unknown.body);
    }
    const listed = (await listPartners(database.db, now)).find(
      (partner) => partner.source_of_business === '114',
    );
    expect(listed).toMatchObject({ working_keys: 0 });
    expect(listed?.revoked_at).toEqual(new Date(now.getTime() - PARTNER_KEY_CACHE_SECONDS * 1000));
    expect(JSON.stringify(listed)).not.toContain(key);
    const quote = await database.db
      .selectFrom('quote')
      .select('web_reference')
      .where('web_reference', '=', priced.json().quoteReference)
      .executeTakeFirst();
    expect(quote).toBeDefined();
    await expect(revokePartner(database.db, '114', now)).rejects.toMatchObject({
      code: 'NotFound',
    });
  });

  it('trusts a key found working for the key cache’s seconds: a revocation refuses it after them, not before', async () => {
    laterBy(5);
    now = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 10_000); // 10 s into a minute
    const { key } = await createPartner(database.db, { sourceOfBusiness: '104', name: 'Site 104' });
    const unknown = await eligibility(`Bearer ${'E'.repeat(43)}`);
    expect((await eligibility(`Bearer ${key}`)).statusCode).toBe(200);
    const foundAt = now;

    await revokePartner(database.db, '104', now);
    // Within the cache's time the key is not looked up again: the revocation is not seen yet.
    now = new Date(foundAt.getTime() + PARTNER_KEY_CACHE_SECONDS * 1000 - 1);
    expect((await eligibility(`Bearer ${key}`)).statusCode).toBe(200);
    // From then on it is looked up, and refused as any unknown key is, on every later call, each
    // refusal counted towards the client address's failed-credential limit as any failure is.
    now = new Date(foundAt.getTime() + PARTNER_KEY_CACHE_SECONDS * 1000);
    const failuresSoFar = async () =>
      (
        await database.db
          .selectFrom('rate_limit')
          .select('hits')
          .where('key', 'like', 'partner-auth:%')
          .where('window_start', '=', new Date(Math.floor(now.getTime() / 60_000) * 60_000))
          .executeTakeFirst()
      )?.hits ?? 0;
    const before = await failuresSoFar();
    for (let i = 0; i < 2; i += 1) {
      const refused = await eligibility(`Bearer ${key}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toBe(unknown.body);
    }
    expect(await failuresSoFar()).toBe(before + 2);
  });

  it('answers a client address that keeps failing 429 for the rest of the minute; a working key still gets in', async () => {
    laterBy(5);
    now = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 20_000); // 20 s into a minute
    const { key } = await rotateKey(database.db, '102', 7, now);
    const statuses = [];
    for (let i = 0; i <= PARTNER_AUTH_FAILURE_LIMIT.limit; i += 1) {
      statuses.push((await eligibility(`Bearer ${'D'.repeat(43)}`)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const blocked = await eligibility(`Bearer ${'D'.repeat(43)}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('40');
    expect((await eligibility(`Bearer ${key}`)).statusCode).toBe(200);

    laterBy(1);
    expect((await eligibility(`Bearer ${'D'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('keeps only the hash of a key', async () => {
    const { key } = await createPartner(database.db, { sourceOfBusiness: '115', name: 'Site 115' });
    const rows = await database.db.selectFrom('partner_key').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });

  it.each([
    ['a source that is not a comparison site', { sourceOfBusiness: 'Website', name: 'x' }],
    ['a site already registered', { sourceOfBusiness: '102', name: 'Again' }],
    ['no name', { sourceOfBusiness: '104', name: ' ' }],
    ['a rate of 0', { sourceOfBusiness: '104', name: 'x', ratePerMinute: 0 }],
  ])('refuses to create a partner with %s', async (_case, details) => {
    await expect(createPartner(database.db, details)).rejects.toMatchObject({
      code: 'BadRequest',
    });
  });
});

describe('limits', () => {
  it('holds a site to its rate a minute (429 with Retry-After), and the next minute lets it in', async () => {
    // A fresh database of its own: every source of business is taken in the file's other database.
    const limited = await createTestApp({ now: () => now });
    try {
      laterBy(5);
      now = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 15_000); // 15 s into a minute
      const { key } = await createPartner(limited.db, {
        sourceOfBusiness: '104',
        name: 'Site 104',
        ratePerMinute: 3,
      });
      const call = () =>
        limited.app.inject({
          method: 'GET',
          url: '/partner/v1/eligibility',
          headers: { authorization: `Bearer ${key}` },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push(await call());
      expect(statuses.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(statuses[3]!.json().error.code).toBe('TooManyRequests');
      expect(statuses[3]!.headers['retry-after']).toBe('45');

      laterBy(1);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('holds a site to its quota of quote requests a UK day (429 QuotaExceeded until UK midnight)', async () => {
    const limited = await createTestApp({ now: () => now });
    try {
      // 23:30 UTC on a summer day is 00:30 BST the next day: the UK day began 30 minutes ago.
      now = new Date('2027-06-10T23:30:00Z');
      const { key } = await createPartner(limited.db, {
        sourceOfBusiness: '104',
        name: 'Site 104',
        dailyQuota: 2,
      });
      const request = (requestId: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/partner/v1/quotes',
          headers: { authorization: `Bearer ${key}` },
          payload: { requestId, risk: { proposer: { dateOfBirth: '1980-01-01' }, vehicles: [] } },
        });
      // Each counts, priced or not (these bodies are refused: the quota is of requests asked).
      expect((await request('q1')).statusCode).toBe(400);
      now = new Date('2027-06-11T10:00:00Z'); // the same UK day, in another UTC window
      expect((await request('q2')).statusCode).toBe(400);
      const over = await request('q3');
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('QuotaExceeded');
      // Until midnight BST: 22:59:59 UTC and a second.
      expect(over.headers['retry-after']).toBe(String(13 * 60 * 60));
      // Reading its answers and the eligibility are not quote requests.
      const read = await limited.app.inject({
        method: 'GET',
        url: '/partner/v1/eligibility',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(read.statusCode).toBe(200);

      now = new Date('2027-06-11T23:00:00Z'); // midnight BST: a new UK day
      expect((await request('q4')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
