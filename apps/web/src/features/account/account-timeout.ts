// Decision 060: the server ends an account session after 30 minutes without an authenticated call
// (the idle time-out) and 12 hours after sign-in whatever is done. Decision 062: as the journey
// warns before its own session ends (decision 016, WCAG 2.2.1), the account page warns before the
// server would end the session, offers more time, and at the end signs out itself, so a screen left
// open on a shared computer does not keep showing the account. Pure: the clock comes in as `now`.

/** Warn this long before the end: the journey's two minutes (session-timer.ts). */
export const ACCOUNT_WARNING_MS = 2 * 60 * 1000;

export interface AccountTimeoutPlan {
  /** When the warning shows (ms since the epoch); now, when the end is already that close. */
  warnAt: number;
  /** When the session ends: the earlier of the idle and the absolute time-outs. */
  endAt: number;
}

/**
 * When to warn and when the session ends, from the session's times as the server gave them. The
 * browser's clock is trusted: were it ahead, the page signs out early, never late (the server's
 * own time-outs still hold either way).
 */
export function accountTimeoutPlan(
  session: { idleExpiresAt: string; expiresAt: string },
  now: number,
): AccountTimeoutPlan {
  const endAt = Math.min(Date.parse(session.idleExpiresAt), Date.parse(session.expiresAt));
  return { warnAt: Math.max(now, endAt - ACCOUNT_WARNING_MS), endAt };
}

/** A session time as the account page says it, in UK time: '14:32'. */
export function sessionClockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/** The absolute end, which may be tomorrow: '14:32 on 28 November'. */
export function sessionEndTime(iso: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
  return `${sessionClockTime(iso)} on ${day}`;
}
