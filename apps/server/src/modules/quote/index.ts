export { quoteRoutes } from './quote.routes.ts';
export { findQuoteForRetrieval } from './quote.repository.ts';
export { createComparisonSiteQuote, createDirectQuote } from './quote.service.ts';
export { retrievalClientKey, verifyRetrievalKey } from './quote-access.ts';
export { retrievalHash, type RetrievalDetails } from './retrieval-hash.ts';
