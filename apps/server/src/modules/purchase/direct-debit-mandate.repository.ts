import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DirectDebitMandateRow, StoredCollection } from './purchase.table.ts';

// The direct_debit_mandate table (migration 0013). Bank details pass through here and nowhere
// else in the database layer; none of them is ever logged.

export interface NewMandate {
  quoteId: string;
  policyEventReference: string;
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  collectionDay: number;
  depositPence: number;
  collections: StoredCollection[];
  createdAt: Date;
}

/** The next value of the mandate reference sequence (gaps are fine; repeats never happen). */
async function nextMandateSequence(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select nextval('direct_debit_mandate_seq') as n`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Stores the mandate for (quote, event). Given again for the same event, it replaces the earlier
 * one's details and collections but keeps its reference, so a repeated call answers the same
 * reference (one statement: two racing calls leave one row, the later details).
 */
export async function saveMandate(
  db: Db,
  mandate: NewMandate,
  formatReference: (sequence: number) => string,
): Promise<DirectDebitMandateRow> {
  const reference = formatReference(await nextMandateSequence(db));
  return db
    .insertInto('direct_debit_mandate')
    .values({
      quote_id: mandate.quoteId,
      policy_event_reference: mandate.policyEventReference,
      mandate_reference: reference,
      account_holder_name: mandate.accountHolderName,
      sort_code: mandate.sortCode,
      account_number: mandate.accountNumber,
      collection_day: mandate.collectionDay,
      deposit_pence: mandate.depositPence,
      collections: JSON.stringify(mandate.collections),
      created_at: mandate.createdAt,
    })
    .onConflict((oc) =>
      oc.columns(['quote_id', 'policy_event_reference']).doUpdateSet((eb) => ({
        account_holder_name: eb.ref('excluded.account_holder_name'),
        sort_code: eb.ref('excluded.sort_code'),
        account_number: eb.ref('excluded.account_number'),
        collection_day: eb.ref('excluded.collection_day'),
        deposit_pence: eb.ref('excluded.deposit_pence'),
        collections: eb.ref('excluded.collections'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The mandate given for (quote, event), if any. */
export async function findMandate(
  db: Db,
  quoteId: string,
  policyEventReference: string,
): Promise<DirectDebitMandateRow | undefined> {
  return db
    .selectFrom('direct_debit_mandate')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('policy_event_reference', '=', policyEventReference)
    .executeTakeFirst();
}

/** The mandate tied to a policy at issue, if it was paid monthly. */
export async function findMandateOfPolicy(
  db: Db,
  policyId: string,
): Promise<DirectDebitMandateRow | undefined> {
  return db
    .selectFrom('direct_debit_mandate')
    .selectAll()
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
}

/**
 * At issue, in its transaction: the mandate of the paid event (MONTHLY_DD) is tied to the policy,
 * and any other the quote gathered (an earlier event's, or one given before paying by card) is
 * deleted, so no bank details are kept that no Direct Debit uses.
 */
export async function settleMandates(
  trx: Db,
  quoteId: string,
  paidEvent: string | undefined,
  policyId: string,
): Promise<void> {
  if (paidEvent !== undefined) {
    await trx
      .updateTable('direct_debit_mandate')
      .set({ policy_id: policyId })
      .where('quote_id', '=', quoteId)
      .where('policy_event_reference', '=', paidEvent)
      .execute();
  }
  await trx
    .deleteFrom('direct_debit_mandate')
    .where('quote_id', '=', quoteId)
    .where('policy_id', 'is', null)
    .execute();
}
