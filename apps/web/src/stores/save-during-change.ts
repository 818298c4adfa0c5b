import { pageAfterSaving, type PageId } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { missingRequiredAnswers } from '@van/domain/risk';
import { beginChange } from './begin-change';
import { useJourneyStore } from './journey-store';

// Loaded by useSaveAnswers only during a change: pageAfterSaving needs the van-use form schema,
// which the first page does without (decision 025).

/**
 * Decision 023: answers saved during a change made from a summary. The held price is no longer the
 * price of these answers until cover-details prices them again (which marks it valid once more).
 * Decision 058: while the quote still lacks answers (a comparison site did not ask them), the page
 * that asks the first of them comes next instead of cover-details, so the customer is led through
 * every unanswered page and no other before the price.
 * @returns the page the customer goes to (pageAfterSaving).
 */
export function savedDuringChange(quote: Quote, next: PageId): PageId {
  const journey = useJourneyStore.getState();
  journey.setPageValidity(['CoverDetails'], false);
  const target = pageAfterSaving(quote, next, journey);
  const firstMissing = missingRequiredAnswers(quote.policy.eventCurrent.risk)[0];
  if (target !== 'CoverDetails' || firstMissing === undefined || journey.returnTo === null) {
    return target;
  }
  const { page, driverIndex } = firstMissing;
  beginChange(driverIndex === undefined ? { page } : { page, driverIndex }, journey.returnTo);
  return page;
}
