import { type PayMethodType } from '@van/domain/payment';
import { TIER_GRID_PRICE_ROW_LABELS, TIER_GRID_ROWS } from '@van/domain/reference-data';
import { formatMoney, formatPounds } from '@van/domain/shared';
import { useId, type ReactNode } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { insurerCopy } from '../../../content/legal';
import { tierGridCopy as copy, tierNames } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import type { RepairerExcess, TierColumn } from '../tier-grid';
import styles from './tier-grid.module.css';

type RowKey = (typeof TIER_GRID_ROWS)[number]['key'];

const PAY_METHOD_OPTIONS = (['PayInFull', 'Instalmnts'] as const).map((value) => ({
  value,
  label: copy.payMethodOptions[value],
}));

const tierName = (column: TierColumn) =>
  tierNames[column.productIdentifier] ?? column.productIdentifier;

const includedOrNot = (included: boolean) => (included ? copy.included : copy.notIncluded);

const withRepairer = ({ approved, unapproved }: RepairerExcess) => (
  <>
    <span className={styles.small}>{copy.approvedRepairer(formatPounds(approved))}</span>
    <span className={styles.small}>{copy.otherRepairer(formatPounds(unapproved))}</span>
  </>
);

function Stars({ count }: { count: number }) {
  return (
    <>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(count)}
        <span className={styles.emptyStars}>{'☆'.repeat(Math.max(0, 5 - count))}</span>
      </span>
      <span className={hidden.visuallyHidden}>{copy.stars(count)}</span>
    </>
  );
}

function cell(
  key: RowKey,
  column: TierColumn,
  payMethod: PayMethodType,
  defaultInsurer: string,
): ReactNode {
  switch (key) {
    case 'price':
      return (
        <>
          {payMethod === 'Instalmnts' && column.monthly ? (
            <>
              <span className={styles.figure}>
                {copy.perMonth(formatMoney(column.monthly.paymentAmountNormal))}
              </span>
              <span className={styles.small}>
                {copy.monthlyTotal(formatMoney(column.monthly.totalPayable))}
              </span>
            </>
          ) : (
            <span className={styles.figure}>{copy.perYear(formatMoney(column.yearly))}</span>
          )}
          {/* ICOBS 6.1: the insurer is named beside every price, per tier (decision 041). */}
          <span className={styles.small}>
            {insurerCopy.insuredBy} {column.insurerName ?? defaultInsurer}
          </span>
        </>
      );
    case 'rating':
      return <Stars count={column.stars} />;
    case 'legalAssistance':
      return includedOrNot(column.legalAssistance);
    case 'carHire':
      return includedOrNot(column.carHire);
    case 'accidentPlan':
      return includedOrNot(column.accidentPlan);
    case 'euCover':
      return column.euCoverDays === undefined ? copy.notIncluded : copy.days(column.euCoverDays);
    case 'personalBelongings':
      return column.personalBelongings === undefined
        ? copy.notIncluded
        : copy.upTo(formatPounds(column.personalBelongings));
    case 'windscreenReplacementExcess':
      return withRepairer(column.windscreenReplacementExcess);
    case 'windscreenRepairExcess':
      return withRepairer(column.windscreenRepairExcess);
    case 'keys':
      return column.keys === undefined ? copy.notIncluded : copy.upTo(formatPounds(column.keys));
    case 'accidentalDamageExcess':
      return column.accidentalDamageExcess === undefined
        ? copy.notIncluded
        : formatPounds(column.accidentalDamageExcess);
  }
}

export interface TierGridProps {
  columns: readonly TierColumn[];
  payMethod: PayMethodType;
  /** False when the selected tier has no instalment plan: the switch is not offered. */
  monthlyAvailable: boolean;
  onPayMethodChange: (payMethod: PayMethodType) => void;
}

/**
 * §9.3 tier grid: one column per tier, cheapest first, the selected tier (VAN) marked; the rows of
 * the spec in its order; and the monthly/yearly switch, which changes the price row. On a narrow
 * screen the table scrolls sideways inside a focusable region, so a keyboard can scroll it too.
 */
export function TierGrid({
  columns,
  payMethod,
  monthlyAvailable,
  onPayMethodChange,
}: TierGridProps) {
  const headingId = useId();
  const captionId = useId();
  const { insurerName } = usePublicConfig();
  const shownPayMethod = monthlyAvailable ? payMethod : 'PayInFull';
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      {monthlyAvailable ? (
        <RadioGroup
          id="pay-method"
          name="payMethod"
          legend={copy.payMethodLegend}
          options={PAY_METHOD_OPTIONS}
          value={shownPayMethod}
          onChange={onPayMethodChange}
          inline
        />
      ) : (
        <p>{copy.monthlyUnavailable}</p>
      )}
      <p className={styles.scrollHint}>{copy.scrollHint}</p>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // The region scrolls sideways on a phone; focusable so a keyboard can scroll it.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={hidden.visuallyHidden}>
            {copy.caption}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map((column) => (
                <th
                  key={column.productIdentifier}
                  scope="col"
                  className={column.selected ? styles.selected : undefined}
                >
                  {tierName(column)}
                  {column.selected ? (
                    <span className={styles.yourQuote}> {copy.yourQuote}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIER_GRID_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.key === 'price' ? TIER_GRID_PRICE_ROW_LABELS[shownPayMethod] : row.label}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.productIdentifier}
                    className={column.selected ? styles.selected : undefined}
                  >
                    {cell(row.key, column, shownPayMethod, insurerName)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
