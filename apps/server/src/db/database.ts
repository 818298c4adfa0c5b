import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { databaseFault } from './database-faults.ts';
import type {
  AccountSessionTable,
  AccountSignInCodeTable,
} from '../modules/account/account.table.ts';
import type { AutoRenewalChoiceTable } from '../modules/account/auto-renewal.table.ts';
import type {
  CancellationRefundOutboxTable,
  PolicyCancellationTable,
} from '../modules/cancellation/cancellation.table.ts';
import type { AggregatorTokenTable } from '../modules/aggregator/aggregator.table.ts';
import type { CreditCheckTable } from '../modules/credit-check/credit-check.table.ts';
import type {
  ConsentEventTable,
  ConsentWithdrawalTokenTable,
} from '../modules/consent/consent.table.ts';
import type { EmailOutboxTable } from '../modules/email/email.table.ts';
import type { StaffRegisterTable } from '../modules/offers/staff-register.table.ts';
import type {
  DirectDebitAdjustmentTable,
  DirectDebitMandateTable,
  PaymentNotificationTable,
  PaymentTable,
  PolicyEventTable,
  PolicyTable,
  PolicyTokenTable,
} from '../modules/purchase/purchase.table.ts';
import type { CreditAgreementSignatureTable } from '../modules/purchase/credit-agreement.table.ts';
import type { SoldProductDocumentTable } from '../modules/purchase/sold-product-document.table.ts';
import type { QuoteEventTable, QuoteKeyTable, QuoteTable } from '../modules/quote/quote.table.ts';
import type { DemandsAndNeedsStatementTable } from '../modules/quote/demands-and-needs.table.ts';
import type { RateLimitTable } from '../modules/rate-limit/rate-limit.table.ts';
import type { QuotePricingFactTable } from '../modules/retention/retention.table.ts';
import type { SupportNeedsTable } from '../modules/support-needs/support-needs.table.ts';
import type { MidOutboxTable, MidStandInSubmissionTable } from '../modules/mid/mid.table.ts';
import type {
  PartnerKeyTable,
  PartnerQuoteRequestTable,
  PartnerTable,
} from '../modules/partner/partner.table.ts';
import type { PostOutboxTable, PostStandInSubmissionTable } from '../modules/post/post.table.ts';
import type {
  RetrievalClientGuardTable,
  RetrievalGuardTable,
} from '../modules/quote/quote-access.table.ts';

export interface Database {
  quote: QuoteTable;
  quote_event: QuoteEventTable;
  demands_and_needs_statement: DemandsAndNeedsStatementTable;
  quote_key: QuoteKeyTable;
  retrieval_guard: RetrievalGuardTable;
  retrieval_client_guard: RetrievalClientGuardTable;
  rate_limit: RateLimitTable;
  email_outbox: EmailOutboxTable;
  aggregator_token: AggregatorTokenTable;
  credit_check: CreditCheckTable;
  payment: PaymentTable;
  policy: PolicyTable;
  policy_token: PolicyTokenTable;
  payment_notification: PaymentNotificationTable;
  direct_debit_mandate: DirectDebitMandateTable;
  credit_agreement_signature: CreditAgreementSignatureTable;
  sold_product_document: SoldProductDocumentTable;
  policy_event: PolicyEventTable;
  staff_register: StaffRegisterTable;
  quote_pricing_fact: QuotePricingFactTable;
  support_needs: SupportNeedsTable;
  consent_event: ConsentEventTable;
  consent_withdrawal_token: ConsentWithdrawalTokenTable;
  mid_outbox: MidOutboxTable;
  mid_stand_in_submission: MidStandInSubmissionTable;
  post_outbox: PostOutboxTable;
  post_stand_in_submission: PostStandInSubmissionTable;
  partner: PartnerTable;
  partner_key: PartnerKeyTable;
  partner_quote_request: PartnerQuoteRequestTable;
  account_sign_in_code: AccountSignInCodeTable;
  account_session: AccountSessionTable;
  auto_renewal_choice: AutoRenewalChoiceTable;
  policy_cancellation: PolicyCancellationTable;
  cancellation_refund_outbox: CancellationRefundOutboxTable;
  direct_debit_adjustment: DirectDebitAdjustmentTable;
}

export type Db = Kysely<Database>;

// DATE columns hold calendar dates: keep them as 'yyyy-MM-dd' strings instead of
// midnight-local Date objects, which shift a day across time zones (§5.3).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** How long a call may wait on the database before it is answered 503 (decision 034 item 1). */
export interface DatabaseTimeouts {
  /**
   * Longest wait for a connection: for one of the pool's when all are busy, or for a new one's
   * handshake (a database that is down or frozen). 0: wait for ever.
   */
  connectTimeoutMs: number;
  /**
   * Longest a statement may run. The server cancels it (`statement_timeout`, 57014), which keeps
   * the connection usable; a frozen server cancels nothing, so the client also stops waiting
   * (`query_timeout`) a moment later and drops that connection. 0: no limit (migrations).
   */
  statementTimeoutMs: number;
}

