import { selectedResult, type Quote } from '@van/domain/quote';
import { useId } from 'react';
import { cancellationRightsCopy, insurerCopy } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { insurerNameOf } from '../../../lib/insurer-name';

/**
 * Said before purchase on check-your-details (decision 041): who the insurer is (ICOBS 6.1) and
 * the right to cancel within 14 days with how the refund is worked out (ICOBS 7.1, 7.2).
 */
export function BeforeYouBuy({ quote }: { quote: Quote }) {
  const { insurerName } = usePublicConfig();
  const headingId = useId();
  return (
    <>
      <p data-testid="your-insurer">
        {insurerCopy.yourInsurer}{' '}
        <strong>{insurerNameOf(selectedResult(quote), insurerName)}</strong>
      </p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{cancellationRightsCopy.heading}</h2>
        {cancellationRightsCopy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </>
  );
}
