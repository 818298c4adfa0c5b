import { sql } from 'kysely';
import type { PaymentOptionType } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import type { Db } from '../../db/database.ts';
import type {
  CancellationReason,
  PolicyEventRow,
  PolicyEventTable,
  PolicyRow,
} from './purchase.table.ts';

export interface NewPolicy {
  quoteId: string;
  paymentId: string;
  tier: string;
  paymentPlan: PaymentOptionType;
  policyEventReference: string;
  soldQuote: Quote;
  issuedAt: Date;
  /** The paying payment's answer (§3.1 topUp.payment.consentToAutoRenew). */
  consentToAutoRenew: boolean;
}

/** The next value of the policy number sequence (gaps are fine; repeats never happen). */
export async function nextPolicySequence(trx: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`select nextval('policy_number_seq') as n`.execute(trx);
  return Number(rows[0]!.n);
}

/**
 * Issues the policy unless the quote has one: `on conflict (quote_id) do nothing` is what makes
 * issuing exactly once, whatever the code above it believed.
 * @returns the new policy, or undefined when the quote already had one.
 */
export async function insertPolicy(
  trx: Db,
  policy: NewPolicy,
  policyNumber: string,
): Promise<PolicyRow | undefined> {
  return trx
    .insertInto('policy')
    .values({
      policy_number: policyNumber,
      quote_id: policy.quoteId,
      payment_id: policy.paymentId,
      tier: policy.tier,
      payment_plan: policy.paymentPlan,
      policy_event_reference: policy.policyEventReference,
      sold_quote: JSON.stringify(policy.soldQuote),
      status: 'Live',
      issued_at: policy.issuedAt,
      consent_to_auto_renew: policy.consentToAutoRenew,
    })
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The policy number of the quote with this reference, once its policy is issued (decision 026: a
 * comparison-site link to a bought quote answers it).
 */
export async function findPolicyNumber(db: Db, webReference: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select('policy.policy_number')
    .where('quote.web_reference', '=', webReference)
    .executeTakeFirst();
  return row?.policy_number;
}

export async function findPolicyByQuoteId(db: Db, quoteId: string): Promise<PolicyRow | undefined> {
  return db.selectFrom('policy').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
}

/** The policy a payment paid for, if it was issued on that payment. */
export async function findPolicyByPaymentId(
  db: Db,
  paymentId: string,
): Promise<PolicyRow | undefined> {
  return db.selectFrom('policy').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/**
 * Cancels a Live policy (decision 033 item 4: its payment refunded in full).
 * @returns the cancelled policy, or undefined when it was not Live (cancelled already).
 */
export async function cancelPolicy(
  trx: Db,
  policyId: string,
  at: Date,
  reason: CancellationReason,
): Promise<PolicyRow | undefined> {
  return trx
    .updateTable('policy')
    .set({ status: 'Cancelled', cancelled_at: at, cancellation_reason: reason })
    .where('id', '=', policyId)
    .where('status', '=', 'Live')
    .returningAll()
    .executeTakeFirst();
}

/** Records what happened to a policy after its issue: a refund of part, or its cancellation. */
export async function insertPolicyEvent(
  trx: Db,
  event: Omit<PolicyEventTable, 'id'>,
): Promise<void> {
  await trx.insertInto('policy_event').values(event).execute();
}

/** A policy's events, oldest first. */
export async function findPolicyEvents(db: Db, policyId: string): Promise<PolicyEventRow[]> {
  return db
    .selectFrom('policy_event')
    .selectAll()
    .where('policy_id', '=', policyId)
    .orderBy('id')
    .execute();
}

export async function insertPolicyToken(
  db: Db,
  policyId: string,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('policy_token')
    .values({
      token_hash: tokenHash,
      policy_id: policyId,
      created_at: createdAt,
      expires_at: expiresAt,
    })
    .execute();
}

/** The policy of a quote reference, only for a wrap-up token of that very policy, unexpired. */
export async function findPolicyByToken(
  db: Db,
  webReference: string,
  tokenHash: string,
  now: Date,
): Promise<PolicyRow | undefined> {
  return db
    .selectFrom('policy_token')
    .innerJoin('policy', 'policy.id', 'policy_token.policy_id')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .selectAll('policy')
    .where('policy_token.token_hash', '=', tokenHash)
    .where('policy_token.expires_at', '>', now)
    .where('quote.web_reference', '=', webReference)
    .executeTakeFirst();
}

/**
 * Records a provider notification as used, in the transaction of its effect.
 * @returns false when it was used before (a replay or a repeated delivery): do nothing.
 */
export async function recordNotification(
  trx: Db,
  eventId: string,
  eventType: string,
  paymentId: string | null,
  receivedAt: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_notification')
    .values({
      event_id: eventId,
      event_type: eventType,
      payment_id: paymentId,
      received_at: receivedAt,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
