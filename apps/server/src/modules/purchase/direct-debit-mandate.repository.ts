import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  FieldDecryptionError,
  openField,
  sealField,
  type Keyring,
} from '../../lib/field-encryption.ts';
import type {
  DirectDebitAdjustmentRow,
  DirectDebitAdjustmentTable,
  DirectDebitMandateRow,
  StoredCollection,
} from './purchase.table.ts';

// The direct_debit_mandate table (migrations 0013, 0020). Bank details pass through here and
// nowhere else in the database layer; none of them is ever logged. The account number is stored
// sealed (decision 034 item 7), with its last four digits beside it for everything that shows it.

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

/**
 * What a mandate's sealed account number is bound to: its quote and event, the mandate's unique
 * key, so a sealed value copied into another mandate's row does not open there.
 */
function mandateContext(quoteId: string, policyEventReference: string): string {
  return `direct_debit_mandate:${quoteId}:${policyEventReference}`;
}

/** The next value of the mandate reference sequence (gaps are fine; repeats never happen). */
async function nextMandateSequence(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select nextval('direct_debit_mandate_seq') as n`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Stores the mandate for (quote, event), its account number sealed under the keyring's current
 * key and only its last four digits in clear. Given again for the same event, it replaces the
 * earlier one's details and collections but keeps its reference, so a repeated call answers the
 * same reference (one statement: two racing calls leave one row, the later details).
 */
export async function saveMandate(
  db: Db,
  mandate: NewMandate,
  formatReference: (sequence: number) => string,
  keys: Keyring,
): Promise<DirectDebitMandateRow> {
  const reference = formatReference(await nextMandateSequence(db));
  const sealed = sealField(
    mandate.accountNumber,
    keys,
    mandateContext(mandate.quoteId, mandate.policyEventReference),
  );
  return db
    .insertInto('direct_debit_mandate')
    .values({
      quote_id: mandate.quoteId,
      policy_event_reference: mandate.policyEventReference,
      mandate_reference: reference,
      account_holder_name: mandate.accountHolderName,
      sort_code: mandate.sortCode,
      account_number: null,
      account_number_sealed: sealed,
      account_number_last4: mandate.accountNumber.slice(-4),
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
        account_number_sealed: eb.ref('excluded.account_number_sealed'),
        account_number_last4: eb.ref('excluded.account_number_last4'),
        collection_day: eb.ref('excluded.collection_day'),
        deposit_pence: eb.ref('excluded.deposit_pence'),
        collections: eb.ref('excluded.collections'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The mandate's whole account number, for the one use that needs it: the fraud and credit check
 * of the account the Direct Debit collects from. Never logged, never answered.
 * @throws FieldDecryptionError when the sealed value does not open with these keys.
 */
export function mandateAccountNumber(mandate: DirectDebitMandateRow, keys: Keyring): string {
  if (mandate.account_number_sealed !== null) {
    return openField(
      mandate.account_number_sealed,
      keys,
      mandateContext(mandate.quote_id, mandate.policy_event_reference),
    );
  }
  // A row from before migration 0020 that the sealing pass has not reached yet.
  if (mandate.account_number === null) throw new FieldDecryptionError('no account number');
  return mandate.account_number;
}

export interface SealingCounts {
  /** Rows from before migration 0020 whose clear account number was sealed and emptied. */
  sealed: number;
  /** Rows sealed under an older key, sealed again under the current one. */
  resealed: number;
  /** Rows sealed under a key the keyring no longer holds: left as they are. */
  unreadable: number;
}

/**
 * Seals every account number still in clear and seals again every one sealed under a key other
 * than the keyring's current one (a rotation), `batchSize` rows per transaction. Rows are claimed
 * with `for update skip locked`, so several processes may run it at once; a second run finds
 * nothing to do. A row that no key of the keyring opens is counted and left, never emptied.
 */
export async function sealBankAccounts(
  db: Db,
  keys: Keyring,
  batchSize = 100,
): Promise<SealingCounts> {
  const counts: SealingCounts = { sealed: 0, resealed: 0, unreadable: 0 };
  const currentId = keys[0]?.id;
  if (currentId === undefined) return counts;
  let afterId = '0';
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('direct_debit_mandate')
        .selectAll()
        .where('id', '>', afterId)
        .where((eb) =>
          eb.or([
            eb('account_number', 'is not', null),
            eb(sql`split_part(account_number_sealed, ':', 1)`, '<>', currentId),
          ]),
        )
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        let accountNumber: string;
        try {
          accountNumber = mandateAccountNumber(row, keys);
        } catch (error) {
          if (!(error instanceof FieldDecryptionError)) throw error;
          counts.unreadable += 1;
          continue;
        }
        await trx
          .updateTable('direct_debit_mandate')
          .set({
            account_number: null,
            account_number_sealed: sealField(
              accountNumber,
              keys,
              mandateContext(row.quote_id, row.policy_event_reference),
            ),
            account_number_last4: accountNumber.slice(-4),
          })
          .where('id', '=', row.id)
          .execute();
        counts[row.account_number === null ? 'resealed' : 'sealed'] += 1;
      }
      return rows;
    });
    if (claimed.length < batchSize) return counts;
    afterId = claimed.at(-1)!.id;
  }
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
 * Decision 065: stores a mandate's schedule as a cancellation leaves it (the same collections,
 * those it stopped marked cancelledAt: domain stopCollections), in the caller's transaction.
 */
export async function storeMandateCollections(
  trx: Db,
  mandateId: string,
  collections: readonly StoredCollection[],
): Promise<void> {
  await trx
    .updateTable('direct_debit_mandate')
    .set({ collections: JSON.stringify(collections) })
    .where('id', '=', mandateId)
    .execute();
}

/**
 * Decision 065: records a monthly cancellation's final collection or bank refund, in the caller's
 * transaction; one per cancellation (its unique policy_id: a second is refused, never added).
 */
export async function insertAdjustment(
  trx: Db,
  adjustment: Omit<DirectDebitAdjustmentTable, 'id'>,
): Promise<void> {
  await trx.insertInto('direct_debit_adjustment').values(adjustment).execute();
}

/** The cancellation's final collection or bank refund, if it has one. */
export async function findAdjustment(
  db: Db,
  policyId: string,
): Promise<DirectDebitAdjustmentRow | undefined> {
  return db
    .selectFrom('direct_debit_adjustment')
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
