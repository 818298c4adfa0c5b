import type { Db } from '../../db/database.ts';
import type { CreditCheckPurpose } from './credit-check.port.ts';
import type { CreditCheckTable } from './credit-check.table.ts';

export interface StoredCreditCheck {
  quoteId: string;
  purpose: CreditCheckPurpose;
  /** Of the facts checked (applicant-fingerprint.ts). */
  fingerprint: string;
  decision: CreditCheckTable['decision'];
  result: CreditCheckTable['result'];
  checkedAt: Date;
}

/** The stored outcome of the quote's check for `purpose` of the facts with this fingerprint. */
export async function findCreditCheck(
  db: Db,
  quoteId: string,
  purpose: CreditCheckPurpose,
  fingerprint: string,
): Promise<StoredCreditCheck | undefined> {
  const row = await db
    .selectFrom('credit_check')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('purpose', '=', purpose)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  return row && toStored(row);
}

/**
 * Stores an outcome unless a usable one is already there: a row for the same quote, purpose and
 * fingerprint is replaced only when it says SERVICE_UNAVAILABLE or was checked before
 * `staleBefore`. Returns the row as stored, so that two purchase attempts racing each other both
 * get the first outcome.
 */
export async function saveCreditCheck(
  db: Db,
  outcome: StoredCreditCheck,
  staleBefore: Date,
): Promise<StoredCreditCheck> {
  const saved = await db
    .insertInto('credit_check')
    .values({
      quote_id: outcome.quoteId,
      purpose: outcome.purpose,
      fingerprint: outcome.fingerprint,
      decision: outcome.decision,
      result: outcome.result,
      checked_at: outcome.checkedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['quote_id', 'purpose', 'fingerprint'])
        .doUpdateSet((eb) => ({
          decision: eb.ref('excluded.decision'),
          result: eb.ref('excluded.result'),
          checked_at: eb.ref('excluded.checked_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('credit_check.result', '=', 'SERVICE_UNAVAILABLE'),
            eb('credit_check.checked_at', '<', staleBefore),
          ]),
        ),
    )
    .returningAll()
    .executeTakeFirst();
  if (saved) return toStored(saved);
  const kept = await findCreditCheck(db, outcome.quoteId, outcome.purpose, outcome.fingerprint);
  if (!kept) throw new Error('credit check: the row that won the race has gone');
  return kept;
}

function toStored(row: {
  quote_id: string;
  purpose: CreditCheckPurpose;
  fingerprint: string;
  decision: CreditCheckTable['decision'];
  result: CreditCheckTable['result'];
  checked_at: Date;
}): StoredCreditCheck {
  return {
    quoteId: String(row.quote_id),
    purpose: row.purpose,
    fingerprint: row.fingerprint,
    decision: row.decision,
    result: row.result,
    checkedAt: row.checked_at,
  };
}
