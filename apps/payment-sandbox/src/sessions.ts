/**
 * The payment session's state machine. Pure: every function takes the session and `now` and returns
 * the next session (never mutating its argument) or the reason the step is refused.
 *
 *   open ──submit──> (attempt in flight) ──> succeeded | declined | failed | requires_action
 *   declined | failed ──submit again──> ...          (the customer may try another card)
 *   requires_action ──authenticate──> succeeded | declined
 *   succeeded ──refund (part)──> succeeded (amountRefunded grows)
 *   succeeded ──refund (the rest)──> refunded
 *   open | declined | failed | requires_action ──30 minutes──> expired
 *
 * A session is charged at most once: only `settleAttempt` and `resolveChallenge` reach `succeeded`,
 * an attempt can start only when nothing is in flight and nothing has been paid, and an attempt can
 * settle only if it is still the one in flight.
 */
import type { CardBrand, CardOutcome } from './cards.ts';

export type SessionStatus =
  'open' | 'requires_action' | 'succeeded' | 'declined' | 'failed' | 'expired' | 'refunded';

export type FailureCode =
  'card_declined' | 'insufficient_funds' | 'authentication_failed' | 'processing_error';

export type PaymentEventType =
  'payment.succeeded' | 'payment.declined' | 'payment.failed' | 'payment.refunded';

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

export interface Customer {
  name?: string;
  email?: string;
}

/** What the merchant asked for when it created the session. */
export interface SessionRequest {
  amount: number;
  currency: 'GBP';
  reference: string;
  description?: string;
  notifyUrl: string;
  allowedOrigin: string;
  customer?: Customer;
  /**
   * The merchant's own labels, kept and answered back unchanged (as Stripe's metadata): our quote
   * service puts the quote event it charged for here, to check it again before it issues.
   */
  metadata?: Record<string, string>;
}

export interface Session extends SessionRequest {
  id: string;
  /** The hosted page for this session, on the sandbox's own origin. */
  frameUrl: string;
  /** Stored status; `expired` is never stored but derived by `statusAt`. */
  status: Exclude<SessionStatus, 'expired'>;
  createdAt: string;
  expiresAt: string;
  /** The card authorisation in flight, if any: the lock that keeps two submits from both paying. */
  attemptId?: string;
  /** The card waiting for its 3-D Secure challenge. */
  pendingCard?: CardSummary;
  /** The card that paid; set only once the session has succeeded. */
  card?: CardSummary;
  failureCode?: FailureCode;
  paidAt?: string;
  /** When the last refund was made (in full or in part). */
  refundedAt?: string;
  /** Pence given back so far, by one or more refunds; absent until the first. */
  amountRefunded?: number;
}

/** Sessions can be paid for 30 minutes after they are created (the brief; Stripe allows 24 h). */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export type Refusal =
  | 'already_paid'
  | 'expired'
  | 'attempt_in_progress'
  | 'awaiting_authentication'
  | 'not_awaiting_authentication'
  | 'attempt_superseded'
  | 'not_refundable'
  | 'refund_exceeds_remaining';

export type Transition =
  | {
      ok: true;
      session: Session;
      /** The notification this step owes the merchant, if any. */
      event?: PaymentEventType;
      /** True exactly when this step captured the money. */
      charged?: boolean;
      /** Pence this step gave back (a refund, in full or in part). */
      refunded?: number;
    }
  | { ok: false; refusal: Refusal };

/** A new, open session. */
export function createSession(
  request: SessionRequest,
  id: string,
  frameUrl: string,
  now: Date,
): Session {
  return {
    ...request,
    id,
    frameUrl,
    status: 'open',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  };
}

/**
 * The session's status at `now`: the stored one, except that an unpaid session past its expiry is
 * `expired`. One whose card is being authorised at that moment is left to finish.
 */
export function statusAt(session: Session, now: Date): SessionStatus {
  const unpaid = ['open', 'declined', 'failed', 'requires_action'].includes(session.status);
  if (unpaid && !session.attemptId && now.getTime() >= Date.parse(session.expiresAt)) {
    return 'expired';
  }
  return session.status;
}

/** Why a card cannot be submitted for this session now, or undefined when it can. */
export function refusalToPay(session: Session, now: Date): Refusal | undefined {
  if (session.attemptId) return 'attempt_in_progress';
  switch (statusAt(session, now)) {
    case 'open':
    case 'declined':
    case 'failed':
      return undefined;
    case 'requires_action':
      return 'awaiting_authentication';
    case 'expired':
      return 'expired';
    case 'succeeded':
    case 'refunded':
      return 'already_paid';
  }
}

/** Starts authorising a card: takes the session's lock under `attemptId`. */
export function beginAttempt(session: Session, attemptId: string, now: Date): Transition {
  const refusal = refusalToPay(session, now);
  if (refusal) return { ok: false, refusal };
  return { ok: true, session: { ...session, attemptId } };
}

/**
 * Records how the attempt `attemptId` ended and releases the lock. Refused unless that attempt is
 * the one in flight, so a stale or duplicate result can never charge.
 */
