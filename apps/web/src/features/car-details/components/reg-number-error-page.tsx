import { pageHref } from '@van/domain/journey';
import { Link } from 'react-router';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { regNumberErrorCopy as copy } from '../../../content/car-details';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './reg-number-error.module.css';

/**
 * your-quote/registration-number-error (§2.1 'Registration not found'): where a lookup that finds
 * no van leads (§8). The customer checks the registration and tries again, or calls us.
 */
export function RegNumberErrorPage() {
  const { phoneNumbers } = usePublicConfig();
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.checkAndRetry}</p>
      <Link to={pageHref('VehicleLookup')} className={styles.tryAgain}>
        {copy.tryAgain}
      </Link>
      <p>
        {copy.help} <PhoneNumber number={phoneNumbers.general} />.
      </p>
    </>
  );
}
