import { isCreatedQuote } from '../quote/created-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import type { PageId } from './pages.ts';

// Apart from page-after-saving.ts: the web asks this on every save, on its first page too, while
// the rules for a change (which need the van-use form schema) load only during a change
// (decision 025).

/**
 * Decision 023: a change made from a summary is under way: one was begun there (`returnTo`, the
 * summary's page, is held) and there is a created quote (§4.4) to price again. False outside a
 * change, and for a working copy not yet priced.
 */
export function isChanging(quote: Quote, returnTo: PageId | null): boolean {
  return returnTo !== null && isCreatedQuote(quote);
}
