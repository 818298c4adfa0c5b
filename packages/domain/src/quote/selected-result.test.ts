import { describe, expect, it } from 'vitest';
import type { PaymentOptionType } from '../payment/payment.schema.ts';
import { createDefaultDirectQuote } from './default-direct-quote.ts';
import { QuoteSchema, type Quote } from './quote.schema.ts';
import type { ProductIdentifier, Result } from './result.schema.ts';
import { priceToPayToday, selectedResult } from './selected-result.ts';

const risk = createDefaultDirectQuote('2026-11-22').policy.eventCurrent.risk;

/** Each tier's yearly total and monthly deposit: VAN is neither the cheapest nor the dearest. */
const TIERS: Record<ProductIdentifier, { total: number; deposit: number }> = {
  SILVER: { total: 500, deposit: 50 },
  VAN: { total: 612.34, deposit: 98.76 },
  GOLD: { total: 700, deposit: 70 },
  PLATINUM: { total: 810.5, deposit: 81.05 },
};

const resultOf = (tier: ProductIdentifier): Result => ({
  grantedDetailsMotor: { productIdentifier: tier },
  premiumDetails: { totalPayable: TIERS[tier].total },
  instalmentPlans: [{ depositAmountTotal: TIERS[tier].deposit, paymentCountNormal: 10 }],
});

/**
 * A quote priced as the quote service answers one (§4.4): the current event is the selected
 * tier's (VAN), and eventsRelated holds one event per tier, cheapest first.
 */
function pricedQuote(): Quote {
  const event = (tier: ProductIdentifier) => ({
    resultStatus: 'Offered',
    risk,
    result: resultOf(tier),
  });
  const byPrice = (Object.keys(TIERS) as ProductIdentifier[]).sort(
    (a, b) => TIERS[a].total - TIERS[b].total,
  );
  return QuoteSchema.parse({
    noAvailableProducts: false,
    policy: {
      webReference: '11111-22222-33333',
      status: 'Quote',
      eventCurrent: event('VAN'),
      eventsRelated: byPrice.map(event),
    },
  });
}

describe('selectedResult', () => {
  it('is the VAN entry of eventsRelated (§4.4: the selected tier is always VAN)', () => {
    const quote = pricedQuote();
    const van = quote.policy.eventsRelated?.find(
      (event) => event.result?.grantedDetailsMotor?.productIdentifier === 'VAN',
    );
    expect(selectedResult(quote)?.premiumDetails?.totalPayable).toBe(612.34);
    expect(selectedResult(quote)).toEqual(van?.result);
  });

  it('falls back to the current event’s result when no related event is VAN', () => {
    const quote = pricedQuote();
    quote.policy.eventsRelated = [];
    expect(selectedResult(quote)?.premiumDetails?.totalPayable).toBe(612.34);
  });

  it('is the result of the event being sold, never another event’s', () => {
    const quote = pricedQuote();
    delete quote.policy.eventCurrent.result;
    expect(selectedResult(quote)).toBeUndefined();
  });
});

// The payment page shows priceToPayToday(selectedResult(quote), option) as the price to pay
// today, and the server charges it (purchase-rules amountToChargePence): one reading, so the
// amount charged is the price shown, and it is the selected tier's, never another tier's.
describe('the price to pay today, shown and charged', () => {
  it.each<[PaymentOptionType, number]>([
    ['ANNUAL_CARD', 612.34],
    ['MONTHLY_DD', 98.76],
  ])('for %s is the VAN tier’s own figure, £%s', (option, figure) => {
    expect(priceToPayToday(selectedResult(pricedQuote()), option)).toBe(figure);
  });

  it.each<[string, Result | undefined]>([
    ['no result', undefined],
    ['no figures', {}],
    [
      'a zero total and deposit',
      { premiumDetails: { totalPayable: 0 }, instalmentPlans: [{ depositAmountTotal: 0 }] },
    ],
    [
      'a negative total and deposit',
      { premiumDetails: { totalPayable: -1 }, instalmentPlans: [{ depositAmountTotal: -1 }] },
    ],
    [
      'figures that are not numbers',
      {
        premiumDetails: { totalPayable: Number.NaN },
        instalmentPlans: [{ depositAmountTotal: Number.POSITIVE_INFINITY }],
      },
    ],
  ])('is nothing for a result with %s', (_case, result) => {
    expect(priceToPayToday(result, 'ANNUAL_CARD')).toBeUndefined();
    expect(priceToPayToday(result, 'MONTHLY_DD')).toBeUndefined();
  });

  it('takes the deposit of the first instalment plan only', () => {
    const result: Result = {
      instalmentPlans: [{ depositAmountTotal: 12.5 }, { depositAmountTotal: 99 }],
    };
    expect(priceToPayToday(result, 'MONTHLY_DD')).toBe(12.5);
  });
});
