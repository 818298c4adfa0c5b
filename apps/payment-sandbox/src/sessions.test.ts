import { describe, expect, it } from 'vitest';
import {
  beginAttempt,
  createSession,
  refund,
  resolveChallenge,
  SESSION_LIFETIME_MS,
  sessionView,
  settleAttempt,
  statusAt,
  type Session,
  type Transition,
} from './sessions.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const CARD = { brand: 'visa' as const, last4: '4242' };
const later = (ms: number) => new Date(NOW.getTime() + ms);

function open(): Session {
  return createSession(
    {
      amount: 45_678,
      currency: 'GBP',
      reference: 'VAN-1',
      notifyUrl: 'https://shop.example/notify',
      allowedOrigin: 'https://shop.example',
    },
    'cs_1',
    'http://pay.test/pay/cs_1',
    NOW,
  );
}

function ok(transition: Transition) {
  if (!transition.ok) throw new Error(`refused: ${transition.refusal}`);
  return transition;
}

function attempt(session: Session, outcome: Parameters<typeof settleAttempt>[3], id = 'att_1') {
  return settleAttempt(ok(beginAttempt(session, id, NOW)).session, id, CARD, outcome, NOW);
}

describe('payment session state machine', () => {
  it('opens a session that expires 30 minutes later', () => {
    const session = open();
    expect(session.status).toBe('open');
    expect(session.expiresAt).toBe('2026-11-22T12:30:00.000Z');
    expect(statusAt(session, later(SESSION_LIFETIME_MS - 1))).toBe('open');
    expect(statusAt(session, later(SESSION_LIFETIME_MS))).toBe('expired');
  });

  it('charges once on success and owes payment.succeeded', () => {
    const paid = ok(attempt(open(), { kind: 'success' }));
    expect(paid).toMatchObject({ event: 'payment.succeeded', charged: true });
    expect(paid.session).toMatchObject({ status: 'succeeded', card: CARD });
    expect(paid.session.attemptId).toBeUndefined();
  });

  it('lets no second attempt start while one is in flight', () => {
    const inFlight = ok(beginAttempt(open(), 'att_1', NOW)).session;
    expect(beginAttempt(inFlight, 'att_2', NOW)).toEqual({
      ok: false,
      refusal: 'attempt_in_progress',
    });
  });

  it('refuses the result of an attempt that is not the one in flight', () => {
    const inFlight = ok(beginAttempt(open(), 'att_1', NOW)).session;
    expect(settleAttempt(inFlight, 'att_2', CARD, { kind: 'success' }, NOW)).toEqual({
      ok: false,
      refusal: 'attempt_superseded',
    });
    const paid = ok(settleAttempt(inFlight, 'att_1', CARD, { kind: 'success' }, NOW)).session;
    expect(settleAttempt(paid, 'att_1', CARD, { kind: 'success' }, NOW)).toEqual({
      ok: false,
      refusal: 'attempt_superseded',
    });
  });

  it('refuses any payment once paid, refunded or expired', () => {
    const paid = ok(attempt(open(), { kind: 'success' })).session;
    expect(beginAttempt(paid, 'att_2', NOW)).toEqual({ ok: false, refusal: 'already_paid' });
    const refunded = ok(refund(paid, NOW)).session;
    expect(beginAttempt(refunded, 'att_2', NOW)).toEqual({ ok: false, refusal: 'already_paid' });
    expect(beginAttempt(open(), 'att_2', later(SESSION_LIFETIME_MS))).toEqual({
      ok: false,
      refusal: 'expired',
    });
  });

  it.each([
    [{ kind: 'declined', code: 'card_declined' } as const, 'declined', 'payment.declined'],
    [{ kind: 'declined', code: 'insufficient_funds' } as const, 'declined', 'payment.declined'],
    [{ kind: 'failed', code: 'processing_error' } as const, 'failed', 'payment.failed'],
  ])(
    'records %j as %s, charges nothing, and lets the customer try again',
    (outcome, status, event) => {
      const result = ok(attempt(open(), outcome));
      expect(result.event).toBe(event);
      expect(result.charged).toBeUndefined();
      expect(result.session).toMatchObject({ status, failureCode: outcome.code });
      const retried = ok(attempt(result.session, { kind: 'success' }, 'att_2'));
      expect(retried.session.status).toBe('succeeded');
      expect(retried.session.failureCode).toBeUndefined();
    },
  );

  it('waits for 3-D Secure, then succeeds once or is declined', () => {
    const challenged = ok(attempt(open(), { kind: 'challenge' }));
    expect(challenged.event).toBeUndefined();
    expect(challenged.session).toMatchObject({ status: 'requires_action', pendingCard: CARD });
    expect(beginAttempt(challenged.session, 'att_2', NOW)).toEqual({
      ok: false,
      refusal: 'awaiting_authentication',
    });

    const completed = ok(resolveChallenge(challenged.session, true, NOW));
    expect(completed).toMatchObject({ event: 'payment.succeeded', charged: true });
    expect(completed.session).toMatchObject({ status: 'succeeded', card: CARD });
    expect(resolveChallenge(completed.session, true, NOW)).toEqual({
      ok: false,
      refusal: 'already_paid',
    });

    const failed = ok(resolveChallenge(challenged.session, false, NOW));
    expect(failed.event).toBe('payment.declined');
    expect(failed.session).toMatchObject({
      status: 'declined',
      failureCode: 'authentication_failed',
    });
  });

  it('expires a challenge left unanswered', () => {
    const challenged = ok(attempt(open(), { kind: 'challenge' })).session;
    expect(resolveChallenge(challenged, true, later(SESSION_LIFETIME_MS))).toEqual({
      ok: false,
      refusal: 'expired',
    });
  });

  it('lets an attempt that started before the expiry finish', () => {
    const inFlight = ok(beginAttempt(open(), 'att_1', NOW)).session;
    const end = later(SESSION_LIFETIME_MS + 1);
    expect(statusAt(inFlight, end)).toBe('open');
    expect(
      ok(settleAttempt(inFlight, 'att_1', CARD, { kind: 'success' }, end)).session.status,
    ).toBe('succeeded');
  });

  it('refunds a paid session once; a second refund changes nothing and owes nothing', () => {
    const paid = ok(attempt(open(), { kind: 'success' })).session;
    const first = ok(refund(paid, later(1000)));
    expect(first.event).toBe('payment.refunded');
    expect(first.session).toMatchObject({
      status: 'refunded',
      refundedAt: later(1000).toISOString(),
    });
    const second = ok(refund(first.session, later(2000)));
    expect(second.event).toBeUndefined();
    expect(second.session).toBe(first.session);
  });

  it('refunds part, then the rest: each owes payment.refunded, and it is refunded once nothing remains', () => {
    const paid = ok(attempt(open(), { kind: 'success' })).session;
    const part = ok(refund(paid, later(1000), 10_000));
    expect(part).toMatchObject({ event: 'payment.refunded', refunded: 10_000 });
    expect(part.session).toMatchObject({ status: 'succeeded', amountRefunded: 10_000 });
    expect(sessionView(part.session, later(1000))).toMatchObject({
      status: 'succeeded',
      amountRefunded: 10_000,
      refundedAt: later(1000).toISOString(),
    });
    const rest = ok(refund(part.session, later(2000)));
    expect(rest).toMatchObject({ event: 'payment.refunded', refunded: 35_678 });
    expect(rest.session).toMatchObject({ status: 'refunded', amountRefunded: 45_678 });
  });

  it.each([
    ['more than was paid', 45_679],
    ['nothing', 0],
  ])('refuses to refund %s', (_case, amount) => {
    const paid = ok(attempt(open(), { kind: 'success' })).session;
    expect(refund(paid, NOW, amount)).toEqual({ ok: false, refusal: 'refund_exceeds_remaining' });
    const part = ok(refund(paid, NOW, 45_000)).session;
    expect(refund(part, NOW, 679)).toEqual({ ok: false, refusal: 'refund_exceeds_remaining' });
    const whole = ok(refund(part, NOW)).session;
    expect(refund(whole, NOW, 1)).toEqual({ ok: false, refusal: 'refund_exceeds_remaining' });
  });

  it('refunds nothing that was not paid', () => {
    expect(refund(open(), NOW)).toEqual({ ok: false, refusal: 'not_refundable' });
    const declined = ok(attempt(open(), { kind: 'declined', code: 'card_declined' })).session;
    expect(refund(declined, NOW)).toEqual({ ok: false, refusal: 'not_refundable' });
  });

  it('shows the merchant the card only once paid, and the failure reason only after a failure', () => {
    const declined = ok(attempt(open(), { kind: 'declined', code: 'insufficient_funds' })).session;
    const declinedView = sessionView(declined, NOW);
    expect(declinedView).toMatchObject({ status: 'declined', failureCode: 'insufficient_funds' });
    expect(declinedView.card).toBeUndefined();
    const paidView = sessionView(ok(attempt(declined, { kind: 'success' }, 'att_2')).session, NOW);
    expect(paidView).toMatchObject({ status: 'succeeded', card: CARD });
    expect(paidView.failureCode).toBeUndefined();
    expect(sessionView(open(), later(SESSION_LIFETIME_MS)).status).toBe('expired');
  });
});
