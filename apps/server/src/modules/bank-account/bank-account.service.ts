import { type BankAccountCheckRequest, type BankAccountCheckResponse } from '@van/domain/contract';
import {
  DIRECT_DEBIT_MESSAGES,
  normaliseAccountNumber,
  normaliseSortCode,
  normalisedValue,
} from '@van/domain/payment';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { allowHit, type RateLimit } from '../rate-limit/index.ts';
import type { ModulusCheck } from './modulus-check.ts';

/**
 * Per client address: room for a person to mistype a few times, far too few to sweep sort codes
 * and account numbers for real accounts (an answer says whether a pair could exist).
 */
export const BANK_ACCOUNT_CHECK_RATE_LIMITS: readonly (RateLimit & { name: string })[] = [
  { name: 'minute', limit: 10, windowMs: 60 * 1000 },
  { name: 'hour', limit: 30, windowMs: 60 * 60 * 1000 },
];

/**
 * Whether the details (as typed, already checked against the contract) pass the VocaLink
 * modulus check, with the customer's message when not. Counts towards the client's limits
 * first. The details are never logged nor stored.
 * @throws DomainError TooManyRequests when the client is over a limit.
 */
export async function checkBankAccount(
  db: Db,
  modulusCheck: ModulusCheck,
  details: BankAccountCheckRequest,
  clientKey: string,
  now: Date,
): Promise<BankAccountCheckResponse> {
  for (const rule of BANK_ACCOUNT_CHECK_RATE_LIMITS) {
    if (!(await allowHit(db, `bank-account:${rule.name}:${clientKey}`, rule, now))) {
      throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE);
    }
  }
  const sortCode = normalisedValue(normaliseSortCode, details.sortCode);
  const accountNumber = normalisedValue(normaliseAccountNumber, details.accountNumber);
  return modulusCheck(sortCode, accountNumber)
    ? { valid: true }
    : { valid: false, message: DIRECT_DEBIT_MESSAGES.bankAccountNotValid };
}
