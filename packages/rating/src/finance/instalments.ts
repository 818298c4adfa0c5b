import type { InstalmentPlan } from '@van/domain';
import { annualPercentageRate } from './apr.ts';
import { roundPence } from './money.ts';

export interface CreditTerms {
  depositPercent: number;
  /** Flat interest on the amount of credit, chosen so the representative APR is 26.9 % (§9.2). */
  flatInterestPercent: number;
  instalments: number;
  schemeCode: string;
}

/**
 * The monthly direct-debit plan for an annual price: a deposit now, then equal monthly payments
 * (11 payments in all with 10 normal, §9.2). Any rounding remainder goes on the last payment.
 */
export function monthlyPlan(annualTotal: number, terms: CreditTerms): InstalmentPlan {
  const deposit = roundPence((annualTotal * terms.depositPercent) / 100);
  const credit = roundPence(annualTotal - deposit);
  const interest = roundPence((credit * terms.flatInterestPercent) / 100);
  const normal = roundPence((credit + interest) / terms.instalments);
  const last = roundPence(credit + interest - normal * (terms.instalments - 1));
  const repayments = [...Array<number>(terms.instalments - 1).fill(normal), last];
  const apr = annualPercentageRate(credit, repayments);
  return {
    aprRateNewInstruction: apr,
    aprRateStored: apr,
    depositAmountFee: 0,
    depositAmountTotal: deposit,
    instalmentType: 'DD',
    interestAmountFlatFee: 0,
    interestAmountTotal: interest,
    interestPercentage: terms.flatInterestPercent,
    paymentAmountNormal: normal,
    paymentAmountVaried: last,
    paymentCountNormal: terms.instalments,
    paymentCountTotal: terms.instalments + 1,
    paymentFrequency: 'OneMonth',
    paymentVariedFirst: false,
    paymentVariedLast: last !== normal,
    schemeCode: terms.schemeCode,
    totalPayable: roundPence(deposit + credit + interest),
  };
}
