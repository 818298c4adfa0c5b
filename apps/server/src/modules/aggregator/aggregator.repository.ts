import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AggregatorTokenRow, NewAggregatorTokenRow } from './aggregator.table.ts';

/** Stores a token; the same token again (a partner's retry, decision 057) changes nothing. */
export async function insertAggregatorToken(db: Db, row: NewAggregatorTokenRow): Promise<void> {
  await db
    .insertInto('aggregator_token')
    .values(row)
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** The token with this hash while it is still valid at `now`; expired tokens are not found. */
export async function findValidAggregatorToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<AggregatorTokenRow | undefined> {
  return db
    .selectFrom('aggregator_token')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
}

/** Records the first exchange of a token; a repeat keeps the first time. */
export async function markAggregatorTokenExchanged(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('aggregator_token')
    .set({ exchanged_at: sql<Date>`coalesce(exchanged_at, ${now})` })
    .where('token_hash', '=', tokenHash)
    .execute();
}
