import { pageHref, type PageId, type ValidityPage } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearDraft } from './form-drafts';
import { isChanging } from './is-changing';
import { useJourneyStore } from './journey-store';

/**
 * What every question page does with answers that passed its checks: keeps the quote they
 * produced as the working copy, forgets the page's unsaved draft (the quote holds the answers
 * now), marks the page complete (§4.3) and goes to `next` — or, during a change made from
 * check-your-details, on to be priced again (pageAfterSaving).
 */
export function useSaveAnswers() {
  const navigate = useNavigate();
  return useCallback(
    async (quote: Quote, completed: readonly ValidityPage[], next: PageId) => {
      const journey = useJourneyStore.getState();
      journey.setWorkingQuote(quote);
      if (journey.currentPage !== null) clearDraft(journey.currentPage);
      journey.setPageValidity(completed, true);
      const changing = isChanging(quote, journey.returnTo);
      if (changing) {
        // The held price is no longer the price of these answers until cover-details prices
        // them again, which marks it valid once more (decision 023).
        journey.setPageValidity(['CoverDetails'], false);
      }
      // Outside a change the next page is `next`; the rules for a change, which need the van-use
      // schema, load only then, so the first page does without them (decision 025).
      const target = changing
        ? (await import('./page-after-saving')).pageAfterSaving(quote, next, journey)
        : next;
      await navigate(pageHref(target));
    },
    [navigate],
  );
}
