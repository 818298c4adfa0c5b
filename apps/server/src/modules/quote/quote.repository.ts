import { OfferDecisionSchema, type OfferDecision } from '@van/domain/offers';
import { type Quote, type TopUpPayment } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  KNOWN_VERSIONS,
  rebuildAnswer,
  type PricedRequest,
  type RatingVersions,
} from './quote-answer.ts';
import type { QuoteJson } from './quote-json.ts';
import type { NewQuoteEventRow, NewQuoteRow, QuoteUpdate } from './quote.table.ts';

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
 * Stores a re-pricing under the row lock. A quote stored before migration 0031 keeps its answered
 * text on the quote row: that text moves to the event that answered it (copied inside the
 * database), so it stays readable once the row's text is cleared (decision 059). Then the quote
 * row takes its changes and the new event, which holds the facts its answer is rebuilt from, is
 * added. For a later quote the copy finds no text and changes nothing.
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
    .set((eb) => ({ quote: eb.ref('quote.quote').$notNull() }))
    .whereRef('quote.id', '=', 'quote_event.quote_id')
    .where('quote.quote', 'is not', null)
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
 * Read from the latest event's offer, or from the stored text of a quote stored before 0031.
 */
export async function findCurrentOfferDecision(
  db: Db,
  quoteId: string,
): Promise<OfferDecision | undefined> {
  const row = await db
    .selectFrom('quote')
    .select(
      sql<unknown>`coalesce(quote.quote -> 'topUp' -> 'offer', (select e.offer from quote_event e where e.quote_id = quote.id order by e.policy_event_reference desc limit 1))`.as(
        'offer',
      ),
    )
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

/** A quote's answer exactly as it was given, with what its readers need beside it. */
export interface AnsweredQuote {
  id: string;
  webReference: string;
  /** The text answered, byte for byte. */
  json: QuoteJson;
  /** The same, parsed when first read: a caller that only sends the text never parses 70 KB. */
  readonly quote: Quote;
  /**
   * Whether `json` was rebuilt from its event and matched the event's hash (decision 059): the
   * very text its pricing answered, in the customer's words of decision 049. False for text stored
   * before migration 0031, which may be older than those words.
   */
  rebuilt: boolean;
  /** A rebuilt answer's cover start (its risk's startDate), read without parsing the text. */
  coverStart: string | undefined;
  retrievalHash: string | null;
  purchasedAt: Date | null;
  /** SHA-256 of the create request its Idempotency-Key came with (migration 0018). */
  idempotencyRequestHash: string | null;
}

/** Which quotes to load. */
type QuoteWhere =
  { webReference: string } | { id: string } | { ids: string[] } | { idempotencyKey: string };

/**
 * The current answer of a quote (its latest event's): the text stored for a quote priced before
 * migration 0031, otherwise rebuilt from the latest event and checked against its hash (decision
 * 059). Every reader of a quote's answer comes here or to quoteAtEvent. `versions`: every tariff
 * and engine known (tests add later ones).
 * @throws Error when a stored event cannot be rebuilt to the answer it gave (quote-answer.ts).
 */
export async function loadQuote(
  db: Db,
  webReference: string,
  versions: RatingVersions = KNOWN_VERSIONS,
): Promise<AnsweredQuote | undefined> {
  return (await loadQuotes(db, { webReference }, versions))[0];
}

/** loadQuote of the quote with this id. */
export async function loadQuoteById(db: Db, id: string): Promise<AnsweredQuote | undefined> {
  return (await loadQuotes(db, { id }))[0];
}

/** loadQuote of each quote with these ids (in any order; unknown ids are left out). */
export async function loadQuotesById(db: Db, ids: string[]): Promise<AnsweredQuote[]> {
  return ids.length === 0 ? [] : loadQuotes(db, { ids });
}

/**
 * The request hash a create with this Idempotency-Key was bound to, without building its answer
 * (so a different body under a used key is refused at the cost of one indexed read). Null: a key
 * stored before migration 0018.
 */
export async function findIdempotencyRequestHash(
  db: Db,
  key: string,
): Promise<{ requestHash: string | null } | undefined> {
  const row = await db
    .selectFrom('quote')
    .select('idempotency_request_hash')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.idempotency_request_hash };
}

