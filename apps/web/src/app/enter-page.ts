import type { QueryClient } from '@tanstack/react-query';
import {
  checkPageGuards,
  COVER_DETAILS_METADATA_LISTS,
  journeyPage,
  type EntryAction,
  type PageId,
} from '@van/domain';
import { redirect } from 'react-router';
import { metadataListQueryOptions } from '../lib/metadata';
import { publicConfigQueryOptions } from '../lib/public-config';
import { clearAllDrafts } from '../stores/form-drafts';
import { useJourneyStore } from '../stores/journey-store';

/**
 * §2.2 entry actions the web has built. A page whose table entry names an action missing here
 * cannot be registered (assertEntryActionsBuilt), so none is ever skipped silently.
 */
const entryActions: Partial<
  Record<EntryAction, (queryClient: QueryClient) => void | Promise<unknown>>
> = {
  // §2.6: 'Opening this screen resets the quote, metadata, payment and navigation state.' Server
  // data other than the public config (metadata lists, payment options) lives in the query cache.
  resetJourney: (queryClient) => {
    useJourneyStore.getState().reset();
    clearAllDrafts();
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== publicConfigQueryOptions.queryKey[0],
    });
  },
  // §2.2: cover-details opens once 'Previous Experience' and 'Type of Cover' are loaded. A list
  // that cannot be had fails the navigation, which the root error route reports.
  loadCoverMetadataLists: (queryClient) =>
    Promise.all(
      COVER_DETAILS_METADATA_LISTS.map((type) =>
        queryClient.ensureQueryData(metadataListQueryOptions(type)),
      ),
    ),
};

export function assertEntryActionsBuilt(page: PageId): void {
  const missing = journeyPage(page).entryActions.filter((action) => !(action in entryActions));
  if (missing.length > 0) {
    throw new Error(`${page} needs the entry actions ${missing.join(', ')}, not built yet`);
  }
}

/**
 * The loader of every journey page: checks the table's guards against the held state (§2.2,
 * §4.3) and redirects when one fails; otherwise runs the page's entry actions and, for a page of
 * the stepped journey, records it as the current page, the one a refused page sends the customer
 * back to.
 */
export async function enterPage(page: PageId, queryClient: QueryClient): Promise<null> {
  const { isProduction } = await queryClient.ensureQueryData(publicConfigQueryOptions);
  const held = useJourneyStore.getState();
  const outcome = checkPageGuards(page, {
    quote: held.quote,
    quoteKey: held.quoteKey,
    validity: held.pageValidity,
    currentPage: held.currentPage,
    isProduction,
  });
  if (!outcome.open) throw redirect(outcome.redirectTo);
  const { entryActions: actions, step } = journeyPage(page);
  for (const action of actions) await entryActions[action]?.(queryClient);
  if (step !== undefined) held.setCurrentPage(page);
  return null;
}
