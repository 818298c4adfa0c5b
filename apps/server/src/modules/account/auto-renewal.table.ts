import type { Generated } from 'kysely';

/** A change of a policy's auto-renewal choice made in the account (migration 0033, decision 061). */
export interface AutoRenewalChoiceTable {
  id: Generated<string>;
  policy_id: string;
  auto_renew: boolean;
  chosen_at: Date;
  /** The version of the words shown beside the choice (auto-renewal-wording.ts). */
  wording_version: string;
  /** account_session.id of the session that made the change (kept after the session is purged). */
  session_id: string;
}
