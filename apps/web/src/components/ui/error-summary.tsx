import { useId, type MouseEvent, type Ref } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  message: string;
  /** Id of the input the message is about; without it the message is shown as plain text. */
  fieldId?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = document.getElementById(fieldId);
  if (!(input instanceof HTMLElement)) return;
  event.preventDefault();
  // GOV.UK Frontend scrolls the label or legend into view rather than the input: on a phone the
  // input alone, at the top of the screen, hides the question it answers.
  const question =
    input.closest('fieldset')?.querySelector('legend') ??
    (input instanceof HTMLInputElement || input instanceof HTMLSelectElement
      ? input.labels?.[0]
      : undefined) ??
    input;
  question.scrollIntoView();
  input.focus({ preventScroll: true });
}

/**
 * Behaves like GOV.UK Frontend's error summary: the form focuses it after a failed submit, so the
 * problem is announced and visible, and each message links to its field. Renders nothing when
 * there are no errors.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  ref,
}: {
  errors: ReadonlyArray<ErrorSummaryItem>;
  title?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId ?? '')}
              >
                {error.message}
              </a>
            ) : (
              <span className={styles.text}>{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
