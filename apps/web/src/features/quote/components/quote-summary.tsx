import { comparisonSiteName, isDirectJourney } from '@van/domain/journey';
import { type PayMethodType } from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { TIER_GRID_ROWS } from '@van/domain/reference-data';
import { formatLongDate, formatMoney, formatPercent, formatPounds } from '@van/domain/shared';
import { useId } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { insurerCopy } from '../../../content/legal';
import { quoteCopy, tierGridCopy } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import type { AddOnItem } from '../add-ons';
import type { RepriceState } from '../api/use-reprice';
import { extraCostOfPayingMonthly, priceDetails } from '../price-details';
import { productNameOf } from '../tier';
import type { TierColumn } from '../tier-grid';
import { ContinueLink } from './continue-link';
import { SitePriceNotice } from './site-price-notice';
import styles from './quote-summary.module.css';

const PAY_METHOD_OPTIONS = (['PayInFull', 'Instalmnts'] as const).map((value) => ({
  value,
  label: tierGridCopy.payMethodOptions[value],
}));

const rowLabel = (key: (typeof TIER_GRID_ROWS)[number]['key']) =>
  TIER_GRID_ROWS.find((row) => row.key === key)?.label ?? key;

/** What the chosen tier includes, in a line: its grid's included covers and the extras added. */
export function includedAtAGlance(
  column: TierColumn | undefined,
  addedExtras: readonly AddOnItem[],
): string[] {
  if (column === undefined) return addedExtras.map((item) => item.name);
  return [
    column.legalAssistance && rowLabel('legalAssistance'),
    column.carHire && rowLabel('carHire'),
    column.accidentPlan && rowLabel('accidentPlan'),
    column.euCoverDays !== undefined && `${rowLabel('euCover')} ${column.euCoverDays} days`,
    column.personalBelongings !== undefined &&
      `${rowLabel('personalBelongings')} up to ${formatPounds(column.personalBelongings)}`,
    column.keys !== undefined && `${rowLabel('keys')} up to ${formatPounds(column.keys)}`,
    ...addedExtras.map((item) => item.name),
  ].filter((entry): entry is string => typeof entry === 'string');
}

export interface QuoteSummaryProps {
  quote: Quote;
  reprice: RepriceState;
  payMethod: PayMethodType;
  /** False when the chosen tier has no instalment plan: only the yearly price is offered. */
  monthlyAvailable: boolean;
  onPayMethodChange: (payMethod: PayMethodType) => void;
  /** What the chosen tier includes, for the line at a glance. */
  included: readonly string[];
}

/**
 * The top of 'Your quote' (§2.6): the greeting, heading and reference, then the price panel
 * (decision 050): the chosen product, its price in the chosen way to pay (monthly: the deposit,
 * the payments, the APR, the total and what it costs over paying for the year), the insurer, and
 * Continue; then what is included and how long the price is held; with the one status line that says when
 * a change is being priced ('Preparing your van insurance quote') and when it could not be.
 */
