import type { Db } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import { outboxRetryDelayMs } from '../outbox/index.ts';
import { deliverNextDue, type DeliveryOutcome, type OutboxMessage } from './email.repository.ts';
import type { EmailAttachment, MailTransport } from './mail-transport.ts';

/**
 * The files to attach to a message, made when it is delivered so that the outbox holds no large
 * bodies (the confirmation's policy documents: modules/purchase policyDocumentAttachments).
 */
export type AttachmentsFor = (message: {
  kind: OutboxMessage['kind'];
  quoteId: string;
}) => Promise<EmailAttachment[]>;

/** Structured log lines; the fields are ids, counts and codes, never addresses, names or bodies. */
export interface EmailLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface DrainOptions {
  db: Db;
  transport: MailTransport;
  log: EmailLog;
  now?: () => Date;
  /** At most this many messages per drain, so one drain cannot run for ever. */
  limit?: number;
  /** Stops the drain between messages (the worker's stop()). */
  signal?: AbortSignal;
  /** What to attach to each message; by default nothing. */
  attachmentsFor?: AttachmentsFor;
}

export interface EmailWorkerOptions extends Omit<DrainOptions, 'signal'> {
  /** Pause between drains. */
  intervalMs?: number;
}

export interface EmailWorker {
  /** Waits for the message being sent, if any, then closes the transport. */
  stop(): Promise<void>;
}

/**
 * After this many failed tries a message is given up (it stays in the outbox, with its error).
 * The waits between are the outboxes' own (outboxRetryDelayMs: 1, 2, 4, 8 ... minutes, at most 4
 * hours), so the 10 tries span about 15 hours (long enough to outlast a mail server's bad night).
 */
export const MAX_ATTEMPTS = 10;
const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_LIMIT = 50;

/**
 * Delivers every due message once (up to `limit`) and returns how many were sent and how many
 * failed. Safe to run in several processes at once: each message is claimed under a row lock
 * that the others skip.
 */
export async function drainOnce({
  db,
  transport,
  log,
  now = () => new Date(),
  limit = DEFAULT_LIMIT,
  signal,
  attachmentsFor,
}: DrainOptions): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  while (counts.sent + counts.failed < limit && !signal?.aborted) {
    const at = now();
    const delivered = await deliverNextDue(db, at, (message) =>
      deliver(transport, message, at, attachmentsFor),
    );
    if (!delivered) break;
    const { id, outcome } = delivered;
    if (outcome.sent) {
      counts.sent += 1;
      log.info({ outboxId: id, transport: transport.name }, 'e-mail sent');
    } else {
      counts.failed += 1;
      const fields = { outboxId: id, transport: transport.name, error: outcome.error };
      if (outcome.nextAttemptAt) {
        log.warn({ ...fields, retryAt: outcome.nextAttemptAt.toISOString() }, 'e-mail not sent');
      } else {
        log.error(fields, 'e-mail not sent: given up');
      }
    }
  }
  return counts;
}

async function deliver(
  transport: MailTransport,
  message: OutboxMessage,
  now: Date,
  attachmentsFor: AttachmentsFor | undefined,
): Promise<DeliveryOutcome> {
  try {
    // Inside the try: documents that cannot be made are a failed try, retried like a dead server.
    const attachments = attachmentsFor
      ? await attachmentsFor({ kind: message.kind, quoteId: message.quoteId })
      : [];
    await transport.send({
      id: message.id,
      kind: message.kind,
      createdAt: message.createdAt,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    return { sent: true };
  } catch (error) {
    const attempts = message.attempts + 1;
    const giveUp = attempts >= MAX_ATTEMPTS || isPermanentFailure(error);
    return {
      sent: false,
      nextAttemptAt: giveUp ? null : new Date(now.getTime() + outboxRetryDelayMs(attempts)),
      error: failureCode(error),
    };
  }
}

/** A recipient the mail server refuses for good (5xx): trying again would only annoy it. */
function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * What went wrong, as codes only ('ECONNECTION', 'EENVELOPE 550'): a mail server's reply text
 * can quote the recipient's address, and it must not reach the database or the logs.
 */
export function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/i.test(code) ? code : 'UNKNOWN';
  return typeof responseCode === 'number' && Number.isInteger(responseCode)
    ? `${name} ${responseCode}`
    : name;
}

/**
 * Drains the outbox now and then every `intervalMs` until stopped. Runs beside the HTTP server
 * (server.ts), never inside buildApp, so tests drive delivery themselves with drainOnce.
 */
export function startEmailWorker({
  intervalMs = DEFAULT_INTERVAL_MS,
  ...options
}: EmailWorkerOptions): EmailWorker {
  const task = startRepeatingTask(
    (signal) => drainOnce({ ...options, signal }),
    intervalMs,
    // A database outage: log it and try again next tick rather than stop delivering for good.
    (error) => options.log.error({ err: error }, 'e-mail worker could not drain the outbox'),
  );
  return {
    async stop() {
      await task.stop();
      options.transport.close();
    },
  };
}
