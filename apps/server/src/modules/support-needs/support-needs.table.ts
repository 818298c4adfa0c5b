import type { AlternativeFormat, SupportNeedCategory } from '@van/domain/forms';
import type { ColumnType } from 'kysely';

/**
 * A customer's support needs, kept with their consent (migration 0027, decision 047): one row per
 * quote, deleted with it.
 */
export interface SupportNeedsTable {
  quote_id: string;
  categories: SupportNeedCategory[];
  other_help: string | null;
  formats: AlternativeFormat[];
  consent_version: string;
  consented_at: ColumnType<Date, Date, Date>;
}
