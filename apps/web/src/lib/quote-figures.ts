import { chosenPayMethod } from '@van/domain/forms';
import { type PayMethodType } from '@van/domain/payment';
import { selectedResult, type PriceDetails, type Quote, type Result } from '@van/domain/quote';
import { SELECTED_PRODUCT_IDENTIFIER } from '@van/domain/reference-data';

// The figures of a held quote that more than one page shows (your-quote, payment, confirmation),
// each read from the domain's selectedResult, the result the server charges for, so the price the
// customer pays is the price they were quoted.

/**
 * How the customer means to pay: their own answer first (the PAYFREQ userfield, then duq 295, as
 * cover-details writes both), then topUp.payment, which the service answers from the same answer.
 */
export function payMethodOf(quote: Quote): PayMethodType {
  return (
    chosenPayMethod(quote.policy.eventCurrent.risk) ??
    quote.topUp?.payment?.selectedPaymentMethod ??
    'PayInFull'
  );
}

/** The first instalment plan of a result (§3.11: the figures of paying monthly come from it). */
export function firstInstalmentPlan(result: Result | undefined) {
  return result?.instalmentPlans?.[0];
}

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

/**
 * A tier's name as the tariff gives it (grantedDetailsMotor.productName: 'Van Gold'), the one name
 * used on every page (issue 17 item 3; no names held in the web); its code only if it has none.
 */
export function productNameOf(result: Result | undefined): string {
  const granted = result?.grantedDetailsMotor;
  return granted?.productName ?? granted?.productIdentifier ?? SELECTED_PRODUCT_IDENTIFIER;
}

/** The product being bought: the chosen tier's name (selectedResult, decision 050). */
export function soldProductName(quote: Quote): string {
  return productNameOf(selectedResult(quote));
}
