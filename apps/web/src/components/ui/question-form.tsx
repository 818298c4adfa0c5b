import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import styles from './question-form.module.css';

export interface QuestionFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** True while the answers are being sent: the button is disabled and `busyText` announced. */
  busy?: boolean;
  busyText?: string;
  children: ReactNode;
}

/**
 * The form of a question page: the questions, then the one primary button, then a status line
 * present before it has anything to say, so screen readers announce the text when it appears.
 * The browser's own validation is off: the domain's rules speak instead, in the error summary.
 */
export function QuestionForm({
  onSubmit,
  submitLabel,
  busy = false,
  busyText = '',
  children,
}: QuestionFormProps) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      <p role="status" className={styles.status}>
        {busy ? busyText : ''}
      </p>
    </form>
  );
}
