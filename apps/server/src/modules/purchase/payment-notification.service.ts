import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@van/domain/shared';
import { DomainError } from '../../lib/errors.ts';
import {
  PaymentProviderError,
  type ProviderNotification,
  type ProviderSession,
  type ProviderSessionStatus,
} from './payment-provider.ts';
import { findPaymentBySessionId } from './payment.repository.ts';
import { lockForSettlement, settleLockedPayment } from './payment-settlement.ts';
import { afterSettlement } from './payment.service.ts';
import { recordNotification } from './policy.repository.ts';
import { callProvider, type PurchaseDependencies } from './purchase-dependencies.ts';
import { heldPence, refundIdempotencyKey } from './purchase-rules.ts';

/**
 * The provider's signed notification (apps/payment-sandbox/README.md "Notifications"): verified
 * over the raw body, then acted on once per eventId, in the same transaction as its effect. What
 * it claims is a hint only (decision 033 item 4): what is acted on is the session as the provider's
 * merchant API answers it (getSession), settled as wrap-up and recovery settle it. A session we
 * never created that holds money is refunded at once: nothing was sold for it.
 * @returns 'refused' for a missing or bad signature (nothing changes), otherwise 'accepted'.
 * @throws DomainError ServiceUnavailable (503) when the provider cannot be asked: nothing is
 * recorded, so the provider delivers the notification again.
 */
export async function receiveNotification(
  deps: PurchaseDependencies,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<'accepted' | 'refused'> {
  if (!deps.provider) return 'refused';
  const now = deps.now();
  const check = deps.provider.verifyNotification(rawBody, headers, now);
  if (!check.valid) {
    deps.log.warn({ reason: check.reason }, 'payment notification refused');
    return 'refused';
  }
  const { notification } = check;
  const payment = await findPaymentBySessionId(deps.db, notification.sessionId);
  if (!payment) return strayNotification(deps, notification, now);
  // The session the payment row names: a notification can only ever settle its own payment.
  const state = await callProvider(() => deps.provider!.getSession(payment.provider_session_id));
  const partRefunded = notification.type === 'payment.refunded' && state.amountRefunded > 0;
  if (CLAIMED_STATUS[notification.type] !== state.status && !partRefunded) {
    deps.log.warn(
      {
        eventId: notification.eventId,
        paymentId: payment.id,
        claimed: notification.type,
        status: state.status,
      },
      "payment notification differs from the provider's state; the provider's is used",
    );
  }
  const settlement = await deps.db.transaction().execute(async (trx) => {
    // The settlement's locks first (its quote, then the payment; payment-settlement.ts), then
    // the record of this notification: concurrent deliveries for one quote queue, never deadlock.
    const locked = await lockForSettlement(trx, payment.id);
    if (!locked) return { kind: 'none' } as const;
    const first = await recordNotification(
      trx,
      notification.eventId,
      notification.type,
      payment.id,
      now,
    );
    if (!first) return undefined;
    return settleLockedPayment(trx, locked, state, { now, confirmation: deps.confirmation });
  });
  if (settlement) await afterSettlement(deps, settlement);
  else deps.log.info({ eventId: notification.eventId }, 'payment notification already processed');
  return 'accepted';
}

/** What each notification type claims the session's status is (a hint, checked at the provider). */
const CLAIMED_STATUS: Record<ProviderNotification['type'], ProviderSessionStatus> = {
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
};

/**
 * A signed notification for a session no payment of ours names. The provider is asked about it:
 * one it does not know changes nothing; one that holds money (created at the provider by someone
 * holding our merchant key, say a 1p session with a quote's reference) is refunded in full, and
 * the alert names only ids and codes. Nothing is ever issued for it.
 */
async function strayNotification(
  deps: PurchaseDependencies,
  notification: ProviderNotification,
  now: Date,
): Promise<'accepted'> {
  const provider = deps.provider!;
  let session: ProviderSession;
  try {
    session = await provider.getSession(notification.sessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.providerStatus === 404) {
      deps.log.warn(
        { eventId: notification.eventId },
        'payment notification for a session the provider does not know',
      );
      return 'accepted';
    }
    throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  const held = heldPence(session);
  if (held <= 0) {
    deps.log.warn(
      { eventId: notification.eventId, sessionId: session.id, status: session.status },
      'payment notification for a session we never created; it holds no money',
    );
    await recordNotification(deps.db, notification.eventId, notification.type, null, now);
    return 'accepted';
  }
  deps.log.error(
    { eventId: notification.eventId, sessionId: session.id, mismatch: ['session'] },
    'payment does not match what we charged',
  );
  await callProvider(() => provider.refund(session.id, refundIdempotencyKey(session.id)));
  await recordNotification(deps.db, notification.eventId, notification.type, null, now);
  deps.log.warn(
    { sessionId: session.id, refundedPence: held },
    'money taken on a session we never created refunded',
  );
  return 'accepted';
}
