import { updateRisk } from '@van/domain/forms';
import { type Quote, type Result } from '@van/domain/quote';
import { PROTECTED_NCD_CODE } from './add-ons';

/**
 * Voluntary excess amounts the customer can choose, pounds. The spec names volXS (§3.6, 250 by
 * default, §9.2) but no list of choices; these are the steps at which the tariff's discount
 * changes, so every choice can change the price.
 */
export const VOLUNTARY_EXCESS_OPTIONS = [0, 100, 150, 250, 350, 500, 750, 1000] as const;

/** The quote's voluntary excess (§3.6 volXS), pounds. */
export function voluntaryExcessOf(quote: Quote): number | undefined {
  return quote.policy.eventCurrent.risk.volXS;
}

/** The choices to offer: the fixed list, plus the quote's own amount if it is not on it. */
export function voluntaryExcessOptions(quote: Quote): number[] {
  const current = voluntaryExcessOf(quote);
  const options: number[] = [...VOLUNTARY_EXCESS_OPTIONS];
  if (current !== undefined && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}

/** The quote with voluntary excess `amount` (§4.4: re-priced by the caller). */
export function withVoluntaryExcess(quote: Quote, amount: number): Quote {
  return updateRisk(quote, (risk) => ({ ...risk, volXS: amount }));
}

/** Years of no claims discount (§3.6 previousInsuranceMotor.noClaimsDiscount.years), 0 if none. */
export function ncdYearsOf(quote: Quote): number {
  return quote.policy.eventCurrent.risk.previousInsuranceMotor?.noClaimsDiscount?.years ?? 0;
}

/** Whether the customer has asked to protect their no claims discount. */
export function isNcdProtected(quote: Quote): boolean {
  return (
    quote.policy.eventCurrent.risk.previousInsuranceMotor?.noClaimsDiscount?.protected === true
  );
}

/**
 * The quote with NCD protection on or off. §4.7: previousInsuranceMotor exists only with NCD
 * years > 0, so without a discount the quote is returned as it is.
 */
export function withProtectedNcd(quote: Quote, protect: boolean): Quote {
  if (ncdYearsOf(quote) <= 0) return quote;
  return updateRisk(quote, (risk) => ({
    ...risk,
    previousInsuranceMotor: {
      ...risk.previousInsuranceMotor,
      noClaimsDiscount: { ...risk.previousInsuranceMotor?.noClaimsDiscount, protected: protect },
    },
  }));
}

/**
 * What protecting the discount costs on this tier, pounds: the protection extension's amount, or
 * else premiumDetails.protectedNCDImpliedPrice; undefined when the tier does not offer it.
 */
export function protectedNcdPrice(result: Result | undefined): number | undefined {
  const extensions = result?.allOptionalExtensions;
  const extension = [
    ...(extensions?.appliedOptionalExtensions ?? []),
    ...(extensions?.availableOptionalExtensions ?? []),
  ].find(({ code }) => code === PROTECTED_NCD_CODE);
  return extension?.amount ?? result?.premiumDetails?.protectedNCDImpliedPrice;
}
