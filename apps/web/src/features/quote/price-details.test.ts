import { createDefaultDirectQuote, selectedResult } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { extraCostOfPayingMonthly, priceDetails } from './price-details';
import { engineQuote } from '../../testing/quote-test-kit';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

describe('priceDetails (§3.11)', () => {
  it('reads the monthly figures from the first instalment plan and the credit from topUp', () => {
    const quote = engineQuote(risk);
    const result = selectedResult(quote);
    const plan = result?.instalmentPlans?.[0];
    expect(priceDetails(quote, result)).toEqual({
      annualTotalPayable: result?.premiumDetails?.totalPayable,
      monthlyTotalPayable: plan?.totalPayable,
      aprRateNewInstruction: 26.9,
      depositAmountTotal: plan?.depositAmountTotal,
      interestAmountTotal: plan?.interestAmountTotal,
      interestPercentage: 11.36,
      paymentAmountNormal: plan?.paymentAmountNormal,
      paymentAmountVaried: plan?.paymentAmountVaried,
      paymentCountNormal: 10,
      totalAmountOfCredit: quote.topUp?.totalAmountOfCredit?.VAN,
    });
  });

  it('gives 0 for every monthly figure without a plan', () => {
    const quote = engineQuote(risk, { withoutPlans: ['VAN'] });
    const details = priceDetails(quote, selectedResult(quote));
    expect(details.monthlyTotalPayable).toBe(0);
    expect(details.paymentAmountNormal).toBe(0);
    expect(details.aprRateNewInstruction).toBe(0);
    expect(details.annualTotalPayable).toBeGreaterThan(0);
  });
});

describe('extraCostOfPayingMonthly', () => {
  it.each([
    [1010.74, 1114.07, 103.33],
    [500, 500, 0],
    [500, 0, 0],
  ])('yearly %s, monthly in total %s: %s more', (annual, monthly, extra) => {
    const details = { ...priceDetails(engineQuote(risk), undefined) };
    expect(
      extraCostOfPayingMonthly({
        ...details,
        annualTotalPayable: annual,
        monthlyTotalPayable: monthly,
      }),
    ).toBe(extra);
  });
});
