import type { PaymentOptionType } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import type { Db } from '../../db/database.ts';
import { loadQuoteById, quoteAtEvent } from '../quote/index.ts';
import type { PaymentRow, PaymentStatus, PaymentTable } from './purchase.table.ts';
import type { Updateable } from 'kysely';

// The payment table, and the few reads of the quote's tables the purchase needs (by quote id,
// which the quote module's index does not hand out). Only this file and policy.repository.ts
// touch the query builder in this module.

/** A quote reached through a quoteKey from finalize (§7.2), with what the purchase checks. */
export interface FinalizedQuote {
  quoteId: string;
  webReference: string;
  /** The event the key was issued for. */
  policyEventReference: string;
  /** The quote as it is now: its current event may be later than the key's. */
  quote: Quote;
  status: string;
  noAvailableProducts: boolean;
  expiresAt: Date;
  purchasedAt: Date | null;
}

export async function findFinalizedQuote(
  db: Db,
  keyHash: string,
): Promise<FinalizedQuote | undefined> {
  const row = await db
    .selectFrom('quote_key')
    .innerJoin('quote', 'quote.id', 'quote_key.quote_id')
    .select([
      'quote.id',
      'quote.web_reference',
      'quote_key.policy_event_reference',
      'quote.status',
      'quote.no_available_products',
      'quote.expires_at',
      'quote.purchased_at',
    ])
    .where('quote_key.key_hash', '=', keyHash)
    .executeTakeFirst();
  // Decision 059: the quote's current answer, as every reader of it reads it.
  const answered = row && (await loadQuoteById(db, row.id));
  return (
    row &&
    answered && {
      quoteId: row.id,
      webReference: row.web_reference,
      policyEventReference: row.policy_event_reference,
      quote: answered.quote,
      status: row.status,
      noAvailableProducts: row.no_available_products,
      expiresAt: row.expires_at,
      purchasedAt: row.purchased_at,
    }
  );
}

export async function findQuoteIdByWebReference(
  db: Db,
  webReference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The Quote answered for one event of a quote, as the quote module reads it (decision 059: stored
 * text, or rebuilt from the event and checked against its hash).
 */
export async function findEventQuote(
  db: Db,
  quoteId: string,
  policyEventReference: string,
): Promise<{ quote: Quote; webReference: string } | undefined> {
  const answered = await quoteAtEvent(db, { id: quoteId }, policyEventReference);
  return answered && { quote: answered.quote, webReference: answered.webReference };
}

/**
 * Locks the quote row until the transaction ends: one purchase decision per quote at a time (the
 * first lock of payment-settlement.ts's order). `for no key update`: it excludes every other
 * purchase decision and re-pricing (`for update`), but not the key-share locks PostgreSQL takes
 * for foreign keys, so an insert that merely names the quote (a payment, an e-mail) never waits.
 * `skipLocked`: undefined at once when another transaction holds it (recovery).
 */
export async function lockQuote(
  trx: Db,
  quoteId: string,
  { skipLocked = false }: { skipLocked?: boolean } = {},
): Promise<{ id: string; purchasedAt: Date | null } | undefined> {
  let query = trx
    .selectFrom('quote')
    .select(['id', 'purchased_at'])
    .where('id', '=', quoteId)
    .forNoKeyUpdate();
  if (skipLocked) query = query.skipLocked();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, purchasedAt: row.purchased_at };
}

/** The quote a payment is for (never changes once the payment exists), read without a lock. */
export async function findPaymentQuoteId(db: Db, paymentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment')
    .select('quote_id')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row?.quote_id;
}

/** §4.4: from now on retrieve, update, finalize and the payment guard say it is bought. */
export async function markQuotePurchased(trx: Db, quoteId: string, at: Date): Promise<void> {
  await trx
    .updateTable('quote')
    .set({ purchased_at: at })
    .where('id', '=', quoteId)
    .where('purchased_at', 'is', null)
    .execute();
}

export async function findPaymentsOfChoice(
  db: Db,
  quoteId: string,
  policyEventReference: string,
  option: PaymentOptionType,
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('policy_event_reference', '=', policyEventReference)
    .where('payment_option', '=', option)
    .orderBy('id')
    .execute();
}

/**
 * Records the provider's session as a payment. A retried call that got the same session finds
 * the row already there (provider_session_id is unique) and changes nothing.
 */
export async function insertPayment(
  db: Db,
  payment: Omit<
    PaymentTable,
    'id' | 'failure_code' | 'paid_at' | 'refunded_at' | 'amount_refunded_pence'
  >,
): Promise<void> {
  await db
    .insertInto('payment')
    .values(payment)
    .onConflict((oc) => oc.column('provider_session_id').doNothing())
    .execute();
}

export async function findPaymentById(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

export async function findPaymentBySessionId(
  db: Db,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The payment row locked until the transaction ends (second in payment-settlement.ts's order,
 * after its quote). `for no key update`: a payment's key never changes, and this lock does not
 * conflict with the key-share lock a row naming the payment takes (a notification, a policy), so
 * a transaction that wrote such a row first can still take it.
 */
export async function lockPayment(trx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payment')
    .selectAll()
    .where('id', '=', paymentId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The payment locked, if it is still unsettled and no other process holds it (recovery: two
 * processes never look at the same payment at once, and neither waits for the other).
 */
export async function claimUnsettledPayment(
  trx: Db,
  paymentId: string,
  unsettled: readonly PaymentStatus[],
): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payment')
    .selectAll()
    .where('id', '=', paymentId)
    .where('status', 'in', unsettled)
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function updatePayment(
  trx: Db,
  paymentId: string,
  changes: Updateable<PaymentTable>,
  onlyFrom?: readonly PaymentStatus[],
): Promise<boolean> {
  let query = trx.updateTable('payment').set(changes).where('id', '=', paymentId);
  if (onlyFrom) query = query.where('status', 'in', onlyFrom);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Payments of a quote whose outcome may still change, newest first. */
export async function findUnsettledPaymentsOfQuote(
  db: Db,
  quoteId: string,
  unsettled: readonly PaymentStatus[],
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('status', 'in', unsettled)
    .orderBy('id', 'desc')
    .execute();
}

/** The quote's most recent payment (the customer's last try), if any. */
export async function findLatestPaymentOfQuote(
  db: Db,
  quoteId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Recovery's work list: unsettled payments old enough to have been heard of, young enough to matter. */
export async function findUnsettledPaymentIds(
  db: Db,
  unsettled: readonly PaymentStatus[],
  createdBefore: Date,
  expiringAfter: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payment')
    .select('id')
    .where('status', 'in', unsettled)
    .where('created_at', '<=', createdBefore)
    .where('expires_at', '>', expiringAfter)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