export function QuoteSummary({
  quote,
  reprice,
  payMethod,
  monthlyAvailable,
  onPayMethodChange,
  included,
}: QuoteSummaryProps) {
  const { phoneNumbers, comparisonSiteNames, insurerName } = usePublicConfig();
  const siteName = comparisonSiteName(comparisonSiteNames, quote.policy.sourceOfBusiness);
  const priceHeadingId = useId();
  const result = selectedResult(quote);
  const annualPrice = result?.premiumDetails?.totalPayable;
  const details = priceDetails(quote, result);
  const monthly = monthlyAvailable && payMethod === 'Instalmnts' && details.paymentCountNormal > 0;
  const forename = quote.policy.eventCurrent.risk.proposer.name?.forenames?.trim();
  const expiry = quote.policy.expiryDate ? formatLongDate(quote.policy.expiryDate) : undefined;
  const product = productNameOf(result);

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
        <>
          <p data-testid="aggregator-thanks">
            {siteName ? quoteCopy.aggregatorThanksFrom(siteName) : quoteCopy.aggregatorThanks}
          </p>
          <SitePriceNotice quote={quote} payMethod={payMethod} site={siteName} />
        </>
      )}

      <section className={styles.pricePanel} aria-labelledby={priceHeadingId}>
        <h2 id={priceHeadingId} data-testid="chosen-product">
          {quoteCopy.yourPriceHeading(product)}
        </h2>
        {annualPrice === undefined ? (
          // A priced, not-declined quote always has this; if the service ever leaves it out the
          // customer still gets a way forward.
          <p>
            {quoteCopy.priceMissing} <strong>{phoneNumbers.general}</strong>.
          </p>
        ) : (
          <>
            {monthlyAvailable ? (
              <RadioGroup
                id="pay-method"
                name="payMethod"
                legend={tierGridCopy.payMethodLegend}
                options={PAY_METHOD_OPTIONS}
                value={payMethod}
                onChange={onPayMethodChange}
                inline
              />
            ) : (
              <p>{tierGridCopy.monthlyUnavailable}</p>
            )}
            {monthly ? (
              <>
                <p className={styles.priceLabel}>{quoteCopy.monthlyPriceLabel}</p>
                <p className={styles.price} data-testid="monthly-price">
                  {formatMoney(details.paymentAmountNormal)}
                  <span className={styles.per}> {quoteCopy.aMonth}</span>
                </p>
                {/* The terms as one sentence, as a representative example is written: short
                    enough that Continue stays within a phone's screen (decision 050). */}
                <p className={styles.terms}>
                  {quoteCopy.firstPayment}{' '}
                  <strong data-testid="deposit">{formatMoney(details.depositAmountTotal)}</strong>
                  {quoteCopy.then(
                    details.paymentCountNormal,
                    formatMoney(details.paymentAmountNormal),
                  )}{' '}
                  {quoteCopy.apr(formatPercent(details.aprRateNewInstruction))}{' '}
                  {quoteCopy.totalPayable(formatMoney(details.monthlyTotalPayable))}
                </p>
                <p className={styles.compare}>
                  {quoteCopy.moreThanAnnual(formatMoney(extraCostOfPayingMonthly(details)))}
                  <span data-testid="annual-price">{formatMoney(annualPrice)}</span>
                  {quoteCopy.moreThanAnnualEnd}
                </p>
              </>
            ) : (
              <>
                <p className={styles.priceLabel}>{quoteCopy.annualPriceLabel}</p>
                <p className={styles.price} data-testid="annual-price">
                  {formatMoney(annualPrice)}
                </p>
              </>
            )}
            {/* ICOBS 6.1: the insurer beside the price (decision 041). */}
            <p className={styles.fact}>
              {insurerCopy.insuredBy} {result?.grantedDetailsMotor?.insurerName ?? insurerName}
            </p>
          </>
        )}
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
        {annualPrice === undefined ? null : (
          <p className={styles.continue}>
            <ContinueLink quote={quote} className={styles.continueLink}>
              {quoteCopy.continue}
            </ContinueLink>
            <span className={styles.continueHint}>{quoteCopy.continueHint}</span>
          </p>
        )}
        {/* What the price buys and how long it is held, just after Continue: read before going
            on, and not between the price and Continue on a phone. */}
        {annualPrice !== undefined && included.length > 0 ? (
          <p className={styles.fact}>
            <strong>{quoteCopy.included}:</strong> {included.join(', ')}
          </p>
        ) : null}
        {expiry ? <p className={styles.fact}>{quoteCopy.expiry(expiry)}</p> : null}
      </section>
    </>
  );
}

/**
 * On a phone (≤ 640 px) the price and Continue stay in reach at the foot of the screen (decision
 * 050); the page is padded by the bar's height so it never covers the end of the page. Last in the
 * page, so it comes last in the keyboard and reading order.
 */
export function StickyPriceBar({
  quote,
  payMethod,
  monthlyAvailable,
}: {
  quote: Quote;
  payMethod: PayMethodType;
  monthlyAvailable: boolean;
}) {
  const result = selectedResult(quote);
  const annualPrice = result?.premiumDetails?.totalPayable;
  if (annualPrice === undefined) return null;
  const details = priceDetails(quote, result);
  const price =
    monthlyAvailable && payMethod === 'Instalmnts' && details.paymentCountNormal > 0
      ? quoteCopy.perMonth(formatMoney(details.paymentAmountNormal))
      : quoteCopy.perYear(formatMoney(annualPrice));
  return (
    <div className={styles.bar} data-testid="sticky-price-bar">
      <p className={styles.barPrice}>{quoteCopy.stickyPrice(productNameOf(result), price)}</p>
      <ContinueLink quote={quote} className={styles.barLink}>
        {quoteCopy.continue}
      </ContinueLink>
    </div>
  );
}
