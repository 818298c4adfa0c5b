import { createHash, randomBytes } from 'node:crypto';
import {
  DIRECT_DEBIT_MESSAGES,
  LATEST_COLLECTION_DAY,
  PolicyDocumentKindSchema,
  PolicySchema,
  directDebitSchedule,
  englandAndWalesBankHolidays,
  normaliseAccountHolderName,
  normaliseAccountNumber,
  normaliseSortCode,
  normalisedValue,
  saleRefusal,
  ukDate,
  type DirectDebitMandateAnswer,
  type DirectDebitMandateRequest,
  type Event,
  type PaymentOption,
  type PaymentOptionType,
  type PaymentSession,
  type PaymentSessionRequest,
  type Policy,
  type PolicyDocuments,
  type WrapUpRequest,
  type WrapUpResponse,
  WebReferenceSchema,
} from '@van/domain';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Keyring } from '../../lib/field-encryption.ts';
import { checkBankAccount, type ModulusCheck } from '../bank-account/index.ts';
import {
  mayBuy,
  runCreditCheck,
  type CheckedBankAccount,
  type CreditCheckProvider,
} from '../credit-check/index.ts';
import { verifyRetrievalKey } from '../quote/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import {
  findMandate,
  mandateAccountNumber,
  saveMandate,
} from './direct-debit-mandate.repository.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderNotification,
  type ProviderSession,
  type ProviderSessionStatus,
} from './payment-provider.ts';
import {
  findFinalizedQuote,
  findPaymentsOfChoice,
  findQuoteIdByWebReference,
  findUnsettledPaymentsOfQuote,
  insertPayment,
  findEventQuote,
  findLatestPaymentOfQuote,
  findPaymentBySessionId,
  type FinalizedQuote,
} from './payment.repository.ts';
import {
  lockForSettlement,
  refundDuePayment,
  settleLockedPayment,
  settlePayment,
  type Settlement,
} from './payment-settlement.ts';
import {
  findPolicyByQuoteId,
  findPolicyByToken,
  insertPolicyToken,
  recordNotification,
} from './policy.repository.ts';
import {
  amountToChargePence,
  formatMandateReference,
  formatSortCode,
  PAYABLE_STATUSES,
  paymentIdempotencyKey,
  paymentOptionsFor,
  refundIdempotencyKey,
  soldResult,
} from './purchase-rules.ts';
import type { DirectDebitMandateRow, PolicyRow } from './purchase.table.ts';
import { policyDocumentFile, policyDocumentList } from './sold-documents.ts';

/** Logs carry ids and codes only, never names, addresses or card details. */
export interface PurchaseLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

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

/** How long a wrap-up token opens its policy: long enough for the confirmation page. */
export const WRAP_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A session about to expire is not handed out again: the customer needs time to type a card. */
const SESSION_REUSE_MARGIN_MS = 5 * 60 * 1000;

const PAYMENTS_UNAVAILABLE = 'Payments are not available at the moment. Please try again later.';
export const PAYMENT_NOT_COMPLETE_MESSAGE = 'Your payment has not been completed yet.';
/** The wrap-up's answer when the provider's session was not what we charged (decision 033 item 4). */
export const PAYMENT_NOT_CONFIRMED_MESSAGE =
  'We could not confirm your payment, so your cover has not started. Any money taken is being refunded to your card. Please call us and we will help you.';
const SALE_REFUSED_MESSAGE =
  'We could not start your cover, so your payment is being refunded to your card. Please check your quote and try again.';
const POLICY_NOT_FOUND = 'We could not find that policy.';
const QUOTE_DECLINED_MESSAGE =
  "We can't offer you this policy online. Please call us and we'll see how we can help.";
const CREDIT_CHECK_FAILED_MESSAGE =
  "We can't offer you monthly payments. You can still buy this policy by paying for the year by card.";
const CREDIT_CHECK_UNAVAILABLE_MESSAGE =
  "We can't check your details for monthly payments at the moment. Please try again in a few minutes, or pay for the year by card.";
const MANDATE_MISSING_MESSAGE = 'Please give your Direct Debit details first.';

/**
 * The quote behind a quoteKey, if it may be paid for: finalized, open, within its 30 days, not
 * bought, not re-priced since it was finalized (the price paid is the price finalized), and still
 * sellable now (saleRefusal: the cover start window, a complete risk).
 */
