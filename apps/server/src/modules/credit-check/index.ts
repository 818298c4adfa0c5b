export {
  CHECK_RESULTS,
  FRAUD_DECISIONS,
  type CheckResult,
  type CheckedBankAccount,
  type CreditCheckApplicant,
  type CreditCheckOutcome,
  type CreditCheckProvider,
  type CreditCheckPurpose,
  type FraudDecision,
} from './credit-check.port.ts';
export type { StoredCreditCheck } from './credit-check.repository.ts';
export {
  CREDIT_CHECK_VALIDITY_HOURS,
  runCreditCheck,
  type CreditCheckDependencies,
  type CreditCheckSubject,
} from './credit-check.service.ts';
export {
  TEST_SURNAME_OUTCOMES,
  embeddedCreditCheck,
  embeddedOutcome,
} from './embedded-credit-check.ts';
export { mayBuy } from './may-buy.ts';
