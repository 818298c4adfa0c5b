import type { PaymentOptionType } from '@van/domain/payment';

// §7.4: the fraud and credit check a purchase runs (decision 028). The spec configures a
// fraud-check service and names its values; this is the seam where a real bureau replaces the
// embedded one (embedded-credit-check.ts).

/** §7.4 fraud decision: A allow, D deny, R review. */
export const FRAUD_DECISIONS = ['A', 'D', 'R'] as const;
export type FraudDecision = (typeof FRAUD_DECISIONS)[number];

/** §7.4 check result. */
export const CHECK_RESULTS = ['PASSED', 'FAILED', 'FAILED_CREDIT', 'SERVICE_UNAVAILABLE'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** What a purchase is checked for: §9.13 payment options (monthly borrows, so its check is a credit check too). */
export type CreditCheckPurpose = PaymentOptionType;

export interface CreditCheckOutcome {
  decision: FraudDecision;
  result: CheckResult;
}

/** A UK bank account, normalised: 6-digit sort code, 8-digit account number. */
export interface CheckedBankAccount {
  sortCode: string;
  accountNumber: string;
}

/**
 * Who is checked: the proposer, as the quote gives them, and for MONTHLY_DD the bank account the
 * Direct Debit collects from (a bureau's affordability and account checks need it). Personal
 * data: never logged or stored; the check is stored against a keyed fingerprint of it only.
 */
export interface CreditCheckApplicant {
  purpose: CreditCheckPurpose;
  title?: string;
  forenames: string;
  surname: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  address: {
    houseNameOrNumber?: string;
    addressLine1?: string;
    addressLine2?: string;
    postcode: string;
  };
  /** MONTHLY_DD only: the account of the mandate being given or collected from. */
  bankAccount?: CheckedBankAccount;
}

export interface CreditCheckProvider {
  /**
   * Checks the applicant. Resolves to SERVICE_UNAVAILABLE when the service cannot answer; may
   * also reject, which the caller treats the same way.
   */
  check(applicant: CreditCheckApplicant): Promise<CreditCheckOutcome>;
}