async function payableQuote(db: Db, quoteKey: string, now: Date): Promise<FinalizedQuote> {
  const found = await findFinalizedQuote(db, hashKey(quoteKey));
  if (!found) {
    throw new DomainError(
      'QuoteMissing',
      'We could not find your quote. Please retrieve it and try again.',
    );
  }
  if (found.purchasedAt !== null) {
    throw new DomainError('PolicyAlreadyPurchased', 'This quote has already been bought.');
  }
  if (found.status !== 'Quote' || found.noAvailableProducts) {
    throw new DomainError('QuoteClosed', 'This quote cannot be bought online. Please call us.');
  }
  if (found.expiresAt.getTime() < now.getTime()) {
    throw new DomainError(
      'QuoteExpired',
      'This quote has expired. Please start a new quote to get an up-to-date price.',
    );
  }
  if (found.quote.policy.eventCurrent.policyEventReference !== found.policyEventReference) {
    throw new DomainError(
      'QuoteClosed',
      'Your quote has changed since you chose to buy it. Please check your quote and try again.',
    );
  }
  // Decision 033: re-checked at this moment, not only at finalize (finalized at 23:59, paid at 00:01).
  const refusal = saleRefusal(found.quote, ukDate(now));
  if (refusal) throw new DomainError(refusal.code, refusal.message);
  return found;
}

/** The option must be one the finalized result allows (§4.8), as paymentOptions lists them. */
function assertOptionAllowed(
  result: ReturnType<typeof soldResult>,
  option: PaymentOptionType,
): void {
  const allowed = paymentOptionsFor(result);
  if (allowed.length === 0) {
    throw new DomainError('NoAvailablePayMethods', 'No available payment methods found');
  }
  if (!allowed.some((each) => each.type === option)) {
    throw new DomainError(
      'NoMatchingPaymentOption',
      'This way of paying is not available for your quote. Please choose another.',
    );
  }
}

/** §7.4 payment options: the methods the finalized result allows (§4.8 mapping). */
export async function paymentOptions(
  deps: PurchaseDependencies,
  quoteKey: string,
): Promise<PaymentOption[]> {
  const found = await payableQuote(deps.db, quoteKey, deps.now());
  const options = paymentOptionsFor(soldResult(found.quote));
  if (options.length === 0) {
    throw new DomainError('NoAvailablePayMethods', 'No available payment methods found');
  }
  return options;
}

/**
 * The provider's payment frame for a finalized quote. The session is created under an
 * idempotency key from (quote, event, option, attempt), so a retried or doubled call gets the same
 * session, and is stored as a payment row before the frame is shown.
 */
export async function createPaymentSession(
  deps: PurchaseDependencies,
  request: PaymentSessionRequest,
): Promise<PaymentSession> {
  const { db } = deps;
  const now = deps.now();
  const found = await payableQuote(db, request.quoteKey, now);
  const result = soldResult(found.quote);
  assertOptionAllowed(result, request.option);
  const amount = amountToChargePence(result, request.option);
  if (amount === undefined) {
    throw new DomainError('NoAvailablePayMethods', 'No available payment methods found');
  }
  await checkBeforePayment(deps, found, request.option);
  if (!deps.provider) throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE);

  const earlier = await findPaymentsOfChoice(
    db,
    found.quoteId,
    found.policyEventReference,
    request.option,
  );
  // A session that ran out (or is about to) is replaced by the next attempt's; any other is reused.
  const attempt = earlier.filter(
    (payment) =>
      payment.status === 'expired' ||
      payment.expires_at.getTime() <= now.getTime() + SESSION_REUSE_MARGIN_MS,
  ).length;
  const idempotencyKey = paymentIdempotencyKey(
    found.quoteId,
    found.policyEventReference,
    request.option,
    attempt,
  );
  const session = await callProvider(() =>
    deps.provider!.createSession(
      {
        amount,
        reference: found.webReference,
        policyEventReference: found.policyEventReference,
        description:
          request.option === 'ANNUAL_CARD'
            ? 'Annual van insurance'
            : 'Van insurance deposit (the rest by monthly Direct Debit)',
        notifyUrl: deps.notifyUrl,
        allowedOrigin: deps.allowedOrigin,
      },
      idempotencyKey,
    ),
  );
  await insertPayment(db, {
    quote_id: found.quoteId,
    policy_event_reference: found.policyEventReference,
    payment_option: request.option,
    amount_pence: amount,
    provider_session_id: session.id,
    idempotency_key: idempotencyKey,
    status: 'open',
    created_at: now,
    updated_at: now,
    expires_at: session.expiresAt,
    consent_to_auto_renew: request.consentToAutoRenew,
  });
  return { sessionId: session.id, frameUrl: session.frameUrl, amount: amount / 100 };
}

