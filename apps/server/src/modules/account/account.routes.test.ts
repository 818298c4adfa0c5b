import {
  NOT_FROM_OUR_WEBSITE_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SIGN_IN_CODE_REFUSED_MESSAGE,
  SIGN_IN_CODE_SENT_MESSAGE,
} from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import { databaseText } from '../../test/database-text.ts';
import { fromNewClient } from '../../test/network.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import {
  askForCode,
  codeSentTo,
  OWN_ORIGIN,
  policyFor,
  quoteFor,
  sessionCookieOf,
  signedInAs,
  signInWith,
} from '../../test/account.ts';
import { loadConfig } from '../../config/config.ts';
import { purgeOnce } from '../retention/index.ts';
import {
  emailHashOf,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_CODE_LIFETIME_MS,
} from './index.ts';

// Decision 060 (issue 21 items 1 and 6): sign-in by an e-mailed one-time code, the session behind
// an HttpOnly cookie, sign-out, and the refusal of cross-site calls.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
const MINUTE = 60_000;

function later(ms: number): void {
  server.now = new Date(server.now.getTime() + ms);
}

function getSession(cookie: string | undefined) {
  return server.app.inject({
    method: 'GET',
    url: '/v1/account/session',
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Sign-out as our page makes it, or from `origin` (null: with no Origin header). */
function signOut(cookie: string, origin: string | null = OWN_ORIGIN) {
  return server.app.inject({
    method: 'DELETE',
    url: '/v1/account/session',
    headers: { cookie, ...(origin ? { origin } : {}) },
  });
}

async function sentCount(email: string): Promise<number> {
  const row = await server.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'account-sign-in')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('asking for a sign-in code', () => {
  it('answers a known and an unknown address identically, and e-mails only the known one', async () => {
    await policyFor(
      server.app,
      server.db,
      'known.owner@example.com',
      'RWV-2026-060001',
      server.now,
    );
    const known = await askForCode(server.app, 'known.owner@example.com');
    const unknown = await askForCode(server.app, 'nobody.here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: SIGN_IN_CODE_SENT_MESSAGE });
    const headersOf = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(headersOf(known.headers)).toEqual(headersOf(unknown.headers));
    expect(await sentCount('known.owner@example.com')).toBe(1);
    expect(await sentCount('nobody.here@example.com')).toBe(0);
    const email = await server.db
      .selectFrom('email_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'known.owner@example.com')
      .executeTakeFirstOrThrow();
    expect(email.subject).not.toMatch(/\d{6}/);
    expect(email.body_text).toContain('It works once, for 10 minutes.');
  });

  it('e-mails the owner of an open quote too, matching the address in any case and spacing', async () => {
    await quoteFor(server.app, 'Quote.Only@Example.com', server.now);
    expect((await askForCode(server.app, '  quote.only@EXAMPLE.com ')).statusCode).toBe(202);
    expect(await sentCount('quote.only@EXAMPLE.com')).toBe(1);
  });

  it('refuses an address that is not one, in words, and stores nothing', async () => {
    const response = await askForCode(server.app, 'not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('email address');
  });

  it('refuses a field it does not know, naming it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/account/sign-in-code',
      headers: { origin: OWN_ORIGIN },
      payload: { email: 'sam@example.com', policyNumber: 'RWV-2026-060001' },
      remoteAddress: fromNewClient(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("'policyNumber' is not a field we know");
  });

  it('sends an address at most 5 codes an hour, from any number of places', async () => {
    const email = 'many.codes@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060002', server.now);
    for (let i = 0; i < 5; i += 1)
      expect((await askForCode(server.app, email)).statusCode).toBe(202);
    const refused = await askForCode(server.app, email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(
      /^You have asked for a lot of sign-in codes in a short time\. Please try again in (a minute|\d+ minutes|an hour)\.$/,
    );
    expect(await sentCount(email)).toBe(1); // the waiting message refreshed, never a second copy
  });

  it('lets one client ask for at most 20 codes an hour, whatever the addresses', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 20; i += 1) {
      expect((await askForCode(server.app, `someone${i}@example.com`, client)).statusCode).toBe(
        202,
      );
    }
    const refused = await askForCode(server.app, 'someone.else@example.com', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await askForCode(server.app, 'someone.else@example.com')).statusCode).toBe(202);
  });
});

describe('signing in with the code', () => {
  it('signs in once with the code, setting an HttpOnly, SameSite=Strict cookie on Path=/', async () => {
    const email = 'once.only@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060003', server.now);
    await askForCode(server.app, email);
    const code = await codeSentTo(server.db, email);
    const first = await signInWith(server.app, email, code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'o***@example.com',
      policyNumbers: ['RWV-2026-060003'],
    });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^account-session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain(`; Max-Age=${SESSION_ABSOLUTE_TIMEOUT_MS / 1000}`);
    // Not Secure on a developer's plain http (account-session.test.ts covers production).
    expect(cookie).not.toContain('Secure');

    const again = await signInWith(server.app, email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(SIGN_IN_CODE_REFUSED_MESSAGE);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a code past its 10 minutes with the same words', async () => {
    const email = 'too.late@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060004', server.now);
    await askForCode(server.app, email);
    const code = await codeSentTo(server.db, email);
    later(SIGN_IN_CODE_LIFETIME_MS);
    const response = await signInWith(server.app, email, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(SIGN_IN_CODE_REFUSED_MESSAGE);
  });

  it('refuses the 6th try after 5 wrong ones, even with the right code', async () => {
    const email = 'five.wrong@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060005', server.now);
    await askForCode(server.app, email);
    const code = await codeSentTo(server.db, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await signInWith(server.app, email, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(SIGN_IN_CODE_REFUSED_MESSAGE);
    }
    const right = await signInWith(server.app, email, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().error.message).toBe(SIGN_IN_CODE_REFUSED_MESSAGE);
  });

  it('replaces the earlier code with a new one', async () => {
    const email = 'new.code@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060006', server.now);
    await askForCode(server.app, email);
    const first = await codeSentTo(server.db, email);
    let second = first;
    // A new code may, once in a million, equal the old one: ask again until it differs.
    while (second === first) {
      await askForCode(server.app, email);
      second = await codeSentTo(server.db, email);
    }
    expect((await signInWith(server.app, email, first)).statusCode).toBe(401);
    expect((await signInWith(server.app, email, second)).statusCode).toBe(200);
  });

  it('signs no one in for an address that owns nothing, whatever the code', async () => {
    await askForCode(server.app, 'owns.nothing@example.com');
    const response = await signInWith(server.app, 'owns.nothing@example.com', '123456');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(SIGN_IN_CODE_REFUSED_MESSAGE);
  });

  it('lets one client try at most 30 codes an hour', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await signInWith(server.app, `guess${i}@example.com`, '123456', client)).statusCode,
      ).toBe(401);
    }
    const refused = await signInWith(server.app, 'guess@example.com', '123456', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/^You have tried to sign in a lot of times/);
  });

  it('stores neither the code nor the session id in clear', async () => {
    const email = 'hashed.only@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060007', server.now);
    await askForCode(server.app, email);
    const code = await codeSentTo(server.db, email);
    const codes = await server.db.selectFrom('account_sign_in_code').selectAll().execute();
    expect(JSON.stringify(codes)).not.toContain(code);
    expect(JSON.stringify(codes)).not.toContain(email);
    const response = await signInWith(server.app, email, code);
    const sessionId = sessionCookieOf(response).split('=')[1]!;
    const sessions = await server.db.selectFrom('account_session').selectAll().execute();
    expect(JSON.stringify(sessions)).not.toContain(sessionId);
    expect(JSON.stringify(sessions)).not.toContain(email);
    // Nor anywhere else in the database.
    expect(await databaseText(server.db)).not.toContain(sessionId);
  });
});

