import { useQuery } from '@tanstack/react-query';
import { type AccountSession } from '@van/domain/contract';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { accountListsCopy as listsCopy, accountCopy as copy } from '../../../content/account';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { accountSessionQueryOptions, useSignOut } from '../api/account-session';
import { sessionClockTime, sessionEndTime } from '../account-timeout';
import { signInPageState } from '../sign-in-state';
import { OpenQuoteList, PolicyList } from './account-lists';
import { AccountTimeoutWatch } from './account-session-watch';
import styles from './account.module.css';

/**
 * account (decisions 060, 062; issue 21): who is signed in (the address masked, as the server gives
 * it), the policies of that address (each linking to its page), its saved quotes (each can be
 * continued), when the session ends, and signing out. The server decides who is
 * signed in: without a session (401) the customer goes to account/sign-in, with a line saying the
 * session ended when it ended while this page was open.
 */
export function AccountPage() {
  const session = useQuery(accountSessionQueryOptions);
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      const ended = session.data !== undefined;
      return (
        <Navigate
          to={pageHref('AccountSignIn')}
          replace
          state={ended ? signInPageState('timedOut') : undefined}
        />
      );
    }
    return (
      <>
        <h1>{copy.heading}</h1>
        <p>{copy.loadFailed}</p>
      </>
    );
  }
  if (session.isPending) {
    return (
      <>
        <h1>{copy.heading}</h1>
        <p role="status">{copy.loading}</p>
      </>
    );
  }
  return <SignedIn session={session.data} onStay={() => void session.refetch()} />;
}

function SignedIn({ session, onStay }: { session: AccountSession; onStay: () => void }) {
  const { phoneNumbers } = usePublicConfig();
  const navigate = useNavigate();
  const signingOut = useSignOut();
  const policiesId = useId();
  const quotesId = useId();
  const sessionId = useId();

  // The session's answer leaves the cache as this page closes (gcTime 0), not before: removed
  // while the page still shows, it would be asked for again.
  async function signOutNow() {
    try {
      await signingOut.mutateAsync();
      await navigate(pageHref('AccountSignIn'), {
        replace: true,
        state: signInPageState('signedOut'),
      });
    } catch {
      // The failure is said in the status line below; the customer may try again.
    }
  }

  return (
    <>
      <h1>{copy.heading}</h1>
      <p>
        {copy.signedInAs} <strong className={styles.address}>{session.email}</strong>
      </p>
      <section className={styles.section} aria-labelledby={policiesId}>
        <h2 id={policiesId}>{copy.policiesHeading}</h2>
        <PolicyList />
      </section>
      <section className={styles.section} aria-labelledby={quotesId}>
        <h2 id={quotesId}>{listsCopy.quotesHeading}</h2>
        <OpenQuoteList />
      </section>
      <section className={styles.section} aria-labelledby={sessionId}>
        <h2 id={sessionId}>{copy.sessionHeading}</h2>
        <p>{copy.idleEnds(sessionClockTime(session.idleExpiresAt))}</p>
        <p>{copy.ends(sessionEndTime(session.expiresAt))}</p>
        <Button disabled={signingOut.isPending} onClick={() => void signOutNow()}>
          {copy.signOut}
        </Button>
        <p role="status">
          {signingOut.isPending ? copy.signingOut : signingOut.isError ? copy.signOutFailed : ''}
        </p>
      </section>
      <p>
        {copy.questions} <PhoneNumber number={contactPhoneNumber(phoneNumbers, undefined)} />.
      </p>
      <AccountTimeoutWatch session={session} onStay={onStay} />
    </>
  );
}
