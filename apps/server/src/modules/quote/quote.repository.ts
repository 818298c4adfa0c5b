import type { Quote } from '@van/domain';
import type { Db } from '../../db/database.ts';
import type { NewQuoteEventRow, NewQuoteRow, QuoteRow, QuoteUpdate } from './quote.table.ts';

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

/** The quote row locked until the transaction ends, with its latest event reference. */
export async function lockQuoteForUpdate(trx: Db, webReference: string) {
  const row = await trx
    .selectFrom('quote')
    .select(['id', 'quote', 'status', 'expires_at'])
    .where('web_reference', '=', webReference)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  // Read after the lock is held, in a statement of its own: under READ COMMITTED a new statement
  // sees the events that the transaction which held the lock before us committed.
  const latest = await trx
    .selectFrom('quote_event')
    .select((eb) => eb.fn.max('policy_event_reference').as('last'))
    .where('quote_id', '=', row.id)
    .executeTakeFirst();
  return {
    id: row.id,
    quote: row.quote,
    status: row.status,
    expiresAt: row.expires_at,
    lastEventReference: latest?.last ?? '000',
  };
}

/** Stores a re-pricing: the quote as now answered, and its new event. */
export async function saveRepricedQuote(
  trx: Db,
  quoteId: string,
  changes: QuoteUpdate,
  event: Omit<NewQuoteEventRow, 'quote_id'>,
): Promise<void> {
  await trx.updateTable('quote').set(changes).where('id', '=', quoteId).execute();
  await trx
    .insertInto('quote_event')
    .values({ ...event, quote_id: quoteId })
    .execute();
}

/** Records a quoteKey (by its hash) for the quote's current event. */
export async function insertQuoteKey(
  db: Db,
  webReference: string,
  keyHash: string,
  policyEventReference: string,
): Promise<void> {
  await db
    .insertInto('quote_key')
    .columns(['key_hash', 'quote_id', 'policy_event_reference'])
    .expression((eb) =>
      eb
        .selectFrom('quote')
        .select([
          eb.val(keyHash).as('key_hash'),
          'id',
          eb.val(policyEventReference).as('policy_event_reference'),
        ])
        .where('web_reference', '=', webReference),
    )
    .execute();
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
