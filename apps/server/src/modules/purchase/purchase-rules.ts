import { createHash } from 'node:crypto';
import type { PaymentOption, PaymentOptionType, PayMethodType, Quote, Result } from '@van/domain';
import type { ProviderSessionStatus } from './payment-provider.ts';
import type { PaymentStatus } from './purchase.table.ts';

// The purchase's rules, free of I/O: which options a result allows, what is charged, how a
// provider's state reads on our side. The services call these; nothing here reads a clock.

/** §4.8: Instalmnts maps to MONTHLY_DD; PayInFull maps to ANNUAL_CARD. */
const OPTION_BY_PAY_METHOD: Record<PayMethodType, PaymentOptionType> = {
  PayInFull: 'ANNUAL_CARD',
  Instalmnts: 'MONTHLY_DD',
};

/** §7.4 payment options: only the methods the result allows, each once, in the result's order. */
export function paymentOptionsFor(result: Result | undefined): PaymentOption[] {
  const types = (result?.resultStatusDetails?.availablePayMethods ?? [])
    .map((method) => OPTION_BY_PAY_METHOD[method.type as PayMethodType])
    .filter((type): type is PaymentOptionType => type !== undefined);
  return [...new Set(types)].map((type) => ({ type }));
}

/**
 * What the card is charged now, in pence: the tier's annual total for ANNUAL_CARD, the first
 * instalment plan's deposit for MONTHLY_DD (the rest is collected by direct debit). Undefined
 * when the result gives no positive figure for it.
 */
export function amountToChargePence(
  result: Result | undefined,
  option: PaymentOptionType,
): number | undefined {
  const pounds =
    option === 'ANNUAL_CARD'
      ? result?.premiumDetails?.totalPayable
      : result?.instalmentPlans?.[0]?.depositAmountTotal;
  if (pounds === undefined || !Number.isFinite(pounds) || pounds <= 0) return undefined;
  return Math.round(pounds * 100);
}

/** The bought tier's result: the finalized event's (the journey's tier is always VAN, §4.4). */
export function soldResult(quote: Quote): Result | undefined {
  return quote.policy.eventCurrent.result;
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
 * (The brand's van prefix; the year is the issue's, in UTC.)
 */
export function formatPolicyNumber(issuedAt: Date, sequence: number): string {
  return `RWV-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
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
