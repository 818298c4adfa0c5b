import type { Generated } from 'kysely';

/**
 * What is kept of an unbought quote after its retention period (migration 0021): anonymised facts
 * of its pricing, naming no one (retention-rules.ts pricingFacts).
 */
export interface QuotePricingFactTable {
  id: Generated<string>;
  /** yyyy-MM-dd (a DATE column, read as text: db/database.ts). */
  quoted_on: string;
  source_of_business: string;
  declined: boolean;
  tier: string | null;
  annual_price_pence: number | null;
  vehicle_group: number | null;
  postcode_area: string | null;
  age_band: string | null;
  purged_on: string;
}
