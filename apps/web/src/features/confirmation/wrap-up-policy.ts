import type { QueryClient } from '@tanstack/react-query';
import { pageHref, type PageId } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { redirect } from 'react-router';
import { pageForError } from '../../lib/error-page';
import { wrapUpQuery } from '../../lib/payment-service';
import { useJourneyStore } from '../../stores/journey-store';

/** `page` with ?quoteRef={webReference}, as §8 reaches policy-wrap-up-error. */
function withQuoteRef(page: PageId, webReference: string | undefined): string {
  const href = pageHref(page);
  return webReference === undefined ? href : `${href}?quoteRef=${encodeURIComponent(webReference)}`;
}

/**
 * §2.2 confirmation, before entry: when no payment token is held, the policy wrap-up runs
 * (§7.4 verifyPolicy: 5 s a try, 10 retries 2 s apart) and the route waits for it, with
 * isPolicyNumberLoading set meanwhile (the full-screen overlay). It yields {token, policyNumber}
 * (§4.8); when it does not, the loading flag is cleared and the customer goes to
 * policy-wrap-up-error?quoteRef={webReference} (§8 'Wrap-up missing token').
 * @throws a redirect Response to policy-wrap-up-error.
 */
export async function wrapUpPolicy(queryClient: QueryClient): Promise<void> {
  const journey = useJourneyStore.getState();
  if (journey.token !== null) return;
  const { retrievalKey, quote, quoteKey } = journey;
  const webReference =
    retrievalKey?.webReference ??
    (quote !== null && isCreatedQuote(quote) ? quote.policy.webReference : undefined);
  // §8 'Retrieval key is missing': nothing to wrap up with.
  if (retrievalKey === null) throw redirect(withQuoteRef('PolicyWrapUpError', webReference));
  journey.setPolicyNumberLoading(true);
  try {
    // Decision 034 item 4: the quoteKey the payment was made under proves the customer, so a retrieve
    // lock-out on the reference cannot stop them getting their policy.
    journey.setWrapUp(
      await queryClient.query(
        wrapUpQuery(quoteKey === null ? retrievalKey : { ...retrievalKey, quoteKey }),
      ),
    );
  } catch (error) {
    journey.setPolicyNumberLoading(false);
    const { page = 'PolicyWrapUpError' } = pageForError(error, 'wrapUp');
    throw redirect(withQuoteRef(page, webReference));
  }
}
