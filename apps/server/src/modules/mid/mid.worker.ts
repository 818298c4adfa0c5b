import type { Db } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import {
  attemptDelivery,
  drainOutbox,
  OUTBOX_MAX_ATTEMPTS,
  type OutboxLog,
  type OutboxWords,
} from '../outbox/index.ts';
import type { MidPort } from './mid-port.ts';
import {
  claimOverdueMidUpdates,
  deliverNextDueMidUpdate,
  type QueuedMidUpdate,
} from './mid.repository.ts';

/** Structured log lines: ids, policy numbers, kinds and codes, never names or registrations. */
export type MidLog = OutboxLog;

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
export const MID_MAX_ATTEMPTS = OUTBOX_MAX_ATTEMPTS;
/**
 * The MID must hear of a policy within 7 days of its issue (decision 042); an update not
 * delivered after 3 days is alerted, leaving 4 for a person to put it right.
 */
export const DEFAULT_MID_ALERT_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_LIMIT = 50;

const MID_WORDS: OutboxWords = {
  delivered: 'MID updated',
  retrying: 'MID not updated',
  givenUp: 'MID not updated: given up',
  overdue: 'MID not updated in time: the MID must hear within 7 days of issue',
  failedAlert: 'mid_update_failed',
  overdueAlert: 'mid_update_overdue',
};

/**
 * Delivers every due update once (up to `limit`), then alerts the updates overdue. Safe in several
 * processes at once: each update is claimed under a row lock the others skip. The retries and
 * alerts are the outboxes' own (modules/outbox).
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
  return drainOutbox({
    log,
    now,
    alertAfterMs,
    limit,
    signal,
    words: MID_WORDS,
    async deliverNext(at) {
      const done = await deliverNextDueMidUpdate(db, at, (queued) =>
        attemptDelivery(
          () => port.submit(queued.update, midSubmissionId(queued)),
          queued.attempts,
          at,
        ),
      );
      if (!done) return undefined;
      return {
        fields: {
          midOutboxId: done.id,
          policyNumber: done.policyNumber,
          kind: done.kind,
          port: port.name,
        },
        outcome: done.outcome,
      };
    },
    async claimOverdue(queuedBefore, at) {
      const rows = await claimOverdueMidUpdates(db, queuedBefore, at);
      return rows.map((row) => ({
        fields: { midOutboxId: row.id, policyNumber: row.policyNumber, kind: row.kind },
        createdAt: row.createdAt,
      }));
    },
  });
}

/**
 * Ours, the same on every try of one update, so the MID acknowledges a repeat once; a new one
 * only when a person re-queued an update the MID had refused (decision 048), which it would
 * otherwise refuse again from its record.
 */
function midSubmissionId({ id, submissionRound }: QueuedMidUpdate): string {
  return submissionRound === 0 ? `mid-${id}` : `mid-${id}-${submissionRound}`;
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
