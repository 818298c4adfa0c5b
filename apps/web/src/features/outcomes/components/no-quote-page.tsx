import { contactPhoneNumber } from '@van/domain/journey';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { noQuoteCopy } from '../../../content/outcomes';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';

/** §4.4 declined: the quote is stored and every way forward leads here (§2.6, §8). */
export function NoQuotePage() {
  const { phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const reference = quote?.policy.webReference;
  return (
    <>
      <h1>{noQuoteCopy.heading}</h1>
      <p>{noQuoteCopy.explanation}</p>
      <p>
        {noQuoteCopy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
      </p>
      {reference && reference !== 'directQuote' ? (
        <p>
          {noQuoteCopy.reference} <strong>{reference}</strong>.
        </p>
      ) : null}
      <p>
        {noQuoteCopy.fraudCheck} <PhoneNumber number={phoneNumbers.fraud} />.
      </p>
      <p>
        {noQuoteCopy.creditCheck} <PhoneNumber number={phoneNumbers.failedCreditCheck} />.
      </p>
    </>
  );
}
