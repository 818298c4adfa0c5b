import {
  SELECTED_PRODUCT_IDENTIFIER,
  type Event,
  type ProductIdentifier,
  type Quote,
  type Result,
} from '@van/domain';

export interface TierPrice {
  productIdentifier: ProductIdentifier;
  /** Total to pay for the year, pounds (§9.3 yearly figure: premiumDetails.totalPayable). */
  totalPayable: number;
}

const tierOf = (event: Event) => event.result?.grantedDetailsMotor?.productIdentifier;

/**
 * The result of the selected tier: the eventsRelated entry for VAN (§4.4: the selected tier is
 * always VAN), or the current event's result when there is none.
 */
export function selectedTierResult(quote: Quote): Result | undefined {
  const selected = quote.policy.eventsRelated?.find(
    (event) => tierOf(event) === SELECTED_PRODUCT_IDENTIFIER,
  );
  return selected?.result ?? quote.policy.eventCurrent.result;
}

/** The annual price of every tier other than the selected one, cheapest first (§4.4). */
export function otherTierPrices(quote: Quote): TierPrice[] {
  const prices: TierPrice[] = [];
  for (const event of quote.policy.eventsRelated ?? []) {
    const productIdentifier = tierOf(event);
    const totalPayable = event.result?.premiumDetails?.totalPayable;
    if (
      productIdentifier === undefined ||
      productIdentifier === SELECTED_PRODUCT_IDENTIFIER ||
      totalPayable === undefined
    ) {
      continue;
    }
    prices.push({ productIdentifier, totalPayable });
  }
  return prices.sort((a, b) => a.totalPayable - b.totalPayable);
}
