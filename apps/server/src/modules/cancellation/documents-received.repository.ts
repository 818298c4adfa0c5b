import type { Db } from '../../db/database.ts';

// Decision 066: how the policy's documents reached the customer, as the outboxes recorded it. Read
// only; the service decides what it means (documents-received.ts).

/** The records that say when a policy's documents left us, by either route. */
export interface DocumentsDelivery {
  /** When the first confirmation e-mail of the policy's quote was sent; null while it is not. */
  emailSentAt: Date | null;
  /** Whether the documents were queued for the post (no consent to documents by e-mail, decision 048). */
  posted: boolean;
  /** 'yyyy-MM-dd': the day the print house dispatched them; null until it has. */
  postDispatchedOn: string | null;
}

export async function findDocumentsDelivery(db: Db, policyId: string): Promise<DocumentsDelivery> {
  const row = await db
    .selectFrom('policy')
    .where('policy.id', '=', policyId)
    .select((eb) => [
      eb
        .selectFrom('email_outbox')
        .whereRef('email_outbox.quote_id', '=', 'policy.quote_id')
        .where('email_outbox.kind', '=', 'policy')
        .select((inner) => inner.fn.min('email_outbox.sent_at').as('sent_at'))
        .as('email_sent_at'),
      eb
        .selectFrom('post_outbox')
        .whereRef('post_outbox.policy_id', '=', 'policy.id')
        .where('post_outbox.kind', '=', 'policy-documents')
        .select('post_outbox.id')
        .limit(1)
        .as('post_id'),
      eb
        .selectFrom('post_outbox')
        .whereRef('post_outbox.policy_id', '=', 'policy.id')
        .where('post_outbox.kind', '=', 'policy-documents')
        .where('post_outbox.delivered_at', 'is not', null)
        .select((inner) => inner.fn.min('post_outbox.dispatch_date').as('dispatch_date'))
        .as('post_dispatched_on'),
    ])
    .executeTakeFirstOrThrow();
  return {
    emailSentAt: row.email_sent_at ?? null,
    posted: row.post_id !== null,
    postDispatchedOn: row.post_dispatched_on ?? null,
  };
}
