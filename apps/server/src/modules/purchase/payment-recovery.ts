import type { Db } from '../../db/database.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findPaymentById, findUnsettledPaymentIds } from './payment.repository.ts';
import { claimForSettlement, settleLockedPayment, type Settlement } from './payment-settlement.ts';
import { afterSettlement } from './payment.service.ts';
import type { PurchaseLog } from './purchase-dependencies.ts';
import type { PaymentStatus } from './purchase.table.ts';

// Decision 029: a payment that succeeded is always followed by a policy, even when our server
// died between the payment and the notification (or the notification was lost). At start-up and
// every minute, the payments whose outcome we have not heard are looked up at the provider. What
// the provider answers is checked against what we charged before anything is issued (decision 033
// item 4: settlePayment), as for a notification.

/** Payments whose outcome may still change, or whose refund is still owed. */
const UNSETTLED: readonly PaymentStatus[] = ['open', 'declined', 'failed', 'refund_due'];
/** Younger payments are left to their notification, which normally comes within seconds. */
const QUIET_MS = 60 * 1000;
/** Sessions expire after 30 minutes; a day past that nothing more can happen to them. */
const GIVE_UP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 60 * 1000;

export interface RecoveryOptions {
  db: Db;
  provider: PaymentProvider;
  confirmation: ConfirmationSettings;
  log: PurchaseLog;
  now?: () => Date;
  /** At most this many payments per pass. */
  limit?: number;
  /**
   * Payments younger than this are left to their notification. The pass at start-up uses 0: the
   * process was down, so whatever it missed is looked up at once.
   */
  quietMs?: number;
}

export interface RecoveryCounts {
  checked: number;
  issued: number;
  refunded: number;
}

/**
 * One pass: each unsettled payment is looked up at the provider, then claimed with its quote,
 * `skip locked` (a payment being settled elsewhere, by its notification, a wrap-up or another
 * process's pass, is left to that), and settled the way its notification would have settled it.
 * No lock is held while the provider is asked. Idempotent: a second pass finds nothing to change.
 */
export async function recoverPayments({
  db,
  provider,
  confirmation,
  log,
  now = () => new Date(),
  limit = 200,
  quietMs = QUIET_MS,
}: RecoveryOptions): Promise<RecoveryCounts> {
  const counts: RecoveryCounts = { checked: 0, issued: 0, refunded: 0 };
  const at = now();
  const ids = await findUnsettledPaymentIds(
    db,
    UNSETTLED,
    new Date(at.getTime() - quietMs),
    new Date(at.getTime() - GIVE_UP_AFTER_EXPIRY_MS),
    limit,
  );
  for (const id of ids) {
    try {
      const seen = await findPaymentById(db, id);
      if (!seen || !UNSETTLED.includes(seen.status)) continue; // settled meanwhile
      // Asked before any lock is taken, as a notification is (payment-notification.service.ts): a slow
      // provider never holds up the quote's other calls.
      const session =
        seen.status === 'refund_due'
          ? undefined
          : await provider.getSession(seen.provider_session_id);
      const settlement = await db
        .transaction()
        .execute(async (trx): Promise<Settlement | undefined> => {
          // The settlement's lock order (its quote, then it), neither waited for.
          const payment = await claimForSettlement(trx, id, UNSETTLED);
          if (!payment) return undefined; // settled meanwhile, or another process has it
          if (payment.status === 'refund_due') {
            return { kind: 'refund_due', payment, cause: { why: 'owed' } };
          }
          if (!session) return undefined; // not asked about: the next pass asks
          const wasIssued = payment.status;
          const result = await settleLockedPayment(trx, payment, session, {
            now: now(),
            confirmation,
          });
          if (result.kind === 'policy' && wasIssued !== 'succeeded') counts.issued += 1;
          return result;
        });
      if (!settlement) continue;
      counts.checked += 1;
      if (settlement.kind === 'refund_due') counts.refunded += 1;
      await afterSettlement({ db, provider, now, log }, settlement);
    } catch (error) {
      // The provider unreachable, say: the payment stays as it was for the next pass.
      log.warn({ paymentId: id, error: (error as Error).message }, 'payment recovery failed');
    }
  }
  if (counts.issued + counts.refunded > 0) log.info({ ...counts }, 'payment recovery');
  return counts;
}

export interface PaymentRecovery {
  /** Waits for a pass under way, then stops. */
  stop(): Promise<void>;
}

/** Runs recoverPayments at once and then every minute, beside the HTTP server. */
export function startPaymentRecovery(
  options: RecoveryOptions & { intervalMs?: number },
): PaymentRecovery {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = (quietMs?: number) => {
    if (stopped) return;
    running = recoverPayments({ ...options, ...(quietMs === undefined ? {} : { quietMs }) }).catch(
      (error: Error) => options.log.error({ error: error.message }, 'payment recovery pass failed'),
    );
  };
  // At start-up the process was down: whatever it missed is looked up at once.
  pass(0);
  const timer = setInterval(
    () => void running.then(() => pass()),
    options.intervalMs ?? DEFAULT_INTERVAL_MS,
  );
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
