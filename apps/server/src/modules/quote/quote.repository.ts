import { OfferDecisionSchema, type OfferDecision } from '@van/domain/offers';
import { type Quote } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewQuoteEventRow, NewQuoteRow, QuoteRow, QuoteUpdate } from './quote.table.ts';

/**
 * Stores a new quote and its first event in one statement (so one round trip, and atomic without
 * a transaction of its own): the event's quote_id comes from the quote row the same statement
 * inserts.
 */
export async function insertQuoteWithEvent(
  db: Db,
  quote: NewQuoteRow,
  event: Omit<NewQuoteEventRow, 'quote_id'>,
): Promise<void> {
  await db
    .with('new_quote', (db) => db.insertInto('quote').values(quote).returning('id'))
    .insertInto('quote_event')
    .values((eb) => ({ ...event, quote_id: eb.selectFrom('new_quote').select('new_quote.id') }))
    .execute();
}

export interface QuoteForUpdate {
  id: string;
  status: string;
  /** The source of business the quote was created with: a re-pricing cannot change it. */
  sourceOfBusiness: string;
  expiresAt: Date;
  purchasedAt: Date | null;
  /** The current (latest) event: its reference and the risk it rated. */
  lastEventReference: string;
  lastRisk: Risk | undefined;
}

/** The quote row locked until the transaction ends, with its latest event. */
export async function lockQuoteForUpdate(
  trx: Db,
  webReference: string,
): Promise<QuoteForUpdate | undefined> {
  const row = await trx
    .selectFrom('quote')
    .select(['id', 'status', 'source_of_business', 'expires_at', 'purchased_at'])
    .where('web_reference', '=', webReference)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  // Read after the lock is held, in a statement of its own: under READ COMMITTED a new statement
  // sees the events that the transaction which held the lock before us committed.
  const latest = await trx
    .selectFrom('quote_event')
    .select(['policy_event_reference', 'risk'])
    .where('quote_id', '=', row.id)
    .orderBy('policy_event_reference', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    status: row.status,
    sourceOfBusiness: row.source_of_business,
    expiresAt: row.expires_at,
    purchasedAt: row.purchased_at,
    lastEventReference: latest?.policy_event_reference ?? '000',
    lastRisk: latest?.risk,
  };
}

/**
 * Stores a re-pricing under the row lock: the Quote it replaces moves to the event that answered
 * it (copied inside the database), then the quote row takes the new Quote and the new event is
 * added. So each answered Quote is stored once, and every event's Quote stays readable.
 */
export async function saveRepricedQuote(
  trx: Db,
  quote: { id: string; lastEventReference: string },
  changes: QuoteUpdate,
  event: Omit<NewQuoteEventRow, 'quote_id'>,
): Promise<void> {
  await trx
    .updateTable('quote_event')
    .from('quote')
    .set((eb) => ({ quote: eb.ref('quote.quote') }))
    .whereRef('quote.id', '=', 'quote_event.quote_id')
    .where('quote_event.quote_id', '=', quote.id)
    .where('quote_event.policy_event_reference', '=', quote.lastEventReference)
    .execute();
  await trx.updateTable('quote').set(changes).where('id', '=', quote.id).execute();
  await trx
    .insertInto('quote_event')
    .values({ ...event, quote_id: quote.id })
    .execute();
}

/**
 * What the quote's current Quote answered about its offer code (topUp.offer, decision 033 item 3), if
 * it was a decision the contract recognises: a re-pricing carries a verified proof over from it.
 */
export async function findCurrentOfferDecision(
  db: Db,
  quoteId: string,
): Promise<OfferDecision | undefined> {
  const row = await db
    .selectFrom('quote')
    .select(sql<unknown>`quote -> 'topUp' -> 'offer'`.as('offer'))
    .where('id', '=', quoteId)
    .executeTakeFirst();
  const parsed = OfferDecisionSchema.safeParse(row?.offer);
  return parsed.success ? parsed.data : undefined;
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

/**
 * Only the retrieval hash of a quote, for retrieve to compare: a row of a few bytes, so a known
 * reference with a wrong detail costs what an unknown one does (the Quote is read after a match).
 */
export async function findRetrievalHash(
  db: Db,
  webReference: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('quote')
    .select('retrieval_hash')
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
  return row?.retrieval_hash;
}

/** The stored quote, its retrieval hash (for retrieve to compare) and whether it was bought. */
export async function findQuoteForRetrieval(
  db: Db,
  webReference: string,
): Promise<{ quote: Quote; retrievalHash: string | null; purchasedAt: Date | null } | undefined> {
  const row = await db
    .selectFrom('quote')
    .select(['quote', 'retrieval_hash', 'purchased_at'])
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
  return (
    row && { quote: row.quote, retrievalHash: row.retrieval_hash, purchasedAt: row.purchased_at }
  );
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
