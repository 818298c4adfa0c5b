import { isChanging, pageHref, type PageId, type ValidityPage } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useJourneyStore } from './journey-store';

/**
 * What every question page does with answers that passed its checks: keeps the quote they
 * produced as the working copy, forgets the page's unsaved draft (the quote holds the answers
 * now), marks the page complete (§4.3) and goes to `next` — or, during a change made from
 * check-your-details, on to be priced again (savedDuringChange).
 */
export function useSaveAnswers() {
  const navigate = useNavigate();
  return useCallback(
    async (quote: Quote, completed: readonly ValidityPage[], next: PageId) => {
      const journey = useJourneyStore.getState();
      journey.setWorkingQuote(quote);
      if (journey.currentPage !== null) journey.clearDraft(journey.currentPage);
      journey.setPageValidity(completed, true);
      // Outside a change the next page is `next`; the rules for a change, which need the van-use
      // schema, load only then, so the first page does without them (decision 025).
      const target = isChanging(quote, journey.returnTo)
        ? (await import('./save-during-change')).savedDuringChange(quote, next)
        : next;
      await navigate(pageHref(target));
    },
    [navigate],
  );
}
