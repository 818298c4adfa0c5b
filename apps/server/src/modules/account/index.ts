export { accountRoutes, type AccountRoutesOptions } from './account.routes.ts';
export { myPolicyRoutes, type MyPolicyRoutesOptions } from './my-policy.routes.ts';
export { openQuotesRoutes, type OpenQuotesRoutesOptions } from './open-quotes.routes.ts';
export {
  accountOf,
  registerAccountOriginCheck,
  requireAccount,
  sessionCookieFor,
  sessionIdOf,
  type SessionCookie,
} from './account-session.ts';
export {
  emailHashOf,
  normaliseEmail,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_CODE_LIFETIME_MS,
  SIGN_IN_CODE_MAX_FAILED_TRIES,
  type AccountSettings,
  type SignedInAccount,
} from './account.service.ts';
export { openQuotesOwnedBy, policiesOwnedBy, type OwnedPolicy } from './account.repository.ts';
export { ownedPolicyRow, policyPeriod } from './my-policy.service.ts';
export { lockPolicyRow } from './my-policy.repository.ts';
