import { useEffect, useState } from 'react';
import { accountTimeoutPlan } from './account-timeout';

/**
 * Runs the account session's warning and end (account-timeout.ts) for the session shown: returns
 * how long was left when the warning appeared (undefined until then), and calls `onEnd` when the
 * session's time is up. A new answer from the server (after 'Stay signed in') starts again.
 */
export function useAccountTimeout(
  session: { idleExpiresAt: string; expiresAt: string },
  onEnd: () => void,
): number | undefined {
  const { idleExpiresAt, expiresAt } = session;
  const [warning, setWarning] = useState<{ for: string; ms: number } | undefined>(undefined);
  useEffect(() => {
    const now = Date.now();
    const plan = accountTimeoutPlan({ idleExpiresAt, expiresAt }, now);
    const warn = setTimeout(
      () => setWarning({ for: idleExpiresAt, ms: plan.endAt - Date.now() }),
      plan.warnAt - now,
    );
    const end = setTimeout(onEnd, plan.endAt - now);
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [idleExpiresAt, expiresAt, onEnd]);
  // A warning given for an earlier answer is over once the server has slid the time-out.
  return warning?.for === idleExpiresAt ? warning.ms : undefined;
}
