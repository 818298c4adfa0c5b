import { REQUEST_DATA_MISSING_MESSAGE, type Risk } from '@van/domain';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  CHECK_RESULTS,
  FRAUD_DECISIONS,
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

/** A repeated purchase attempt within this many days reuses the stored outcome. */
export const CREDIT_CHECK_REUSE_DAYS = 30;
/** How long the provider may take before the check counts as SERVICE_UNAVAILABLE. */
export const CREDIT_CHECK_TIMEOUT_MS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const UNAVAILABLE: CreditCheckOutcome = { decision: 'R', result: 'SERVICE_UNAVAILABLE' };

export interface CreditCheckDependencies {
  provider?: CreditCheckProvider;
  now?: Date;
  timeoutMs?: number;
}

/**
 * The fraud and credit check of a purchase (§7.4, issue 7 item 4): the quote's proposer checked
 * for `purpose`, the outcome stored against the quote (no personal data) and returned.
 * - A stored outcome for the same quote and purpose from the last 30 days is returned as it is,
 *   without asking the provider again: a repeated purchase attempt is not re-checked.
 * - SERVICE_UNAVAILABLE is stored (it happened) but never reused: the next attempt asks again.
 *   A provider that rejects, answers outside §7.4's values or takes over 10 s counts as it.
 * - Two attempts racing each other both get the outcome stored first.
 * @throws DomainError RequestDataMissing when the risk lacks the proposer's name, date of birth
 * or postcode (a quote that priced always has them).
 */
export async function runCreditCheck(
  db: Db,
  quoteId: string,
  risk: Risk,
  purpose: CreditCheckPurpose,
  {
    provider = embeddedCreditCheck,
    now = new Date(),
    timeoutMs = CREDIT_CHECK_TIMEOUT_MS,
  }: CreditCheckDependencies = {},
): Promise<StoredCreditCheck> {
  const staleBefore = new Date(now.getTime() - CREDIT_CHECK_REUSE_DAYS * DAY_MS);
  const stored = await findCreditCheck(db, quoteId, purpose);
  if (stored && stored.result !== 'SERVICE_UNAVAILABLE' && stored.checkedAt >= staleBefore) {
    return stored;
  }
  const outcome = await askProvider(provider, applicantOf(risk, purpose), timeoutMs);
  return saveCreditCheck(db, { quoteId, purpose, ...outcome, checkedAt: now }, staleBefore);
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

/** The proposer as the provider needs them. */
function applicantOf(risk: Risk, purpose: CreditCheckPurpose): CreditCheckApplicant {
  const { name, dateOfBirth, correspondenceAddress: address } = risk.proposer;
  if (!name?.surname || !dateOfBirth || !address?.postcode) {
    throw new DomainError('RequestDataMissing', REQUEST_DATA_MISSING_MESSAGE);
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
  };
}
