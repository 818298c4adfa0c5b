import type { QueryClient } from '@tanstack/react-query';
import {
  checkPageGuards,
  journeyPage,
  pageHref,
  type EntryAction,
  type PageId,
} from '@van/domain/journey';
import type { Quote } from '@van/domain/quote';
import { COVER_DETAILS_METADATA_LISTS } from '@van/domain/reference-data';
import { redirect } from 'react-router';
import { publicConfigQueryOptions } from '../lib/public-config';
import { journeyRestored, useJourneyStore } from '../stores/journey-store';

/** What an entry action works with: the app's query cache, and the address being opened. */
export interface EntryContext {
  queryClient: QueryClient;
  url: URL;
}

/** What an entry action may hand its page (useLoaderData), beside the work it has done. */
export type PageData = Record<string, unknown>;

/**
 * §2.2 entry actions the web has built. A page whose table entry names an action missing here
 * cannot be registered (assertEntryActionsBuilt), so none is ever skipped silently. An action's
 * failure fails the navigation, which the page's error route sends where pageForError says.
 */
const entryActions: Partial<
  Record<EntryAction, (context: EntryContext) => void | PageData | Promise<void | PageData>>
> = {
  // §2.6: 'Opening this screen resets the quote, metadata, payment and navigation state.' Server
  // data other than the public config (metadata lists, payment options) lives in the query cache.
  resetJourney: ({ queryClient }) => {
    useJourneyStore.getState().reset();
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== publicConfigQueryOptions.queryKey[0],
    });
  },
  // §2.2: cover-details opens once 'Previous Experience' and 'Type of Cover' are loaded. The
  // metadata client (with the schemas its answers are parsed with) loads here, not with the first
  // page.
  loadCoverMetadataLists: async ({ queryClient }) => {
    const { metadataListQueryOptions } = await import('../lib/metadata');
    await Promise.all(
      COVER_DETAILS_METADATA_LISTS.map((type) =>
        queryClient.ensureQueryData(metadataListQueryOptions(type)),
      ),
    );
  },
  // §2.2 payment: the options, and where the customer goes when none suits (§8).
  loadPaymentOptions: async ({ queryClient }) => {
    const { loadPaymentOptions } = await import('../features/payment/load-payment-options');
    await loadPaymentOptions(queryClient);
  },
  // §2.2 confirmation: the policy wrap-up when no payment token is held; the route waits for it.
  wrapUpPolicy: async ({ queryClient }) => {
    const { wrapUpPolicy } = await import('../features/confirmation/wrap-up-policy');
    await wrapUpPolicy(queryClient);
  },
  // §4.4 'Aggregator entry': the token a comparison site's link carries is exchanged for the
  // quote; the page shows the arrival under way.
  exchangeAggregatorToken: async ({ queryClient, url }) => {
    const { arriveFromComparisonSite } = await import('../features/aggregator/arrive');
    return arriveFromComparisonSite(queryClient, url);
  },
};

export function assertEntryActionsBuilt(page: PageId): void {
  const missing = journeyPage(page).entryActions.filter((action) => !(action in entryActions));
  if (missing.length > 0) {
    throw new Error(`${page} needs the entry actions ${missing.join(', ')}, not built yet`);
  }
}

/**
 * §4.4 'Once the quote is declined, every go to next page goes to no-quote', read as every way in
 * (decision 050): while a declined quote is held, the pages of the stepped journey (the questions,
 * your-quote, check-your-details, payment) do not open, whether by Back, a typed address or a
 * stale link; retrieve stays open, to retrieve another quote.
 */
export function closedByDecline(page: PageId, quote: Quote | null): boolean {
  return (
    quote?.noAvailableProducts === true &&
    journeyPage(page).step !== undefined &&
    page !== 'Retrieve'
  );
}

type EntryOutcome = { open: true } | { open: false; redirectTo: string };

/** §2.2 / §4.3: whether `page` may open on what is held now, and where to go if not. */
async function guardsOf(page: PageId, queryClient: QueryClient): Promise<EntryOutcome> {
  const [{ isProduction }] = await Promise.all([
    queryClient.ensureQueryData(publicConfigQueryOptions),
    journeyRestored(),
  ]);
  const held = useJourneyStore.getState();
  if (closedByDecline(page, held.quote)) return { open: false, redirectTo: pageHref('NoQuote') };
  return checkPageGuards(page, {
    quote: held.quote,
    pricedRisk: held.pricedRisk,
    quoteKey: held.quoteKey,
    validity: held.pageValidity,
    currentPage: held.currentPage,
    isProduction,
  });
}

/**
 * Where a redirect to `page` ends: `page` itself when its guards let it open, otherwise where they
 * send the customer instead. Redirecting there at once saves fetching the code of a page only to
 * leave it (the first visit to '/' goes to vehicle-lookup without loading your-quote).
 */
export async function redirectTarget(page: PageId, queryClient: QueryClient): Promise<string> {
  const outcome = await guardsOf(page, queryClient);
  return outcome.open ? pageHref(page) : outcome.redirectTo;
}

/**
 * The loader of every journey page: checks the table's guards against the held state (§2.2,
 * §4.3) and redirects when one fails; otherwise runs the page's entry actions and, for a page of
 * the stepped journey, records it as the current page, the one a refused page sends the customer
 * back to. Resolves to what the actions hand the page, or null.
 */
export async function enterPage(
  page: PageId,
  queryClient: QueryClient,
  request: Request,
): Promise<PageData | null> {
  const outcome = await guardsOf(page, queryClient);
  if (!outcome.open) throw redirect(outcome.redirectTo);
  const { entryActions: actions, step } = journeyPage(page);
  const context: EntryContext = { queryClient, url: new URL(request.url) };
  let data: PageData | null = null;
  for (const action of actions) {
    const handed = await entryActions[action]?.(context);
    if (handed) data = Object.assign({}, data, handed);
  }
  if (step !== undefined) useJourneyStore.getState().setCurrentPage(page);
  return data;
}