/**
 * What must hold before money is taken (decisions 028 and 033 item 2): the fraud and
 * credit check for the plan (decision 028: ANNUAL_CARD is stopped only by FAILED, MONTHLY_DD needs
 * PASSED) of the finalized event's proposer, and for MONTHLY_DD the Direct Debit mandate of that
 * event, given first, whose bank account is checked with them. An outcome is reused only for the
 * same facts within its validity (runCreditCheck), so the mandate's check is not made twice, and
 * a proposer or account changed since is checked anew before any session is created.
 * @throws DomainError DirectDebitMandateMissing (409), or as checkCredit.
 */
async function checkBeforePayment(
  deps: PurchaseDependencies,
  quote: FinalizedQuote,
  option: PaymentOptionType,
): Promise<void> {
  if (option === 'MONTHLY_DD') {
    const mandate = await findMandate(deps.db, quote.quoteId, quote.policyEventReference);
    if (!mandate) throw new DomainError('DirectDebitMandateMissing', MANDATE_MISSING_MESSAGE);
    // The account the Direct Debit will collect from, as stored (normalised) with the mandate.
    await checkCredit(deps, quote, option, {
      sortCode: mandate.sort_code,
      accountNumber: mandateAccountNumber(mandate, deps.bankAccountKeys),
    });
    return;
  }
  await checkCredit(deps, quote, option);
}

/**
 * The fraud and credit check of the finalized event's proposer for `option` (§7.4), with the
 * bank account for MONTHLY_DD, refused in the customer's words: FAILED is a decline (§8
 * no-quote), FAILED_CREDIT refuses monthly payments only, SERVICE_UNAVAILABLE refuses monthly
 * payments for now (a card payment needs no credit).
 * @throws DomainError QuoteDeclined (422), CreditCheckFailed (422), ServiceUnavailable (503).
 */
async function checkCredit(
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
  switch (outcome.result) {
    case 'FAILED':
      throw new DomainError('QuoteDeclined', QUOTE_DECLINED_MESSAGE);
    case 'FAILED_CREDIT':
      throw new DomainError('CreditCheckFailed', CREDIT_CHECK_FAILED_MESSAGE);
    default:
      throw new DomainError('ServiceUnavailable', CREDIT_CHECK_UNAVAILABLE_MESSAGE);
  }
}

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
  const result = soldResult(found.quote);
  assertOptionAllowed(result, 'MONTHLY_DD');
  const plan = result?.instalmentPlans?.[0];
  const depositPence = amountToChargePence(result, 'MONTHLY_DD');
  const coverStartDate = found.quote.policy.startDate;
  if (!plan || depositPence === undefined || !coverStartDate) {
    throw new DomainError('NoAvailablePayMethods', 'No available payment methods found');
  }
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
    today: ukDate(now),
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
      collectionDay:
        request.collectionDay ??
        Math.min(Number(coverStartDate.slice(8, 10)), LATEST_COLLECTION_DAY),
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

/**
 * §7.4 verifyPolicy (wrap-up): the quote's policy as {token, policyNumber}. When none is issued
 * yet, the provider is asked about the quote's unsettled payments (a lost or late notification
 * must not stop the customer) and a paid one is issued now, exactly as the notification would.
 * Every call gives a new token; all of them open the same policy (decision 029).
 * The customer is known by the quoteKey their payment was made under (decision 034 item 4): with it
 * the retrieve guard is not consulted, so no lock-out stands between a paid customer and their
 * policy; without it (another device) the retrieval key is checked as retrieve checks it.
 * @throws DomainError from the retrieval-key check; WrapUpTokenMissing (409) while the payment is
 * not complete, so the web retries (§9.1) and then shows policy-wrap-up-error (§8); as
 * refuseRefusedPayment when the customer's last payment was paid but refused at issue.
 */
