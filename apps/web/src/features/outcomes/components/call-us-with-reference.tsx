import { contactPhoneNumber } from '@van/domain/journey';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { callUsWithReferenceCopy as copy } from '../../../content/outcomes';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';

/**
 * How a customer whose payment went wrong carries on: the number to call (the one for the held
 * quote's source of business, like every outcome page; the general one without a quote), the quote
 * reference to have ready when there is one, and the opening times (§2.6).
 */
export function CallUsWithReference({ reference }: { reference: string | undefined }) {
  const { phoneNumbers, openingHours } = usePublicConfig();
  const sourceOfBusiness = useJourneyStore((state) => state.quote?.policy.sourceOfBusiness);
  return (
    <>
      <p>
        {copy.callUs} <PhoneNumber number={contactPhoneNumber(phoneNumbers, sourceOfBusiness)} />.
      </p>
      {reference !== undefined && (
        <p>
          {copy.reference} <strong>{reference}</strong>. {copy.haveItReady}
        </p>
      )}
      <p>{openingHours}</p>
    </>
  );
}
