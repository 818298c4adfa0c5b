import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './form-field.module.css';
import choice from './choice.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A single tick box that answers a question by itself, e.g. 'I confirm these details are correct'. */
export function Checkbox({ id, label, hint, error, ...inputProps }: CheckboxProps) {
  return (
    <div className={cx(styles.group, error && styles.groupError)}>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
      <div className={choice.item}>
        <input
          id={id}
          type="checkbox"
          className={choice.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...inputProps}
        />
        <label htmlFor={id} className={choice.label}>
          {label}
        </label>
      </div>
    </div>
  );
}
