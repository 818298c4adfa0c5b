import { chosenTier, updateRisk, withUserfieldAnswer } from '@van/domain/forms';
import { selectedResult, type ProductIdentifier, type Quote } from '@van/domain/quote';
import { SELECTED_PRODUCT_IDENTIFIER, USERFIELD_CODES } from '@van/domain/reference-data';

// Shared with the buying pages (lib/quote-figures.ts).
export { productNameOf } from '../../lib/quote-figures';

/**
 * The quote with `tier` as the customer's choice of cover: §4.4 'Changing tier rewrites the Tier
 * userfield answer in the held quote only' (TIERWQB, §9.8). The caller re-prices it (POST
 * /v1/quote), and the service answers with that tier as the current event (decision 050).
 */
export function withTier(quote: Quote, tier: ProductIdentifier): Quote {
  return updateRisk(quote, (risk) => withUserfieldAnswer(risk, USERFIELD_CODES.Tier, tier));
}

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
