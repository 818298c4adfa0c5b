import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OfferDecision } from '@van/domain/offers';
import type { Quote, TopUpPayment } from '@van/domain/quote';
import type { Risk } from '@van/domain/risk';
import type { PricedRequest } from './quote-answer.ts';
import type { QuoteJson } from './quote-json.ts';

export interface QuoteTable {
  id: Generated<string>;
  web_reference: string;
  status: string;
  source_of_business: string;
  no_available_products: boolean;
  /**
   * The Quote as last answered, for quotes stored before migration 0031 only (the very text
   * answered). Null for every quote since: its answer is rebuilt from its latest event (decision
   * 059); a re-pricing of an older quote moves the text to its event and leaves null here.
   */
  quote: ColumnType<Quote | null, Quote | QuoteJson | null, Quote | QuoteJson | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  /** The client's key for this create (Idempotency-Key header), when it sent one. */
  idempotency_key: string | null;
  /** SHA-256 of the create request that first came with idempotency_key (migration 0018). */
  idempotency_request_hash: string | null;
  /** Salted hash of the normalised last name, date of birth and postcode (retrieval-hash.ts). */
  retrieval_hash: string | null;
  /** When the quote was bought; null while it is a quote (§4.4: a retrieve then says purchased). */
  purchased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * One pricing of a quote (spec §3.3). Since migration 0031 an event stores what cannot be derived
 * (decision 059) and its answer is rebuilt; the columns below are null on events stored before.
 * Before it, each answered Quote was stored once: the current event's in quote.quote, and an
 * earlier event's in its own row from the moment a re-pricing replaced it.
 */
export interface QuoteEventTable {
  id: Generated<string>;
  quote_id: string;
  /** '001', '002', ... (spec §3.3 policyEventReference). */
  policy_event_reference: string;
  /** The risk as rated (after the §5.5 send rules and §4.7 follow-ups). */
  risk: ColumnType<Risk, Risk, never>;
  /**
   * What the rating found: for a declined or referred risk the outcome and its underwriting
   * reasons; for a priced risk since migration 0031 `{outcome: 'priced', tiers}`, each tier's key
   * figures as shown (quote-answer.ts StoredResults). Priced events stored between decisions 049
   * and 059 hold `{outcome: 'priced', audit}` (each tier's engine breakdown, @van/rating
   * RatingAudit); earlier ones null, and those before migration 0007 the tiers' results.
   */
  results: ColumnType<unknown, unknown, never>;
  /**
   * The Quote answered for this event, for events stored before migration 0031, kept here once a
   * later event replaced it on the quote row. Null for events since: rebuilt (decision 059).
   */
  quote: ColumnType<Quote | null, never, Quote | QuoteJson>;
  /** When it was rated (the service's now): the UK date of it is the rating's today. */
  rated_at: ColumnType<Date | null, Date | undefined, never>;
  /** @van/rating ENGINE_VERSION that rated it. */
  engine_version: ColumnType<string | null, string | undefined, never>;
  /** The tariff (RateTables.version) that rated it. */
  tariff_version: ColumnType<string | null, string | undefined, never>;
  /** The request apart from its risk: the envelope and requestedOpexCodes. */
  request: ColumnType<PricedRequest | null, PricedRequest | undefined, never>;
  /** What was decided about the offer code (topUp.offer), null when none was given. */
  offer: ColumnType<OfferDecision | null, OfferDecision | null | undefined, never>;
  /** The payment choice an update carried (topUp.payment); null on a create. */
  payment: ColumnType<TopUpPayment | null, TopUpPayment | null | undefined, never>;
  /** SHA-256 (hex) of the exact text answered for this event. */
  answer_sha256: ColumnType<string | null, string | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

export interface QuoteKeyTable {
  /** SHA-256 of the quoteKey handed to the journey by finalize. */
  key_hash: string;
  quote_id: string;
  /** The event (and so the price) the key was issued for. */
  policy_event_reference: string;
  created_at: ColumnType<Date, never, never>;
}

export type QuoteRow = Selectable<QuoteTable>;
export type NewQuoteRow = Insertable<QuoteTable>;
export type QuoteUpdate = Updateable<QuoteTable>;
export type NewQuoteEventRow = Insertable<QuoteEventTable>;
