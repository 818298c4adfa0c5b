import type { Db } from '../../db/database.ts';
import type { PolicyRow } from '../purchase/index.ts';

// Decision 061: the rows behind "my policy" and its auto-renewal choice. Which policies a session
// may see is decided by policiesOwnedBy (account.repository.ts); these only load them.

/** The policies with these numbers (the caller's owned ones), in no particular order. */
export async function findPolicyRows(db: Db, policyNumbers: string[]): Promise<PolicyRow[]> {
  if (policyNumbers.length === 0) return [];
  return db.selectFrom('policy').selectAll().where('policy_number', 'in', policyNumbers).execute();
}

/** The policy row, locked until the transaction ends (one change of its choice at a time). */
export async function lockPolicyRow(trx: Db, policyId: string): Promise<PolicyRow> {
  return trx
    .selectFrom('policy')
    .selectAll()
    .where('id', '=', policyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The id of the session whose id hashes to `sessionHash`, if it still exists. */
export async function findSessionRowId(db: Db, sessionHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('account_session')
    .select('id')
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  return row?.id;
}

/** A change of the auto-renewal choice made in the account. */
export interface AutoRenewalChoice {
  autoRenew: boolean;
  chosenAt: Date;
  wordingVersion: string;
}

/** The latest choice made in the account for each of these policies (none: the purchase's). */
export async function latestAutoRenewalChoices(
  db: Db,
  policyIds: string[],
): Promise<Map<string, AutoRenewalChoice>> {
  if (policyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('auto_renewal_choice')
    .select(['policy_id', 'auto_renew', 'chosen_at', 'wording_version'])
    .distinctOn('policy_id')
    .where('policy_id', 'in', policyIds)
    .orderBy('policy_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.policy_id,
      { autoRenew: row.auto_renew, chosenAt: row.chosen_at, wordingVersion: row.wording_version },
    ]),
  );
}

export async function insertAutoRenewalChoice(
  trx: Db,
  choice: AutoRenewalChoice & { policyId: string; sessionId: string },
): Promise<void> {
  await trx
    .insertInto('auto_renewal_choice')
    .values({
      policy_id: choice.policyId,
      auto_renew: choice.autoRenew,
      chosen_at: choice.chosenAt,
      wording_version: choice.wordingVersion,
      session_id: choice.sessionId,
    })
    .execute();
}
