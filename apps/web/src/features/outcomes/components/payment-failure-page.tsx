import { pageHref } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { Link } from 'react-router';
import { paymentFailureCopy as copy } from '../../../content/outcomes';
import { useJourneyStore } from '../../../stores/journey-store';
import { useQuoteReference } from '../quote-reference';
import { CallUsWithReference } from './call-us-with-reference';

/**
 * payment-failure?quoteRef={webReference} (§2.2, §8): the payment did not go through. Nothing was
 * bought, so the customer may go back to their quote (or retrieve it) and try again.
 */
export function PaymentFailurePage() {
  const quote = useJourneyStore((state) => state.quote);
  const reference = useQuoteReference('PaymentFailure');
  const holdsCreatedQuote = quote !== null && isCreatedQuote(quote);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.whatToDo}</p>
      <CallUsWithReference reference={reference} />
      <p>
        {holdsCreatedQuote ? (
          <Link to={pageHref('YourQuote')}>{copy.backToQuote}</Link>
        ) : (
          <Link to={pageHref('Retrieve')}>{copy.retrieveQuote}</Link>
        )}
      </p>
    </>
  );
}
