import { selectedResult, type ProductIdentifier, type Quote } from '@van/domain/quote';

/** The tiers an exchanged quote was priced for: each related event's, or the current one's. */
export function offeredTiers(quote: Quote): ProductIdentifier[] {
  const events = quote.policy.eventsRelated ?? [];
  const results = events.length > 0 ? events.map((event) => event.result) : [selectedResult(quote)];
  return results
    .map((result) => result?.grantedDetailsMotor?.productIdentifier)
    .filter((tier): tier is ProductIdentifier => tier !== undefined);
}

/**
 * Decision 058: the tier a comparison site's link names (`&tier=`) when the quote offers it and it
 * is not the tier already chosen; undefined otherwise, so an unknown or stale code is ignored.
 */
export function tierToSelect(quote: Quote, named: string | null): ProductIdentifier | undefined {
  if (named === null) return undefined;
  const tier = offeredTiers(quote).find((offered) => offered === named);
  const chosen = selectedResult(quote)?.grantedDetailsMotor?.productIdentifier;
  return tier === chosen ? undefined : tier;
}
