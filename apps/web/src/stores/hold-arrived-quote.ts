import { initialInvalidVehicleData } from '@van/domain/forms';
import {
  isDirectJourney,
  journeyPage,
  pageAfterPricing,
  type InitialPage,
  type PageId,
  type ValidityPage,
} from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { deriveRetrievalKey, type RetrievalKey } from '@van/domain/retrieval';
import { missingRequiredAnswers, type RequiredAnswer } from '@van/domain/risk';
import { useJourneyStore } from './journey-store';

/** A quote arrived without the details that retrieve it: the service's answer is broken. */
export class UnretrievableArrivalError extends Error {
  constructor() {
    super('The quote arrived without the details that retrieve it');
    this.name = 'UnretrievableArrivalError';
  }
}

/** Where an arrived quote starts, and the first answer it lacks, if any. */
export interface ArrivalStart extends InitialPage {
  /** Decision 058: the first answer the quote lacks (a comparison site did not ask it). */
  readonly firstMissing?: RequiredAnswer;
}

/** The pages where the journey can go on with a price: anything else ends the journey there. */
const PRICED_PAGES: readonly PageId[] = ['YourQuote', 'PartTimeOccupation', 'CoverDetails'];

/**
 * §4.2 for a whole quote, where the quote lacks no answer the direct journey requires. Decision
 * 058: a comparison site's quote that lacks some (the site sends what its own form asked; a direct
 * quote's pages required every one before it was priced) has a price that cannot be bought yet,
 * so cover-details and every page holding a missing answer stay invalid (§4.3's guards keep
 * cover-details and payment closed until those pages are answered) and the journey starts at the
 * first of them. Declined and referred quotes go where pricing sends them, as before.
 */
export function arrivalStart(quote: Quote): ArrivalStart {
  const next = pageAfterPricing(quote);
  if (!PRICED_PAGES.includes(next.page) || isDirectJourney(quote.policy.sourceOfBusiness)) {
    return next;
  }
  const missing = missingRequiredAnswers(quote.policy.eventCurrent.risk);
  const firstMissing = missing[0];
  if (firstMissing === undefined) return next;
  const unanswered = new Set<ValidityPage | undefined>([
    'CoverDetails',
    ...missing.map((answer) => journeyPage(answer.page).validity),
  ]);
  return {
    page: firstMissing.page,
    validPages: next.validPages.filter((page) => !unanswered.has(page)),
    firstMissing,
  };
}

/**
 * §4.4 'Retrieve by retrieval key' and 'Aggregator entry': a whole quote from the quote service
 * (retrieved, or opened by a comparison site's link) becomes the session's. Nothing of another
 * quote (answers half typed, pages marked done, a driver being added) carries over. The retrieval
 * key is derived from the quote (`typedKey` stands in when the quote lacks a detail the server
 * has just matched); the licence number is read back from the LICENCE userfield by the licence
 * page itself; the van's details and where it is kept come with the quote and count as confirmed;
 * the pages the quote has answered are marked valid (§4.2; arrivalStart for a quote that lacks
 * answers).
 * @returns the page where the journey continues (§4.2, §4.4; the first unanswered page).
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
  const next = arrivalStart(quote);
  journey.setPageValidity(next.validPages, true);
  if (next.firstMissing !== undefined) {
    // Decision 058: its price is not one of answers the customer holds (some are still to come),
    // so decision 051's guard sends your-quote and payment, by any way in, to cover-details, whose
    // own guard sends the customer on to the first unanswered page. Pricing them records it again.
    useJourneyStore.setState({ pricedRisk: null });
  }
  const driverIndex = next.firstMissing?.driverIndex;
  // §4.6: an additional driver's missing answer opens that driver's pages.
  if (driverIndex !== undefined) journey.setTempDriver({ index: driverIndex, answers: {} });
  return next.page;
}
