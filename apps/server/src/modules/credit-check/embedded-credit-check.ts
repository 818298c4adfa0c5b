import type {
  CreditCheckApplicant,
  CreditCheckOutcome,
  CreditCheckProvider,
} from './credit-check.port.ts';

/**
 * The outcome each test surname gives (README.md in this folder): the embedded check answers by
 * the proposer's surname alone, in any case, so a browser journey or a tester can drive every
 * outcome of §7.4 with an ordinary quote. Every other surname passes.
 */
export const TEST_SURNAME_OUTCOMES: Readonly<Record<string, CreditCheckOutcome>> = {
  fraudcheck: { decision: 'D', result: 'FAILED' },
  refer: { decision: 'R', result: 'FAILED' },
  creditfail: { decision: 'D', result: 'FAILED_CREDIT' },
  unavailable: { decision: 'R', result: 'SERVICE_UNAVAILABLE' },
};

const PASSED: CreditCheckOutcome = { decision: 'A', result: 'PASSED' };

/** The outcome the embedded check gives an applicant: deterministic, no I/O. */
export function embeddedOutcome(
  applicant: Pick<CreditCheckApplicant, 'surname'>,
): CreditCheckOutcome {
  return TEST_SURNAME_OUTCOMES[applicant.surname.trim().toLowerCase()] ?? PASSED;
}

/**
 * The fraud and credit check shipped with the service: no bureau is called. Production would
 * put a real provider behind CreditCheckProvider instead.
 */
export const embeddedCreditCheck: CreditCheckProvider = {
  check: async (applicant) => embeddedOutcome(applicant),
};
