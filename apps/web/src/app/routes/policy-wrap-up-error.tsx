import { contactPhoneNumber } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { WebReferenceSchema } from '@van/domain/retrieval';
import { useSearchParams } from 'react-router';
import { PhoneNumber } from '../../components/ui/phone-number';
import { policyWrapUpErrorCopy as copy } from '../../content/outcomes';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * policy-wrap-up-error?quoteRef={webReference} (§8): the wrap-up after payment gave no token, so
 * the policy could not be confirmed online. As on payment-failure, only a reference in the §5.2
 * format is shown from the address; without one, the held quote's reference is given.
 */
export function PolicyWrapUpErrorRoute() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const [searchParams] = useSearchParams();
  const fromAddress = WebReferenceSchema.safeParse(searchParams.get('quoteRef'));
  const reference = fromAddress.success
    ? fromAddress.data
    : quote !== null && isCreatedQuote(quote)
      ? quote.policy.webReference
      : undefined;
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.dontPayAgain}</p>
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
    </>
  );
}
