import { pageAfterSaving, type PageId } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { useJourneyStore } from './journey-store';

// Loaded by useSaveAnswers only during a change: pageAfterSaving needs the van-use form schema,
// which the first page does without (decision 025).

/**
 * Decision 023: answers saved during a change made from a summary. The held price is no longer the
 * price of these answers until cover-details prices them again (which marks it valid once more).
 * @returns the page the customer goes to (pageAfterSaving).
 */
export function savedDuringChange(quote: Quote, next: PageId): PageId {
  const journey = useJourneyStore.getState();
  journey.setPageValidity(['CoverDetails'], false);
  return pageAfterSaving(quote, next, journey);
}
