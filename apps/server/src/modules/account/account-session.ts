import { NOT_FROM_OUR_WEBSITE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@van/domain/shared';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  signedInAccount,
  type SignedInAccount,
} from './account.service.ts';

// Decision 060: the session cookie, the guard later account routes put in front of their handlers,
// and the cross-site request check on every state-changing account call.

/** The session cookie's name and whether it is Secure. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * Secure in production and whenever the journey is served over https (PUBLIC_URL); then also the
 * `__Host-` prefix, with which a browser takes the cookie only from this host, Secure, on Path=/.
 * Plain http on a developer's machine needs neither, or the browser would drop the cookie.
 */
export function sessionCookieFor(publicOrigin: string, isProduction: boolean): SessionCookie {
  const secure = isProduction || publicOrigin.startsWith('https:');
  return { name: secure ? '__Host-account-session' : 'account-session', secure };
}

/** The Set-Cookie value that holds `sessionId` until the session's absolute end. */
export function sessionCookieHeader(cookie: SessionCookie, sessionId: string): string {
  return cookieHeader(cookie, sessionId, Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000));
}

/** The Set-Cookie value that makes the browser forget the session cookie. */
export function clearedSessionCookieHeader(cookie: SessionCookie): string {
  return cookieHeader(cookie, '', 0);
}

function cookieHeader(cookie: SessionCookie, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({
    name: cookie.name,
    value,
    path: '/',
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
  });
}

/** The session id a request's Cookie header carries, if any (a base64url token, or nothing). */
export function sessionIdOf(
  cookieHeader: string | undefined,
  cookie: SessionCookie,
): string | undefined {
  const value = cookieHeader ? parseCookie(cookieHeader)[cookie.name] : undefined;
  // newToken()'s form only: anything else cannot be a session and is not looked up.
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

const signedIn = new WeakMap<FastifyRequest, SignedInAccount>();

/**
 * A preHandler that lets the route's handler run only for a signed-in customer (401 otherwise),
 * sliding the session's idle time-out. The handler then reads who with accountOf(request), and
 * reaches only what that address owns (account.repository.ts policiesOwnedBy).
 */
export function requireAccount(options: {
  db: Db;
  now: () => Date;
  cookie: SessionCookie;
}): preHandlerAsyncHookHandler {
  return async (request) => {
    const sessionId = sessionIdOf(request.headers.cookie, options.cookie);
    if (!sessionId) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
    signedIn.set(request, await signedInAccount(options.db, sessionId, options.now()));
  };
}

/** Who is signed in, in a handler behind requireAccount. */
export function accountOf(request: FastifyRequest): SignedInAccount {
  const account = signedIn.get(request);
  if (!account) throw new Error('accountOf needs requireAccount as the route’s preHandler');
  return account;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isAccountPath(path: string): boolean {
  return (
    path === '/v1/account' || path.startsWith('/v1/account/') || path.startsWith('/v1/account?')
  );
}

/** The origin a request says it comes from: Origin, else Referer's origin, else none. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses (403) every state-changing call under /v1/account whose Origin (or, without one, whose
 * Referer) is not `ownOrigin` (PUBLIC_URL's, never the request's Host): a page on another site
 * cannot sign someone in or out, or act in their account. SameSite=Strict already keeps the cookie
 * off such requests in current browsers; this holds for older ones and for calls needing no cookie.
 * Registered on the root before the routes, so it covers every account route, whoever adds it.
 */
export function registerAccountOriginCheck(app: FastifyInstance, ownOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAccountPath(request.routeOptions.url ?? request.url)) return;
    if (requestOrigin(request) !== ownOrigin) {
      throw new DomainError('Forbidden', NOT_FROM_OUR_WEBSITE_MESSAGE);
    }
  });
}
