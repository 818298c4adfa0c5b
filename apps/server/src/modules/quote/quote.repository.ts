import type { Quote } from '@van/domain';
import type { Db } from '../../db/database.ts';
import type { NewQuoteEventRow, NewQuoteRow, QuoteRow } from './quote.table.ts';

/** Stores a new quote and its first event in one transaction; returns the quote's id. */
export async function insertQuoteWithEvent(
  db: Db,
  quote: NewQuoteRow,
  event: Omit<NewQuoteEventRow, 'quote_id'>,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('quote')
      .values(quote)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_event')
      .values({ ...event, quote_id: id })
      .execute();
    return id;
  });
}

export async function findQuoteByWebReference(
  db: Db,
  webReference: string,
): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('quote')
    .selectAll()
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
}

/** The stored quote and its retrieval hash, for retrieve to compare. */
export async function findQuoteForRetrieval(
  db: Db,
  webReference: string,
): Promise<{ quote: Quote; retrievalHash: string | null } | undefined> {
  const row = await db
    .selectFrom('quote')
    .select(['quote', 'retrieval_hash'])
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
  return row && { quote: row.quote, retrievalHash: row.retrieval_hash };
}

export async function findQuoteByIdempotencyKey(
  db: Db,
  key: string,
): Promise<QuoteRow | undefined> {
  return db.selectFrom('quote').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** Which unique rule a failed insert broke, if it was one of the quote's. */
export function duplicateQuoteColumn(
  error: unknown,
): 'webReference' | 'idempotencyKey' | undefined {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code !== '23505') return undefined;
  if (pgError.constraint === 'quote_web_reference_key') return 'webReference';
  if (pgError.constraint === 'quote_idempotency_key_key') return 'idempotencyKey';
  return undefined;
}
