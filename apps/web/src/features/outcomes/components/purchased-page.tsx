import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { Link } from 'react-router';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { purchasedCopy as copy } from '../../../content/outcomes';
import { usePublicConfig } from '../../../lib/public-config';
import { heldSourceOfBusiness, useJourneyStore } from '../../../stores/journey-store';

/**
 * purchased ('Policy already purchased', §8): where a comparison-site arrival (or a retrieve) goes
 * when its quote has already been bought. §8 has the aggregator exchange keep the policy number in
 * session storage (the journey store's policyNumber); it is shown when the service gave one.
 */
export function PurchasedPage() {
  const { phoneNumbers, openingHours } = usePublicConfig();
  // The comparison site's number when its link opened a quote already bought (decision 056).
  const sourceOfBusiness = useJourneyStore(heldSourceOfBusiness);
  const policyNumber = useJourneyStore((state) => state.policyNumber);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      {policyNumber ? (
        <p>
          {copy.policyNumber} <strong data-testid="policy-number">{policyNumber}</strong>
        </p>
      ) : null}
      <p>
        {copy.questions} <PhoneNumber number={contactPhoneNumber(phoneNumbers, sourceOfBusiness)} />
        .
      </p>
      <p>{openingHours}</p>
      <p>
        <Link to={pageHref('VehicleLookup')}>{copy.newQuote}</Link>
      </p>
    </>
  );
}