/** loadQuote of the quote a create with this Idempotency-Key made. */
export async function findQuoteByIdempotencyKey(
  db: Db,
  key: string,
): Promise<AnsweredQuote | undefined> {
  return (await loadQuotes(db, { idempotencyKey: key }))[0];
}

/**
 * The answer given for one event of a quote, byte for byte: the event's own stored text (an event
 * replaced before migration 0031), the quote row's (the current event of a quote stored before it),
 * or rebuilt from the event (decision 059). With no such event, the quote's current answer.
 * @throws Error when the event cannot be rebuilt to the answer it gave (quote-answer.ts).
 */
export async function quoteAtEvent(
  db: Db,
  quote: { id: string } | { webReference: string },
  policyEventReference: string,
  versions: RatingVersions = KNOWN_VERSIONS,
): Promise<AnsweredQuote | undefined> {
  let query = db
    .selectFrom('quote')
    .leftJoin('quote_event as event', (join) =>
      join
        .onRef('event.quote_id', '=', 'quote.id')
        .on('event.policy_event_reference', '=', policyEventReference),
    )
    .select(QUOTE_COLUMNS)
    .select(EVENT_COLUMNS)
    .select(
      sql<boolean>`not exists (select 1 from quote_event later where later.quote_id = quote.id and later.policy_event_reference > event.policy_event_reference)`.as(
        'is_latest',
      ),
    );
  query =
    'id' in quote
      ? query.where('quote.id', '=', quote.id)
      : query.where('quote.web_reference', '=', quote.webReference);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  if (row.policy_event_reference === null) return loadQuote(db, row.web_reference, versions);
  return answeredOf(row, row.is_latest, versions);
}

const QUOTE_COLUMNS = [
  'quote.id',
  'quote.web_reference',
  'quote.expires_at',
  'quote.retrieval_hash',
  'quote.purchased_at',
  'quote.idempotency_request_hash',
  sql<QuoteJson | null>`quote.quote::text`.as('current_text'),
] as const;

const EVENT_COLUMNS = [
  'event.policy_event_reference',
  'event.risk',
  'event.rated_at',
  'event.engine_version',
  'event.tariff_version',
  'event.request',
  'event.offer',
  'event.payment',
  'event.answer_sha256',
  sql<QuoteJson | null>`event.quote::text`.as('event_text'),
] as const;

async function loadQuotes(
  db: Db,
  where: QuoteWhere,
  versions: RatingVersions = KNOWN_VERSIONS,
): Promise<AnsweredQuote[]> {
  let query = db
    .selectFrom('quote')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('quote_event')
          .selectAll('quote_event')
          .whereRef('quote_event.quote_id', '=', 'quote.id')
          .orderBy('quote_event.policy_event_reference', 'desc')
          .limit(1)
          .as('event'),
      (join) => join.onTrue(),
    )
    .select(QUOTE_COLUMNS)
    .select(EVENT_COLUMNS);
  if ('webReference' in where) query = query.where('quote.web_reference', '=', where.webReference);
  else if ('id' in where) query = query.where('quote.id', '=', where.id);
  else if ('ids' in where) query = query.where('quote.id', 'in', where.ids);
  else query = query.where('quote.idempotency_key', '=', where.idempotencyKey);
  const rows = await query.execute();
  return rows.map((row) => answeredOf(row, true, versions));
}

interface LoadedRow {
  id: string;
  web_reference: string;
  expires_at: Date;
  retrieval_hash: string | null;
  purchased_at: Date | null;
  idempotency_request_hash: string | null;
  current_text: QuoteJson | null;
  policy_event_reference: string | null;
  risk: Risk | null;
  rated_at: Date | null;
  engine_version: string | null;
  tariff_version: string | null;
  request: PricedRequest | null;
  offer: OfferDecision | null;
  payment: TopUpPayment | null;
  answer_sha256: string | null;
  event_text: QuoteJson | null;
}

