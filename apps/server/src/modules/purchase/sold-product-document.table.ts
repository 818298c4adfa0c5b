import type { Generated, Selectable } from 'kysely';

/**
 * sold_product_document (migration 0028): an Insurance Product Information Document given with a
 * sale (the tier's, or an extra's), as served when the policy was issued.
 */
export interface SoldProductDocumentTable {
  id: Generated<string>;
  policy_id: string;
  /** The id printed on the document, e.g. 'IPID-VV-2026-11'. */
  document_id: string;
  /** As the documents page lists it: 'Van Gold (Insurance Product Information Document)'. */
  title: string;
  /** Its address, e.g. '/documents/van-gold/ipid.pdf'. */
  url: string;
  /** The tariff version whose figures it gives. */
  tariff_version: string;
  /** SHA-256 of the PDF bytes served at url, lower-case hex. */
  content_sha256: string;
  recorded_at: Date;
}

export type SoldProductDocumentRow = Selectable<SoldProductDocumentTable>;
