import type { Quote } from '@van/domain/quote';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loadQuotesById } from '../quote/index.ts';
import type { PricingFacts } from './retention-rules.ts';

// The retention purge's statements (decision 034 item 6). Each acts on at most `limit` rows, claimed
// with `for update skip locked`: several server processes may run the purge at once, each takes
// rows the others have not, and none waits for another or for a customer's transaction. A batch is
// one short statement (or, for quotes, one short transaction), well inside the statement timeout.

type Table =
  | 'rate_limit'
  | 'retrieval_guard'
  | 'retrieval_client_guard'
  | 'aggregator_token'
  | 'policy_token'
  | 'credit_check'
  | 'email_outbox'
  | 'account_sign_in_code'
  | 'account_session';

/**
 * Deletes at most `limit` rows of `table` matching `where`, skipping rows another transaction
 * holds. By ctid (the row's physical address), so one statement serves tables of any key; the
 * rows are locked by the inner select, so their ctid cannot change before the delete.
 */
async function deleteBatch(
  db: Db,
  table: Table,
  where: Expression<SqlBool>,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from ${sql.table(table)}
    where ctid = any(array(
      select ctid from ${sql.table(table)} where ${where} limit ${limit} for update skip locked
    ))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Rate-limit windows that started before `before`. */
export function purgeRateLimitWindows(db: Db, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, 'rate_limit', sql<SqlBool>`window_start < ${before}`, limit);
}

/**
 * Retrieve guards (per reference and per client, migration 0019) with no failure since
 * `idleBefore` and no lock that ended after it: a reference or client that has stopped failing.
 */
export async function purgeRetrievalGuards(
  db: Db,
  idleBefore: Date,
  limit: number,
): Promise<number> {
  const idle = sql<SqlBool>`updated_at < ${idleBefore} and (locked_until is null or locked_until < ${idleBefore})`;
  return (
    (await deleteBatch(db, 'retrieval_guard', idle, limit)) +
    (await deleteBatch(db, 'retrieval_client_guard', idle, limit))
  );
}

/**
 * Forgets the Idempotency-Key (and the hash of its request) of quotes created before `before`:
 * a retry that late makes a new quote. The quote itself is untouched (its updated_at too).
 */
