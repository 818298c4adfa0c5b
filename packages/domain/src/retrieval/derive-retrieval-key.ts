import type { Quote } from '../quote/quote.schema.ts';
import { RetrievalKeySchema, type RetrievalKey } from './retrieval-key.schema.ts';

/**
 * §4.4: after a quote is created 'the retrieval key is derived' from it: the details a customer
 * types to get it back (§3.10). Undefined when the quote lacks any of them.
 */
export function deriveRetrievalKey(quote: Quote): RetrievalKey | undefined {
  const { proposer } = quote.policy.eventCurrent.risk;
  const parsed = RetrievalKeySchema.safeParse({
    webReference: quote.policy.webReference,
    postcode: proposer.correspondenceAddress?.postcode,
    dateOfBirth: proposer.dateOfBirth,
    lastName: proposer.name?.surname,
  });
  return parsed.success ? parsed.data : undefined;
}