describe('the session', () => {
  it('says who is signed in, and nothing without a session', async () => {
    const email = 'who.am.i@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060010', server.now);
    await policyFor(server.app, server.db, 'Who.Am.I@example.com', 'RWV-2026-060011', server.now);
    await policyFor(
      server.app,
      server.db,
      'someone.else@example.com',
      'RWV-2026-060012',
      server.now,
    );
    const cookie = await signedInAs(server.app, server.db, email);
    const response = await getSession(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('w***@example.com');
    expect([...response.json().policyNumbers].sort()).toEqual([
      'RWV-2026-060010',
      'RWV-2026-060011',
    ]);
    const none = await getSession(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(NOT_SIGNED_IN_MESSAGE);
    expect((await getSession('account-session=' + 'A'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses the old cookie after sign-out', async () => {
    const email = 'signing.out@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060013', server.now);
    const cookie = await signedInAs(server.app, server.db, email);
    expect((await getSession(cookie)).statusCode).toBe(200);
    const out = await signOut(cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^account-session=; .*Max-Age=0(;|$)/);
    const stolen = await getSession(cookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.message).toBe(NOT_SIGNED_IN_MESSAGE);
    const ended = await server.db
      .selectFrom('account_session')
      .select('ended_at')
      .where('email_masked', '=', 's***@example.com')
      .executeTakeFirstOrThrow();
    expect(ended.ended_at).not.toBeNull();
  });

  it('ends after 30 minutes without a call, each call sliding the time-out', async () => {
    const email = 'idle.one@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060014', server.now);
    const cookie = await signedInAs(server.app, server.db, email);
    later(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await getSession(cookie)).statusCode).toBe(200);
    later(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    const slid = await getSession(cookie);
    expect(slid.statusCode).toBe(200);
    expect(slid.json().idleExpiresAt).toBe(
      new Date(server.now.getTime() + SESSION_IDLE_TIMEOUT_MS).toISOString(),
    );
    later(SESSION_IDLE_TIMEOUT_MS);
    expect((await getSession(cookie)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however often it is used', async () => {
    const email = 'all.day@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060015', server.now);
    const signedInAt = server.now.getTime();
    const cookie = await signedInAs(server.app, server.db, email);
    while (server.now.getTime() + 20 * MINUTE < signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS) {
      later(20 * MINUTE);
      expect((await getSession(cookie)).statusCode).toBe(200);
    }
    server.now = new Date(signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS);
    expect((await getSession(cookie)).statusCode).toBe(401);
  });
});

describe('calls from another site (CSRF)', () => {
  it('refuses a state-changing account call from another origin or with none', async () => {
    const email = 'cross.site@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060016', server.now);
    const attempt = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/v1/account/sign-in-code',
        headers,
        payload: { email },
        remoteAddress: fromNewClient(),
      });
    const fromElsewhere = await attempt({ origin: 'https://evil.example' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error).toEqual({
      code: 'Forbidden',
      message: NOT_FROM_OUR_WEBSITE_MESSAGE,
    });
    expect((await attempt({})).statusCode).toBe(403);
    expect((await attempt({ referer: 'https://evil.example/account' })).statusCode).toBe(403);
    expect((await attempt({ origin: 'null' })).statusCode).toBe(403);
    expect(await sentCount(email)).toBe(0);
    // Our own page, named by its Referer when a browser sends no Origin.
    expect((await attempt({ referer: `${OWN_ORIGIN}/account/sign-in` })).statusCode).toBe(202);
    expect(await sentCount(email)).toBe(1);
  });

  it('refuses sign-in and sign-out from another site, leaving the session alive', async () => {
    const email = 'csrf.session@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060017', server.now);
    await askForCode(server.app, email);
    const code = await codeSentTo(server.db, email);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/v1/account/session',
      headers: { origin: 'https://evil.example' },
      payload: { email, code },
      remoteAddress: fromNewClient(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    const signedIn = await signInWith(server.app, email, code);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    expect((await signOut(cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await signOut(cookie, null)).statusCode).toBe(403);
    expect((await getSession(cookie)).statusCode).toBe(200);
  });
});

describe('the published API', () => {
  it('describes every account call in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(Object.keys(document.paths['/v1/account/session'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'post',
    ]);
    expect(document.paths['/v1/account/sign-in-code']?.post?.tags).toEqual(['account']);
  });
});

