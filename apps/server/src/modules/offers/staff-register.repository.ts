import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * A staff number as the register compares it: letters upper case, without spaces or hyphens, so
 * "ab-1234" and "AB 1234" are the same number.
 */
export function normaliseStaffNumber(staffNumber: string): string {
  return staffNumber.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The keyed hash the register keeps for a staff number (HMAC-SHA256 under the register's secret,
 * hex). Keyed, because staff numbers are short: a plain hash of one could be found by trying them
 * all.
 */
export function staffNumberHash(staffNumber: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`staff-number:${normaliseStaffNumber(staffNumber)}`)
    .digest('hex');
}

/** Adds a staff number to the register (or makes it active again); resolves to its entry id. */
export async function addStaffNumber(db: Db, numberHash: string, now: Date): Promise<string> {
  const row = await db
    .insertInto('staff_register')
    .values({ number_hash: numberHash, active: true, added_at: now })
    .onConflict((conflict) =>
      conflict.column('number_hash').doUpdateSet({ active: true, added_at: now, left_at: null }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a staff number as left; resolves to false when it was not on the register as active. */
export async function removeStaffNumber(db: Db, numberHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_register')
    .set({ active: false, left_at: now })
    .where('number_hash', '=', numberHash)
    .where('active', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The id of the active register entry for this hash, if any. */
export async function findActiveStaffEntry(
  db: Db,
  numberHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_register')
    .select('id')
    .where('number_hash', '=', numberHash)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.id;
}

/** Whether the register entry `id` is still active (the person has not left). */
export async function isStaffEntryActive(db: Db, id: string): Promise<boolean> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return false;
  const row = await db
    .selectFrom('staff_register')
    .select('active')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.active === true;
}
