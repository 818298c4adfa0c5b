import { useId, type ReactNode } from 'react';
import styles from './disclosure.module.css';

/**
 * A long section of your-quote folded under its heading (decision 050): the route from the price
 * to Continue stays short, and each section is one keypress away. The heading stays a heading in
 * the summary, so the page's outline and a screen reader's list of headings keep every section.
 */
export function Disclosure({
  heading,
  children,
  open = false,
}: {
  heading: string;
  children: ReactNode;
  open?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <details className={styles.details} open={open}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
        </summary>
        <div className={styles.body}>{children}</div>
      </details>
    </section>
  );
}