export async function verifyPolicy(
  deps: PurchaseDependencies,
  request: WrapUpRequest,
  clientKey: string,
): Promise<WrapUpResponse> {
  const { db } = deps;
  const now = deps.now();
  const { quoteKey, ...key } = request;
  if (!(quoteKey !== undefined && (await quoteKeyOpens(db, quoteKey, key.webReference)))) {
    await verifyRetrievalKey(db, key, clientKey, now);
  }
  const quoteId = await findQuoteIdByWebReference(db, key.webReference);
  if (!quoteId) throw new DomainError('WrapUpTokenMissing', PAYMENT_NOT_COMPLETE_MESSAGE);
  let policy = await findPolicyByQuoteId(db, quoteId);
  if (!policy && deps.provider) policy = await issueFromProvider(deps, quoteId);
  if (!policy) await refuseRefusedPayment(deps, quoteId);
  if (!policy) throw new DomainError('WrapUpTokenMissing', PAYMENT_NOT_COMPLETE_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  await insertPolicyToken(
    db,
    policy.id,
    hashKey(token),
    now,
    new Date(now.getTime() + WRAP_UP_TOKEN_TTL_MS),
  );
  return { token, policyNumber: policy.policy_number };
}

/** Whether `quoteKey` is one finalize gave for the quote with this reference. */
async function quoteKeyOpens(db: Db, quoteKey: string, webReference: string): Promise<boolean> {
  const found = await findFinalizedQuote(db, hashKey(quoteKey));
  return found?.webReference === webReference;
}

async function issueFromProvider(
  deps: PurchaseDependencies,
  quoteId: string,
): Promise<PolicyRow | undefined> {
  const payments = await findUnsettledPaymentsOfQuote(deps.db, quoteId, PAYABLE_STATUSES);
  for (const payment of payments) {
    const session = await callProvider(() =>
      deps.provider!.getSession(payment.provider_session_id),
    );
    const settlement = await settleInTransaction(deps, payment.id, session);
    if (settlement.kind === 'policy') return settlement.policy;
  }
  return findPolicyByQuoteId(deps.db, quoteId);
}

/**
 * Decision 033: the wrap-up answers a payment refused at issue in the customer's words instead of
 * leaving them waiting. Only the quote's latest payment counts (an older refused one may have been
 * followed by a new start date and a new payment).
 * @throws DomainError the sale refusal's own code and message (CoverStartDateInvalid 422,
 * RiskIncomplete 409) when the sale was refused at issue; PaymentFailure (400) when the provider's
 * session did not match what we charged. Returns when the latest payment was not refused.
 */
async function refuseRefusedPayment(deps: PurchaseDependencies, quoteId: string): Promise<void> {
  const latest = await findLatestPaymentOfQuote(deps.db, quoteId);
  if (!latest || !['refund_due', 'refunded'].includes(latest.status) || !latest.failure_code) {
    return;
  }
  if (latest.failure_code === 'CoverStartDateInvalid' || latest.failure_code === 'RiskIncomplete') {
    const sold = await findEventQuote(deps.db, quoteId, latest.policy_event_reference);
    const refusal = sold && saleRefusal(sold.quote, ukDate(deps.now()));
    if (refusal) throw new DomainError(refusal.code, refusal.message);
    throw new DomainError(latest.failure_code, SALE_REFUSED_MESSAGE);
  }
  throw new DomainError('PaymentFailure', PAYMENT_NOT_CONFIRMED_MESSAGE);
}

/** Settles one payment in a transaction of its own, then refunds it if it may not be kept. */
export async function settleInTransaction(
  deps: Pick<PurchaseDependencies, 'db' | 'provider' | 'now' | 'confirmation' | 'log'>,
  paymentId: string,
  state: Parameters<typeof settlePayment>[2],
): Promise<Settlement> {
  const now = deps.now();
  const settlement = await deps.db
    .transaction()
    .execute((trx) =>
      settlePayment(trx, paymentId, state, { now, confirmation: deps.confirmation }),
    );
  await afterSettlement(deps, settlement);
  return settlement;
}

/**
 * What must happen after the transaction: the alerts (ids and codes only, never personal data),
 * and money that may not be kept goes back (a second payment for a bought quote, a session that
 * is not what we charged, a sale refused at issue).
 */
export async function afterSettlement(
  deps: Pick<PurchaseDependencies, 'db' | 'provider' | 'now' | 'log'>,
  settlement: Settlement,
): Promise<void> {
  switch (settlement.kind) {
    case 'policy':
      deps.log.info(
        { policyId: settlement.policy.id, paymentId: settlement.policy.payment_id },
        'policy issued or confirmed',
      );
      return;
    case 'refused':
      deps.log.error(
        {
          paymentId: settlement.payment.id,
          sessionId: settlement.payment.provider_session_id,
          mismatch: settlement.mismatch,
        },
        'payment does not match what we charged',
      );
      return;
    case 'refund_recorded':
      deps.log.warn(
        {
          policyId: settlement.policy.id,
          paymentId: settlement.policy.payment_id,
          refundedPence: settlement.refundedPence,
          status: settlement.policy.status,
        },
        settlement.cancelled
          ? 'policy cancelled: its payment was refunded in full'
          : "part of a policy's payment refunded",
      );
      return;
    case 'none':
      return;
  }
  const { payment, cause } = settlement;
  if (cause.why === 'mismatch') {
    deps.log.error(
      { paymentId: payment.id, sessionId: payment.provider_session_id, mismatch: cause.mismatch },
      'payment does not match what we charged',
    );
  } else if (cause.why === 'sale_refused') {
    deps.log.error(
      { paymentId: payment.id, quoteId: payment.quote_id, code: cause.refusal.code },
      'sale refused at issue: nothing issued, payment to be refunded',
    );
  }
  if (!deps.provider) return;
  try {
    await refundDuePayment(deps.db, deps.provider, payment, deps.now());
    deps.log.warn(
      { paymentId: payment.id, why: cause.why, failureCode: payment.failure_code },
      'payment refunded: no policy may be issued on it',
    );
  } catch (error) {
    // Left refund_due: recovery tries again within a minute.
    deps.log.error(
      { paymentId: payment.id, error: (error as Error).message },
      'refund failed; recovery will retry',
    );
  }
}

/**
 * The provider's signed notification (apps/payment-sandbox/README.md "Notifications"): verified
 * over the raw body, then acted on once per eventId, in the same transaction as its effect. What
 * it claims is a hint only (decision 033 item 4): what is acted on is the session as the provider's
 * merchant API answers it (getSession), settled as wrap-up and recovery settle it. A session we
 * never created that holds money is refunded at once: nothing was sold for it.
 * @returns 'refused' for a missing or bad signature (nothing changes), otherwise 'accepted'.
 * @throws DomainError ServiceUnavailable (503) when the provider cannot be asked: nothing is
 * recorded, so the provider delivers the notification again.
 */
export async function receiveNotification(
  deps: PurchaseDependencies,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<'accepted' | 'refused'> {
  if (!deps.provider) return 'refused';
  const now = deps.now();
  const check = deps.provider.verifyNotification(rawBody, headers, now);
  if (!check.valid) {
    deps.log.warn({ reason: check.reason }, 'payment notification refused');
    return 'refused';
  }
  const { notification } = check;
  const payment = await findPaymentBySessionId(deps.db, notification.sessionId);
  if (!payment) return strayNotification(deps, notification, now);
  // The session the payment row names: a notification can only ever settle its own payment.
  const state = await callProvider(() => deps.provider!.getSession(payment.provider_session_id));
  const partRefunded = notification.type === 'payment.refunded' && state.amountRefunded > 0;
  if (CLAIMED_STATUS[notification.type] !== state.status && !partRefunded) {
    deps.log.warn(
      {
        eventId: notification.eventId,
        paymentId: payment.id,
        claimed: notification.type,
        status: state.status,
      },
      "payment notification differs from the provider's state; the provider's is used",
    );
  }
  const settlement = await deps.db.transaction().execute(async (trx) => {
    // The settlement's locks first (its quote, then the payment; payment-settlement.ts), then
    // the record of this notification: concurrent deliveries for one quote queue, never deadlock.
    const locked = await lockForSettlement(trx, payment.id);
    if (!locked) return { kind: 'none' } as const;
    const first = await recordNotification(
      trx,
      notification.eventId,
      notification.type,
      payment.id,
      now,
    );
    if (!first) return undefined;
    return settleLockedPayment(trx, locked, state, { now, confirmation: deps.confirmation });
  });
  if (settlement) await afterSettlement(deps, settlement);
  else deps.log.info({ eventId: notification.eventId }, 'payment notification already processed');
  return 'accepted';
}

/** What each notification type claims the session's status is (a hint, checked at the provider). */
const CLAIMED_STATUS: Record<ProviderNotification['type'], ProviderSessionStatus> = {
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
};

/**
 * A signed notification for a session no payment of ours names. The provider is asked about it:
 * one it does not know changes nothing; one that holds money (created at the provider by someone
 * holding our merchant key, say a 1p session with a quote's reference) is refunded in full, and
 * the alert names only ids and codes. Nothing is ever issued for it.
 */
async function strayNotification(
  deps: PurchaseDependencies,
  notification: ProviderNotification,
  now: Date,
): Promise<'accepted'> {
  const provider = deps.provider!;
  let session: ProviderSession;
  try {
    session = await provider.getSession(notification.sessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.providerStatus === 404) {
      deps.log.warn(
        { eventId: notification.eventId },
        'payment notification for a session the provider does not know',
      );
      return 'accepted';
    }
    throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE);
  }
  const held = session.status === 'succeeded' ? session.amount - session.amountRefunded : 0;
  if (held <= 0) {
    deps.log.warn(
      { eventId: notification.eventId, sessionId: session.id, status: session.status },
      'payment notification for a session we never created; it holds no money',
    );
    await recordNotification(deps.db, notification.eventId, notification.type, null, now);
    return 'accepted';
  }
  deps.log.error(
    { eventId: notification.eventId, sessionId: session.id, mismatch: ['session'] },
    'payment does not match what we charged',
  );
  await callProvider(() => provider.refund(session.id, refundIdempotencyKey(session.id)));
  await recordNotification(deps.db, notification.eventId, notification.type, null, now);
  deps.log.warn(
    { sessionId: session.id, refundedPence: held },
    'money taken on a session we never created refunded',
  );
  return 'accepted';
}

/**
 * §7.5 GET /v1/policies/:webReference: the policy as sold, for the wrap-up token of that very
 * policy. Any other request gets the same 404, whether or not the policy exists.
 */
export async function findSoldPolicy(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  authorization: string | undefined,
): Promise<Policy> {
  return soldPolicy(await policyForToken(deps, webReference, authorization));
}

/** The policy row a wrap-up token opens; the same 404 for anything else (decision 029). */
async function policyForToken(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  authorization: string | undefined,
): Promise<PolicyRow> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  // The PDF download is no contract route: its reference is checked here, before the database.
  const row =
    token && WebReferenceSchema.safeParse(webReference).success
      ? await findPolicyByToken(deps.db, webReference, hashKey(token), deps.now())
      : undefined;
  if (!row) throw new DomainError('NotFound', POLICY_NOT_FOUND);
  return row;
}

