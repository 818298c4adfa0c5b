export { quoteRoutes } from './quote.routes.ts';
export { findQuoteForRetrieval } from './quote.repository.ts';
export {
  createComparisonSiteQuote,
  createDirectQuote,
  type EmailChange,
  type EmailChangeNotifier,
} from './quote.service.ts';
export { verifyRetrievalKey } from './quote-access.ts';
export { findDemandsAndNeeds } from './demands-and-needs.repository.ts';
export { retrievalHash, type RetrievalDetails } from './retrieval-hash.ts';
