import type { Quote } from './quote.schema.ts';

// Apart from default-direct-quote.ts, whose builder checks dates with the zod schemas, because the
// web's guards and session code need these two on the first page, which loads no zod (decision 025).

/** §4.4: the webReference of a direct quote not yet created. */
export const DEFAULT_DIRECT_WEB_REFERENCE = 'directQuote';

/**
 * §4.4: whether the quote service has created this quote: a working copy the questions are still
 * building keeps the default webReference.
 */
export function isCreatedQuote(quote: Quote): boolean {
  const { webReference } = quote.policy;
  return webReference !== DEFAULT_DIRECT_WEB_REFERENCE && webReference !== '';
}
