import type { PaymentOptionType } from '../payment/payment.schema.ts';
import type { Quote } from './quote.schema.ts';
import type { Result } from './result.schema.ts';

// The tier being sold and what it costs, read one way by every page that shows a price, by the
// server that charges it and by the policy documents, so the price the customer pays is the price
// they were shown (decision 038).

/**
 * The result of the tier being sold: the current event's. The selected tier is the one the
 * customer chose (the Tier userfield, forms `chosenTier`), VAN until they choose (decision 049,
 * reading §4.4), and the quote service answers its event as eventCurrent (the event a payment
 * buys, by its policyEventReference), the same result as that tier's entry of eventsRelated that
 * the tier grid shows. Undefined when the current event carries no result, whatever eventsRelated
 * holds: a price is never taken from an event other than the one being sold.
 */
export function selectedResult(quote: Quote): Result | undefined {
  return quote.policy.eventCurrent.result;
}

/**
 * What the customer pays today for `option`, in pounds, from a result (§3.11, §4.8): the annual
 * total for ANNUAL_CARD; the first instalment plan's deposit for MONTHLY_DD (the rest is collected
 * by Direct Debit). Undefined when the result gives no positive, finite figure for it, so nothing
 * is ever charged or shown as due that the result does not price.
 */
export function priceToPayToday(
  result: Result | undefined,
  option: PaymentOptionType,
): number | undefined {
  const pounds =
    option === 'ANNUAL_CARD'
      ? result?.premiumDetails?.totalPayable
      : result?.instalmentPlans?.[0]?.depositAmountTotal;
  if (pounds === undefined || !Number.isFinite(pounds) || pounds <= 0) return undefined;
  return pounds;
}
