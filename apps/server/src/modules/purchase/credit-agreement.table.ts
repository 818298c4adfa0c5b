import type { Generated, Selectable } from 'kysely';

/** credit_agreement_signature (migration 0025, decision 045): one row per agreement text signed. */
export interface CreditAgreementSignatureTable {
  id: Generated<string>;
  quote_id: string;
  policy_event_reference: string;
  /** CREDIT_AGREEMENT_VERSION of the wording signed. */
  version: string;
  /** The exact text signed (creditSectionsText), kept as proof. */
  agreement_text: string;
  /** SHA-256 of agreement_text, lower-case hex. */
  text_hash: string;
  signer_name: string;
  signed_at: Date;
}

export type CreditAgreementSignatureRow = Selectable<CreditAgreementSignatureTable>;
