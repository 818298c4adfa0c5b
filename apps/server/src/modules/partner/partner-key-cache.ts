import type { PartnerRow } from './partner.table.ts';

// Decision 057, amendment "a short cache of a key's site": every partner call needs the site its
// key belongs to, and reading it from PostgreSQL was a round trip on every call. A key found
// working is remembered for a few seconds, so a revocation or a rotation's end takes at most that
// long to reach every call (each server process keeps its own). Only keys found working are
// remembered: a failed credential is looked up every time and counted (PARTNER_AUTH_FAILURE_LIMIT).

/** How long a key found working is trusted without asking the database again. */
export const PARTNER_KEY_CACHE_SECONDS = 5;
/** More keys than all the sites' working keys together; the oldest is forgotten beyond it. */
const MAX_KEYS = 200;

export interface PartnerKeyCache {
  /** The site of the key with this hash if it was found working less than the cache's time before `now`. */
  get(keyHash: string, now: Date): PartnerRow | undefined;
  /**
   * Remembers that the key with this hash was found working for `partner` at `now`, no longer than
   * until `keyExpiresAt` (a rotated key's end), when it has one.
   */
  set(keyHash: string, partner: PartnerRow, now: Date, keyExpiresAt?: Date | null): void;
}

/** A cache of keys found working, keyed by the key's hash (the key itself is never kept). */
export function partnerKeyCache(seconds = PARTNER_KEY_CACHE_SECONDS): PartnerKeyCache {
  const found = new Map<string, { partner: PartnerRow; at: number; until: number }>();
  const lifetimeMs = seconds * 1000;
  return {
    get(keyHash, now) {
      const entry = found.get(keyHash);
      if (!entry) return undefined;
      const age = now.getTime() - entry.at;
      // A clock that went back is treated as expired too: trust only what is plainly recent.
      if (age >= lifetimeMs || age < 0 || now.getTime() >= entry.until) {
        found.delete(keyHash);
        return undefined;
      }
      return entry.partner;
    },
    set(keyHash, partner, now, keyExpiresAt) {
      found.delete(keyHash);
      const until = keyExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
      found.set(keyHash, { partner, at: now.getTime(), until });
      // A Map keeps insertion order: the first key is the one remembered longest ago.
      if (found.size > MAX_KEYS) found.delete(found.keys().next().value!);
    },
  };
}
