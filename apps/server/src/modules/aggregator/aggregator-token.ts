import { createHash, randomBytes } from 'node:crypto';

/**
 * A new click-through token: 32 bytes from the operating system's CSPRNG, base64url (43
 * characters, safe in a query string). Unguessable, so it needs no lock-out of its own.
 */
export function newAggregatorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up instead of the token: its SHA-256, in hex. */
export function hashAggregatorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
