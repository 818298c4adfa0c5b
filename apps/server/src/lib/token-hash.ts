import { createHash, randomBytes } from 'node:crypto';

// The bearer secrets the server hands out (a finalize's quoteKey, a wrap-up token, an aggregator
// click-through token) are made and stored one way: 32 random bytes, and only their SHA-256 kept.
// Every stored key_hash and token_hash is this hash, so its format must never change.

/**
 * A new secret token: 32 bytes from the operating system's CSPRNG, base64url (43 characters, safe
 * in a query string or a header). Unguessable, so it needs no lock-out of its own.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up instead of a token: its SHA-256, in lower-case hex. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/**
 * SHA-256 of a text (UTF-8) or of bytes (a PDF), in lower-case hex: the proof kept of a text shown
 * or signed, or of a document given.
 */
export function sha256Hex(data: string | Uint8Array): string {
  // A string is hashed as UTF-8 (Node's default for update).
  return createHash('sha256').update(data).digest('hex');
}
