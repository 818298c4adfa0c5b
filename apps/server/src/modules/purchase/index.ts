export { purchaseRoutes, type PurchaseRoutesOptions } from './purchase.routes.ts';
export {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSession,
} from './payment-provider.ts';
export { createSandboxPaymentProvider, paymentProviderFrom } from './providers/index.ts';
export {
  recoverPayments,
  startPaymentRecovery,
  type PaymentRecovery,
  type RecoveryCounts,
} from './payment-recovery.ts';
export type { ConfirmationSettings } from './confirmation-email.ts';
export { findPolicyByQuoteId, findPolicyNumber } from './policy.repository.ts';
export {
  policyDocumentAttachments,
  policyDocumentFile,
  postedDocumentFiles,
  soldPolicyOf,
} from './sold-documents.ts';
export {
  findAdjustment,
  findMandateOfPolicy,
  insertAdjustment,
  sealBankAccounts,
  storeMandateCollections,
  type SealingCounts,
} from './direct-debit-mandate.repository.ts';
export { cancelledBy } from './purchase-rules.ts';
export type {
  DirectDebitAdjustmentRow,
  DirectDebitMandateRow,
  PolicyRow,
  StoredCollection,
} from './purchase.table.ts';
