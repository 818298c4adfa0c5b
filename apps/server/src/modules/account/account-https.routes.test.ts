import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromNewClient } from '../../test/network.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeSentTo, policyFor } from '../../test/account.ts';
import { sessionCookieFor } from './index.ts';

// Decision 060, served over https (PUBLIC_URL, as in production): the session cookie is Secure and
// __Host- prefixed, the origin checked is PUBLIC_URL's, and no e-mail address, code or session id
// reaches the log whatever is sent.

const PUBLIC_URL = 'https://van.example';
const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const now = new Date('2026-11-22T10:00:00Z');
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    now: () => now,
    logLevel: 'info',
    logStream: capture,
    env: { PUBLIC_URL },
  });
});

afterAll(async () => {
  await server.close();
});

function call(method: 'POST' | 'GET' | 'DELETE', url: string, headers = {}, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: { origin: PUBLIC_URL, ...headers },
    ...(payload ? { payload } : {}),
    remoteAddress: fromNewClient(),
  });
}

it('makes the cookie Secure and __Host- in production, or whenever served over https', () => {
  expect(sessionCookieFor('https://van.example', false)).toEqual({
    name: '__Host-account-session',
    secure: true,
  });
  expect(sessionCookieFor('http://127.0.0.1:3000', true).secure).toBe(true);
  expect(sessionCookieFor('http://127.0.0.1:3000', false)).toEqual({
    name: 'account-session',
    secure: false,
  });
});

it('signs in over https with a Secure __Host- cookie, writing no address, code or id to the log', async () => {
  const email = 'Logged.Never@Example.com';
  await policyFor(server.app, server.db, email, 'RWV-2026-060100', now);
  logLines.length = 0;

  expect((await call('POST', '/v1/account/sign-in-code', {}, { email })).statusCode).toBe(202);
  expect(
    (await call('POST', '/v1/account/sign-in-code', {}, { email: 'unknown.person@example.com' }))
      .statusCode,
  ).toBe(202);
  // From our own origin only: http://127.0.0.1 is not this server's origin now.
  expect(
    (await call('POST', '/v1/account/sign-in-code', { origin: 'http://127.0.0.1:3000' }, { email }))
      .statusCode,
  ).toBe(403);
  const code = await codeSentTo(server.db, email);
  const wrong = code === '999999' ? '999998' : '999999';
  expect((await call('POST', '/v1/account/session', {}, { email, code: wrong })).statusCode).toBe(
    401,
  );
  const signedIn = await call('POST', '/v1/account/session', {}, { email, code });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const setCookie = String(signedIn.headers['set-cookie']);
  expect(setCookie).toMatch(/^__Host-account-session=[A-Za-z0-9_-]{43}; /);
  expect(setCookie.split('; ').slice(1).sort()).toEqual([
    'HttpOnly',
    'Max-Age=43200',
    'Path=/',
    'SameSite=Strict',
    'Secure',
  ]);
  const cookie = setCookie.split(';')[0]!;
  const sessionId = cookie.split('=')[1]!;
  expect((await call('GET', '/v1/account/session', { cookie })).statusCode).toBe(200);
  // The cookie without its prefix is not the session cookie here.
  expect(
    (await call('GET', '/v1/account/session', { cookie: `account-session=${sessionId}` }))
      .statusCode,
  ).toBe(401);
  expect((await call('DELETE', '/v1/account/session', { cookie })).statusCode).toBe(200);
  expect((await call('GET', '/v1/account/session', { cookie })).statusCode).toBe(401);

  const routes = logLines.map((line) => (JSON.parse(line) as { route?: string }).route);
  expect(routes).toContain('/v1/account/session');
  expect(routes).toContain('/v1/account/sign-in-code');
  const log = logLines.join('\n').toLowerCase();
  for (const secret of [email, 'unknown.person@example.com', sessionId]) {
    expect(log).not.toContain(secret.toLowerCase());
  }
  // The code as a number of its own (not six digits inside a timestamp).
  expect(log).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
  // Nor the address's local part alone, should a masked form be logged for support.
  expect(log).not.toContain('logged.never');
});
