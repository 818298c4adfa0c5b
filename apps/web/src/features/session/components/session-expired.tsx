import {
  contactPhoneNumber,
  ExpiredSessionSchema,
  pageHref,
  type ExpiredSession,
} from '@van/domain/journey';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { openingHoursLines, sessionExpiredCopy as copy } from '../../../content/session';
import { usePublicConfig } from '../../../lib/public-config';
import { writeSessionExpiry } from '../session-timer';

/**
 * What the expiring session left in the history entry's state: anything else (a direct visit, a
 * state from an older build) shows the page without the quote lines.
 */
function useExpiredSession(): ExpiredSession {
  const parsed = ExpiredSessionSchema.safeParse(useLocation().state);
  return parsed.success ? parsed.data : {};
}

/** §2.6 Session expired. The working state was reset by the page's entry action (§2.2). */
export function SessionExpired() {
  const { phoneNumbers, sessionExpirySeconds, openingHours } = usePublicConfig();
  const { quoteReference, sourceOfBusiness } = useExpiredSession();
  const navigate = useNavigate();

  function retrieveQuote() {
    // §2.6: 'A 'Retrieve quote' button restarts the session timer and goes to your-quote/retrieve.'
    writeSessionExpiry(sessionStorage, Date.now(), sessionExpirySeconds * 1000);
    // The reference just shown goes with the customer, for retrieve to fill in (decision 053):
    // in the history entry's state, never the address.
    void navigate(
      pageHref('Retrieve'),
      quoteReference === undefined ? undefined : { state: { webReference: quoteReference } },
    );
  }

  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.inactivity}</p>
      {quoteReference !== undefined && (
        <>
          <p>
            {copy.retrieveWithReference} <strong>{quoteReference}</strong>.
          </p>
          <p>
            {copy.discussQuote}{' '}
            <PhoneNumber number={contactPhoneNumber(phoneNumbers, sourceOfBusiness)} />
          </p>
        </>
      )}
      <ul>
        {openingHoursLines(openingHours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button onClick={retrieveQuote}>{copy.retrieveQuote}</Button>
    </>
  );
}
