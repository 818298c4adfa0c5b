import type { PaymentOptionType, Quote } from '@van/domain';
import { useId } from 'react';
import { paymentCopy as copy } from '../../../content/payment';
import { formatLongDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { priceDetails, selectedTierResult, soldProductName } from '../../../lib/quote-figures';
import styles from './payment.module.css';

/**
 * What is being bought: the level of cover, when it starts, and the price of the way of paying
 * chosen, with the figures of the held quote as your-quote shows them (the annual total, or the
 * deposit today and the monthly instalments from the first plan, §3.11).
 */
export function PurchaseSummary({ quote, option }: { quote: Quote; option: PaymentOptionType }) {
  const headingId = useId();
  const details = priceDetails(quote, selectedTierResult(quote));
  const start = quote.policy.startDate ? formatLongDate(quote.policy.startDate) : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.summaryHeading}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{copy.coverLevel}</dt>
          <dd>{soldProductName(quote)}</dd>
        </div>
        {start ? (
          <div className={styles.row}>
            <dt>{copy.coverStart}</dt>
            <dd>{start}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{copy.reference}</dt>
          <dd>{quote.policy.webReference}</dd>
        </div>
        {option === 'ANNUAL_CARD' ? (
          <div className={styles.row}>
            <dt>{copy.annualPrice}</dt>
            <dd data-testid="price-today">{formatMoney(details.annualTotalPayable)}</dd>
          </div>
        ) : (
          <>
            <div className={styles.row}>
              <dt>{copy.payToday}</dt>
              <dd data-testid="price-today">{formatMoney(details.depositAmountTotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.monthlyPayments}</dt>
              <dd>
                {copy.monthlyPaymentsValue(
                  details.paymentCountNormal,
                  formatMoney(details.paymentAmountNormal),
                )}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.totalPayable}</dt>
              <dd>{formatMoney(details.monthlyTotalPayable)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
