import { useId } from 'react';
import { priceExplanationCopy as copy } from '../../../content/quote';
import { formatMoney } from '@van/domain/shared';
import type { PriceExplanation as Explanation } from '../price-explanation';
import styles from './details-list.module.css';

const effect = (value: number) =>
  value > 0 ? copy.adds(formatMoney(value)) : copy.takesOff(formatMoney(-value));

/**
 * 'Why this price?' (beyond the spec): the rating engine's own explanation of the selected
 * tier's price, line by line, adding up to the price; what made no difference is folded away.
 */
export function PriceExplanation({ explanation }: { explanation: Explanation }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.itemColumn}</th>
            <th scope="col">{copy.effectColumn}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{explanation.start.text}</th>
            <td>{formatMoney(explanation.start.value)}</td>
          </tr>
          {explanation.changes.map((line) => (
            <tr key={line.code}>
              <th scope="row">{line.text}</th>
              <td>{effect(line.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{copy.total}</th>
            <td>{formatMoney(explanation.total)}</td>
          </tr>
        </tfoot>
      </table>
      {explanation.noChange.length > 0 ? (
        <details className={styles.details}>
          <summary>{copy.noChangeSummary}</summary>
          <ul>
            {explanation.noChange.map((line) => (
              <li key={line.code}>{line.text}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