function answeredOf(row: LoadedRow, isLatest: boolean, versions: RatingVersions): AnsweredQuote {
  const { json, rebuilt } = answerTextOf(row, isLatest, versions);
  let parsed: Quote | undefined;
  return {
    id: row.id,
    webReference: row.web_reference,
    json,
    get quote() {
      return (parsed ??= JSON.parse(json) as Quote);
    },
    rebuilt,
    coverStart: rebuilt ? row.risk?.startDate : undefined,
    retrievalHash: row.retrieval_hash,
    purchasedAt: row.purchased_at,
    idempotencyRequestHash: row.idempotency_request_hash,
  };
}

/**
 * Answers rebuilt lately, by event and everything the rebuild checked (so a changed hash or version
 * is rebuilt, and refused, again). An event never changes once stored, so a hit is the answer. It
 * spares the CPU of re-rating when one quote is read by several calls at once (the payment page's
 * racing calls would otherwise each rate it again). Bounded: about 70 KB an entry.
 */
const REBUILT = new Map<string, QuoteJson>();
const REBUILT_MAX = 100;

/** What names a stored answer: its event and everything its rebuild is checked against. */
export interface AnswerKeyFacts {
  policy_event_reference: string;
  engine_version: string;
  tariff_version: string;
  answer_sha256: string;
}

/** The cache's key. */
function rebuiltKey(webReference: string, event: AnswerKeyFacts): string {
  return `${webReference}/${event.policy_event_reference}/${event.engine_version}/${event.tariff_version}/${event.answer_sha256}`;
}

/**
 * Keeps the answer a pricing just gave, so the reads that follow it (the payment page's, a
 * retrieve) find it without re-rating. Safe before the pricing's transaction commits: the key holds
 * the answer's hash, so an event that never lands, or a later one under the same reference, can
 * only find the text whose hash it stores.
 */
export function rememberAnswer(webReference: string, event: AnswerKeyFacts, json: QuoteJson): void {
  remember(rebuiltKey(webReference, event), json);
}

function remember(key: string, json: QuoteJson): void {
  if (REBUILT.size >= REBUILT_MAX) {
    const oldest = REBUILT.keys().next();
    if (!oldest.done) REBUILT.delete(oldest.value);
  }
  REBUILT.set(key, json);
}

/**
 * Stored text wins (decision 059): the quote row's for its latest event (a quote stored before
 * migration 0031), the event's own for an event replaced before it. Otherwise the answer rebuilt
 * from the event's facts.
 */
function answerTextOf(
  row: LoadedRow,
  isLatest: boolean,
  versions: RatingVersions,
): { json: QuoteJson; rebuilt: boolean } {
  if (isLatest && row.current_text !== null) return { json: row.current_text, rebuilt: false };
  if (row.event_text !== null) return { json: row.event_text, rebuilt: false };
  if (
    row.policy_event_reference !== null &&
    row.risk !== null &&
    row.rated_at !== null &&
    row.engine_version !== null &&
    row.tariff_version !== null &&
    row.request !== null &&
    row.answer_sha256 !== null
  ) {
    const key = rebuiltKey(row.web_reference, {
      policy_event_reference: row.policy_event_reference,
      engine_version: row.engine_version,
      tariff_version: row.tariff_version,
      answer_sha256: row.answer_sha256,
    });
    const known = versions === KNOWN_VERSIONS ? REBUILT.get(key) : undefined;
    if (known) return { json: known, rebuilt: true };
    const json = rebuildAnswer(
      {
        webReference: row.web_reference,
        policyEventReference: row.policy_event_reference,
        expiresAt: row.expires_at,
        ratedAt: row.rated_at,
        engineVersion: row.engine_version,
        tariffVersion: row.tariff_version,
        request: row.request,
        risk: row.risk,
        offer: row.offer,
        payment: row.payment,
        answerSha256: row.answer_sha256,
      },
      versions,
    );
    if (versions === KNOWN_VERSIONS) remember(key, json);
    return { json, rebuilt: true };
  }
  throw new Error(`quote ${row.web_reference} has neither its answer nor the facts to rebuild it`);
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
