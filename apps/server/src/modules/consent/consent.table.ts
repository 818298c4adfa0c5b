import type { Generated } from 'kysely';
import type { ConsentPurpose, ConsentSource } from '@van/domain/forms';

/** One consent given or withdrawn (migration 0023, decision 043). Never updated. */
export interface ConsentEventTable {
  id: Generated<string>;
  quote_id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** A key of CONSENT_WORDINGS (@van/domain/forms): the words the customer saw. */
  wording_version: string;
  source: ConsentSource;
  email_hash: string | null;
  recorded_at: Date;
}

/** A withdrawal link's token, kept as its SHA-256 only. */
export interface ConsentWithdrawalTokenTable {
  token_hash: string;
  quote_id: string;
  created_at: Date;
}
