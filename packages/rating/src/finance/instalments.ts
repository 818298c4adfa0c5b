import type { InstalmentPlan } from '@van/domain/quote';
import { annualPercentageRate } from './apr.ts';
import { roundPence } from './money.ts';

export interface CreditTerms {
  depositPercent: number;
  instalments: number;
  /** The representative APR the plan is built to (§9.2: 26.9). */
  aprPercent: number;
  schemeCode: string;
}

/** A monthly plan and the amount of credit it lends (topUp.totalAmountOfCredit, §3.1). */
export interface MonthlyPlan {
  plan: InstalmentPlan;
  credit: number;
}

const perPoundCache = new WeakMap<CreditTerms, number>();

/**
 * The monthly payment per £1 of credit that repays it over `instalments` months at exactly the
 * terms' APR: 1 / sum over k of (1 + APR)^(-k/12), the CONC App 1.1 equation solved for the payment.
 */
export function paymentPerPoundOfCredit(terms: CreditTerms): number {
  const cached = perPoundCache.get(terms);
  if (cached !== undefined) return cached;
  const monthly = (1 + terms.aprPercent / 100) ** (-1 / 12);
  let annuity = 0;
  let power = 1;
  for (let k = 0; k < terms.instalments; k += 1) {
    power *= monthly;
    annuity += power;
  }
  const perPound = 1 / annuity;
  perPoundCache.set(terms, perPound);
  return perPound;
}

/**
 * The monthly direct-debit plan for an annual price (§3.4, §9.2): a deposit now, then equal
 * monthly payments, 11 payments in all. The payment is set so that the APR of the actual cash
 * flows (credit advanced, payments in whole pence) is the representative APR; interest is what
 * those payments repay beyond the credit. Guarantees: deposit + credit = annualTotal;
 * totalPayable = deposit + instalments x payment = annualTotal + interest; amounts in whole pence.
 * The deposit is the one payment that differs, and it comes first (paymentVariedFirst).
 */
export function monthlyPlan(annualTotal: number, terms: CreditTerms): MonthlyPlan {
  const deposit = roundPence((annualTotal * terms.depositPercent) / 100);
  const credit = roundPence(annualTotal - deposit);
  const payment = roundPence(credit * paymentPerPoundOfCredit(terms));
  const repaid = roundPence(payment * terms.instalments);
  const interest = roundPence(repaid - credit);
  const apr = annualPercentageRate(credit, new Array<number>(terms.instalments).fill(payment));
  return {
    credit,
    plan: {
      aprRateNewInstruction: apr,
      aprRateStored: apr,
      depositAmountFee: 0,
      depositAmountTotal: deposit,
      instalmentType: 'DD',
      interestAmountFlatFee: 0,
      interestAmountTotal: interest,
      interestPercentage: credit > 0 ? Math.round((interest / credit) * 10_000) / 100 : 0,
      paymentAmountNormal: payment,
      paymentAmountVaried: deposit,
      paymentCountNormal: terms.instalments,
      paymentCountTotal: terms.instalments + 1,
      paymentFrequency: 'OneMonth',
      paymentVariedFirst: true,
      paymentVariedLast: false,
      schemeCode: terms.schemeCode,
      totalPayable: roundPence(deposit + repaid),
    },
  };
}

/**
 * What an extra of `amount` a year adds to each monthly payment: the 90 % of it that is borrowed,
 * repaid at the plan's APR (topUp.monthlyAmountForOptionalExtension, §3.1).
 */
export function monthlyAmountFor(amount: number, terms: CreditTerms): number {
  return roundPence(amount * (1 - terms.depositPercent / 100) * paymentPerPoundOfCredit(terms));
}
