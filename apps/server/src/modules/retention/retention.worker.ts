import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import type { Keyring } from '../../lib/field-encryption.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import { sealBankAccounts } from '../purchase/index.ts';
import { pricingFacts, retentionCutoffs, type RetentionSettings } from './retention-rules.ts';
import {
  clearIdempotencyKeys,
  purgeCreditChecks,
  purgeDeadSignInEmails,
  purgeExpiredTokens,
  purgeRateLimitWindows,
  purgeRetrievalGuards,
  purgeSentEmails,
  purgeUndeliveredEmails,
  purgeUnboughtQuotes,
} from './retention.repository.ts';

// Decision 034 items 6 and 7: the purge runs inside the product, beside the HTTP server, in every
// process (server.ts). It is safe when several run at once: every statement claims its rows with
// `for update skip locked` (retention.repository.ts), so two passes share the work and never wait
// on each other; a second pass straight after the first finds nothing.

/** Structured log lines: counts only, never a reference, an address or a name. */
export interface RetentionLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface PurgeOptions {
  db: Db;
  settings: RetentionSettings;
  /** The keys bank account numbers are sealed with (config bankAccountKeys). */
  bankAccountKeys: Keyring;
  log: RetentionLog;
  now?: () => Date;
  /** Rows per statement (quotes: per transaction, a fifth of it). */
  batchSize?: number;
  /** Stops the pass between batches (the worker's stop()). */
  signal?: AbortSignal;
}

export interface RetentionWorkerOptions extends Omit<PurgeOptions, 'signal'> {
  /** Pause between passes. */
  intervalMs?: number;
}

export interface RetentionWorker {
  /** Waits for the batch under way, if any, then stops. */
  stop(): Promise<void>;
}

/** What one pass did, per table: counts only. */
export interface PurgeCounts {
  bankAccountsSealed: number;
  bankAccountsResealed: number;
  rateLimitWindows: number;
  retrievalGuards: number;
  idempotencyKeys: number;
  expiredTokens: number;
  creditChecks: number;
  sentEmails: number;
  sentPolicyEmailsRedacted: number;
  undeliveredEmails: number;
  /** Unsent sign-in e-mails whose code can no longer sign in (decision 066). */
  deadSignInEmails: number;
  unboughtQuotes: number;
}

const DEFAULT_INTERVAL_MS = 10 * 60 * 1000;
const DEFAULT_BATCH_SIZE = 500;
/** At most this many batches of one kind per pass, so one pass cannot run for ever. */
const MAX_BATCHES = 200;

/**
 * One pass: seals any bank account number still in clear or under a retired key, then purges
 * every table's rows past their retention (retention-rules.ts), batch by batch until none is
 * left (or MAX_BATCHES). Returns the counts, and logs them when anything was done.
 */
export async function purgeOnce({
  db,
  settings,
  bankAccountKeys,
  log,
  now = () => new Date(),
  batchSize = DEFAULT_BATCH_SIZE,
  signal,
}: PurgeOptions): Promise<PurgeCounts> {
  const at = now();
  const cutoffs = retentionCutoffs(at, settings);
  const purgedOn = ukToday(at);
  /** Runs `batch` until it does less than a full batch's work, or the pass is stopped. */
  const drain = async (batch: () => Promise<number>, size = batchSize): Promise<number> => {
    let total = 0;
    for (let round = 0; round < MAX_BATCHES && !signal?.aborted; round += 1) {
      const done = await batch();
      total += done;
      if (done < size) break;
    }
    return total;
  };

  const sealing = await sealBankAccounts(db, bankAccountKeys, batchSize);
  if (sealing.unreadable > 0) {
    // A key was removed before every value it sealed was sealed again: put it back in the list.
    log.error({ unreadable: sealing.unreadable }, 'bank account numbers no configured key opens');
  }
  let redacted = 0;
  const counts: PurgeCounts = {
    bankAccountsSealed: sealing.sealed,
    bankAccountsResealed: sealing.resealed,
    rateLimitWindows: await drain(() =>
      purgeRateLimitWindows(db, cutoffs.rateLimitWindowsBefore, batchSize),
    ),
    retrievalGuards: await drain(
      () => purgeRetrievalGuards(db, cutoffs.retrievalGuardsIdleBefore, batchSize),
      // Two tables, one batch each per round.
      2 * batchSize,
    ),
    idempotencyKeys: await drain(() =>
      clearIdempotencyKeys(db, cutoffs.idempotencyKeysCreatedBefore, batchSize),
    ),
    expiredTokens: await drain(
      () => purgeExpiredTokens(db, cutoffs.tokensExpiredBefore, batchSize),
      // Four tables, one batch each per round.
      4 * batchSize,
    ),
    creditChecks: await drain(() => purgeCreditChecks(db, cutoffs.creditChecksBefore, batchSize)),
    sentEmails: await drain(async () => {
      const batch = await purgeSentEmails(db, cutoffs.emailsSentBefore, batchSize);
      redacted += batch.redacted;
      return Math.max(batch.deleted, batch.redacted);
    }),
    sentPolicyEmailsRedacted: 0,
    undeliveredEmails: await drain(() =>
      purgeUndeliveredEmails(db, cutoffs.undeliveredEmailsQueuedBefore, batchSize),
    ),
    deadSignInEmails: await drain(() =>
      purgeDeadSignInEmails(db, cutoffs.tokensExpiredBefore, batchSize),
    ),
    unboughtQuotes: 0,
  };
  counts.sentPolicyEmailsRedacted = redacted;
  // A quote carries ~100 KB of documents: fewer per transaction.
  const quoteBatch = Math.max(1, Math.floor(batchSize / 5));
  counts.unboughtQuotes = await drain(
    () => purgeUnboughtQuotes(db, cutoffs.quotesChangedBefore, purgedOn, pricingFacts, quoteBatch),
    quoteBatch,
  );
  if (Object.values(counts).some((count) => count > 0)) log.info({ ...counts }, 'retention purge');
  return counts;
}

/**
 * Runs purgeOnce now and then every `intervalMs` until stopped. Runs beside the HTTP server
 * (server.ts), never inside buildApp, so tests drive it themselves with purgeOnce.
 */
export function startRetentionWorker({
  intervalMs = DEFAULT_INTERVAL_MS,
  ...options
}: RetentionWorkerOptions): RetentionWorker {
  return startRepeatingTask(
    (signal) => purgeOnce({ ...options, signal }),
    intervalMs,
    // A database outage, say: log it (no personal data in a database error) and try next time.
    (error) => options.log.error({ error: (error as Error).message }, 'retention purge failed'),
  );
}
