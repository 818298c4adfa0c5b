import { useJourneyStore } from '../../stores/journey-store';
import { endSessionIfExpired } from './session-timer';

/**
 * §4.9: 'A session already expired at start is cleaned up first.' Called once at start-up, before
 * the router reads the working state: a tab reopened after its session ran out must not show the
 * old quote, not even for a moment.
 */
export function cleanUpExpiredSession(): void {
  if (endSessionIfExpired(sessionStorage, Date.now())) useJourneyStore.getState().reset();
}
