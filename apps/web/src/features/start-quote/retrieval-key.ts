import { RetrievalKeySchema, type Quote, type RetrievalKey } from '@van/domain';

/**
 * §4.4: after a quote is created 'the retrieval key is derived' from it: the details a customer
 * types to get it back (§3.10). Undefined when the quote lacks any of them.
 *
 * Belongs in @van/domain (retrieval/) once it exists there; retrieve and aggregator entry need it too.
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
