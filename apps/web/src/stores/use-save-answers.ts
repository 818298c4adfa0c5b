import { pageHref, type PageId, type Quote, type ValidityPage } from '@van/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearDraft } from './form-drafts';
import { useJourneyStore } from './journey-store';

/**
 * What every question page does with answers that passed its checks: keeps the quote they
 * produced as the working copy, forgets the page's unsaved draft (the quote holds the answers
 * now), marks the page complete (§4.3) and goes to `next`.
 */
export function useSaveAnswers() {
  const navigate = useNavigate();
  return useCallback(
    async (quote: Quote, completed: readonly ValidityPage[], next: PageId) => {
      const journey = useJourneyStore.getState();
      journey.setWorkingQuote(quote);
      if (journey.currentPage !== null) clearDraft(journey.currentPage);
      journey.setPageValidity(completed, true);
      await navigate(pageHref(next));
    },
    [navigate],
  );
}
