import { contactPhoneNumber } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { PhoneNumber } from '../../components/ui/phone-number';
import { paymentErrorCopy as copy } from '../../content/outcomes';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * payment-error (§8 'their own pages'): the payment hit an error, so whether it was taken is not
 * known. No way back to paying is offered: paying again could charge the customer twice.
 */
export function PaymentErrorRoute() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const reference = quote !== null && isCreatedQuote(quote) ? quote.policy.webReference : undefined;
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
