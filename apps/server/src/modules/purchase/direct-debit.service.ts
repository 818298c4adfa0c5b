import {
  type DirectDebitMandateAnswer,
  type DirectDebitMandateRequest,
} from '@van/domain/contract';
import {
  DIRECT_DEBIT_MESSAGES,
  directDebitSchedule,
  englandAndWalesBankHolidays,
  normaliseAccountHolderName,
  normaliseAccountNumber,
  normaliseSortCode,
  normalisedValue,
} from '@van/domain/payment';
import { selectedResult } from '@van/domain/quote';
import { NO_AVAILABLE_PAYMENT_METHODS_MESSAGE, ukToday } from '@van/domain/shared';
import { DomainError } from '../../lib/errors.ts';
import { checkBankAccount } from '../bank-account/index.ts';
import { assertCreditAgreementSigned } from './credit-agreement.service.ts';
import { saveMandate } from './direct-debit-mandate.repository.ts';
import { assertOptionAllowed, checkCredit, payableQuote } from './purchase-checks.ts';
import type { PurchaseDependencies } from './purchase-dependencies.ts';
import {
  amountToChargePence,
  formatMandateReference,
  formatSortCode,
  mandateCollectionDay,
} from './purchase-rules.ts';
import type { DirectDebitMandateRow } from './purchase.table.ts';

/**
 * §4.8 isDDStep: the Direct Debit mandate of a finalized monthly quote. The quote is checked as
 * for a payment session; the bank details (normalised) must pass the VocaLink modulus check (the
 * bank-account check's rate limits apply, one budget for every answer that says whether an
 * account exists) and the proposer the credit check for MONTHLY_DD. The collections are worked
 * out from the first instalment plan, the cover start and today's UK date, and stored with the
 * details for the finalized event; given again, it replaces the earlier one (same reference).
 * The details are never logged; the answer holds the account number's last 4 digits only.
 * @throws DomainError as paymentSession for the quote; TooManyRequests; BankAccountInvalid (422);
 * as checkCredit.
 */
export async function giveDirectDebitMandate(
  deps: PurchaseDependencies,
  request: DirectDebitMandateRequest,
  clientKey: string,
): Promise<DirectDebitMandateAnswer> {
  const { db } = deps;
  const now = deps.now();
  const found = await payableQuote(db, request.quoteKey, now);
  const result = selectedResult(found.quote);
  assertOptionAllowed(result, 'MONTHLY_DD');
  const plan = result?.instalmentPlans?.[0];
  const depositPence = amountToChargePence(result, 'MONTHLY_DD');
  const coverStartDate = found.quote.policy.startDate;
  if (!plan || depositPence === undefined || !coverStartDate) {
    throw new DomainError('NoAvailablePayMethods', NO_AVAILABLE_PAYMENT_METHODS_MESSAGE);
  }
  // Decision 045: the credit agreement is signed, as it now stands, before the mandate.
  await assertCreditAgreementSigned(deps, found);
  const bank = await checkBankAccount(db, deps.modulusCheck, request, clientKey, now);
  if (!bank.valid) {
    throw new DomainError('BankAccountInvalid', DIRECT_DEBIT_MESSAGES.bankAccountNotValid);
  }
  // Checked with the account being given: a new account is a new check (decision 033 item 2).
  await checkCredit(deps, found, 'MONTHLY_DD', {
    sortCode: normalisedValue(normaliseSortCode, request.sortCode),
    accountNumber: normalisedValue(normaliseAccountNumber, request.accountNumber),
  });

  const collections = directDebitSchedule({
    plan,
    coverStartDate,
    today: ukToday(now),
    ...(request.collectionDay === undefined ? {} : { collectionDay: request.collectionDay }),
    bankHolidays: englandAndWalesBankHolidays,
  });
  const mandate = await saveMandate(
    db,
    {
      quoteId: found.quoteId,
      policyEventReference: found.policyEventReference,
      accountHolderName: normalisedValue(normaliseAccountHolderName, request.accountHolderName),
      sortCode: normalisedValue(normaliseSortCode, request.sortCode),
      accountNumber: normalisedValue(normaliseAccountNumber, request.accountNumber),
      // The day the collections fall on (the schedule's default when none was chosen).
      collectionDay: mandateCollectionDay(request.collectionDay, coverStartDate),
      depositPence,
      collections,
      createdAt: now,
    },
    formatMandateReference,
    deps.bankAccountKeys,
  );
  deps.log.info(
    { quoteId: found.quoteId, mandateReference: mandate.mandate_reference },
    'direct debit mandate given',
  );
  return mandateAnswer(mandate);
}

/** The mandate as the customer sees it back: the account number's last 4 digits only. */
function mandateAnswer(mandate: DirectDebitMandateRow): DirectDebitMandateAnswer {
  return {
    mandateReference: mandate.mandate_reference,
    accountHolderName: mandate.account_holder_name,
    sortCode: formatSortCode(mandate.sort_code),
    accountNumberEnding: mandate.account_number_last4,
    deposit: mandate.deposit_pence / 100,
    collections: mandate.collections,
  };
}
