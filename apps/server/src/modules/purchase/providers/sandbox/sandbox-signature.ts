/**
 * Our check of the stand-in provider's notification signature, written from its documentation
 * (apps/payment-sandbox/README.md "Notifications", "Signature"), not imported from the provider:
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * webhook secret; refused when `t` is more than 300 seconds from our clock either way; any one of
 * several `v1` entries may match (a secret being rolled over). Kept apart from the provider's own
 * signing code so that a change to its scheme fails our tests (sandbox-provider.test.ts) instead of
 * changing both sides at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the signature travels in, as Node gives it to us (lower case). */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How far a signature's timestamp may be from our clock, either way (the provider's 300 s). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Why a signature was refused. */
export type SandboxSignatureFailure =
  'malformed_header' | 'timestamp_outside_tolerance' | 'signature_mismatch';

export type SandboxSignatureCheck =
  { valid: true; timestamp: number } | { valid: false; reason: SandboxSignatureFailure };

/**
 * Checks a `Sandbox-Signature` header against the raw body exactly as received (not re-serialised
 * JSON). The timestamp is checked before the HMAC so that a captured notification cannot be
 * replayed later; the HMAC is compared in constant time.
 */
export function verifySandboxSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): SandboxSignatureCheck {
  const parsed = parseHeader(header);
  if (!parsed) return { valid: false, reason: 'malformed_header' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) {
    return { valid: false, reason: 'timestamp_outside_tolerance' };
  }
  const expected = createHmac('sha256', secret)
    .update(`${parsed.timestamp}.${rawBody}`, 'utf8')
    .digest();
  const matches = parsed.signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches
    ? { valid: true, timestamp: parsed.timestamp }
    : { valid: false, reason: 'signature_mismatch' };
}

/** `t=<digits>` once and at least one `v1=<64 hex digits>`; other schemes are ignored. */
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
      // Up to 12 digits: a whole number of seconds, never a float or a date string.
      if (!/^\d{1,12}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (key === 'v1') {
      // A SHA-256 HMAC is 32 bytes: 64 hex digits. Anything else cannot match, so it is skipped.
      if (/^[0-9a-f]{64}$/i.test(value)) signatures.push(value);
    }
    // v0 and later versions are ignored, as Stripe's receivers do.
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}
