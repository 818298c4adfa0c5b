import { Fragment } from 'react';
import { Link } from 'react-router';
import { pageHref } from '@van/domain/journey';
import hidden from '../ui/visually-hidden.module.css';
import { checkYourDetailsCopy as copy } from '../../content/check-your-details';
import { type ChangeTarget, type SummaryRow, type SummarySection } from './answer-summary';
import styles from './answer-sections.module.css';

export interface AnswerSectionsProps {
  sections: readonly SummarySection[];
  /** A row's Change link is followed, before its page opens (decision 023's change mechanics). */
  onChange: (target: ChangeTarget) => void;
  /**
   * Whether a row's page may open now; a row whose page may not (§4.3: an earlier page still
   * unanswered) shows no Change link, rather than one that leads elsewhere. Every row when absent.
   */
  canChange?: (target: ChangeTarget) => boolean;
}

/**
 * The held quote's answers in words (decision 036), section by section as GOV.UK summary lists,
 * each row with a Change link to the page that asks it: check-your-details and a comparison
 * site's arrival (decision 058) show them alike.
 */
export function AnswerSections({ sections, onChange, canChange }: AnswerSectionsProps) {
  return sections.map((section) => (
    <AnswerSection key={section.id} section={section} onChange={onChange} canChange={canChange} />
  ));
}

function AnswerSection({
  section,
  onChange,
  canChange,
}: Omit<AnswerSectionsProps, 'sections'> & { section: SummarySection }) {
  const headingId = `check-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.groups.map((group, index) => (
        <Fragment key={group.heading ?? index}>
          {group.heading !== undefined && <h3 className={styles.groupHeading}>{group.heading}</h3>}
          <dl className={styles.summaryList}>
            {group.rows.map((row) => (
              <AnswerRow
                key={row.label}
                row={row}
                onChange={canChange === undefined || canChange(row.change) ? onChange : undefined}
              />
            ))}
          </dl>
        </Fragment>
      ))}
    </section>
  );
}

function AnswerRow({
  row,
  onChange,
}: {
  row: SummaryRow;
  onChange: ((target: ChangeTarget) => void) | undefined;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.key}>{row.label}</dt>
      <dd className={styles.value}>
        {typeof row.value === 'string' ? (
          row.value
        ) : (
          <ul className={styles.lines}>
            {row.value.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </dd>
      <dd className={styles.actions}>
        {onChange !== undefined && (
          <Link to={pageHref(row.change.page)} onClick={() => onChange(row.change)}>
            {copy.change}
            <span className={hidden.visuallyHidden}> {row.changeLabel}</span>
          </Link>
        )}
      </dd>
    </div>
  );
}
