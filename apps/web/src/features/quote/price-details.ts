import type { PriceDetails, Quote, Result } from '@van/domain';
import { firstInstalmentPlan } from './pay-method';

/**
 * §3.11 price details of one tier: the yearly total, and the monthly figures from the first
 * instalment plan, each 0 when there is none. totalAmountOfCredit comes from topUp, by tier.
 */
export function priceDetails(quote: Quote, result: Result | undefined): PriceDetails {
  const plan = firstInstalmentPlan(result);
  const tier = result?.grantedDetailsMotor?.productIdentifier;
  return {
    annualTotalPayable: result?.premiumDetails?.totalPayable ?? 0,
    monthlyTotalPayable: plan?.totalPayable ?? 0,
    aprRateNewInstruction: plan?.aprRateNewInstruction ?? 0,
    depositAmountTotal: plan?.depositAmountTotal ?? 0,
    interestAmountTotal: plan?.interestAmountTotal ?? 0,
    interestPercentage: plan?.interestPercentage ?? 0,
    paymentAmountNormal: plan?.paymentAmountNormal ?? 0,
    paymentAmountVaried: plan?.paymentAmountVaried ?? 0,
    paymentCountNormal: plan?.paymentCountNormal ?? 0,
    totalAmountOfCredit: (tier && quote.topUp?.totalAmountOfCredit?.[tier]) ?? 0,
  };
}

/** What paying monthly costs on top of paying for the year at once, in pounds (never negative). */
export function extraCostOfPayingMonthly(details: PriceDetails): number {
  return Math.max(0, roundPence(details.monthlyTotalPayable - details.annualTotalPayable));
}

function roundPence(amount: number): number {
  return Math.round(amount * 100) / 100;
}
