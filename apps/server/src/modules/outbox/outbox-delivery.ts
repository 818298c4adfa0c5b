// How an outbox row is delivered through a port and what happens when it cannot be (decisions 042
// and 048): one way for every outbox a worker drains towards an outside service (the Motor
// Insurance Database, the print house). Each outbox keeps its own table, claim and port; the
// retries, the giving up and the alerts are these.

/** Structured log lines: ids, policy numbers, kinds and codes, never names, addresses or registrations. */
export interface OutboxLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** How an outside service answered one submission. */
export type PortAnswer<Accepted extends { reference: string }> =
  | ({ accepted: true } & Accepted)
  /** Refused for good (the item is wrong, not the line): a person must look. */
  | { accepted: false; reference: string; reason: string };

export type DeliveryOutcome<Accepted extends { reference: string }> =
  | { delivered: true; acknowledgement: Accepted }
  | {
      delivered: false;
      /** When to try again; null gives up. */
      nextAttemptAt: Date | null;
      /** An error code, never free text. */
      error: string;
      /** Set when the service refused it: its acknowledgement and reason. */
      rejection?: { reference: string; reason: string };
    };

/** After this many failed tries a row is given up: marked failed and alerted. */
export const OUTBOX_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 4 * 60 * 60 * 1000;

/** 1, 2, 4 ... minutes, at most 4 hours: the 12 tries span about 20 hours. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** A code ('ECONNREFUSED', 'InvalidVrm'), never a reply's text, which could quote a name. */
export function errorCode(value: unknown): string {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/i.test(value) ? value : 'UNKNOWN';
}

/**
 * Sends one row through `submit` and says what to record: delivered when accepted; given up at
 * once when refused (the same item would be refused again); tried again after a growing wait when
 * the service could not be reached, until OUTBOX_MAX_ATTEMPTS tries.
 * @param attemptsBefore tries made before this one.
 */
export async function attemptDelivery<Accepted extends { reference: string }>(
  submit: () => Promise<PortAnswer<Accepted>>,
  attemptsBefore: number,
  now: Date,
): Promise<DeliveryOutcome<Accepted>> {
  const attempts = attemptsBefore + 1;
  try {
    const answer = await submit();
    if (answer.accepted) {
      const { accepted: _accepted, ...acknowledgement } = answer;
      return { delivered: true, acknowledgement: acknowledgement as unknown as Accepted };
    }
    return {
      delivered: false,
      nextAttemptAt: null,
      error: `Rejected ${errorCode(answer.reason)}`,
      rejection: { reference: answer.reference, reason: errorCode(answer.reason) },
    };
  } catch (error) {
    return {
      delivered: false,
      nextAttemptAt:
        attempts >= OUTBOX_MAX_ATTEMPTS
          ? null
          : new Date(now.getTime() + outboxRetryDelayMs(attempts)),
      error: errorCode((error as { code?: unknown } | undefined)?.code),
    };
  }
}

/** The columns every outbox records after a try (each table has them under these names). */
export function outcomeColumns<Accepted extends { reference: string }>(
  outcome: DeliveryOutcome<Accepted>,
  attemptsBefore: number,
  now: Date,
): {
  attempts: number;
  next_attempt_at: Date | null;
  delivered_at?: Date;
  failed_at?: Date | null;
  acknowledgement_reference: string | null;
  rejection_reason?: string | null;
  last_error: string | null;
} {
  return outcome.delivered
    ? {
        delivered_at: now,
        next_attempt_at: null,
        attempts: attemptsBefore + 1,
        acknowledgement_reference: outcome.acknowledgement.reference,
        last_error: null,
      }
    : {
        attempts: attemptsBefore + 1,
        next_attempt_at: outcome.nextAttemptAt,
        failed_at: outcome.nextAttemptAt === null ? now : null,
        last_error: outcome.error,
        acknowledgement_reference: outcome.rejection?.reference ?? null,
        rejection_reason: outcome.rejection?.reason ?? null,
      };
}

/** What one outbox's log lines and alerts are called. */
export interface OutboxWords {
  delivered: string;
  retrying: string;
  givenUp: string;
  overdue: string;
  /** The `alert` field of a row given up, e.g. 'mid_update_failed'. */
  failedAlert: string;
  /** The `alert` field of a row still undelivered in time, e.g. 'mid_update_overdue'. */
  overdueAlert: string;
}

export interface OutboxDrain<Accepted extends { reference: string }> {
  log: OutboxLog;
  now: () => Date;
  /** A row still undelivered this long after it was queued is alerted (once). */
  alertAfterMs: number;
  /** At most this many rows per drain. */
  limit: number;
  signal?: AbortSignal;
  words: OutboxWords;
  /**
   * Claims the next due row, delivers it and records the outcome, in one transaction; undefined
   * when nothing is due. `fields` identify the row in the log (no personal data).
   */
  deliverNext(
    at: Date,
  ): Promise<{ fields: Record<string, unknown>; outcome: DeliveryOutcome<Accepted> } | undefined>;
  /** Marks and returns the rows queued before `queuedBefore`, undelivered and not yet alerted. */
  claimOverdue(
    queuedBefore: Date,
    at: Date,
  ): Promise<{ fields: Record<string, unknown>; createdAt: Date }[]>;
}

/**
 * Delivers every due row once (up to `limit`), then alerts the rows overdue. Safe in several
 * processes at once when `deliverNext` claims under a row lock the others skip.
 */
export async function drainOutbox<Accepted extends { reference: string }>({
  log,
  now,
  alertAfterMs,
  limit,
  signal,
  words,
  deliverNext,
  claimOverdue,
}: OutboxDrain<Accepted>): Promise<{ delivered: number; failed: number; overdue: number }> {
  const counts = { delivered: 0, failed: 0, overdue: 0 };
  while (counts.delivered + counts.failed < limit && !signal?.aborted) {
    const done = await deliverNext(now());
    if (!done) break;
    const { fields, outcome } = done;
    if (outcome.delivered) {
      counts.delivered += 1;
      log.info({ ...fields, acknowledgement: outcome.acknowledgement.reference }, words.delivered);
    } else {
      counts.failed += 1;
      if (outcome.nextAttemptAt) {
        log.warn(
          { ...fields, error: outcome.error, retryAt: outcome.nextAttemptAt.toISOString() },
          words.retrying,
        );
      } else {
        log.error({ ...fields, error: outcome.error, alert: words.failedAlert }, words.givenUp);
      }
    }
  }
  if (!signal?.aborted) {
    const at = now();
    for (const row of await claimOverdue(new Date(at.getTime() - alertAfterMs), at)) {
      counts.overdue += 1;
      log.error(
        { ...row.fields, queuedAt: row.createdAt.toISOString(), alert: words.overdueAlert },
        words.overdue,
      );
    }
  }
  return counts;
}
