import { SESSION_CHECK_INTERVAL_MS } from '@van/domain/reference-data';

// §4.9 session: 'A session timer starts on load. The expiry time is kept in session storage and
// refreshed on mouse move, scroll or key press. It is checked every second. Once the time has
// passed, the session is cleaned up and the user goes to sessionExpired. A session already expired
// at start is cleaned up first.' Framework-free: the clock and the storage come in as arguments, so
// the rules are tested with fake timers and no DOM (use-session-expiry.ts wires it to the page).

/** Key under which the expiry time (ms since the epoch) is kept in sessionStorage. */
export const SESSION_EXPIRY_STORAGE_KEY = 'van-session-expires-at';

/**
 * Beyond the spec: warn this long before the session ends, so a customer who needs more time can
 * ask for it (WCAG 2.2.1 Timing Adjustable; docs/decisions/016).
 */
export const SESSION_WARNING_MS = 2 * 60 * 1000;

/** Activity refreshes the stored expiry at most this often: mouse moves come many times a second. */
const ACTIVITY_WRITE_INTERVAL_MS = 1000;

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readExpiry(storage: SessionStorageLike): number | undefined {
  const stored = Number(storage.getItem(SESSION_EXPIRY_STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(stored) ? stored : undefined;
}

/** Starts a new session of `expiryMs` from `now`. */
export function writeSessionExpiry(storage: SessionStorageLike, now: number, expiryMs: number) {
  storage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(now + expiryMs));
}

/**
 * §4.9 'A session already expired at start is cleaned up first': true when the stored expiry has
 * passed; the stored time is then forgotten so the next timer starts a new session. False when
 * there is none (a first visit) or it is still ahead.
 */
export function endSessionIfExpired(storage: SessionStorageLike, now: number): boolean {
  const expiresAt = readExpiry(storage);
  if (expiresAt === undefined || expiresAt > now) return false;
  storage.removeItem(SESSION_EXPIRY_STORAGE_KEY);
  return true;
}

/**
 * How long before the end to warn: two minutes, or half the session when the session is shorter
 * than four minutes (the server allows 60 s), so the warning never greets a customer on arrival.
 */
export function warningLeadMs(expiryMs: number): number {
  return Math.min(SESSION_WARNING_MS, Math.floor(expiryMs / 2));
}

export interface SessionTimerOptions {
  storage: SessionStorageLike;
  now: () => number;
  /** §9.1: sessionExpirySeconds from the public config, in ms. */
  expiryMs: number;
  /** Called once when the warning period starts, with the time the session will end. */
  onWarning: (expiresAt: number) => void;
  /** Called when an explicit `extend()` ends the warning period. */
  onWarningEnd: () => void;
  /** Called once when the session has expired; the timer has stopped and the time is forgotten. */
  onExpiry: () => void;
}

export interface SessionTimer {
  /**
   * Starts checking every second. Keeps a stored expiry (a reload is not activity), starts a new
   * session when none is stored, and expires at once a stored one that has passed.
   */
  start: () => void;
  stop: () => void;
  /**
   * §4.9: mouse move, scroll or key press. Ignored once the warning shows: the customer then
   * answers the warning instead (`extend`), so a stray mouse move cannot close it unseen.
   */
  recordActivity: () => void;
  /** The customer asked for more time: a full session from now, and the warning ends. */
  extend: () => void;
}

export function createSessionTimer({
  storage,
  now,
  expiryMs,
  onWarning,
  onWarningEnd,
  onExpiry,
}: SessionTimerOptions): SessionTimer {
  const warningMs = warningLeadMs(expiryMs);
  let interval: ReturnType<typeof setInterval> | undefined;
  let warning = false;
  let lastWrite = Number.NEGATIVE_INFINITY;

  function refresh() {
    lastWrite = now();
    writeSessionExpiry(storage, lastWrite, expiryMs);
  }

  function stop() {
    clearInterval(interval);
    interval = undefined;
  }

  function check() {
    const expiresAt = readExpiry(storage);
    if (expiresAt === undefined) {
      // Cleared behind our back (another part of the app, or by hand): a new session.
      refresh();
      return;
    }
    const remaining = expiresAt - now();
    if (remaining <= 0) {
      stop();
      warning = false;
      storage.removeItem(SESSION_EXPIRY_STORAGE_KEY);
      onExpiry();
    } else if (remaining <= warningMs && !warning) {
      warning = true;
      onWarning(expiresAt);
    }
  }

  return {
    start() {
      stop();
      interval = setInterval(check, SESSION_CHECK_INTERVAL_MS);
      check();
    },
    stop,
    recordActivity() {
      if (warning || interval === undefined) return;
      if (now() - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      refresh();
    },
    extend() {
      refresh();
      if (warning) {
        warning = false;
        onWarningEnd();
      }
    },
  };
}
