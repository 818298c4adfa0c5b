import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Keyring } from '../../lib/field-encryption.ts';
import type { ModulusCheck } from '../bank-account/index.ts';
import type { CreditCheckProvider } from '../credit-check/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';

/** Logs carry ids and codes only, never names, addresses or card details. */
export interface PurchaseLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What the purchase's services (payment, Direct Debit, policy) are given by the routes. */
export interface PurchaseDependencies {
  db: Db;
  /** Absent when no provider is configured (PAYMENT_SANDBOX_URL unset): paying is unavailable. */
  provider: PaymentProvider | undefined;
  now: () => Date;
  /** Where the provider posts its notifications, and the origin of our page that frames it. */
  notifyUrl: string;
  allowedOrigin: string;
  confirmation: ConfirmationSettings;
  log: PurchaseLog;
  /** The VocaLink modulus check (modules/bank-account) the Direct Debit details must pass. */
  modulusCheck: ModulusCheck;
  /** The fraud and credit check; by default the embedded one (modules/credit-check README). */
  creditCheckProvider?: CreditCheckProvider;
  /** Secret: keys the fingerprint of the facts a check answers for (config creditCheck). */
  creditCheckFingerprintSecret: string;
  /** Secret: seals the mandates' account numbers at rest (config bankAccountKeys). */
  bankAccountKeys: Keyring;
}

/**
 * A call to the payment provider; a provider that fails or cannot be reached is a 503 in the
 * customer's words (the provider's own error never reaches them).
 * @throws DomainError ServiceUnavailable (503) for a PaymentProviderError.
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}
