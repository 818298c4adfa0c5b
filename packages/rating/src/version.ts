/**
 * The rating engine's version, recorded in every priced result (calcDetails.quotesEngineVersion)
 * beside the tariff version (calcDetails.rtpRulesetName). Raise it when the code changes any
 * output, and keep the released engine callable: quotes already given are rebuilt by the engine
 * that rated them (decision 069; the quote service's answers-given.test.ts fails until it is).
 */
export const ENGINE_VERSION = 'van-rating-1.0.0';
