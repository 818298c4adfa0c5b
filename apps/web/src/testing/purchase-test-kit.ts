import { updateRisk, withDuqAnswer, withUserfieldAnswer } from '@van/domain/forms';
import { VALIDITY_PAGES } from '@van/domain/journey';
import { type PayMethodType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { retrievalKeyOf } from '@van/domain/testing';
import { useJourneyStore } from '../stores/journey-store';
import { pricedQuote, quoteBeforeCover, TEST_QUOTE_KEY, withInstalmentPlan } from './fixtures';

// A customer who has checked their details and continued (finalize gave TEST_QUOTE_KEY): what the
// payment and confirmation pages open on.

export const COVER_START = '2026-07-01';

/** A priced quote, with a monthly plan, whose customer chose to pay by `method`. */
export function quotePaidBy(method: PayMethodType): Quote {
  const priced = withInstalmentPlan(
    pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk),
    COVER_START,
  );
  return updateRisk(priced, (risk) =>
    withDuqAnswer(
      withUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency, method),
      DUQ_QUESTIONS.paymentFrequency,
      method,
    ),
  );
}

/** Holds `quote` finalized, every page before payment complete. */
export function holdFinalizedQuote(quote: Quote): Quote {
  const journey = useJourneyStore.getState();
  journey.setQuote(quote, retrievalKeyOf(quote));
  journey.setVehicleLookupOutcome({ transmission: false, doors: false, fuel: false }, true);
  journey.setPageValidity(
    VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('CheckYourDetails') + 1),
    true,
  );
  journey.setQuoteKey(TEST_QUOTE_KEY);
  return quote;
}
