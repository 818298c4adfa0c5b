import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A click-through token of a price-comparison site (§4.4 aggregator entry, decision 026). */
export interface AggregatorTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** The quote the token opens. */
  web_reference: string;
  /** The comparison site's source of business (§9.13: 115, 102, 104, 105 or 114). */
  source_of_business: string;
  created_at: ColumnType<Date, never, never>;
  /** The quote's own expiry: a token opens nothing its quote could not be bought from. */
  expires_at: ColumnType<Date, Date, never>;
  /** When the token was first exchanged; later exchanges leave it as it is. */
  exchanged_at: ColumnType<Date | null, never, Date>;
}

export type AggregatorTokenRow = Selectable<AggregatorTokenTable>;
export type NewAggregatorTokenRow = Insertable<AggregatorTokenTable>;
