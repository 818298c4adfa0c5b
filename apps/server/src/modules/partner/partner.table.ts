import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A comparison site that may call the partner API (migration 0030, decision 057). */
export interface PartnerTable {
  id: Generated<string>;
  /** §9.13: 102, 104, 105, 114 or 115; one site each. Every quote it asks for carries it. */
  source_of_business: string;
  name: string;
  rate_limit_per_minute: number;
  /** Quote requests allowed per UK day. */
  daily_quota: number;
  created_at: ColumnType<Date, never, never>;
  /** Set: every key of the site stops working. */
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** One of a site's API keys: only its SHA-256 (lib/token-hash.ts) is kept. */
export interface PartnerKeyTable {
  id: Generated<string>;
  partner_id: string;
  key_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Null: valid until revoked; a rotation sets it on the old key, which works until then. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A site's quote request, once per request id: a retry answers this quote again. */
export interface PartnerQuoteRequestTable {
  id: Generated<string>;
  partner_id: string;
  request_id: string;
  /** SHA-256 of the request as parsed. */
  request_hash: string;
  web_reference: string;
  outcome: PartnerQuoteOutcome;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type PartnerQuoteOutcome = 'priced' | 'declined' | 'referred';

export type PartnerRow = Selectable<PartnerTable>;
export type PartnerKeyRow = Selectable<PartnerKeyTable>;
export type PartnerQuoteRequestRow = Selectable<PartnerQuoteRequestTable>;
export type NewPartnerQuoteRequestRow = Insertable<PartnerQuoteRequestTable>;
