import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Quote } from '@van/domain/quote';
import type { Risk } from '@van/domain/risk';
import type { QuoteJson } from './quote-json.ts';

export interface QuoteTable {
  id: Generated<string>;
  web_reference: string;
  status: string;
  source_of_business: string;
  no_available_products: boolean;
  /**
   * The Quote as last answered to the customer (spec §3.1). The quote service writes the very text
   * it answered (quote-json.ts), so the document is serialised once.
   */
  quote: ColumnType<Quote, Quote | QuoteJson, Quote | QuoteJson>;
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
 * One pricing of a quote (spec §3.3). Each answered Quote is stored once: the current event's in
 * quote.quote, and an earlier event's in its own row from the moment a re-pricing replaced it.
 */
export interface QuoteEventTable {
  id: Generated<string>;
  quote_id: string;
  /** '001', '002', ... (spec §3.3 policyEventReference). */
  policy_event_reference: string;
  /** The risk as rated (after the §5.5 send rules and §4.7 follow-ups). */
  risk: ColumnType<Risk, Risk, never>;
  /**
   * What the rating found that the answered Quote leaves out: for a declined or referred risk the
   * outcome and its underwriting reasons; for a priced risk `{outcome: 'priced', audit}`, each
   * tier's engine breakdown and model details (decision 049, @van/rating RatingAudit). Priced events
   * stored before decision 049 hold null (their Quote carried the full breakdown); events stored
   * before migration 0007 hold the tiers' results here as well.
   */
  results: ColumnType<unknown, unknown, never>;
  /** The Quote answered for this event, kept here once a later event replaced it on the quote row. */
  quote: ColumnType<Quote | null, never, Quote | QuoteJson>;
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
