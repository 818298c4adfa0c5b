/**
 * The rating engine's version, recorded in every priced result (calcDetails.quotesEngineVersion)
 * beside the tariff version (calcDetails.rtpRulesetName). Raise it when the code changes prices.
 */
export const ENGINE_VERSION = 'van-rating-1.0.0';
