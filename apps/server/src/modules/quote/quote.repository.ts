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

/** True when the error is PostgreSQL's unique violation on the quote reference. */
export function isDuplicateWebReference(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === 'quote_web_reference_key';
}
