export { quoteRoutes } from './quote.routes.ts';
export {
  loadQuote,
  loadQuoteById,
  loadQuotesById,
  quoteAtEvent,
  type AnsweredQuote,
} from './quote.repository.ts';
export {
  createComparisonSiteQuote,
  createDirectQuote,
  type EmailChange,
  type EmailChangeNotifier,
} from './quote.service.ts';
export { retrieveOwnedQuote, verifyRetrievalKey } from './quote-access.ts';
export { prepareQuoteJson } from './quote-json.ts';
export { findDemandsAndNeeds } from './demands-and-needs.repository.ts';
export { retrievalHash, type RetrievalDetails } from './retrieval-hash.ts';
