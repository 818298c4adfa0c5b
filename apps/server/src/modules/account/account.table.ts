import type { ColumnType, Generated } from 'kysely';

/** One live sign-in code per address (migration 0032): a new code replaces the row's. */
export interface AccountSignInCodeTable {
  /** SHA-256 (hex) of the trimmed, lower-cased address (emailHashOf). */
  email_hash: string;
  /** HMAC-SHA-256 under ACCOUNT_CODE_SECRET of the address's hash and the code; never the code. */
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  failed_attempts: ColumnType<number, number | undefined, number>;
  /** Set when the code signed someone in: a code works once. */
  used_at: Date | null;
}

/** A signed-in session (migration 0032); the cookie holds the id, the table its SHA-256 only. */
export interface AccountSessionTable {
  id: Generated<string>;
  session_hash: string;
  email_hash: string;
  /** 'j***@example.com': all the account shows of the address. */
  email_masked: string;
  created_at: Date;
  /** The last authenticated call: the idle time-out runs from it. */
  last_seen_at: Date;
  /** created_at plus the absolute time-out. */
  expires_at: Date;
  /** Set by sign-out: the cookie no longer works. */
  ended_at: Date | null;
}
