import { contactPhoneNumber, pageHref, ROOT_HREF } from '@van/domain/journey';
import { isCreatedQuote } from '@van/domain/quote';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { serviceUnavailableCopy as copy } from '../../../content/service-unavailable';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';

/**
 * §2.6: 'Service unavailable: shows its own contact number {phone}.' The number is the one for the
 * held quote's source of business, like every outcome page, and the general number without one.
 *
 * Beyond the spec (decision 034): an outage is temporary and nothing held is cleared on the way here,
 * so the page says the answers are kept, gives the quote reference to quote when calling, and
 * offers 'Try again', back to the page of the journey the customer was on (the current page,
 * §4.3). That page's guards decide whether it may open, as on any visit; with no page recorded
 * the site root decides (§2.1).
 */
export function ServiceUnavailablePage() {
  const { phoneNumbers, openingHours } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const currentPage = useJourneyStore((state) => state.currentPage);
  const navigate = useNavigate();
  const reference = quote !== null && isCreatedQuote(quote) ? quote.policy.webReference : null;

  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{quote === null ? copy.tryLater : copy.answersKept}</p>
      {reference !== null && (
        <p>
          {copy.reference} <strong>{reference}</strong>. {copy.haveItReady}
        </p>
      )}
      <Button
        onClick={() => void navigate(currentPage === null ? ROOT_HREF : pageHref(currentPage))}
      >
        {copy.tryAgain}
      </Button>
      <p>
        {copy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
      </p>
      <p>{openingHours}</p>
    </>
  );
}
