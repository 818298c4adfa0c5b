import { createHash, randomBytes } from 'node:crypto';
import {
  DIRECT_DEBIT_MESSAGES,
  LATEST_COLLECTION_DAY,
  PolicyDocumentKindSchema,
  PolicySchema,
  directDebitSchedule,
  normaliseAccountHolderName,
  normaliseAccountNumber,
  normaliseSortCode,
  normalisedValue,
  type DirectDebitMandateAnswer,
  type DirectDebitMandateRequest,
  type Event,
  type PaymentOption,
  type PaymentOptionType,
  type PaymentSession,
  type PaymentSessionRequest,
  type Policy,
  type PolicyDocuments,
  type RetrievalKey,
  type WrapUpResponse,
} from '@van/domain';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { checkBankAccount, type ModulusCheck } from '../bank-account/index.ts';
import { mayBuy, runCreditCheck, type CreditCheckProvider } from '../credit-check/index.ts';
import { verifyRetrievalKey } from '../quote/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { findMandate, saveMandate } from './direct-debit-mandate.repository.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import {
  findFinalizedQuote,
  findPaymentsOfChoice,
  findQuoteIdByWebReference,
  findUnsettledPaymentsOfQuote,
  insertPayment,
  findPaymentBySessionId,
  type FinalizedQuote,
} from './payment.repository.ts';
import { refundDuePayment, settlePayment, type Settlement } from './payment-settlement.ts';
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
  londonDate,
  PAYABLE_STATUSES,
  paymentIdempotencyKey,
  paymentOptionsFor,
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
}

/** How long a wrap-up token opens its policy: long enough for the confirmation page. */
export const WRAP_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A session about to expire is not handed out again: the customer needs time to type a card. */
const SESSION_REUSE_MARGIN_MS = 5 * 60 * 1000;

const PAYMENTS_UNAVAILABLE = 'Payments are not available at the moment. Please try again later.';
export const PAYMENT_NOT_COMPLETE_MESSAGE = 'Your payment has not been completed yet.';
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
 * bought, and not re-priced since it was finalized (the price paid is the price finalized).
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
 * What must hold before money is taken (issue 7 items 2 and 4): the fraud and credit check for
 * the plan (decision 028: ANNUAL_CARD is stopped only by FAILED, MONTHLY_DD needs PASSED), and
 * for MONTHLY_DD the Direct Debit mandate of the finalized event, given first. The check's stored
 * outcome is reused (runCreditCheck), so the mandate's check is not made twice.
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
  }
  await checkCredit(deps, quote, option);
}

/**
 * The fraud and credit check of the quote's proposer for `option` (§7.4), refused in the
 * customer's words: FAILED is a decline (§8 no-quote), FAILED_CREDIT refuses monthly payments
 * only, SERVICE_UNAVAILABLE refuses monthly payments for now (a card payment needs no credit).
 * @throws DomainError QuoteDeclined (422), CreditCheckFailed (422), ServiceUnavailable (503).
 */
async function checkCredit(
  deps: PurchaseDependencies,
  quote: FinalizedQuote,
  option: PaymentOptionType,
): Promise<void> {
  const outcome = await runCreditCheck(
    deps.db,
    quote.quoteId,
    quote.quote.policy.eventCurrent.risk,
    option,
    {
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
  await checkCredit(deps, found, 'MONTHLY_DD');

  const collections = directDebitSchedule({
    plan,
    coverStartDate,
    today: londonDate(now),
    ...(request.collectionDay === undefined ? {} : { collectionDay: request.collectionDay }),
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
    accountNumberEnding: mandate.account_number.slice(-4),
    deposit: mandate.deposit_pence / 100,
    collections: mandate.collections,
  };
}

/**
 * §7.4 verifyPolicy (wrap-up): the quote's policy as {token, policyNumber}. When none is issued
 * yet, the provider is asked about the quote's unsettled payments (a lost or late notification
 * must not stop the customer) and a paid one is issued now, exactly as the notification would.
 * Every call gives a new token; all of them open the same policy (decision 029).
 * @throws DomainError from the retrieval-key check; WrapUpTokenMissing (409) while the payment is
 * not complete, so the web retries (§9.1) and then shows policy-wrap-up-error (§8).
 */
export async function verifyPolicy(
  deps: PurchaseDependencies,
  key: RetrievalKey,
  clientKey: string,
): Promise<WrapUpResponse> {
  const { db } = deps;
  const now = deps.now();
  await verifyRetrievalKey(db, key, clientKey, now);
  const quoteId = await findQuoteIdByWebReference(db, key.webReference);
  if (!quoteId) throw new DomainError('WrapUpTokenMissing', PAYMENT_NOT_COMPLETE_MESSAGE);
  let policy = await findPolicyByQuoteId(db, quoteId);
  if (!policy && deps.provider) policy = await issueFromProvider(deps, quoteId);
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

/** Settles one payment in a transaction of its own, then refunds it if it paid twice. */
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

/** What must happen after the transaction: a second payment for a bought quote goes back. */
export async function afterSettlement(
  deps: Pick<PurchaseDependencies, 'db' | 'provider' | 'now' | 'log'>,
  settlement: Settlement,
): Promise<void> {
  if (settlement.kind === 'policy') {
    deps.log.info(
      { policyId: settlement.policy.id, paymentId: settlement.policy.payment_id },
      'policy issued or confirmed',
    );
  }
  if (settlement.kind !== 'refund_due' || !deps.provider) return;
  try {
    await refundDuePayment(deps.db, deps.provider, settlement.payment, deps.now());
    deps.log.warn(
      { paymentId: settlement.payment.id },
      'second payment for a bought quote refunded',
    );
  } catch (error) {
    // Left refund_due: recovery tries again within a minute.
    deps.log.error(
      { paymentId: settlement.payment.id, error: (error as Error).message },
      'refund failed; recovery will retry',
    );
  }
}

/**
 * The provider's signed notification (apps/payment-sandbox/README.md "Notifications"): verified
 * over the raw body, then acted on once per eventId, in the same transaction as its effect.
 * @returns 'refused' for a missing or bad signature (nothing changes), otherwise 'accepted'.
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
  if (!payment) {
    // Not one of ours (another environment's, or long gone): acknowledged so it is not resent.
    deps.log.warn({ eventId: notification.eventId }, 'payment notification for an unknown session');
    return 'accepted';
  }
  const state = {
    'payment.succeeded': { status: 'succeeded' as const, paidAt: now },
    'payment.declined': { status: 'declined' as const },
    'payment.failed': { status: 'failed' as const },
    'payment.refunded': { status: 'refunded' as const },
  }[notification.type];
  const settlement = await deps.db.transaction().execute(async (trx) => {
    const first = await recordNotification(
      trx,
      notification.eventId,
      notification.type,
      payment.id,
      now,
    );
    if (!first) return undefined;
    return settlePayment(trx, payment.id, state, { now, confirmation: deps.confirmation });
  });
  if (settlement) await afterSettlement(deps, settlement);
  else deps.log.info({ eventId: notification.eventId }, 'payment notification already processed');
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
  const row = token
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

/** The sold Quote's policy (§3.2) as it now stands: live, with its policy number. */
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
