import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { WebReferenceSchema } from '@van/domain/retrieval';
import { Link, useSearchParams } from 'react-router';
import { PhoneNumber } from '../../components/ui/phone-number';
import { paymentFailureCopy as copy } from '../../content/outcomes';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * payment-failure?quoteRef={webReference} (§2.2, §8): the payment did not go through. The
 * reference comes from the address, so only one in the §5.2 format is shown (anything else typed
 * into the address is not echoed); without one, the held quote's reference is given.
 */
export function PaymentFailureRoute() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const [searchParams] = useSearchParams();
  const fromAddress = WebReferenceSchema.safeParse(searchParams.get('quoteRef'));
  const heldQuote = quote !== null && isCreatedQuote(quote) ? quote : null;
  const reference = fromAddress.success ? fromAddress.data : heldQuote?.policy.webReference;
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.whatToDo}</p>
      <p>
        {copy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
      </p>
      {reference !== undefined && (
        <p>
          {copy.reference} <strong>{reference}</strong>. {copy.haveItReady}
        </p>
      )}
      <p>{copy.openingTimes}</p>
      <p>
        {heldQuote ? (
          <Link to={pageHref('YourQuote')}>{copy.backToQuote}</Link>
        ) : (
          <Link to={pageHref('Retrieve')}>{copy.retrieveQuote}</Link>
        )}
      </p>
    </>
  );
}