describe('retention', () => {
  it('purges codes and sessions past their end, and keeps live ones', async () => {
    const email = 'purged.later@example.com';
    await policyFor(server.app, server.db, email, 'RWV-2026-060020', server.now);
    const cookie = await signedInAs(server.app, server.db, email);
    await askForCode(server.app, email);
    const emailHash = emailHashOf(email);
    const rowsOf = async () => ({
      codes: (
        await server.db
          .selectFrom('account_sign_in_code')
          .select('email_hash')
          .where('email_hash', '=', emailHash)
          .execute()
      ).length,
      sessions: (
        await server.db
          .selectFrom('account_session')
          .select('id')
          .where('email_hash', '=', emailHash)
          .execute()
      ).length,
    });
    const purge = () =>
      purgeOnce({
        db: server.db,
        settings: { quoteRetentionDays: 90 },
        bankAccountKeys: loadConfig({ LOG_LEVEL: 'silent' }).bankAccountKeys,
        log: { info: () => {}, error: () => {} },
        now: () => server.now,
      });
    await purge();
    expect(await rowsOf()).toEqual({ codes: 1, sessions: 1 });
    expect((await getSession(cookie)).statusCode).toBe(200);
    later(SESSION_ABSOLUTE_TIMEOUT_MS + MINUTE);
    await purge();
    expect(await rowsOf()).toEqual({ codes: 0, sessions: 0 });
  });
});
