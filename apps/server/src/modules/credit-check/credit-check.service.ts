import { type Risk } from '@van/domain/risk';
import { REQUEST_DATA_MISSING_MESSAGE } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { applicantFingerprint } from './applicant-fingerprint.ts';
import {
  CHECK_RESULTS,
  FRAUD_DECISIONS,
  type CheckedBankAccount,
  type CreditCheckApplicant,
  type CreditCheckOutcome,
  type CreditCheckProvider,
  type CreditCheckPurpose,
} from './credit-check.port.ts';
import {
  findCreditCheck,
  saveCreditCheck,
  type StoredCreditCheck,
} from './credit-check.repository.ts';
import { embeddedCreditCheck } from './embedded-credit-check.ts';

/**
 * How long an outcome answers for the same facts: a repeated attempt within this many hours (the
 * mandate, then the payment session; a customer back the next morning) reuses it. Fraud data and
 * a credit file change daily, and a monthly plan is a loan whose creditworthiness assessment must
 * be current when it is made, so an older outcome is never relied on (decision 033 item 2).
 */
export const CREDIT_CHECK_VALIDITY_HOURS = 24;
/** How long the provider may take before the check counts as SERVICE_UNAVAILABLE. */
export const CREDIT_CHECK_TIMEOUT_MS = 10_000;

const HOUR_MS = 60 * 60 * 1000;
const UNAVAILABLE: CreditCheckOutcome = { decision: 'R', result: 'SERVICE_UNAVAILABLE' };

/** What is checked: the quote's proposer (from `risk`) for `purpose`. */
export interface CreditCheckSubject {
  quoteId: string;
  risk: Risk;
  purpose: CreditCheckPurpose;
  /**
   * MONTHLY_DD (required): the bank account of the mandate being given or collected from,
   * normalised. Ignored for ANNUAL_CARD.
   */
  bankAccount?: CheckedBankAccount;
}

export interface CreditCheckDependencies {
  /** The server secret the facts' fingerprint is keyed with (config CREDIT_CHECK_FINGERPRINT_SECRET). */
  fingerprintSecret: string;
  provider?: CreditCheckProvider;
  now?: Date;
  timeoutMs?: number;
}

/**
 * The fraud and credit check of a purchase (§7.4, decisions 028 and 033 item 2): the quote's
 * proposer checked for `purpose`, the outcome stored against the quote and a keyed fingerprint of
 * the facts checked (name, date of birth, address, and for MONTHLY_DD the bank account; no
 * personal data), and returned.
 * - A stored outcome for the same quote, purpose and facts (cosmetic differences aside) from the
 *   last 24 hours is returned as it is, without asking the provider again. Any other facts, or an
 *   older outcome, are checked anew: an outcome never answers for someone it did not check.
 * - SERVICE_UNAVAILABLE is stored (it happened) but never reused: the next attempt asks again.
 *   A provider that rejects, answers outside §7.4's values or takes over 10 s counts as it.
 * - Two attempts racing each other for the same facts both get the outcome stored first.
 * @throws DomainError RequestDataMissing when the risk lacks the proposer's name, date of birth
 * or postcode (a quote that priced always has them); Error for MONTHLY_DD without a bank account.
 */
export async function runCreditCheck(
  db: Db,
  { quoteId, risk, purpose, bankAccount }: CreditCheckSubject,
  {
    fingerprintSecret,
    provider = embeddedCreditCheck,
    now = new Date(),
    timeoutMs = CREDIT_CHECK_TIMEOUT_MS,
  }: CreditCheckDependencies,
): Promise<StoredCreditCheck> {
  const applicant = applicantOf(risk, purpose, bankAccount);
  const fingerprint = applicantFingerprint(applicant, fingerprintSecret);
  const staleBefore = new Date(now.getTime() - CREDIT_CHECK_VALIDITY_HOURS * HOUR_MS);
  const stored = await findCreditCheck(db, quoteId, purpose, fingerprint);
  if (stored && stored.result !== 'SERVICE_UNAVAILABLE' && stored.checkedAt >= staleBefore) {
    return stored;
  }
  const outcome = await askProvider(provider, applicant, timeoutMs);
  return saveCreditCheck(
    db,
    { quoteId, purpose, fingerprint, ...outcome, checkedAt: now },
    staleBefore,
  );
}

async function askProvider(
  provider: CreditCheckProvider,
  applicant: CreditCheckApplicant,
  timeoutMs: number,
): Promise<CreditCheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CreditCheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve(UNAVAILABLE), timeoutMs);
  });
  try {
    const answer = await Promise.race([provider.check(applicant), timedOut]);
    return isOutcome(answer) ? { decision: answer.decision, result: answer.result } : UNAVAILABLE;
  } catch {
    // The provider's error may quote the applicant: it is not logged.
    return UNAVAILABLE;
  } finally {
    clearTimeout(timer);
  }
}

function isOutcome(value: unknown): value is CreditCheckOutcome {
  const outcome = value as Partial<CreditCheckOutcome> | null | undefined;
  return (
    FRAUD_DECISIONS.includes(outcome?.decision as never) &&
    CHECK_RESULTS.includes(outcome?.result as never)
  );
}

/** The proposer (and for MONTHLY_DD the bank account) as the provider needs them. */
function applicantOf(
  risk: Risk,
  purpose: CreditCheckPurpose,
  bankAccount: CheckedBankAccount | undefined,
): CreditCheckApplicant {
  const { name, dateOfBirth, correspondenceAddress: address } = risk.proposer;
  if (!name?.surname || !dateOfBirth || !address?.postcode) {
    throw new DomainError('RequestDataMissing', REQUEST_DATA_MISSING_MESSAGE);
  }
  if (purpose === 'MONTHLY_DD' && !bankAccount) {
    // A caller's mistake, not the customer's: the purchase flow requires the mandate first.
    throw new Error('credit check: MONTHLY_DD is checked with the Direct Debit bank account');
  }
  return {
    purpose,
    ...(name.title ? { title: name.title } : {}),
    forenames: name.forenames ?? '',
    surname: name.surname,
    dateOfBirth,
    address: {
      ...(address.houseNameOrNumber ? { houseNameOrNumber: address.houseNameOrNumber } : {}),
      ...(address.addressLine1 ? { addressLine1: address.addressLine1 } : {}),
      ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
      postcode: address.postcode,
    },
    ...(purpose === 'MONTHLY_DD' && bankAccount
      ? {
          bankAccount: { sortCode: bankAccount.sortCode, accountNumber: bankAccount.accountNumber },
        }
      : {}),
  };
}
