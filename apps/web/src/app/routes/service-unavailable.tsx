import { contactPhoneNumber } from '@van/domain';
import { PhoneNumber } from '../../components/ui/phone-number';
import { OPENING_TIMES } from '../../content/outcomes';
import { serviceUnavailableCopy } from '../../content/service-unavailable';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * §2.6: 'Service unavailable: shows its own contact number {phone}.' The number is the one for the
 * held quote's source of business, like every outcome page, and the general number without one.
 */
export function ServiceUnavailableRoute() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  return (
    <>
      <h1>{serviceUnavailableCopy.heading}</h1>
      <p>{serviceUnavailableCopy.tryLater}</p>
      <p>
        {serviceUnavailableCopy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
      </p>
      <p>{OPENING_TIMES}</p>
    </>
  );
}
