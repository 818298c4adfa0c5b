import { pageHref } from '@van/domain/journey';
import { Link } from 'react-router';
import { accountLinkCopy } from '../../content/account';
import { copyrightLine } from '../../content/common';
import { todayIsoDate } from '../../lib/dates';
import {
  fcaStatusDisclosure,
  footerCopy,
  LEGAL_PAGES,
  registeredOfficeLine,
  type FirmDetails,
} from '../../content/legal-footer';
import styles from './site-footer.module.css';

/**
 * The footer on every page (decision 041): links to the firm's legal pages, the FCA status
 * disclosure and the registered office, all from the public config.
 */
export function SiteFooter({ firm }: { firm: FirmDetails }) {
  // The year is presentation, read in the UI layer where the clock is allowed: the UK date's
  // year, as every other "today" (decision 037).
  const year = Number(todayIsoDate().slice(0, 4));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Decision 062: where a customer who has bought looks for their policy. */}
        <p className={styles.account}>
          <Link to={pageHref('AccountSignIn')}>{accountLinkCopy.link}</Link>
        </p>
        <nav aria-label={footerCopy.navLabel}>
          <ul className={styles.links}>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <Link to={pageHref(page)}>{footerCopy.links[page]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{fcaStatusDisclosure(firm)}</p>
        <p>{registeredOfficeLine(firm)}</p>
        <p>{copyrightLine(year, firm.brokerLegalName)}</p>
      </div>
    </footer>
  );
}
