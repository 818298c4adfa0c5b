import { comparisonSiteName, isDirectJourney } from '@van/domain/journey';
import { selectedResult, type Quote } from '@van/domain/quote';
import { SELECTED_PRODUCT_IDENTIFIER } from '@van/domain/reference-data';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import { useId } from 'react';
import { quoteCopy, tierNames } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import type { RepriceState } from '../api/use-reprice';
import { firstInstalmentPlan } from '../pay-method';
import styles from './quote-summary.module.css';

const tierName = (productIdentifier: string) => tierNames[productIdentifier] ?? productIdentifier;

/**
 * The top of 'Your quote' (§2.6): the greeting, heading and reference, then the selected tier's
 * price with the quote's expiry date, and the one status line that says when a change is being
 * priced ('Preparing your van insurance quote') and when it could not be.
 */
export function QuoteSummary({ quote, reprice }: { quote: Quote; reprice: RepriceState }) {
  const { phoneNumbers, comparisonSiteNames } = usePublicConfig();
  const siteName = comparisonSiteName(comparisonSiteNames, quote.policy.sourceOfBusiness);
  const priceHeadingId = useId();
  const result = selectedResult(quote);
  const annualPrice = result?.premiumDetails?.totalPayable;
  const plan = firstInstalmentPlan(result);
  const forename = quote.policy.eventCurrent.risk.proposer.name?.forenames?.trim();
  const expiry = quote.policy.expiryDate ? formatLongDate(quote.policy.expiryDate) : undefined;

  return (
    <>
      {forename ? <p className={styles.greeting}>{quoteCopy.greeting(forename)}</p> : null}
      <h1>{quoteCopy.heading}</h1>
      <p className={styles.reference}>
        {quoteCopy.referenceLabel}
        <span className={styles.referenceValue} data-testid="quote-reference">
          {quote.policy.webReference}
        </span>
      </p>
      {isDirectJourney(quote.policy.sourceOfBusiness) ? null : (
        <p data-testid="aggregator-thanks">
          {siteName ? quoteCopy.aggregatorThanksFrom(siteName) : quoteCopy.aggregatorThanks}
        </p>
      )}

      <section className={styles.pricePanel} aria-labelledby={priceHeadingId}>
        <h2 id={priceHeadingId}>
          {quoteCopy.yourPriceHeading(tierName(SELECTED_PRODUCT_IDENTIFIER))}
        </h2>
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
            {plan?.paymentAmountNormal !== undefined &&
            plan.paymentCountNormal !== undefined &&
            plan.depositAmountTotal !== undefined ? (
              <p className={styles.monthly}>
                {quoteCopy.monthlyPriceLabel(
                  formatMoney(plan.depositAmountTotal),
                  plan.paymentCountNormal,
                  formatMoney(plan.paymentAmountNormal),
                )}
              </p>
            ) : null}
          </>
        )}
        {expiry ? <p className={styles.expiry}>{quoteCopy.expiry(expiry)}</p> : null}
        <p
          role="status"
          className={reprice.status === 'failed' ? styles.failed : styles.status}
          data-testid="reprice-status"
        >
          {reprice.status === 'pending'
            ? quoteCopy.preparing
            : reprice.status === 'failed'
              ? reprice.message
              : ''}
        </p>
      </section>
    </>
  );
}
