import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './form-field.module.css';

type PartProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'>;

export type DateInputProps = {
  /**
   * The first box's id (the one an error summary link focuses); the others get `${id}-month` and
   * `${id}-year`.
   */
  id: string;
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Absent for a month and year question (e.g. when the customer moved in). */
  day?: PartProps;
  month: PartProps;
  year: PartProps;
};

/**
 * A date as three numeric inputs in a fieldset (GOV.UK date input): easier to type, and to correct,
 * than a native date picker for a date of birth, and announced as one question.
 */
export function DateInput({ id, legend, hint, error, day, month, year }: DateInputProps) {
  const parts = [
    ...(day ? [{ key: 'day', label: 'Day', className: styles.dateDay, props: day }] : []),
    { key: 'month', label: 'Month', className: styles.dateMonth, props: month },
    { key: 'year', label: 'Year', className: styles.dateYear, props: year },
  ] as const;
  return (
    <div className={cx(styles.group, error && styles.groupError)}>
      <fieldset className={styles.fieldset} aria-describedby={describedBy(id, hint, error)}>
        <legend className={styles.legend}>{legend}</legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <FieldError id={id} message={error} />
        <div className={styles.dateInputs}>
          {parts.map((part, index) => {
            const inputId = index === 0 ? id : `${id}-${part.key}`;
            return (
              <div key={part.key} className={styles.dateItem}>
                <label htmlFor={inputId} className={styles.dateItemLabel}>
                  {part.label}
                </label>
                <input
                  id={inputId}
                  type="text"
                  // inputMode rather than type=number: no spinners, leading zeros kept, and the
                  // numeric keypad on phones (GOV.UK research on date inputs).
                  inputMode="numeric"
                  className={cx(styles.control, part.className, error && styles.controlError)}
                  aria-invalid={error ? true : undefined}
                  {...part.props}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
