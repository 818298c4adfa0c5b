import type { Generated, Selectable } from 'kysely';

/**
 * demands_and_needs_statement (migration 0024, decision 044): the ICOBS 5.2 statement recorded at
 * finalize, one row per finalize.
 */
export interface DemandsAndNeedsStatementTable {
  id: Generated<string>;
  quote_id: string;
  /** The event finalized: the one a payment then buys. */
  policy_event_reference: string;
  /** DEMANDS_AND_NEEDS_VERSION of the wording recorded. */
  version: string;
  /**
   * The version check-your-details said it showed; null only in rows recorded before finalize
   * required it (decision 044, amended).
   */
  version_shown: string | null;
  /** The exact statement (demandsAndNeedsText), kept as proof. */
  statement_text: string;
  /** SHA-256 of statement_text, lower-case hex. */
  text_hash: string;
  recorded_at: Date;
}

export type DemandsAndNeedsStatementRow = Selectable<DemandsAndNeedsStatementTable>;
