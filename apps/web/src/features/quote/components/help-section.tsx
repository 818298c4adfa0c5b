import { contactPhoneNumber } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { helpCopy as copy } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import { Disclosure } from './disclosure';
import styles from './details-list.module.css';

/** §2.6 'Can we help you?': how to reach us, with the quote reference to give; folded (decision 050). */
export function HelpSection({ quote }: { quote: Quote }) {
  const { phoneNumbers, contactEmail, openingHours } = usePublicConfig();
  return (
    <Disclosure heading={copy.heading}>
      <p>
        {copy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote.policy.sourceOfBusiness)} />{' '}
        {copy.giveReference}{' '}
        <strong className={styles.unbroken}>{quote.policy.webReference}</strong>.
      </p>
      <p>{openingHours}</p>
      <p>
        {copy.emailUs}{' '}
        <a href={`mailto:${contactEmail}`} className={styles.unbroken}>
          {contactEmail}
        </a>
        .
      </p>
    </Disclosure>
  );
}
