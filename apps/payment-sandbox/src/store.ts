/**
 * The sandbox's memory: sessions, the answers kept for idempotency keys, and the ledger of charges
 * and refunds.
 * In memory is enough for a stand-in: the process that the purchase kill test (decision 029) stops is the quote
 * service, not this one. A restart of the sandbox forgets everything (README "State").
 */
import type { Session } from './sessions.ts';

/** The first answer given for an idempotency key, replayed for a retry with the same request. */
export interface IdempotentAnswer {
  /** What the request was: method, path and canonical body. */
  fingerprint: string;
  statusCode: number;
  body: unknown;
  storedAt: number;
}

/** One capture of money. A session never has more than one. */
export interface Charge {
  id: string;
  sessionId: string;
  amount: number;
  createdAt: string;
}

/** One refund: a session may have several (parts), never more than its charge in all. */
export interface Refund {
  id: string;
  sessionId: string;
  amount: number;
  createdAt: string;
}

export interface Store {
  sessions: Map<string, Session>;
  idempotency: Map<string, IdempotentAnswer>;
  charges: Charge[];
  refunds: Refund[];
}

export function createStore(): Store {
  return { sessions: new Map(), idempotency: new Map(), charges: [], refunds: [] };
}

// Kept a day, like Stripe's idempotency keys: long after any retry, short enough to bound memory.
const RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets unpaid sessions that expired, and idempotency answers stored, more than a day before
 * `now`. Paid and refunded sessions are kept: the merchant may look one up long after.
 */
export function prune(store: Store, now: Date): void {
  const cutoff = now.getTime() - RETENTION_MS;
  for (const [id, session] of store.sessions) {
    const unpaid = session.status !== 'succeeded' && session.status !== 'refunded';
    if (unpaid && !session.attemptId && Date.parse(session.expiresAt) < cutoff) {
      store.sessions.delete(id);
    }
  }
  for (const [key, answer] of store.idempotency) {
    if (answer.storedAt < cutoff) store.idempotency.delete(key);
  }
}
