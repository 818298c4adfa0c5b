import type { ColumnType, Generated, Selectable } from 'kysely';

/** An addition of a newly issued policy, or the removal of a cancelled one (decision 042). */
export type MidUpdateKind = 'add' | 'cancel';

/** A MID update waiting for, or past, delivery (migration 0022). */
export interface MidOutboxTable {
  id: Generated<string>;
  policy_id: string;
  kind: MidUpdateKind;
  policy_number: string;
  /** The van's registration, upper case, without spaces. */
  vrm: string;
  /** 'yyyy-MM-dd' on the UK calendar. */
  cover_start_date: string;
  cover_end_date: string;
  /** A cancellation's effective date; null for an addition. */
  cancelled_on: string | null;
  policyholder_name: string;
  /** The named drivers' full names, in the policy's order. */
  named_drivers: ColumnType<string[], string | undefined, string>;
  created_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the worker may try next; null once delivered or given up. */
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  acknowledgement_reference: string | null;
  /** The MID's reason for refusing the update (a code), when it did. */
  rejection_reason: string | null;
  /** When the worker gave up (rejected, or out of tries). */
  failed_at: Date | null;
  /** An error code only, never a reply's text. */
  last_error: string | null;
  /** When the "not delivered in time" alert was raised (once). */
  overdue_alerted_at: Date | null;
  /**
   * How many times a person re-queued the update after the MID refused it (migration 0029,
   * decision 048): each round is a new submission, as the MID acknowledges a repeat from its record.
   */
  submission_round: ColumnType<number, number | undefined, number>;
}

export type MidOutboxRow = Selectable<MidOutboxTable>;

/** What the stand-in adapter records of each submission, as the MID would hold it. */
export interface MidStandInSubmissionTable {
  id: Generated<string>;
  submission_id: string;
  acknowledgement_reference: string;
  accepted: boolean;
  rejection_reason: string | null;
  kind: MidUpdateKind;
  policy_number: string;
  vrm: string;
  payload: ColumnType<unknown, string, never>;
  received_at: Date;
}
