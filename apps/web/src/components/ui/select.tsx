import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './form-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: ReadonlyArray<SelectOption>;
  /** Text of the empty first option, so nothing is chosen for the customer. */
  placeholder?: string;
};

export function Select({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  ...selectProps
}: SelectProps) {
  return (
    <div className={cx(styles.group, error && styles.groupError)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
      <select
        id={id}
        className={cx(styles.control, styles.select, error && styles.controlError)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
