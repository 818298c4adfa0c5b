import { buildCreateQuoteRequest } from '@van/domain/quote';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { REFERENCE_DATA_CACHE_CONTROL } from '../modules/metadata/metadata.routes.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Decision 034 item 7: what every answer says to the browser about caching, browser features and
// HTTPS, and whether the API's map (/docs) is served.

const NOW = new Date('2026-11-22T10:00:00Z');
const PAYMENT_ORIGIN = 'http://127.0.0.1:4100';

let database: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.drop();
});

/** The app on the test database with the development config, changed by `override`. */
async function appWith(override: Partial<Config> = {}, env: Record<string, string> = {}) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }), ...override } as Config;
  const app = await buildApp({ config, db: database.db, now: () => NOW });
  apps.push(app);
  return app;
}

/** What production requires of these settings (an https public address, decision 049). */
const PRODUCTION = { isProduction: true, publicUrl: 'https://van.example' } as const;

let development: App;
let production: App;

beforeAll(async () => {
  development = await appWith({}, { PAYMENT_SANDBOX_URL: PAYMENT_ORIGIN });
  // What NODE_ENV=production changes here; the rest of the production config is config.test's.
  production = await appWith({ ...PRODUCTION, apiDocs: false });
});

describe('Cache-Control: no-store on answers carrying personal data', () => {
  it('is sent with a quote (PUT /v1/quote)', async () => {
    const response = await development.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a refused retrieve', 'POST', '/v1/retrieve', { webReference: '1234' }],
    ['an unknown /v1 path', 'GET', '/v1/nothing-here', undefined],
    ['an unknown metadata list', 'GET', '/v1/metadata/NoSuchList', undefined],
    ['a refused address lookup', 'GET', '/v1/address/X', undefined],
  ] as const)('is sent with %s (errors are never cached)', async (_case, method, url, payload) => {
    const response = await development.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public reference data cacheable: the same for everyone, no personal data', async () => {
    const metadata = await development.inject({ method: 'GET', url: '/v1/metadata/WhereKept' });
    expect(metadata.headers['cache-control']).toBe(REFERENCE_DATA_CACHE_CONTROL);
    const config = await development.inject({ method: 'GET', url: '/v1/config' });
    expect(config.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('Permissions-Policy on every answer', () => {
  it.each([
    ['a /v1 answer', '/v1/config'],
    ['an error', '/v1/nothing-here'],
    ['a malformed address', '/v1/metadata/%E0%A4%A'],
    ['the health check', '/health/live'],
    ['a path outside the API', '/no-such-page'],
  ])('is sent with %s', async (_case, url) => {
    const response = await development.inject({ method: 'GET', url });
    const policy = String(response.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) {
      expect(policy).toContain(denied);
    }
  });

  it("allows the Payment Request API only to the payment provider's frame, never to our pages", async () => {
    const withProvider = await development.inject({ method: 'GET', url: '/v1/config' });
    expect(withProvider.headers['permissions-policy']).toContain(`payment=("${PAYMENT_ORIGIN}")`);
    const withoutProvider = await production.inject({ method: 'GET', url: '/v1/config' });
    expect(withoutProvider.headers['permissions-policy']).toContain('payment=()');
  });
});

describe('Strict-Transport-Security', () => {
  it('tells browsers to use HTTPS only for a year, subdomains too, in production', async () => {
    const response = await production.inject({ method: 'GET', url: '/v1/config' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it("is not sent outside production, where the server is a laptop's plain http", async () => {
    const response = await development.inject({ method: 'GET', url: '/v1/config' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/docs (the OpenAPI page and document)', () => {
  it('is served outside production', async () => {
    expect((await development.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    expect((await development.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  it('is not served in production', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is served in production when API_DOCS=on', async () => {
    const documented = await appWith({ ...PRODUCTION, apiDocs: true });
    expect((await documented.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});
