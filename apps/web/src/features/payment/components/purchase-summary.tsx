import type { PaymentOptionType } from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import { useId } from 'react';
import { DetailsList } from '../../../components/ui/details-list';
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
      <DetailsList
        rows={[
          { label: copy.coverLevel, value: soldProductName(quote) },
          start !== undefined && { label: copy.coverStart, value: start },
          { label: copy.reference, value: quote.policy.webReference },
          ...(option === 'ANNUAL_CARD'
            ? [
                {
                  label: copy.annualPrice,
                  value: formatMoney(details.annualTotalPayable),
                  testId: 'price-today',
                },
              ]
            : [
                {
                  label: copy.payToday,
                  value: formatMoney(details.depositAmountTotal),
                  testId: 'price-today',
                },
                {
                  label: copy.monthlyPayments,
                  value: copy.monthlyPaymentsValue(
                    details.paymentCountNormal,
                    formatMoney(details.paymentAmountNormal),
                  ),
                },
                { label: copy.totalPayable, value: formatMoney(details.monthlyTotalPayable) },
              ]),
        ]}
      />
    </section>
  );
}
