import { journeyPage, type PageId } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { WebReferenceSchema } from '@van/domain/retrieval';
import { useSearchParams } from 'react-router';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * The quote reference an outcome page gives. A page reached with ?quoteRef= (§2.1: payment-failure,
 * policy-wrap-up-error) names the quote the payment was for there; only a reference in the §5.2
 * format is taken from the address, so anything else typed into it is not echoed. Otherwise the
 * held quote's, once created; undefined without either.
 */
export function useQuoteReference(page: PageId): string | undefined {
  const quote = useJourneyStore((state) => state.quote);
  const [searchParams] = useSearchParams();
  const held = quote !== null && isCreatedQuote(quote) ? quote.policy.webReference : undefined;
  if (!journeyPage(page).queryParameters?.includes('quoteRef')) return held;
  const fromAddress = WebReferenceSchema.safeParse(searchParams.get('quoteRef'));
  return fromAddress.success ? fromAddress.data : held;
}
