import { createHash } from 'node:crypto';
import {
  LATEST_COLLECTION_DAY,
  type PaymentOption,
  type PaymentOptionType,
  type PayMethodType,
} from '@van/domain/payment';
import { priceToPayToday, saleRefusal, type Quote, type Result } from '@van/domain/quote';
import { PAYMENT_OPTION_BY_PAY_METHOD } from '@van/domain/reference-data';
import {
  CREDIT_CHECK_FAILED_MESSAGE,
  CREDIT_CHECK_UNAVAILABLE_MESSAGE,
  NO_AVAILABLE_PAYMENT_METHODS_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_OPTION_NOT_AVAILABLE_MESSAGE,
  POLICY_ALREADY_PURCHASED_MESSAGE,
  QUOTE_CHANGED_SINCE_FINALIZE_MESSAGE,
  QUOTE_DECLINED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_BUYABLE_ONLINE_MESSAGE,
  SALE_REFUSED_MESSAGE,
  calendarYear,
  ukToday,
  type ErrorCode,
} from '@van/domain/shared';
import type { CheckResult } from '../credit-check/index.ts';
import type { ProviderSession, ProviderSessionStatus } from './payment-provider.ts';
import type { FinalizedQuote } from './payment.repository.ts';
import type { PaymentRow, PaymentStatus, PolicyRow } from './purchase.table.ts';

// The purchase's rules, free of I/O: which options a result allows, what is charged, how a
// provider's state reads on our side. The services call these; nothing here reads a clock.

/** §7.4 payment options: only the methods the result allows (§4.8), each once, in its order. */
export function paymentOptionsFor(result: Result | undefined): PaymentOption[] {
  const types = (result?.resultStatusDetails?.availablePayMethods ?? [])
    .map((method) => PAYMENT_OPTION_BY_PAY_METHOD[method.type as PayMethodType])
    .filter((type): type is PaymentOptionType => type !== undefined);
  return [...new Set(types)].map((type) => ({ type }));
}

/**
 * What the card is charged now, in pence: the price to pay today that the payment page shows
 * (priceToPayToday in packages/domain: the annual total for ANNUAL_CARD, the first instalment
 * plan's deposit for MONTHLY_DD, the rest collected by Direct Debit). Undefined when the result
 * gives no positive figure for it.
 */
export function amountToChargePence(
  result: Result | undefined,
  option: PaymentOptionType,
): number | undefined {
  const pounds = priceToPayToday(result, option);
  return pounds === undefined ? undefined : Math.round(pounds * 100);
}

/**
 * The provider idempotency key of a payment session: the same quote, event, option and attempt
 * always give the same key, so a retried or doubled paymentSession call gets the same session.
 * `attempt` counts the earlier sessions of the same choice that expired unpaid.
 */
export function paymentIdempotencyKey(
  quoteId: string,
  policyEventReference: string,
  option: PaymentOptionType,
  attempt: number,
): string {
  const digest = createHash('sha256')
    .update(`payment-session:${quoteId}:${policyEventReference}:${option}:${attempt}`)
    .digest('hex');
  return `ps_${digest.slice(0, 48)}`;
}

/** The refund of a session has one key, whoever asks and however often. */
export function refundIdempotencyKey(sessionId: string): string {
  return `refund:${sessionId}`;
}

/**
 * Readable and unique: 'RWV-2026-000123' from the year of issue and a database sequence value.
 * (The brand's van prefix; the year of the issue's UK date, decision 037: the UK is on GMT at the
 * new year, so it is the UTC year too.)
 */
export function formatPolicyNumber(issuedAt: Date, sequence: number): string {
  return `RWV-${calendarYear(ukToday(issuedAt))}-${String(sequence).padStart(6, '0')}`;
}

/**
 * What a provider state that is not a success means for a payment not yet paid. A success is
 * never mapped here: it goes through the issue (payment-settlement.ts), the one way to 'succeeded'.
 */