export async function clearIdempotencyKeys(db: Db, before: Date, limit: number): Promise<number> {
  const result = await sql`
    update quote set idempotency_key = null, idempotency_request_hash = null
    where ctid = any(array(
      select ctid from quote
      where idempotency_key is not null and created_at < ${before}
      limit ${limit} for update skip locked
    ))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Aggregator click-through tokens, wrap-up tokens, account sign-in codes and account sessions
 * (decision 060: a session is over at its absolute end, signed out or not) that expired before
 * `before`.
 */
export async function purgeExpiredTokens(db: Db, before: Date, limit: number): Promise<number> {
  const expired = sql<SqlBool>`expires_at < ${before}`;
  return (
    (await deleteBatch(db, 'aggregator_token', expired, limit)) +
    (await deleteBatch(db, 'policy_token', expired, limit)) +
    (await deleteBatch(db, 'account_sign_in_code', expired, limit)) +
    (await deleteBatch(db, 'account_session', expired, limit))
  );
}

/**
 * Fraud and credit check outcomes made before `before` (no longer reused), except those of a
 * quote that became a policy: they record what the sale was allowed on.
 */
export function purgeCreditChecks(db: Db, before: Date, limit: number): Promise<number> {
  return deleteBatch(
    db,
    'credit_check',
    sql<SqlBool>`checked_at < ${before} and not exists (select 1 from policy where policy.quote_id = credit_check.quote_id)`,
    limit,
  );
}

/**
 * E-mails sent before `before`: deleted, except a policy's confirmation, whose row stays as the
 * record that the documents were e-mailed (the documents page says so), and a Direct Debit
 * confirmation and advance notice, whose row stays as the record of when notice was given
 * (decision 046; the dates are on the mandate), each with its address, subject and text emptied.
 * Never a message still waiting to be sent.
 */
export async function purgeSentEmails(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ deleted: number; redacted: number }> {
  const deleted = await deleteBatch(
    db,
    'email_outbox',
    sql<SqlBool>`sent_at < ${before} and kind not in ('policy', 'direct-debit')`,
    limit,
  );
  const result = await sql`
    update email_outbox set recipient = '', subject = '', body_text = '', body_html = ''
    where ctid = any(array(
      select ctid from email_outbox
      where sent_at < ${before} and kind in ('policy', 'direct-debit') and recipient <> ''
      limit ${limit} for update skip locked
    ))`.execute(db);
  return { deleted, redacted: Number(result.numAffectedRows ?? 0) };
}

/** Messages given up on (never delivered, no try left) that were queued before `before`. */
export function purgeUndeliveredEmails(db: Db, before: Date, limit: number): Promise<number> {
  return deleteBatch(
    db,
    'email_outbox',
    sql<SqlBool>`sent_at is null and next_attempt_at is null and created_at < ${before}`,
    limit,
  );
}

/**
 * Decision 066: sign-in e-mails not yet sent whose code can no longer sign in (expired, used, or
 * its row gone: the address's code row is found by the recipient's hash, as decision 060 keys it).
 * Sending one would deliver a dead code, and keeping it keeps a credential's copy; a sent one has
 * lost its code already (migration 0037). A message whose code still works, waiting for a retry,
 * is left to be sent.
 */
export function purgeDeadSignInEmails(db: Db, now: Date, limit: number): Promise<number> {
  return deleteBatch(
    db,
    'email_outbox',
    sql<SqlBool>`kind = 'account-sign-in' and sent_at is null and not exists (
      select 1 from account_sign_in_code code
      where code.email_hash = account_email_hash(email_outbox.recipient)
        and code.used_at is null and code.expires_at > ${now})`,
    limit,
  );
}

/** The anonymised facts kept of a purged quote (retention-rules.ts pricingFacts). */
type FactsOf = (quote: Quote, meta: { createdAt: Date; sourceOfBusiness: string }) => PricingFacts;

/**
 * Deletes up to `limit` unbought quotes last changed before `before`, with everything about them
 * (their events and risks, e-mails, keys, tokens, mandates, checks: by the foreign keys' cascade)
 * and their payments that never took money, keeping one row of anonymised facts for each, all in
 * one transaction. A quote is never touched when it has a policy, was bought, or has a payment
 * that took money, may still take it, or changed since `before`. Quotes are claimed with
 * `for update skip locked`: a quote another transaction is using is left for the next pass, and
 * a payment or mandate being added to a claimed quote waits, then finds it gone.
 */
export async function purgeUnboughtQuotes(
  db: Db,
  before: Date,
  purgedOn: string,
  factsOf: FactsOf,
  limit: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const quotes = await trx
      .selectFrom('quote')
      .select(['id', 'created_at', 'source_of_business'])
      .where('purchased_at', 'is', null)
      .where('updated_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('policy').select('policy.id').whereRef('policy.quote_id', '=', 'quote.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment')
              .select('payment.id')
              .whereRef('payment.quote_id', '=', 'quote.id')
              .where(
                sql<SqlBool>`(payment.status not in ('open', 'declined', 'failed', 'expired') or payment.paid_at is not null or payment.refunded_at is not null or payment.amount_refunded_pence > 0 or payment.expires_at >= ${before} or payment.updated_at >= ${before})`,
              ),
          ),
        ),
      )
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (quotes.length === 0) return 0;
    const ids = quotes.map((quote) => quote.id);
    // Decision 059: each quote's current answer, as every reader of it reads it.
    const answered = new Map(
      (await loadQuotesById(trx, ids)).map((quote) => [quote.id, quote.quote]),
    );
    await trx
      .insertInto('quote_pricing_fact')
      .values(
        quotes.map((row) => {
          const facts = factsOf(answeredQuote(answered, row.id), {
            createdAt: row.created_at,
            sourceOfBusiness: row.source_of_business,
          });
          return {
            quoted_on: facts.quotedOn,
            source_of_business: facts.sourceOfBusiness,
            declined: facts.declined,
            tier: facts.tier,
            annual_price_pence: facts.annualPricePence,
            vehicle_group: facts.vehicleGroup,
            postcode_area: facts.postcodeArea,
            age_band: facts.ageBand,
            purged_on: purgedOn,
          };
        }),
      )
      .execute();
    // Payments that never took money (the select above admits no other); their notifications go
    // with them (foreign key cascade).
    await trx.deleteFrom('payment').where('quote_id', 'in', ids).execute();
    await trx.deleteFrom('quote').where('id', 'in', ids).execute();
    return quotes.length;
  });
}

function answeredQuote(answered: Map<string, Quote>, id: string): Quote {
  const quote = answered.get(id);
  // The quote was claimed in this transaction: its answer cannot have gone.
  if (!quote) throw new Error(`quote ${id}: its answer could not be read`);
  return quote;
}
