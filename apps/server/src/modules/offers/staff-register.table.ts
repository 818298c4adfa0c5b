import type { ColumnType, Generated } from 'kysely';

/**
 * The broker's staff register (migration 0016): one row per staff number ever added, by its keyed
 * hash only. `active` is false once the person has left; the row stays for the proofs made with it.
 */
export interface StaffRegisterTable {
  id: Generated<string>;
  /** HMAC-SHA256 of the normalised staff number under STAFF_REGISTER_SECRET, hex. */
  number_hash: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: ColumnType<Date, Date, Date>;
  left_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
