import type { Quote } from '../quote/quote.schema.ts';
import { deriveRetrievalKey } from '../retrieval/derive-retrieval-key.ts';
import type { RetrievalKey } from '../retrieval/retrieval-key.schema.ts';

/**
 * For tests: the §3.10 retrieval key a customer types to get `quote` back (its reference, last
 * name, date of birth and postcode), as finalize, sendEmail and retrieve take it. Throws when the
 * quote lacks any of them, so a test never sends a half key by accident.
 */
export function retrievalKeyOf(quote: Quote): RetrievalKey {
  const key = deriveRetrievalKey(quote);
  if (!key) throw new Error('the test quote has no retrieval key: answer the driver details first');
  return key;
}
