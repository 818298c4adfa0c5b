/**
 * What the sandbox's routes share: configuration, memory, the notifier and the clock, passed in by
 * buildPaymentSandbox so tests can supply their own.
 */
import { randomBytes } from 'node:crypto';
import type { CardOutcome, CheckedCard } from './cards.ts';
import type { SandboxConfig } from './config.ts';
import type { Notifier } from './notifier.ts';
import { paymentEvent, type Session, type Transition } from './sessions.ts';
import type { Store } from './store.ts';

export interface SandboxContext {
  config: SandboxConfig;
  store: Store;
  notifier: Notifier;
  now: () => Date;
  /** The card network: decides how an attempt ends. May take time, as a real one does. */
  processCard: (card: CheckedCard) => Promise<CardOutcome>;
}

/** An unguessable id: the session id is the only key to its hosted page. */
export function newId(prefix: 'cs' | 'evt' | 'ch' | 're' | 'att'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/**
 * Stores the outcome of a successful transition and carries out what it owes: the charge in the
 * ledger (or the refund) and the notification to the merchant. Runs synchronously after the transition was computed
 * from the stored session, so no other request can interleave.
 */
export function commit(
  context: SandboxContext,
  transition: Extract<Transition, { ok: true }>,
): Session {
  const { session, event, charged, refunded } = transition;
  const now = context.now();
  context.store.sessions.set(session.id, session);
  if (charged) {
    context.store.charges.push({
      id: newId('ch'),
      sessionId: session.id,
      amount: session.amount,
      createdAt: now.toISOString(),
    });
  }
  if (refunded) {
    context.store.refunds.push({
      id: newId('re'),
      sessionId: session.id,
      amount: refunded,
      createdAt: now.toISOString(),
    });
  }
  if (event) {
    context.notifier.notify(session.notifyUrl, paymentEvent(event, session, newId('evt'), now));
  }
  return session;
}
