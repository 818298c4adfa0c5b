import { SELECTED_PRODUCT_IDENTIFIER, type Quote } from '@van/domain';
import { useId } from 'react';
import { quoteCopy, tierNames } from '../../../content/quote';
import { formatMoney } from '../../../lib/format-money';
import { usePublicConfig } from '../../../lib/public-config';
import { otherTierPrices, selectedTierResult } from '../quote-prices';
import styles from './quote-summary.module.css';

const tierName = (productIdentifier: string) => tierNames[productIdentifier] ?? productIdentifier;

/** The top of 'Your quote' (§2.6): the reference, the selected tier's price, the other tiers'. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { phoneNumbers } = usePublicConfig();
  const priceHeadingId = useId();
  const annualPrice = selectedTierResult(quote)?.premiumDetails?.totalPayable;
  const others = otherTierPrices(quote);

  return (
    <>
      <h1>{quoteCopy.heading}</h1>
      <p className={styles.reference}>
        {quoteCopy.referenceLabel}
        <span className={styles.referenceValue} data-testid="quote-reference">
          {quote.policy.webReference}
        </span>
      </p>

      <section className={styles.pricePanel} aria-labelledby={priceHeadingId}>
        <h2 id={priceHeadingId}>{tierName(SELECTED_PRODUCT_IDENTIFIER)} cover</h2>
        {annualPrice === undefined ? (
          // A priced, not-declined quote always has this; if the service ever leaves it out the
          // customer still gets a way forward.
          <p>
            {quoteCopy.priceMissing} <strong>{phoneNumbers.general}</strong>.
          </p>
        ) : (
          <>
            <p className={styles.priceLabel}>{quoteCopy.annualPriceLabel}</p>
            <p className={styles.price} data-testid="annual-price">
              {formatMoney(annualPrice)}
            </p>
          </>
        )}
      </section>

      {others.length > 0 && (
        <section>
          <table className={styles.table}>
            <caption>
              <h2>{quoteCopy.otherTiersHeading}</h2>
            </caption>
            <thead>
              <tr>
                <th scope="col">{quoteCopy.tierColumn}</th>
                <th scope="col">{quoteCopy.annualPriceLabel}</th>
              </tr>
            </thead>
            <tbody>
              {others.map((tier) => (
                <tr key={tier.productIdentifier}>
                  <th scope="row">{tierName(tier.productIdentifier)}</th>
                  <td>{formatMoney(tier.totalPayable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
