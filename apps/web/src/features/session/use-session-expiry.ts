import { expiredSessionOf, pageHref } from '@van/domain/journey';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useJourneyStore } from '../../stores/journey-store';
import { createSessionTimer, writeSessionExpiry, type SessionTimer } from './session-timer';

/** §4.9: the activity that keeps a session alive. */
const ACTIVITY_EVENTS = ['mousemove', 'scroll', 'keydown'] as const;
// Capture on the document sees scrolls of inner elements too (scroll does not bubble); passive
// listeners never delay scrolling.
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

export interface SessionExpiry {
  /** While the warning shows: how long the session has left when it appeared, in ms. */
  warningMs: number | undefined;
  /** The customer asks for more time (the warning's button). */
  continueSession: () => void;
}

/**
 * Runs the §4.9 session timer while the journey is open: activity keeps the session alive; two
 * minutes before the end a warning is offered; at the end the customer goes to sessionExpired,
 * carrying only the quote reference and source of business in the history entry's state (never
 * the URL). That page's entry action cleans up the working state (§2.6).
 *
 * `paused` stops the timer: on sessionExpired itself there is no session left to expire. Leaving
 * that page starts a new one.
 *
 * `watchedElsewhere` (decision 067): the page has a time-out of its own (the signed-in account's),
 * so this timer does not run there and its warning is not shown. The customer was on that page
 * within its own time-out, so leaving it for a page this timer watches counts as activity: a full
 * session starts (a quote just resumed from the account is never found expired on arrival).
 */
export function useSessionExpiry({
  expirySeconds,
  paused,
  watchedElsewhere = false,
}: {
  expirySeconds: number;
  paused: boolean;
  watchedElsewhere?: boolean;
}): SessionExpiry {
  const navigate = useNavigate();
  const timerRef = useRef<SessionTimer | null>(null);
  const cameFromWatchedPage = useRef(false);
  const [warningMs, setWarningMs] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (paused) return;
    if (watchedElsewhere) {
      cameFromWatchedPage.current = true;
      return;
    }
    const timer = createSessionTimer({
      storage: sessionStorage,
      now: Date.now,
      expiryMs: expirySeconds * 1000,
      onWarning: (expiresAt) => setWarningMs(expiresAt - Date.now()),
      onWarningEnd: () => setWarningMs(undefined),
      onExpiry: () => {
        setWarningMs(undefined);
        const expired = expiredSessionOf(useJourneyStore.getState().quote);
        void navigate(pageHref('SessionExpiry'), { state: expired });
      },
    });
    const onActivity = () => timer.recordActivity();
    for (const type of ACTIVITY_EVENTS) {
      document.addEventListener(type, onActivity, LISTENER_OPTIONS);
    }
    timerRef.current = timer;
    if (cameFromWatchedPage.current) {
      cameFromWatchedPage.current = false;
      // A warning given before the customer went to the account is over.
      setWarningMs(undefined);
      writeSessionExpiry(sessionStorage, Date.now(), expirySeconds * 1000);
    }
    timer.start();
    return () => {
      timer.stop();
      timerRef.current = null;
      for (const type of ACTIVITY_EVENTS) {
        document.removeEventListener(type, onActivity, LISTENER_OPTIONS);
      }
    };
  }, [expirySeconds, paused, watchedElsewhere, navigate]);

  const continueSession = useCallback(() => timerRef.current?.extend(), []);

  return { warningMs: paused || watchedElsewhere ? undefined : warningMs, continueSession };
}
