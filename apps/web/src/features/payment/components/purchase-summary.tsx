import type { PaymentOptionType } from '@van/domain/payment';
import { priceToPayToday, selectedResult, type Quote } from '@van/domain/quote';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import { useId } from 'react';
import { DetailsList } from '../../../components/ui/details-list';
import { insurerCopy } from '../../../content/legal';
import { paymentCopy as copy } from '../../../content/payment';
import { usePublicConfig } from '../../../lib/public-config';
import { insurerNameOf } from '../../../lib/insurer-name';
import { priceDetails, soldProductName } from '../../../lib/quote-figures';
import styles from './payment.module.css';

/**
 * What is being bought: the level of cover, when it starts, and the price of the way of paying
 * chosen, with the figures of the held quote as your-quote shows them (the annual total, or the
 * deposit today and the monthly instalments from the first plan, §3.11).
 */
export function PurchaseSummary({ quote, option }: { quote: Quote; option: PaymentOptionType }) {
  const headingId = useId();
  const { insurerName } = usePublicConfig();
  const result = selectedResult(quote);
  const details = priceDetails(quote, result);
  // The price to pay today is the very figure the server charges (decision 038).
  const payToday = formatMoney(priceToPayToday(result, option) ?? 0);
  const start = quote.policy.startDate ? formatLongDate(quote.policy.startDate) : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.summaryHeading}</h2>
      <DetailsList
        rows={[
          { label: copy.coverLevel, value: soldProductName(quote) },
          // ICOBS 6.1: the insurer is named beside the price (decision 041).
          {
            label: insurerCopy.insurerLabel,
            value: insurerNameOf(result, insurerName),
            testId: 'your-insurer',
          },
          start !== undefined && { label: copy.coverStart, value: start },
          { label: copy.reference, value: quote.policy.webReference },
          ...(option === 'ANNUAL_CARD'
            ? [
                {
                  label: copy.annualPrice,
                  value: payToday,
                  testId: 'price-today',
                },
              ]
            : [
                {
                  label: copy.payToday,
                  value: payToday,
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
