import { contactPhoneNumber } from '@van/domain/journey';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { callUsToCompleteCopy } from '../../../content/outcomes';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';

/** §8 'Must finish by phone': a referred quote (referredQuote) is completed with our team. */
export function CallUsToCompletePage() {
  const { phoneNumbers, openingHours } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  return (
    <>
      <h1>{callUsToCompleteCopy.heading}</h1>
      <p>{callUsToCompleteCopy.explanation}</p>
      <p>
        {callUsToCompleteCopy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />
        {quote ? (
          <>
            {' '}
            {callUsToCompleteCopy.reference} <strong>{quote.policy.webReference}</strong>
          </>
        ) : null}
        .
      </p>
      <p>{openingHours}</p>
    </>
  );
}
