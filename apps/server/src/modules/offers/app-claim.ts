import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { offerRuleFor } from '@van/domain/offers';

// Decision 033 item 3: APPDISCOUNT is for customers who quote in the app. The app channel's backend,
// which holds APP_CLAIM_SECRET, signs a short claim for the code; the quote service verifies it.
// A claim is <payload>.<signature>, each base64url: the payload is JSON {v, code, exp, jti}, the
// signature HMAC-SHA256 over "app-claim.v1.<payload>" (the prefix keeps these signatures from
// being mistaken for any other HMAC made with the same key).

/** How long a claim may live: the app asks for one just before it asks for the quote. */
export const APP_CLAIM_MAX_SECONDS = 15 * 60;

const SIGNING_PREFIX = 'app-claim.v1.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface AppClaimPayload {
  v: 1;
  /** The offer code the claim is for. */
  code: string;
  /** Expiry, seconds since 1970. */
  exp: number;
  /** The claim's id: the proof reference recorded on the quote (APP:<id>). */
  jti: string;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${SIGNING_PREFIX}${payload}`).digest('base64url');
}

/**
 * A signed claim that the customer is quoting in the app, for an app offer code (APPDISCOUNT),
 * valid for `lifetimeSeconds` (at most APP_CLAIM_MAX_SECONDS) from `now`. Called only by the app
 * channel, which holds the secret.
 * @throws Error for a code that is not proved by an app claim, or a lifetime out of range.
 */
export function issueAppClaim(
  code: string,
  secret: string,
  now: Date,
  lifetimeSeconds = APP_CLAIM_MAX_SECONDS,
): string {
  if (offerRuleFor(code)?.proof !== 'appClaim') {
    throw new Error(`${code} is not an offer code the app channel claims`);
  }
  if (!(lifetimeSeconds > 0 && lifetimeSeconds <= APP_CLAIM_MAX_SECONDS)) {
    throw new Error(`an app claim lives between 1 and ${APP_CLAIM_MAX_SECONDS} seconds`);
  }
  const claim: AppClaimPayload = {
    v: 1,
    code,
    exp: Math.floor(now.getTime() / 1000) + lifetimeSeconds,
    jti: randomUUID(),
  };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/**
 * The claim's id when `claim` was signed with `secret`, is for `code`, and has not expired at
 * `now` (nor claims a life longer than the app may give); otherwise undefined. Never throws.
 */
export function verifyAppClaim(
  claim: string,
  code: string,
  secret: string,
  now: Date,
): string | undefined {
  const [payload, signature, ...rest] = claim.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const body = parsePayload(payload);
  if (!body || body.code !== code) return undefined;
  const nowSeconds = now.getTime() / 1000;
  if (body.exp <= nowSeconds || body.exp > nowSeconds + APP_CLAIM_MAX_SECONDS) return undefined;
  return body.jti;
}

function parsePayload(payload: string): AppClaimPayload | undefined {
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof body !== 'object' || body === null) return undefined;
    const { v, code, exp, jti } = body as Record<string, unknown>;
    if (v !== 1 || typeof code !== 'string' || typeof exp !== 'number') return undefined;
    if (typeof jti !== 'string' || !UUID.test(jti)) return undefined;
    return { v, code, exp, jti };
  } catch {
    return undefined;
  }
}
