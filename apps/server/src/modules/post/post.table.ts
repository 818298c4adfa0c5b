import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PostedDocumentKind } from './posted-documents.ts';

/** A sold policy's documents for a customer without consent to documents by e-mail (decision 048). */
export type PostalItemKind = 'policy-documents';

/** A postal item waiting for, or past, the print house (migration 0029). */
export interface PostOutboxTable {
  id: Generated<string>;
  policy_id: string;
  kind: PostalItemKind;
  policy_number: string;
  /** The documents to print, by kind, in order: never copies of them. */
  documents: ColumnType<PostedDocumentKind[], string, string>;
  recipient_name: string;
  /** House and street, then the second line; the postcode apart. */
  address_lines: ColumnType<string[], string, string>;
  postcode: string;
  /** 'yyyy-MM-dd': the last day of dispatch that keeps the promise of arrival within 5 working days. */
  dispatch_by: string;
  created_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the worker may try next; null once delivered or given up. */
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  acknowledgement_reference: string | null;
  /** 'yyyy-MM-dd': the day the print house said it dispatches the item. */
  dispatch_date: string | null;
  /** The print house's reason for refusing the item (a code), when it did. */
  rejection_reason: string | null;
  /** When the worker gave up (refused, or out of tries). */
  failed_at: Date | null;
  /** An error code only, never a reply's text. */
  last_error: string | null;
  /** When the "not sent in time" alert was raised (once). */
  overdue_alerted_at: Date | null;
  /** How many times a person re-queued the item after the print house refused it. */
  submission_round: ColumnType<number, number | undefined, number>;
}

export type PostOutboxRow = Selectable<PostOutboxTable>;

/** What the stand-in print house records of each submission, as a print house would hold it. */
export interface PostStandInSubmissionTable {
  id: Generated<string>;
  submission_id: string;
  acknowledgement_reference: string;
  accepted: boolean;
  rejection_reason: string | null;
  policy_number: string;
  postcode: string;
  /** Each document received: kind, file name, size and SHA-256 (the bytes are not kept). */
  documents: ColumnType<unknown, string, never>;
  /** The envelope as received. */
  recipient: ColumnType<unknown, string, never>;
  received_at: Date;
  /** 'yyyy-MM-dd'; null when refused. */
  dispatch_date: string | null;
}
