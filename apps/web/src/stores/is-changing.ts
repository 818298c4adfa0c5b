import { type PageId } from '@van/domain/journey';
import { isCreatedQuote, type Quote } from '@van/domain/quote';

// Its own file: use-save-answers.ts calls it on every save, and page-after-saving.ts, which that
// hook loads only during a change (decision 025), calls it too; neither imports the other.

/** A change from a summary: one was begun there, and there is a created quote to price again. */
export function isChanging(quote: Quote, returnTo: PageId | null): boolean {
  return returnTo !== null && isCreatedQuote(quote);
}
