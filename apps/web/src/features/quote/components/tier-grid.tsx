import { type PayMethodType } from '@van/domain/payment';
import { type ProductIdentifier } from '@van/domain/quote';
import { TIER_GRID_PRICE_ROW_LABELS, TIER_GRID_ROWS } from '@van/domain/reference-data';
import { formatMoney, formatPounds } from '@van/domain/shared';
import { useId, type ReactNode } from 'react';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { insurerCopy } from '../../../content/legal';
import { tierGridCopy as copy } from '../../../content/quote';
import { usePublicConfig } from '../../../lib/public-config';
import type { RepairerExcess, TierColumn } from '../tier-grid';
import styles from './tier-grid.module.css';

type RowKey = (typeof TIER_GRID_ROWS)[number]['key'];

/** The price a column is chosen at, in the way to pay shown: '£98.75 a month' or '£1,080.87 a year'. */
const shownPrice = (column: TierColumn, payMethod: PayMethodType) =>
  payMethod === 'Instalmnts' && column.monthly
    ? copy.perMonth(formatMoney(column.monthly.paymentAmountNormal))
    : copy.perYear(formatMoney(column.yearly));

const rowLabel = (key: RowKey, label: string | null, payMethod: PayMethodType) =>
  key === 'price' ? TIER_GRID_PRICE_ROW_LABELS[payMethod] : label;

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
              {column.monthly.depositAmountTotal === undefined ? null : (
                <span className={styles.small}>
                  {copy.deposit(formatMoney(column.monthly.depositAmountTotal))}
                </span>
              )}
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
      return column.accidentalDamageExcess === undefined ? (
        copy.notIncluded
      ) : (
        <>
          <span className={styles.figure}>{formatPounds(column.accidentalDamageExcess.total)}</span>
          <span className={styles.small}>
            {copy.excessParts(
              formatPounds(column.accidentalDamageExcess.compulsory),
              formatPounds(column.accidentalDamageExcess.voluntary),
            )}
          </span>
        </>
      );
  }
}

/**
 * A column's own choose action (decision 050). The chosen tier's says 'Selected' and does nothing;
 * the one being priced says so. Each stays the same button, keyed by tier, so focus stays where
 * the customer pressed while the price changes. Its name carries the product and its price.
 */
function ChooseButton({
  column,
  payMethod,
  choosing,
  onChoose,
}: {
  column: TierColumn;
  payMethod: PayMethodType;
  choosing: boolean;
  onChoose: (tier: ProductIdentifier) => void;
}) {
  const price = shownPrice(column, payMethod);
  if (column.selected || choosing) {
    return (
      <button
        type="button"
        className={styles.chosen}
        aria-disabled="true"
        // The visible word first, so the name a voice user says matches (WCAG 2.5.3).
        aria-label={`${column.selected ? copy.selected : copy.choosing}${copy.selectedName(column.productName, price)}`}
        data-tier={column.productIdentifier}
      >
        {column.selected ? copy.selected : copy.choosing}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.choose}
      aria-label={`${copy.choose(column.productName)}${copy.priceForName(price)}`}
      data-tier={column.productIdentifier}
      onClick={() => onChoose(column.productIdentifier)}
    >
      {copy.choose(column.productName)}
    </button>
  );
}

export interface TierGridProps {
  columns: readonly TierColumn[];
  /** The way to pay the prices are shown in (the price panel's switch). */
  payMethod: PayMethodType;
  /** The tier asked for and being priced, if any. */
  choosing: ProductIdentifier | undefined;
  /** A tier choice that could not be priced: the previous choice stands. */
  failed: boolean;
  onChoose: (tier: ProductIdentifier) => void;
}

/**
 * §9.3 tier grid: one column per tier, cheapest first, each named by the tariff and with its own
 * choose action; the chosen tier marked 'Selected' (VAN by default, shown neutrally: decision 050);
 * the rows of the spec in its order. On a narrow screen the table scrolls sideways inside a
 * focusable region, so a keyboard can scroll it too.
 */
export function TierGrid({ columns, payMethod, choosing, failed, onChoose }: TierGridProps) {
  const headingId = useId();
  const captionId = useId();
  const { insurerName } = usePublicConfig();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.neutral}</p>
      {failed ? <p className={styles.failed}>{copy.chooseFailed}</p> : null}
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
                  {column.productName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIER_GRID_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{rowLabel(row.key, row.label, payMethod)}</th>
                {columns.map((column) => (
                  <td
                    key={column.productIdentifier}
                    className={column.selected ? styles.selected : undefined}
                  >
                    {cell(row.key, column, payMethod, insurerName)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{copy.chooseRow}</th>
              {columns.map((column) => (
                <td
                  key={column.productIdentifier}
                  className={column.selected ? styles.selected : undefined}
                >
                  <ChooseButton
                    column={column}
                    payMethod={payMethod}
                    choosing={choosing === column.productIdentifier}
                    onChoose={onChoose}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
