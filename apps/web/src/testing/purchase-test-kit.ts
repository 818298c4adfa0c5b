import { updateRisk, withDuqAnswer, withUserfieldAnswer } from '@van/domain/forms';
import { VALIDITY_PAGES } from '@van/domain/journey';
import { type PayMethodType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { deriveRetrievalKey } from '@van/domain/retrieval';
import { afterEach, beforeEach } from 'vitest';
import { setPaymentTimingForTests } from '../lib/payment-service';
import { useJourneyStore } from '../stores/journey-store';
import { pricedQuote, quoteBeforeCover, TEST_QUOTE_KEY, withInstalmentPlan } from './fixtures';

// A customer who has checked their details and continued (finalize gave TEST_QUOTE_KEY): what the
// payment and confirmation pages open on.

export const COVER_START = '2026-07-01';

/** §9.1's waits made short for every test of the calling file (2 s retries, 5 s time-out). */
export function shortPaymentWaitsForEachTest(timeoutMs = 200) {
  let restore = () => {};
  beforeEach(() => {
    restore = setPaymentTimingForTests({ retryDelayMs: 1, wrapUpTimeoutMs: timeoutMs });
  });
  afterEach(() => restore());
}

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
  const key = deriveRetrievalKey(quote);
  if (key === undefined) throw new Error('the test quote has no retrieval key');
  journey.setQuote(quote, key);
  journey.setVehicleLookupOutcome({ transmission: false, doors: false, fuel: false }, true);
  journey.setPageValidity(
    VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('CheckYourDetails') + 1),
    true,
  );
  journey.setQuoteKey(TEST_QUOTE_KEY);
  return quote;
}
