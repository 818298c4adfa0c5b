import type { Db } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import type { MidPort } from './mid-port.ts';
import {
  claimOverdueMidUpdates,
  deliverNextDueMidUpdate,
  type MidDeliveryOutcome,
  type QueuedMidUpdate,
} from './mid.repository.ts';

/** Structured log lines: ids, policy numbers, kinds and codes, never names or registrations. */
export interface MidLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface MidDrainOptions {
  db: Db;
  port: MidPort;
  log: MidLog;
  now?: () => Date;
  /** An update still undelivered this long after it was queued is alerted (once). */
  alertAfterMs?: number;
  /** At most this many updates per drain. */
  limit?: number;
  signal?: AbortSignal;
}

export interface MidWorkerOptions extends Omit<MidDrainOptions, 'signal'> {
  intervalMs?: number;
}

export interface MidWorker {
  stop(): Promise<void>;
}

/** After this many failed tries an update is given up: marked failed and alerted. */
export const MID_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 4 * 60 * 60 * 1000;
/**
 * The MID must hear of a policy within 7 days of its issue (decision 042); an update not
 * delivered after 3 days is alerted, leaving 4 for a person to put it right.
 */
export const DEFAULT_MID_ALERT_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_LIMIT = 50;

/** 1, 2, 4 ... minutes, at most 4 hours: the 12 tries span about 20 hours. */
export function midRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Delivers every due update once (up to `limit`), then alerts the updates overdue. Safe in several
 * processes at once: each update is claimed under a row lock the others skip.
 */
export async function drainMidOnce({
  db,
  port,
  log,
  now = () => new Date(),
  alertAfterMs = DEFAULT_MID_ALERT_AFTER_MS,
  limit = DEFAULT_LIMIT,
  signal,
}: MidDrainOptions): Promise<{ delivered: number; failed: number; overdue: number }> {
  const counts = { delivered: 0, failed: 0, overdue: 0 };
  while (counts.delivered + counts.failed < limit && !signal?.aborted) {
    const at = now();
    const done = await deliverNextDueMidUpdate(db, at, (queued) => deliver(port, queued, at));
    if (!done) break;
    const fields = {
      midOutboxId: done.id,
      policyNumber: done.policyNumber,
      kind: done.kind,
      port: port.name,
    };
    const { outcome } = done;
    if (outcome.delivered) {
      counts.delivered += 1;
      log.info({ ...fields, acknowledgement: outcome.reference }, 'MID updated');
    } else {
      counts.failed += 1;
      if (outcome.nextAttemptAt) {
        log.warn(
          { ...fields, error: outcome.error, retryAt: outcome.nextAttemptAt.toISOString() },
          'MID not updated',
        );
      } else {
        log.error(
          { ...fields, error: outcome.error, alert: 'mid_update_failed' },
          'MID not updated: given up',
        );
      }
    }
  }
  if (!signal?.aborted) {
    const at = now();
    const overdue = await claimOverdueMidUpdates(db, new Date(at.getTime() - alertAfterMs), at);
    for (const row of overdue) {
      counts.overdue += 1;
      log.error(
        {
          midOutboxId: row.id,
          policyNumber: row.policyNumber,
          kind: row.kind,
          queuedAt: row.createdAt.toISOString(),
          alert: 'mid_update_overdue',
        },
        'MID not updated in time: the MID must hear within 7 days of issue',
      );
    }
  }
  return counts;
}

async function deliver(
  port: MidPort,
  queued: QueuedMidUpdate,
  now: Date,
): Promise<MidDeliveryOutcome> {
  const attempts = queued.attempts + 1;
  try {
    const ack = await port.submit(queued.update, `mid-${queued.id}`);
    if (ack.accepted) return { delivered: true, reference: ack.reference };
    // Refused for good: the same update would be refused again.
    return {
      delivered: false,
      nextAttemptAt: null,
      error: `Rejected ${codeOf(ack.reason)}`,
      rejection: { reference: ack.reference, reason: codeOf(ack.reason) },
    };
  } catch (error) {
    return {
      delivered: false,
      nextAttemptAt:
        attempts >= MID_MAX_ATTEMPTS ? null : new Date(now.getTime() + midRetryDelayMs(attempts)),
      error: codeOf((error as { code?: unknown } | undefined)?.code),
    };
  }
}

/** A code ('ECONNREFUSED', 'InvalidVrm'), never a reply's text, which could quote a name. */
function codeOf(value: unknown): string {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/i.test(value) ? value : 'UNKNOWN';
}

/** Drains now and every `intervalMs` until stopped, beside the HTTP server (server.ts). */
export function startMidWorker({
  intervalMs = DEFAULT_INTERVAL_MS,
  ...options
}: MidWorkerOptions): MidWorker {
  const task = startRepeatingTask(
    (signal) => drainMidOnce({ ...options, signal }),
    intervalMs,
    (error) => options.log.error({ err: error }, 'MID worker could not drain its outbox'),
  );
  return { stop: () => task.stop() };
}
