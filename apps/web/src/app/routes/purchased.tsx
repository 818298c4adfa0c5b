import { contactPhoneNumber, pageHref } from '@van/domain';
import { Link } from 'react-router';
import { PhoneNumber } from '../../components/ui/phone-number';
import { purchasedCopy as copy } from '../../content/outcomes';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * purchased ('Policy already purchased', §8): where a comparison-site arrival (or a retrieve) goes
 * when its quote has already been bought. §8 has the aggregator exchange keep the policy number in
 * session storage, but no key for it is defined yet, so the page does not show it.
 */
export function PurchasedRoute() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>
        {copy.questions}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
      </p>
      <p>{copy.openingTimes}</p>
      <p>
        <Link to={pageHref('VehicleLookup')}>{copy.newQuote}</Link>
      </p>
    </>
  );
}