export function unpaidStatusFor(status: ProviderSessionStatus): PaymentStatus | undefined {
  switch (status) {
    case 'open':
    case 'requires_action':
      return 'open';
    case 'declined':
      return 'declined';
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    default:
      return undefined;
  }
}

/** Statuses from which the customer can still pay (another card in the same frame). */
export const PAYABLE_STATUSES: readonly PaymentStatus[] = ['open', 'declined', 'failed'];

/**
 * A Direct Debit mandate reference: 'RWVDD' and a sequence value as 8 digits ('RWVDD00000042').
 * Bacs asks for 6-18 capital letters and digits, not all one character: this is 13, unique, and
 * names no person (decision 030).
 */
export function formatMandateReference(sequence: number): string {
  return `RWVDD${String(sequence).padStart(8, '0')}`;
}

/** '309950' as '30-99-50', the way sort codes are printed. */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}

/** Why the customer may not go on, in their words; the services throw it as a DomainError. */
export interface PurchaseRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Whether a finalized quote may be paid for now: open, within its 30 days, not bought, not
 * re-priced since it was finalized (the price paid is the price finalized), and still sellable
 * today (saleRefusal: the cover start window, a complete risk; decision 033: re-checked at this
 * moment, not only at finalize, as one finalized at 23:59 may be paid at 00:01).
 * @param today the UK date of `now`.
 */
export function quoteNotPayable(
  found: FinalizedQuote,
  now: Date,
  today: string,
): PurchaseRefusal | undefined {
  if (found.purchasedAt !== null) {
    return { code: 'PolicyAlreadyPurchased', message: POLICY_ALREADY_PURCHASED_MESSAGE };
  }
  if (found.status !== 'Quote' || found.noAvailableProducts) {
    return { code: 'QuoteClosed', message: QUOTE_NOT_BUYABLE_ONLINE_MESSAGE };
  }
  if (found.expiresAt.getTime() < now.getTime()) {
    return { code: 'QuoteExpired', message: QUOTE_EXPIRED_MESSAGE };
  }
  if (found.quote.policy.eventCurrent.policyEventReference !== found.policyEventReference) {
    return { code: 'QuoteClosed', message: QUOTE_CHANGED_SINCE_FINALIZE_MESSAGE };
  }
  return saleRefusal(found.quote, today);
}

/** Whether `option` is one the finalized result allows (§4.8), as paymentOptions lists them. */
export function optionNotAllowed(
  result: Result | undefined,
  option: PaymentOptionType,
): PurchaseRefusal | undefined {
  const allowed = paymentOptionsFor(result);
  if (allowed.length === 0) {
    return { code: 'NoAvailablePayMethods', message: NO_AVAILABLE_PAYMENT_METHODS_MESSAGE };
  }
  if (!allowed.some((each) => each.type === option)) {
    return { code: 'NoMatchingPaymentOption', message: PAYMENT_OPTION_NOT_AVAILABLE_MESSAGE };
  }
  return undefined;
}

/**
 * A credit check outcome that does not allow `option` (mayBuy), in the customer's words: FAILED
 * is a decline (§8 no-quote), FAILED_CREDIT refuses monthly payments only, anything else
 * (SERVICE_UNAVAILABLE) refuses monthly payments for now.
 */
export function creditRefusal(result: CheckResult): PurchaseRefusal {
  switch (result) {
    case 'FAILED':
      return { code: 'QuoteDeclined', message: QUOTE_DECLINED_MESSAGE };
    case 'FAILED_CREDIT':
      return { code: 'CreditCheckFailed', message: CREDIT_CHECK_FAILED_MESSAGE };
    default:
      return { code: 'ServiceUnavailable', message: CREDIT_CHECK_UNAVAILABLE_MESSAGE };
  }
}

type PaymentOutcome = Pick<PaymentRow, 'status' | 'failure_code'>;

