import { useQuery } from '@tanstack/react-query';
import { type AccountSession } from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { accountSessionQueryOptions, signOut } from '../api/account-session';
import { signInPageState } from '../sign-in-state';
import { useAccountTimeout } from '../use-account-timeout';
import { AccountTimeoutDialog } from './account-timeout-dialog';

/**
 * Decision 062's warning and end of the session, for `session` as the server last answered it:
 * two minutes before, the dialog offers 'Stay signed in' (`onStay` asks the server again, which
 * slides its idle time-out); at the end the page signs out itself and account/sign-in says why,
 * so a screen left open on a shared computer stops showing the account.
 */
export function AccountTimeoutWatch({
  session,
  onStay,
}: {
  session: AccountSession;
  onStay: () => void;
}) {
  const navigate = useNavigate();
  // Should signing out fail (no connection), the server's own time-out has ended the session.
  const timeUp = useCallback(() => {
    void signOut()
      .catch(() => undefined)
      .then(() =>
        navigate(pageHref('AccountSignIn'), {
          replace: true,
          state: signInPageState('timedOut'),
        }),
      );
  }, [navigate]);
  const warningMs = useAccountTimeout(session, timeUp);
  return warningMs === undefined ? null : (
    <AccountTimeoutDialog warningMs={warningMs} onStay={onStay} />
  );
}

/**
 * The same on a page that shows one policy: it asks who is signed in as it opens (each answer
 * slides the idle time-out), and watches that session. Whether the page may show the policy is
 * the server's answer to the policy's own call, not this one's.
 */
export function AccountSessionWatch() {
  const session = useQuery(accountSessionQueryOptions);
  if (session.data === undefined) return null;
  return <AccountTimeoutWatch session={session.data} onStay={() => void session.refetch()} />;
}