/**
 * GET /v1/policies/:webReference/documents: the sold policy's documents and IPID links, for the
 * same wrap-up token as findSoldPolicy (anything else is the same 404).
 */
export async function findPolicyDocuments(
  deps: Pick<PurchaseDependencies, 'db' | 'now' | 'confirmation'>,
  webReference: string,
  authorization: string | undefined,
): Promise<PolicyDocuments> {
  const row = await policyForToken(deps, webReference, authorization);
  return policyDocumentList(deps.db, row, deps.confirmation);
}

/**
 * GET /v1/policies/:webReference/documents/:kind: one document as a PDF, for the same token.
 * @throws DomainError NotFound for another token, a kind that does not exist or one this policy
 * does not have.
 */
export async function findPolicyDocumentFile(
  deps: Pick<PurchaseDependencies, 'db' | 'now' | 'confirmation'>,
  webReference: string,
  kind: string,
  authorization: string | undefined,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await policyForToken(deps, webReference, authorization);
  const known = PolicyDocumentKindSchema.safeParse(kind);
  if (!known.success) throw new DomainError('NotFound', 'There is no such policy document.');
  return policyDocumentFile(deps.db, row, known.data, deps.confirmation);
}

/** §7.5 GET /v1/policies/:webReference/events/:eventRef: the event that was bought. */
export async function findSoldEvent(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  eventRef: string,
  authorization: string | undefined,
): Promise<Event> {
  const policy = await findSoldPolicy(deps, webReference, authorization);
  if (policy.eventCurrent.policyEventReference !== eventRef) {
    throw new DomainError('NotFound', POLICY_NOT_FOUND);
  }
  return policy.eventCurrent;
}

/**
 * The sold Quote's policy (§3.2) as it now stands, with its policy number: status Live, or
 * Cancelled once its payment was refunded in full (decision 033 item 4).
 */
function soldPolicy(row: PolicyRow): Policy {
  const policy = row.sold_quote.policy;
  return PolicySchema.parse({
    ...policy,
    policyReference: row.policy_number,
    status: row.status,
  });
}

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE);
    }
    throw error;
  }
}

function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
