import type { Db } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import { attemptDelivery, drainOutbox, type OutboxLog, type OutboxWords } from '../outbox/index.ts';
import type { PostedDocumentKind } from './posted-documents.ts';
import type { PrintAndPostPort, PrintDocument } from './print-and-post-port.ts';
import {
  claimOverduePostalItems,
  deliverNextDuePostalItem,
  type QueuedPostalItem,
} from './post.repository.ts';

/**
 * Makes the item's documents as PDFs when it is sent (purchase's postedDocumentFiles), so the
 * outbox holds their kinds, not copies.
 */
export type PrintDocumentsFor = (item: {
  quoteId: string;
  documents: readonly PostedDocumentKind[];
}) => Promise<PrintDocument[]>;

export interface PostDrainOptions {
  db: Db;
  port: PrintAndPostPort;
  documentsFor: PrintDocumentsFor;
  log: OutboxLog;
  now?: () => Date;
  /** An item still unsent this long after it was queued is alerted (once). */
  alertAfterMs?: number;
  /** At most this many items per drain. */
  limit?: number;
  signal?: AbortSignal;
}

export interface PostWorkerOptions extends Omit<PostDrainOptions, 'signal'> {
  intervalMs?: number;
}

export interface PostWorker {
  stop(): Promise<void>;
}

/**
 * An item is due at the print house by its dispatch-by day, 3 working days after the sale; one not
 * sent within a day is alerted, leaving at least 2 working days to put it right.
 */
export const DEFAULT_POST_ALERT_AFTER_MS = 24 * 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_LIMIT = 20;

const POST_WORDS: OutboxWords = {
  delivered: 'Documents sent to print',
  retrying: 'Documents not sent to print',
  givenUp: 'Documents not sent to print: given up',
  overdue:
    'Documents not sent to print in time: the customer was promised them within 5 working days',
  failedAlert: 'posted_documents_failed',
  overdueAlert: 'posted_documents_overdue',
};

/**
 * Sends every due item to the print house once (up to `limit`), then alerts the items overdue.
 * Safe in several processes at once: each item is claimed under a row lock the others skip. An
 * item the print house dispatches after its dispatch-by day is sent, and alerted
 * (`posted_documents_late`): the customer's promised date, and a monthly customer's Direct Debit
 * notice period, are at risk.
 */
export async function drainPostOnce({
  db,
  port,
  documentsFor,
  log,
  now = () => new Date(),
  alertAfterMs = DEFAULT_POST_ALERT_AFTER_MS,
  limit = DEFAULT_LIMIT,
  signal,
}: PostDrainOptions): Promise<{ delivered: number; failed: number; overdue: number }> {
  return drainOutbox({
    log,
    now,
    alertAfterMs,
    limit,
    signal,
    words: POST_WORDS,
    async deliverNext(at) {
      const done = await deliverNextDuePostalItem(db, at, (queued) =>
        attemptDelivery(
          async () =>
            port.submit(
              {
                policyNumber: queued.posted.policyNumber,
                recipient: queued.posted.recipient,
                documents: await documentsFor({
                  quoteId: queued.quoteId,
                  documents: queued.posted.documents,
                }),
              },
              postSubmissionId(queued),
            ),
          queued.attempts,
          at,
        ),
      );
      if (!done) return undefined;
      const fields = { postOutboxId: done.id, policyNumber: done.policyNumber, port: port.name };
      const { outcome } = done;
      if (outcome.delivered && outcome.acknowledgement.dispatchDate > done.dispatchBy) {
        log.error(
          {
            ...fields,
            dispatchBy: done.dispatchBy,
            dispatchDate: outcome.acknowledgement.dispatchDate,
            alert: 'posted_documents_late',
          },
          'Documents dispatched later than promised',
        );
      }
      return {
        fields: outcome.delivered
          ? { ...fields, dispatchDate: outcome.acknowledgement.dispatchDate }
          : fields,
        outcome,
      };
    },
    async claimOverdue(queuedBefore, at) {
      const rows = await claimOverduePostalItems(db, queuedBefore, at);
      return rows.map((row) => ({
        fields: {
          postOutboxId: row.id,
          policyNumber: row.policyNumber,
          dispatchBy: row.dispatchBy,
        },
        createdAt: row.createdAt,
      }));
    },
  });
}

/** Ours, the same on every try; a new one only after a person re-queued a refused item. */
function postSubmissionId({ id, submissionRound }: QueuedPostalItem): string {
  return submissionRound === 0 ? `post-${id}` : `post-${id}-${submissionRound}`;
}

/** Drains now and every `intervalMs` until stopped, beside the HTTP server (server.ts). */
export function startPostWorker({
  intervalMs = DEFAULT_INTERVAL_MS,
  ...options
}: PostWorkerOptions): PostWorker {
  const task = startRepeatingTask(
    (signal) => drainPostOnce({ ...options, signal }),
    intervalMs,
    (error) => options.log.error({ err: error }, 'Post worker could not drain its outbox'),
  );
  return { stop: () => task.stop() };
}
