export { aggregatorRoutes } from './aggregator.routes.ts';
export {
  AGGREGATOR_TOKEN_NOT_FOUND_MESSAGE,
  issueAggregatorToken,
  issueTokenForQuote,
  storeGivenToken,
  type ComparisonSiteQuoteRequest,
  type IssuedAggregatorToken,
} from './aggregator.service.ts';
export { sampleComparisonSiteRisk } from './sample-risk.ts';
