import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** What an outbox message is about; the column's check constraint lists the same values. */
export type EmailKind =
  'quote' | 'policy' | 'email-changed' | 'direct-debit' | 'account-sign-in' | 'policy-cancelled';

export interface EmailOutboxTable {
  id: Generated<string>;
  kind: EmailKind;
  quote_id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the worker may try next; null once it has given up. */
  next_attempt_at: Date | null;
  sent_at: Date | null;
  /** An error code only, never a server's reply text (which can quote the recipient). */
  last_error: string | null;
}

export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type NewEmailOutboxRow = Insertable<EmailOutboxTable>;
