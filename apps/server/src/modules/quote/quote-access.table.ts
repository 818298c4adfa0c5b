/** A reference's failed retrieves across all clients, and its locks (migrations 0003, 0019). */
export interface RetrievalGuardTable {
  web_reference: string;
  /** Failures in the current window, at most RETRIEVAL_REFERENCE_GUARD.perClientCap from each client. */
  failures: number;
  /** How many clients those failures came from. */
  clients: number;
  window_start: Date;
  locked_until: Date | null;
  /** Locks in a row, each within escalation.windowMs of the last: each one twice as long. */
  lock_count: number;
  last_locked_at: Date | null;
  updated_at: Date;
}

/** One client's failed retrieves of one reference (migration 0019). */
export interface RetrievalClientGuardTable {
  web_reference: string;
  /** The keyed hash of the client's address (plugins/client-key.ts), never the address. */
  client_key: string;
  failures: number;
  /** The window's first failure. */
  window_start: Date;
  locked_until: Date | null;
  updated_at: Date;
}
