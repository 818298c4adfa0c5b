export { consentRoutes } from './consent.routes.ts';
export {
  createWithdrawalLink,
  createWithdrawalLinkFor,
  hasElectronicDocumentsConsent,
  recordConsentAnswers,
  withdrawMarketing,
} from './consent.service.ts';
export { consentEventsOf } from './consent.repository.ts';
