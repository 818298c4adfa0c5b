import { contactPhoneNumber } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { useId } from 'react';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { OPENING_TIMES } from '../../../content/outcomes';
import { helpCopy as copy } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './details-list.module.css';

/** §2.6 'Can we help you?': how to reach us, with the quote reference to give. */
export function HelpSection({ quote }: { quote: Quote }) {
  const headingId = useId();
  const { phoneNumbers, contactEmail } = usePublicConfig();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>
        {copy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote.policy.sourceOfBusiness)} />{' '}
        {copy.giveReference}{' '}
        <strong className={styles.unbroken}>{quote.policy.webReference}</strong>.
      </p>
      <p>{OPENING_TIMES}</p>
      <p>
        {copy.emailUs}{' '}
        <a href={`mailto:${contactEmail}`} className={styles.unbroken}>
          {contactEmail}
        </a>
        .
      </p>
    </section>
  );
}
