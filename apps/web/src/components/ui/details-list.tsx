import type { ReactNode } from 'react';
import styles from './details-list.module.css';

/** One row of a details list: what it is and its value. */
export interface DetailsRow {
  label: ReactNode;
  value: ReactNode;
  /** For a value tests read on its own (a price). */
  testId?: string;
}

/**
 * Label and value pairs as a description list, one ruled row each (what is being bought, the
 * cover, the credit terms). Rows given as false, null or undefined are left out, so a row shown
 * only sometimes can be written inline.
 */
export function DetailsList({
  rows,
}: {
  rows: ReadonlyArray<DetailsRow | false | null | undefined>;
}) {
  return (
    <dl className={styles.list}>
      {rows.map((row, index) =>
        row ? (
          // The rows of a list are fixed by its caller; none moves, so the index keys them.
          <div key={index} className={styles.row}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
