export {
  CHECK_RESULTS,
  FRAUD_DECISIONS,
  type CheckResult,
  type CreditCheckApplicant,
  type CreditCheckOutcome,
  type CreditCheckProvider,
  type CreditCheckPurpose,
  type FraudDecision,
} from './credit-check.port.ts';
export type { StoredCreditCheck } from './credit-check.repository.ts';
export {
  CREDIT_CHECK_REUSE_DAYS,
  runCreditCheck,
  type CreditCheckDependencies,
} from './credit-check.service.ts';
export {
  TEST_SURNAME_OUTCOMES,
  embeddedCreditCheck,
  embeddedOutcome,
} from './embedded-credit-check.ts';
export { mayBuy } from './may-buy.ts';