/** The defaults of DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (config.ts). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 3000,
};

// The client waits this much longer than the server, so that a live server's own cancel (which
// leaves the connection usable) arrives first.
const CLIENT_TIMEOUT_MARGIN_MS = 250;

const pools = new WeakMap<Db, { pool: pg.Pool; load: PoolLoad }>();

/**
 * Opens a pooled connection to the given PostgreSQL server. Losing the server never crashes the
 * process: every failure reaches the query that was waiting (lib/errors.ts answers it 503), and
 * the pool opens new connections once the server is back.
 */
export function createDb(
  connectionString: string,
  maxConnections = 10,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): Db {
  const { connectTimeoutMs, statementTimeoutMs } = timeouts;
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs > 0
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
        }
      : {}),
    // A connection cut without a word (a dead host, a dropped route) is noticed while idle too.
    keepAlive: true,
  });
  const connectionLost = (error: Error) =>
    process.stderr.write(`database connection lost: ${error.message}\n`);
  // An idle connection can be cut by the server (a restart, or shutdown racing ours); the pool
  // replaces it on next use, so this must not crash the process.
  pool.on('error', connectionLost);
  // pg removes that listener while a connection is lent out, and a connection the server ends
  // between two statements (57P01 on shutdown, a kill) then emits an 'error' nobody hears, which
  // Node turns into an uncaught exception: the process used to exit there. The query waiting
  // on it fails all the same, and the pool drops the connection when it comes back.
  pool.on('connect', (client) => client.on('error', connectionLost));
  const load = new PoolLoad(maxConnections);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded(pool, load) }) });
  pools.set(db, { pool, load });
  return db;
}

/**
 * What the pool's queue costs a newcomer: the calls waiting for a connection (oldest first, as
 * pg-pool serves them in turn) and how long each call holds its connection, on average.
 */
class PoolLoad {
  #next = 0;
  readonly #waitingSince = new Map<number, number>();
  /** Moving average of how long a connection is held (ms): the pace the queue moves at. */
  #holdMs = 0;

  constructor(private readonly maxConnections: number) {}

  /** Notes a call starting to wait; the function returned notes that it stopped. */
  waiting(): () => void {
    const id = (this.#next += 1);
    this.#waitingSince.set(id, performance.now());
    return () => this.#waitingSince.delete(id);
  }

  /** Notes a connection given back after `ms`. */
  held(ms: number): void {
    this.#holdMs = this.#holdMs === 0 ? ms : this.#holdMs * 0.9 + ms * 0.1;
  }

  /**
   * How long a call asking now would wait for a connection (ms): the queue ahead of it at the
   * pool's pace (Little's law), or, when the queue does not move at all (a frozen database), how
   * long the oldest call has waited already.
   */
  expectedWaitMs(): number {
    const waiting = this.#waitingSince.size;
    if (waiting === 0) return 0;
    const oldest = this.#waitingSince.values().next().value!;
    return Math.max(performance.now() - oldest, (waiting * this.#holdMs) / this.maxConnections);
  }
}

/**
 * The pool as Kysely sees it, except that a connection whose query timed out on the client, or
 * failed because the database could not serve (databaseFault: the connection ended, the server
 * shutting down), is never used again: its next statement (the transaction's rollback) fails at
 * once instead of queueing behind the stuck one, and the pool closes it rather than lend it out
 * again. pg-pool would otherwise take back a connection the server had just ended before its
 * socket closed, and lend it to the next call, which failed too.
 */
function guarded(pool: pg.Pool, load: PoolLoad): PostgresPool {
  return {
    async connect() {
      const done = load.waiting();
      const client = await pool.connect().finally(done);
      const acquiredAt = performance.now();
      let broken: Error | undefined;
      return {
        async query(sql: string, parameters: ReadonlyArray<unknown>) {
          if (broken) throw broken;
          try {
            return await client.query(sql, parameters as unknown[]);
          } catch (error) {
            if (isClientTimeout(error) || databaseFault(error)) broken = error as Error;
            throw error;
          }
        },
        release: () => {
          load.held(performance.now() - acquiredAt);
          client.release(broken);
        },
        // pg's own result and overloads (cursors, unused here) are wider than Kysely's view of them.
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

function isClientTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/** The pool's queue (load shedding, decision 034 item 2). */
export function databaseLoad(db: Db): {
  /** Calls waiting for a connection. */
  waiting: number;
  /** How long a call asking for a connection now would wait, as far as can be told (ms). */
  expectedWaitMs: number;
  total: number;
  idle: number;
} {
  const entry = pools.get(db);
  return {
    waiting: entry?.pool.waitingCount ?? 0,
    expectedWaitMs: entry?.load.expectedWaitMs() ?? 0,
    total: entry?.pool.totalCount ?? 0,
    idle: entry?.pool.idleCount ?? 0,
  };
}
