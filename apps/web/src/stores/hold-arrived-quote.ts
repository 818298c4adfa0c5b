import { initialInvalidVehicleData } from '@van/domain/forms';
import { pageAfterPricing, type PageId } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { deriveRetrievalKey, type RetrievalKey } from '@van/domain/retrieval';
import { useJourneyStore } from './journey-store';

/** A quote arrived without the details that retrieve it: the service's answer is broken. */
export class UnretrievableArrivalError extends Error {
  constructor() {
    super('The quote arrived without the details that retrieve it');
    this.name = 'UnretrievableArrivalError';
  }
}

/**
 * §4.4 'Retrieve by retrieval key' and 'Aggregator entry': a whole quote from the quote service
 * (retrieved, or opened by a comparison site's link) becomes the session's. Nothing of another
 * quote (answers half typed, pages marked done, a driver being added) carries over. The retrieval
 * key is derived from the quote (`typedKey` stands in when the quote lacks a detail the server
 * has just matched); the licence number is read back from the LICENCE userfield by the licence
 * page itself; the van's details and where it is kept come with the quote and count as confirmed;
 * the pages the quote has answered are marked valid (§4.2).
 * @returns the page where the journey continues (§4.2, §4.4).
 * @throws UnretrievableArrivalError when no retrieval key can be had.
 */
export function holdArrivedQuote(quote: Quote, typedKey?: RetrievalKey): PageId {
  const retrievalKey = deriveRetrievalKey(quote) ?? typedKey;
  if (retrievalKey === undefined) throw new UnretrievableArrivalError();
  const journey = useJourneyStore.getState();
  // The drafts of the pages go with the rest of the journey.
  journey.reset();
  journey.setQuote(quote, retrievalKey);
  journey.setVehicleLookupOutcome(initialInvalidVehicleData(), true);
  const next = pageAfterPricing(quote);
  journey.setPageValidity(next.validPages, true);
  return next.page;
}
