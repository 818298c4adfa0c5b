import { chosenTier } from '@van/domain/forms';
import { selectedResult, type ProductIdentifier, type Quote } from '@van/domain/quote';
import { SELECTED_PRODUCT_IDENTIFIER } from '@van/domain/reference-data';

// Shared with the buying pages (lib/quote-figures.ts).
export { productNameOf } from '../../lib/quote-figures';
// The choice of tier written into the quote, shared with a comparison site's link (aggregator).
export { withTier } from '@van/domain/forms';

/**
 * The tier being bought: the current event's, the one the server prices and charges for
 * (selectedResult); VAN, the default, when the result names none.
 */
export function chosenTierOf(quote: Quote): ProductIdentifier {
  return (
    selectedResult(quote)?.grantedDetailsMotor?.productIdentifier ?? SELECTED_PRODUCT_IDENTIFIER
  );
}

/** The tier the quote's risk asks for (its Tier userfield), priced or not; undefined when none. */
export function askedTierOf(quote: Quote): ProductIdentifier | undefined {
  return chosenTier(quote.policy.eventCurrent.risk);
}
