/**
 * The signature on the sandbox's server-to-server notifications, in the scheme Stripe uses:
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 *
 * Dependency-free (node:crypto only) and pure (the clock is an argument), for the sandbox and for
 * merchants' tests. The quote service does not import it: its adapter checks signatures with its
 * own code, written from README.md, so that a change here fails the adapter's tests.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the signature travels in. */
export const SIGNATURE_HEADER = 'Sandbox-Signature';

/** How far a signature's timestamp may be from the receiver's clock, either way, by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** Why a signature was refused. */
export type SignatureFailure =
  'malformed_header' | 'timestamp_outside_tolerance' | 'signature_mismatch';

export type SignatureCheck =
  { valid: true; timestamp: number } | { valid: false; reason: SignatureFailure };

/**
 * The `Sandbox-Signature` header value for `body` (the exact bytes sent, as a string) signed with
 * `secret` at `timestampSeconds`.
 */
export function sign(body: string, secret: string, timestampSeconds: number): string {
  const t = Math.floor(timestampSeconds);
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

/**
 * Checks a `Sandbox-Signature` header against the raw body as received. Valid only when the header
 * is well formed, its timestamp is within `toleranceSeconds` of `now` (so a captured notification
 * cannot be replayed later) and one of its `v1` signatures is the HMAC of `"<t>.<body>"` under
 * `secret` (compared in constant time). Several `v1` entries are accepted so that a secret can be
 * rolled over.
 */
export function verifySignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): SignatureCheck {
  const parsed = parseHeader(header);
  if (!parsed) return { valid: false, reason: 'malformed_header' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) {
    return { valid: false, reason: 'timestamp_outside_tolerance' };
  }
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), 'hex');
  const matches = parsed.signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches
    ? { valid: true, timestamp: parsed.timestamp }
    : { valid: false, reason: 'signature_mismatch' };
}

function hmacHex(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
}

function parseHeader(
  header: string | undefined,
): { timestamp: number; signatures: string[] } | undefined {
  if (!header) return undefined;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return undefined;
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (key === 'v1') {
      // A SHA-256 HMAC is 32 bytes: 64 hex digits.
      if (/^[0-9a-f]{64}$/i.test(value)) signatures.push(value);
    }
    // Other schemes (v0, future versions) are ignored, as Stripe's receivers do.
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}
