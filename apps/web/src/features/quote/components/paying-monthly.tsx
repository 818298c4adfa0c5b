import type { PriceDetails } from '@van/domain/quote';
import { formatMoney, formatPercent } from '@van/domain/shared';
import { payingMonthlyCopy as copy } from '../../../content/quote';
import { extraCostOfPayingMonthly } from '../price-details';
import { Disclosure } from './disclosure';
import styles from './details-list.module.css';

/**
 * 'Paying monthly' (beyond the spec): the §3.11 price details of the selected tier, so
 * the customer sees the deposit, the instalments, the APR, the interest and what paying monthly
 * costs over paying for the year, before choosing; folded below the price panel (decision 050).
 */
export function PayingMonthly({ details }: { details: PriceDetails }) {
  const available = details.monthlyTotalPayable > 0 && details.paymentCountNormal > 0;
  return (
    <Disclosure heading={copy.heading}>
      {available ? (
        <>
          <p>{copy.intro}</p>
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt>{copy.firstPayment}</dt>
              <dd>{formatMoney(details.depositAmountTotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.instalments}</dt>
              <dd>
                {copy.instalmentsValue(
                  details.paymentCountNormal,
                  formatMoney(details.paymentAmountNormal),
                )}
              </dd>
            </div>
            {details.totalAmountOfCredit > 0 ? (
              <div className={styles.row}>
                <dt>{copy.credit}</dt>
                <dd>{formatMoney(details.totalAmountOfCredit)}</dd>
              </div>
            ) : null}
            <div className={styles.row}>
              <dt>{copy.interest}</dt>
              <dd>
                {copy.interestValue(
                  formatMoney(details.interestAmountTotal),
                  formatPercent(details.interestPercentage),
                )}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.apr}</dt>
              <dd>{copy.aprValue(formatPercent(details.aprRateNewInstruction))}</dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.total}</dt>
              <dd>{formatMoney(details.monthlyTotalPayable)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.payingYearly}</dt>
              <dd>{formatMoney(details.annualTotalPayable)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{copy.extraCost}</dt>
              <dd>{formatMoney(extraCostOfPayingMonthly(details))}</dd>
            </div>
          </dl>
          <p>{copy.creditAgreement}</p>
          <p>{copy.creditCheck}</p>
        </>
      ) : (
        <p>{copy.unavailable}</p>
      )}
    </Disclosure>
  );
}
