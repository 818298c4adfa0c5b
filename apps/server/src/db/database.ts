import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { QuoteEventTable, QuoteTable } from '../modules/quote/quote.table.ts';

export interface Database {
  quote: QuoteTable;
  quote_event: QuoteEventTable;
}

export type Db = Kysely<Database>;

// DATE columns hold calendar dates: keep them as 'yyyy-MM-dd' strings instead of
// midnight-local Date objects, which shift a day across time zones (§5.3).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens a pooled connection to the given PostgreSQL server. */
export function createDb(connectionString: string, maxConnections = 10): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString, max: maxConnections }),
    }),
  });
}
