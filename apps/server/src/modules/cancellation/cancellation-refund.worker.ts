import type { Db } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import { attemptDelivery, drainOutbox, type OutboxLog, type OutboxWords } from '../outbox/index.ts';
import { PaymentProviderError, type PaymentProvider } from '../purchase/index.ts';
import { claimOverdueRefunds, deliverNextDueRefund } from './cancellation.repository.ts';

// Decision 063: the refunds of policies cancelled online, paid through the payment provider from
// the outbox the cancellation fills, as the MID's updates are delivered (modules/outbox). One
// idempotency key per refund row, so a retry after a lost answer refunds nothing more.

export interface RefundDrainOptions {
  db: Db;
  provider: PaymentProvider;
  log: OutboxLog;
  now?: () => Date;
  alertAfterMs?: number;
  limit?: number;
  signal?: AbortSignal;
}

/**
 * A refund still unpaid 7 days after it fell due is alerted: the law gives 30 days from the notice
 * (Distance Marketing Regulations, reg 13), and a refund is due by day 23 at the latest
 * (REFUND_DUE_WITHIN_DAYS), which leaves a person time to put it right.
 */
export const DEFAULT_REFUND_ALERT_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

const WORDS: OutboxWords = {
  delivered: 'cancellation refund paid',
  retrying: 'cancellation refund not paid',
  givenUp: 'cancellation refund not paid: given up',
  overdue: 'cancellation refund not paid in time: it is due within 30 days',
  failedAlert: 'cancellation_refund_failed',
  overdueAlert: 'cancellation_refund_overdue',
};

/** The idempotency key of one refund row at the provider. */
export function refundKey(outboxId: string): string {
  return `cancellation-refund-${outboxId}`;
}

/**
 * Pays every due refund once (up to `limit`), then alerts the overdue ones. Safe in several
 * processes at once: each row is claimed under a lock the others skip.
 */
export async function drainCancellationRefundsOnce({
  db,
  provider,
  log,
  now = () => new Date(),
  alertAfterMs = DEFAULT_REFUND_ALERT_AFTER_MS,
  limit = 50,
  signal,
}: RefundDrainOptions): Promise<{ delivered: number; failed: number; overdue: number }> {
  return drainOutbox({
    log,
    now,
    alertAfterMs,
    limit,
    signal,
    words: WORDS,
    async deliverNext(at) {
      const done = await deliverNextDueRefund(db, at, (queued) =>
        attemptDelivery(
          async () => {
            try {
              const session = await provider.refund(
                queued.providerSessionId,
                refundKey(queued.id),
                queued.amountPence,
              );
              return { accepted: true, reference: session.id };
            } catch (error) {
              // The provider refused this refund (4xx): asking again would be refused again.
              const status =
                error instanceof PaymentProviderError ? error.providerStatus : undefined;
              if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
                return {
                  accepted: false,
                  reference: queued.providerSessionId,
                  reason: `HTTP_${status}`,
                };
              }
              throw error;
            }
          },
          queued.attempts,
          at,
        ),
      );
      if (!done) return undefined;
      return {
        fields: { refundOutboxId: done.id, policyId: done.policyId },
        outcome: done.outcome,
      };
    },
    async claimOverdue(queuedBefore, at) {
      const rows = await claimOverdueRefunds(db, queuedBefore, at);
      return rows.map((row) => ({
        fields: { refundOutboxId: row.id, policyId: row.policyId },
        createdAt: row.createdAt,
      }));
    },
  });
}

export interface RefundWorker {
  stop(): Promise<void>;
}

/** Drains now and every `intervalMs` until stopped, beside the HTTP server (server.ts). */
export function startCancellationRefundWorker({
  intervalMs = 10_000,
  ...options
}: Omit<RefundDrainOptions, 'signal'> & { intervalMs?: number }): RefundWorker {
  const task = startRepeatingTask(
    (signal) => drainCancellationRefundsOnce({ ...options, signal }),
    intervalMs,
    (error) => options.log.error({ err: error }, 'cancellation refund worker could not drain'),
  );
  return { stop: () => task.stop() };
}