/** The reason recorded on a payment that was paid and is being (or was) given back, if any. */
function refusalRecorded(payment: PaymentOutcome | undefined): string | undefined {
  if (payment?.status !== 'refund_due' && payment?.status !== 'refunded') return undefined;
  return payment.failure_code || undefined;
}

/** The failure codes of a sale refused at issue for its cover start or its answers. */
function isRefusedAtIssue(reason: string): reason is 'CoverStartDateInvalid' | 'RiskIncomplete' {
  return reason === 'CoverStartDateInvalid' || reason === 'RiskIncomplete';
}

/**
 * Whether the wrap-up needs the quote of the latest payment's event to word its refusal: the
 * payment was refused at issue for its cover start or its answers (wrapUpRefusal).
 */
export function refusedAtIssue(latest: PaymentOutcome | undefined): boolean {
  const reason = refusalRecorded(latest);
  return reason !== undefined && isRefusedAtIssue(reason);
}

/**
 * Decision 033: what the wrap-up answers, instead of leaving the customer waiting, when the
 * quote's latest payment was paid and then refused (only the latest counts: an older refused one
 * may have been followed by a new start date and a new payment). A sale refused at issue for its
 * cover start or its answers is answered with the refusal as it stands `today` (saleRefusal of
 * `soldQuote`, the quote of the payment's event), else with SALE_REFUSED_MESSAGE under the code
 * recorded; any other refusal (the provider's session did not match what we charged, a refund
 * before issue) with PaymentFailure. Undefined when the latest payment was not refused.
 * @param today the UK date.
 */
export function wrapUpRefusal(
  latest: PaymentOutcome | undefined,
  soldQuote: Quote | undefined,
  today: string,
): PurchaseRefusal | undefined {
  const reason = refusalRecorded(latest);
  if (reason === undefined) return undefined;
  if (isRefusedAtIssue(reason)) {
    return (
      (soldQuote && saleRefusal(soldQuote, today)) ?? {
        code: reason,
        message: SALE_REFUSED_MESSAGE,
      }
    );
  }
  return { code: 'PaymentFailure', message: PAYMENT_NOT_CONFIRMED_MESSAGE };
}

/** A session about to expire is not handed out again: the customer needs time to type a card. */
export const SESSION_REUSE_MARGIN_MS = 5 * 60 * 1000;

/**
 * The attempt a new payment session of one choice is made under: the number of its earlier
 * sessions that ran out (or are about to). Any other earlier session is reused, as the same
 * attempt gives the same idempotency key.
 */
export function sessionAttempt(
  earlier: readonly Pick<PaymentRow, 'status' | 'expires_at'>[],
  now: Date,
): number {
  return earlier.filter(
    (payment) =>
      payment.status === 'expired' ||
      payment.expires_at.getTime() <= now.getTime() + SESSION_REUSE_MARGIN_MS,
  ).length;
}

/** The day the Direct Debit collections fall on: the one chosen, else the schedule's default. */
export function mandateCollectionDay(chosen: number | undefined, coverStartDate: string): number {
  return chosen ?? Math.min(Number(coverStartDate.slice(8, 10)), LATEST_COLLECTION_DAY);
}

/** The money a provider session holds: what a success took less what was refunded, in pence. */
export function heldPence(
  session: Pick<ProviderSession, 'status' | 'amount' | 'amountRefunded'>,
): number {
  return session.status === 'succeeded' ? session.amount - session.amountRefunded : 0;
}

/**
 * When the policy's cover ended by cancellation, if it has by `now`: its cancelled_at is the
 * instant cover ends, which a cancellation from a later date sets ahead (decision 063, amended).
 * Until then the policy is in force and its certificate valid; from then on it is cancelled,
 * derived here from the clock wherever the status is read, with no job to run on the date.
 */
export function cancelledBy(
  policy: Pick<PolicyRow, 'status' | 'cancelled_at'>,
  now: Date,
): Date | undefined {
  return policy.status === 'Cancelled' && policy.cancelled_at && policy.cancelled_at <= now
    ? policy.cancelled_at
    : undefined;
}
