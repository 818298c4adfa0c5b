import {
  carUsageFormFromQuote,
  carUsageFormSchema,
  isCreatedQuote,
  pageHref,
  type PageId,
  type Quote,
  type ValidityPage,
} from '@van/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearDraft } from './form-drafts';
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
      if (isChanging(quote, journey.returnTo)) {
        // The held price is no longer the price of these answers until cover-details prices
        // them again, which marks it valid once more (decision 023).
        journey.setPageValidity(['CoverDetails'], false);
      }
      await navigate(pageHref(pageAfterSaving(quote, next, journey)));
    },
    [navigate],
  );
}

/** A change from a summary: one was begun there, and there is a created quote to price again. */
function isChanging(quote: Quote, returnTo: PageId | null): boolean {
  return returnTo !== null && isCreatedQuote(quote);
}

/** The additional-driver pages: one driver's answers, asked over two pages. */
const DRIVER_PAGES: readonly PageId[] = [
  'DriverDetails/AdditionalDriverDetails',
  'AdditionalDriverDetails/LicenceDetails',
];

/**
 * Where answers just saved lead (decision 023). Outside a change, `next`. During a change made
 * from check-your-details the pages after the changed one already hold valid answers, so the
 * customer goes straight to cover-details, which prices the quote again once and returns to the
 * summary; unless `next` is needed to finish the change itself:
 * - a driver being added or changed is asked over both additional-driver pages;
 * - a van found by a new lookup is confirmed on van-details (§5.4: carDetailsConfirmed false);
 * - the lookup replaces the van, and its use with it (§4.5), so using-the-van is asked again
 *   when the quote no longer holds a whole set of its answers.
 */
export function pageAfterSaving(
  quote: Quote,
  next: PageId,
  state: { returnTo: PageId | null; carDetailsConfirmed: boolean },
): PageId {
  if (!isChanging(quote, state.returnTo)) return next;
  if (DRIVER_PAGES.includes(next)) return next;
  if (next === 'CarDetails' && !state.carDetailsConfirmed) return next;
  if (next === 'CarUsage' && !holdsVanUse(quote)) return next;
  return 'CoverDetails';
}

function holdsVanUse(quote: Quote): boolean {
  const home = quote.policy.eventCurrent.risk.proposer.correspondenceAddress?.postcode;
  return carUsageFormSchema(home).safeParse(carUsageFormFromQuote(quote)).success;
}
