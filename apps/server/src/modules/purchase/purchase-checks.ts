import { type PaymentOptionType } from '@van/domain/payment';
import { type Result } from '@van/domain/quote';
import { QUOTE_NOT_FOUND_TO_BUY_MESSAGE, ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { mayBuy, runCreditCheck, type CheckedBankAccount } from '../credit-check/index.ts';
import { findFinalizedQuote, type FinalizedQuote } from './payment.repository.ts';
import type { PurchaseDependencies } from './purchase-dependencies.ts';
import { creditRefusal, optionNotAllowed, quoteNotPayable } from './purchase-rules.ts';

// The checks both the payment step and the Direct Debit mandate make before they go on: the
// quote behind the quoteKey may be bought, in the chosen way, by this proposer.

/**
 * The quote behind a quoteKey, if it may be paid for now (quoteNotPayable).
 * @throws DomainError QuoteMissing for a key finalize never gave, or the refusal's code.
 */
export async function payableQuote(db: Db, quoteKey: string, now: Date): Promise<FinalizedQuote> {
  const found = await findFinalizedQuote(db, hashToken(quoteKey));
  if (!found) throw new DomainError('QuoteMissing', QUOTE_NOT_FOUND_TO_BUY_MESSAGE);
  const refusal = quoteNotPayable(found, now, ukToday(now));
  if (refusal) throw new DomainError(refusal.code, refusal.message);
  return found;
}

/**
 * The option must be one the finalized result allows (§4.8), as paymentOptions lists them.
 * @throws DomainError NoAvailablePayMethods, NoMatchingPaymentOption.
 */
export function assertOptionAllowed(result: Result | undefined, option: PaymentOptionType): void {
  const refusal = optionNotAllowed(result, option);
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

/**
 * The fraud and credit check of the finalized event's proposer for `option` (§7.4), with the
 * bank account for MONTHLY_DD, refused in the customer's words (creditRefusal).
 * @throws DomainError QuoteDeclined (422), CreditCheckFailed (422), ServiceUnavailable (503).
 */
export async function checkCredit(
  deps: PurchaseDependencies,
  quote: FinalizedQuote,
  option: PaymentOptionType,
  bankAccount?: CheckedBankAccount,
): Promise<void> {
  const outcome = await runCreditCheck(
    deps.db,
    {
      quoteId: quote.quoteId,
      risk: quote.quote.policy.eventCurrent.risk,
      purpose: option,
      ...(bankAccount ? { bankAccount } : {}),
    },
    {
      fingerprintSecret: deps.creditCheckFingerprintSecret,
      now: deps.now(),
      ...(deps.creditCheckProvider ? { provider: deps.creditCheckProvider } : {}),
    },
  );
  if (mayBuy(outcome, option)) return;
  const refusal = creditRefusal(outcome.result);
  throw new DomainError(refusal.code, refusal.message);
}
