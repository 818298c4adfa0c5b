import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AggregatorTokenTable } from '../modules/aggregator/aggregator.table.ts';
import type { CreditCheckTable } from '../modules/credit-check/credit-check.table.ts';
import type { EmailOutboxTable } from '../modules/email/email.table.ts';
import type { StaffRegisterTable } from '../modules/offers/staff-register.table.ts';
import type {
  DirectDebitMandateTable,
  PaymentNotificationTable,
  PaymentTable,
  PolicyEventTable,
  PolicyTable,
  PolicyTokenTable,
} from '../modules/purchase/purchase.table.ts';
import type { QuoteEventTable, QuoteKeyTable, QuoteTable } from '../modules/quote/quote.table.ts';
import type { RateLimitTable } from '../modules/rate-limit/rate-limit.table.ts';
import type { RetrievalGuardTable } from '../modules/quote/quote-access.table.ts';

export interface Database {
  quote: QuoteTable;
  quote_event: QuoteEventTable;
  quote_key: QuoteKeyTable;
  retrieval_guard: RetrievalGuardTable;
  rate_limit: RateLimitTable;
  email_outbox: EmailOutboxTable;
  aggregator_token: AggregatorTokenTable;
  credit_check: CreditCheckTable;
  payment: PaymentTable;
  policy: PolicyTable;
  policy_token: PolicyTokenTable;
  payment_notification: PaymentNotificationTable;
  direct_debit_mandate: DirectDebitMandateTable;
  policy_event: PolicyEventTable;
  staff_register: StaffRegisterTable;
}

export type Db = Kysely<Database>;

// DATE columns hold calendar dates: keep them as 'yyyy-MM-dd' strings instead of
// midnight-local Date objects, which shift a day across time zones (§5.3).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens a pooled connection to the given PostgreSQL server. */
export function createDb(connectionString: string, maxConnections = 10): Db {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection can be cut by the server (a restart, or shutdown racing ours); the pool
  // replaces it on next use, so this must not crash the process.
  pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
