import { SessionExpired } from '../../features/session/components/session-expired';

/** sessionExpired ('Your session has expired', §2.6): where an expired session lands. */
export function SessionExpiredRoute() {
  return <SessionExpired />;
}
