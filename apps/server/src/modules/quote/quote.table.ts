import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Quote, Risk } from '@van/domain';

export interface QuoteTable {
  id: Generated<string>;
  web_reference: string;
  status: string;
  source_of_business: string;
  no_available_products: boolean;
  /** The Quote as last answered to the customer (spec §3.1). */
  quote: ColumnType<Quote, Quote, Quote>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  /** The client's key for this create (Idempotency-Key header), when it sent one. */
  idempotency_key: string | null;
  /** Salted hash of the normalised last name, date of birth and postcode (retrieval-hash.ts). */
  retrieval_hash: string | null;
}

export interface QuoteEventTable {
  id: Generated<string>;
  quote_id: string;
  /** '001', '002', ... (spec §3.3 policyEventReference). */
  policy_event_reference: string;
  risk: ColumnType<Risk, Risk, never>;
  /** The Result for each tier, keyed by productIdentifier. */
  results: ColumnType<unknown, unknown, never>;
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
