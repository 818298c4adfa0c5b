import { contactPhoneNumber } from '@van/domain/journey';
import { lazy, Suspense } from 'react';
import { layoutCopy } from '../../content/common';
import { cx } from '../../lib/cx';
import { usePublicConfig } from '../../lib/public-config';
import { heldSourceOfBusiness, useJourneyStore } from '../../stores/journey-store';
import styles from './site-header.module.css';

// A phone's tap-to-call link needs the device check (lib/tap-to-call), which the first page need
// not load to show itself (decision 025's budget): the number shows at once as the same bold text
// PhoneNumber gives elsewhere, and becomes a link on a phone once that code, fetched as this
// module loads, arrives (decision 056).
const phoneNumberLoaded = import('../../components/ui/phone-number');
const PhoneNumber = lazy(async () => ({ default: (await phoneNumberLoaded).PhoneNumber }));

/**
 * The header on every page (decision 056): the wordmark (the config's brandName), and the number
 * to call with the opening hours, both following the customer's source of business and the
 * server's config. §2.4's slim header, on pages that end or interrupt the journey, drops the
 * service's name and takes less height.
 */
export function SiteHeader({ slim }: { slim: boolean }) {
  const { brandName, phoneNumbers, openingHours } = usePublicConfig();
  const sourceOfBusiness = useJourneyStore(heldSourceOfBusiness);
  const number = contactPhoneNumber(phoneNumbers, sourceOfBusiness);
  return (
    <header className={cx(styles.header, slim && styles.slim)}>
      <div className={styles.inner}>
        <p className={styles.wordmark}>
          <span className={styles.brand}>{brandName}</span>
          {!slim && <span className={styles.service}>{layoutCopy.serviceName}</span>}
        </p>
        <div className={styles.contact}>
          <p className={styles.phone}>
            <Suspense fallback={<strong>{`${layoutCopy.callUs} ${number}`}</strong>}>
              <PhoneNumber number={number} lead={layoutCopy.callUs} />
            </Suspense>
          </p>
          <p className={styles.hours}>{`${layoutCopy.linesOpen} ${openingHours}`}</p>
        </div>
      </div>
    </header>
  );
}
