import type { Db } from '../../db/database.ts';
import { deliverNextDueRow } from '../outbox/index.ts';
import type { EmailKind } from './email.table.ts';

export interface QueuedEmail {
  kind: EmailKind;
  /** The quote the message is about, by its reference (unique). */
  webReference: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Puts a message in the outbox, due at once. If a message of the same kind for the same quote is
 * still waiting, it is refreshed instead (or, with `whenWaiting` 'keep', left as it is: an
 * e-mail-changed notice to the first old address must not be redirected by a second change), so
 * a retried request queues no second copy. One statement, so it is its own transaction (or part
 * of the caller's); the quote's id is looked up inside it.
 */
export async function queueEmail(
  db: Db,
  email: QueuedEmail,
  now: Date,
  whenWaiting: 'refresh' | 'keep' = 'refresh',
): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values((eb) => ({
      kind: email.kind,
      // Read by reference here because the quote module hands out quotes, not their row ids.
      quote_id: eb
        .selectFrom('quote')
        .select('quote.id')
        .where('quote.web_reference', '=', email.webReference),
      recipient: email.recipient,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html,
      created_at: now,
      next_attempt_at: now,
    }))
    .onConflict((oc) => {
      const waiting = oc
        .columns(['quote_id', 'kind'])
        // The predicate of the partial unique index email_outbox_one_waiting (migration 0004).
        .where('sent_at', 'is', null)
        .where('next_attempt_at', 'is not', null);
      return whenWaiting === 'keep'
        ? waiting.doNothing()
        : waiting.doUpdateSet((eb) => ({
            recipient: eb.ref('excluded.recipient'),
            subject: eb.ref('excluded.subject'),
            body_text: eb.ref('excluded.body_text'),
            body_html: eb.ref('excluded.body_html'),
          }));
    })
    .execute();
}

/**
 * Whether a message of `kind` about the quote was queued to its recipient and is sent or still
 * being tried (not given up). Only a valid address is ever queued (the renderers refuse others).
 */
export async function emailQueuedFor(db: Db, quoteId: string, kind: EmailKind): Promise<boolean> {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('quote_id', '=', quoteId)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('next_attempt_at', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An outbox message as the worker delivers it. */
export interface OutboxMessage {
  id: string;
  kind: EmailKind;
  /** The quote it is about (a policy message's documents are that quote's policy's). */
  quoteId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  /** Tries made before this one. */
  attempts: number;
}

export type DeliveryOutcome =
  | { sent: true }
  | {
      sent: false;
      /** When to try again; null gives up. */
      nextAttemptAt: Date | null;
      /** An error code, never free text (see email_outbox.last_error). */
      error: string;
    };

/**
 * Claims the next due message, hands it to `deliver` and records what happened, all in one
 * transaction (modules/outbox deliverNextDueRow): two workers never deliver the same message and
 * neither waits for the other; if the process dies mid-delivery the message is due again, so
 * delivery is at least once, never silently lost.
 * @returns the message's id, or undefined when nothing was due.
 */
export async function deliverNextDue(
  db: Db,
  now: Date,
  deliver: (message: OutboxMessage) => Promise<DeliveryOutcome>,
): Promise<{ id: string; outcome: DeliveryOutcome } | undefined> {
  const done = await deliverNextDueRow(
    db,
    now,
    {
      table: 'email_outbox',
      doneColumn: 'sent_at',
      select: (trx) =>
        trx
          .selectFrom('email_outbox')
          .select([
            'id',
            'kind',
            'quote_id',
            'recipient',
            'subject',
            'body_text',
            'body_html',
            'created_at',
            'attempts',
          ]),
      // The e-mail outbox's own columns: it keeps no delivered_at, failed_at or acknowledgement.
      record: (outcome: DeliveryOutcome, row) =>
        outcome.sent
          ? { sent_at: now, attempts: row.attempts + 1, last_error: null }
          : {
              attempts: row.attempts + 1,
              next_attempt_at: outcome.nextAttemptAt,
              last_error: outcome.error,
            },
    },
    (row) =>
      deliver({
        id: row.id,
        kind: row.kind,
        quoteId: row.quote_id,
        recipient: row.recipient,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        createdAt: row.created_at,
        attempts: row.attempts,
      }),
  );
  return done && { id: done.row.id, outcome: done.outcome };
}