export function settleAttempt(
  session: Session,
  attemptId: string,
  card: CardSummary,
  outcome: CardOutcome,
  now: Date,
): Transition {
  if (session.attemptId !== attemptId) return { ok: false, refusal: 'attempt_superseded' };
  const { attemptId: _released, failureCode: _previous, pendingCard: _none, ...rest } = session;
  switch (outcome.kind) {
    case 'success':
      return paid(rest, card, now);
    case 'challenge':
      return { ok: true, session: { ...rest, status: 'requires_action', pendingCard: card } };
    case 'declined':
      return {
        ok: true,
        session: { ...rest, status: 'declined', failureCode: outcome.code },
        event: 'payment.declined',
      };
    case 'failed':
      return {
        ok: true,
        session: { ...rest, status: 'failed', failureCode: outcome.code },
        event: 'payment.failed',
      };
  }
}

/** The customer's answer to the 3-D Secure challenge: paid, or declined as not authenticated. */
export function resolveChallenge(session: Session, authenticated: boolean, now: Date): Transition {
  const status = statusAt(session, now);
  if (status === 'expired') return { ok: false, refusal: 'expired' };
  if (status === 'succeeded' || status === 'refunded')
    return { ok: false, refusal: 'already_paid' };
  if (status !== 'requires_action' || !session.pendingCard) {
    return { ok: false, refusal: 'not_awaiting_authentication' };
  }
  const { pendingCard, ...rest } = session;
  if (authenticated) return paid(rest, pendingCard, now);
  return {
    ok: true,
    session: { ...rest, status: 'declined', failureCode: 'authentication_failed' },
    event: 'payment.declined',
  };
}

/**
 * Refunds `amount` pence of a paid session, or all that remains when no amount is given. Each
 * refund owes a `payment.refunded`; the session becomes `refunded` once nothing remains, and
 * stays `succeeded` (with its amountRefunded) after a refund of part. Refunding a refunded session
 * without an amount succeeds again without changing it or owing a second notification, so a
 * retried full refund is harmless; more than remains is refused.
 */
export function refund(session: Session, now: Date, amount?: number): Transition {
  const remaining = session.amount - (session.amountRefunded ?? 0);
  if (session.status === 'refunded' && amount === undefined) return { ok: true, session };
  if (session.status !== 'succeeded' && session.status !== 'refunded') {
    return { ok: false, refusal: 'not_refundable' };
  }
  const refunded = amount ?? remaining;
  if (refunded > remaining || refunded < 1) {
    return { ok: false, refusal: 'refund_exceeds_remaining' };
  }
  const amountRefunded = session.amount - remaining + refunded;
  return {
    ok: true,
    session: {
      ...session,
      status: amountRefunded === session.amount ? 'refunded' : 'succeeded',
      refundedAt: now.toISOString(),
      amountRefunded,
    },
    event: 'payment.refunded',
    refunded,
  };
}

function paid(session: Session, card: CardSummary, now: Date): Transition {
  const { failureCode: _cleared, ...rest } = session;
  return {
    ok: true,
    session: { ...rest, status: 'succeeded', card, paidAt: now.toISOString() },
    event: 'payment.succeeded',
    charged: true,
  };
}

/** The body of a notification, as sent to the session's notifyUrl. */
export interface PaymentEvent {
  eventId: string;
  type: PaymentEventType;
  sessionId: string;
  reference: string;
  amount: number;
  currency: 'GBP';
  createdAt: string;
}

export function paymentEvent(
  type: PaymentEventType,
  session: Session,
  eventId: string,
  now: Date,
): PaymentEvent {
  return {
    eventId,
    type,
    sessionId: session.id,
    reference: session.reference,
    amount: session.amount,
    currency: session.currency,
    createdAt: now.toISOString(),
  };
}

/** The session as the merchant API shows it: card details only once paid, never the lock. */
export interface SessionView {
  id: string;
  status: SessionStatus;
  amount: number;
  currency: 'GBP';
  reference: string;
  description?: string;
  customer?: Customer;
  metadata?: Record<string, string>;
  notifyUrl: string;
  allowedOrigin: string;
  frameUrl: string;
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
  refundedAt?: string;
  /** Pence refunded so far (0 until a refund). */
  amountRefunded: number;
  card?: CardSummary;
  failureCode?: FailureCode;
}

export function sessionView(session: Session, now: Date): SessionView {
  const status = statusAt(session, now);
  const paidOrRefunded = status === 'succeeded' || status === 'refunded';
  return {
    id: session.id,
    status,
    amount: session.amount,
    currency: session.currency,
    reference: session.reference,
    ...(session.description === undefined ? {} : { description: session.description }),
    ...(session.customer === undefined ? {} : { customer: session.customer }),
    ...(session.metadata === undefined ? {} : { metadata: session.metadata }),
    notifyUrl: session.notifyUrl,
    allowedOrigin: session.allowedOrigin,
    frameUrl: session.frameUrl,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
    ...(session.paidAt ? { paidAt: session.paidAt } : {}),
    ...(session.refundedAt ? { refundedAt: session.refundedAt } : {}),
    amountRefunded: session.amountRefunded ?? 0,
    ...(paidOrRefunded && session.card ? { card: session.card } : {}),
    ...(status === 'declined' || status === 'failed' ? { failureCode: session.failureCode } : {}),
  };
}
