import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_DEFAULTS } from '../config/config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { clientAddressKey } from './client-key.ts';

// Decision 034 item 5: who a client is, for its limits and lock-outs, cannot be chosen by the client,
// and its address is stored only as a keyed hash.

const SECRET = 'a-test-client-address-secret-of-32-characters';

/** Production as it must be configured, with TRUST_PROXY as given (unset by default). */
function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...DEV_DEFAULTS,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://van.example.co.uk',
    DATABASE_URL: 'postgres://app@db.internal:5432/van',
    SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
    CLIENT_ADDRESS_SECRET: SECRET,
    ...extra,
  };
}

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const now = new Date('2026-11-22T10:00:30Z');

async function appWith(env: Record<string, string>): Promise<TestApp> {
  running = await createTestApp({ now: () => now, env });
  return running;
}

/** 21 retrieves of unknown references (over the 20 a minute one client may make). */
async function retrieves({ app }: TestApp, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: {
        webReference: `12345-12345-${String(i).padStart(5, '0')}`,
        lastName: 'Smith',
        dateOfBirth: '1980-01-01',
        postcode: 'LS1 4AP',
      },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const LIMITED = [...Array(20).fill(404), 429];

describe('client addresses (decision 034 item 5)', () => {
  it('ignores X-Forwarded-For in production unless TRUST_PROXY is set: the limits hold', async () => {
    const test = await appWith(productionEnv());
    expect(await retrieves(test, (i) => `203.0.113.${i + 1}`)).toEqual(LIMITED);
  });

  it('takes the address the trusted proxy forwarded with TRUST_PROXY=1', async () => {
    const test = await appWith(productionEnv({ TRUST_PROXY: '1' }));
    // Each forwarded address is a client of its own...
    expect(await retrieves(test, (i) => `203.0.113.${i + 1}`)).toEqual(Array(21).fill(404));
    // ...and one forwarded address is one client, whatever the hops before the proxy claim.
    expect(await retrieves(test, (i) => `198.51.100.${i + 1}, 203.0.113.200`)).toEqual(LIMITED);
  });

  it('trusts only the listed proxies when TRUST_PROXY lists them', async () => {
    const listed = await appWith(productionEnv({ TRUST_PROXY: '10.0.0.0/8' }));
    expect(await retrieves(listed, (i) => `203.0.113.${i + 1}`)).toEqual(Array(21).fill(404));
    await listed.close();
    running = undefined;
    const other = await appWith(productionEnv({ TRUST_PROXY: '192.0.2.1' }));
    expect(await retrieves(other, (i) => `203.0.113.${i + 1}`)).toEqual(LIMITED);
  });

  it('stores a client address only as a keyed hash, not its plain SHA-256', async () => {
    const { app, db } = await appWith({ CLIENT_ADDRESS_SECRET: SECRET });
    const address = '203.0.113.77';
    const response = await app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: {
        webReference: '12345-12345-12345',
        lastName: 'Smith',
        dateOfBirth: '1980-01-01',
        postcode: 'LS1 4AP',
      },
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(404);
    const guard = await db.selectFrom('retrieval_client_guard').select('client_key').execute();
    const limits = await db.selectFrom('rate_limit').select('key').execute();
    expect(guard).toEqual([{ client_key: clientAddressKey(SECRET, address) }]);
    expect(limits).toEqual([{ key: `retrieve:${clientAddressKey(SECRET, address)}` }]);
    const plain = createHash('sha256').update(address).digest('hex');
    const stored = await sql<{ text: string }>`
      select concat_ws(' ', (select string_agg(client_key, ' ') from retrieval_client_guard),
                            (select string_agg(key, ' ') from rate_limit)) as text`.execute(db);
    const text = stored.rows[0]!.text;
    expect(text).not.toContain(address);
    expect(text).not.toContain(plain.slice(0, 16));
    // Another secret gives another key: without it the hash cannot be recomputed.
    expect(clientAddressKey('another-secret-of-at-least-32-characters!', address)).not.toBe(
      clientAddressKey(SECRET, address),
    );
  });
});
