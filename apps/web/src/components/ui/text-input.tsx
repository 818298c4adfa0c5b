import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './form-field.module.css';

type Width = 'full' | '20' | '10' | '8' | '4';

const widthClass: Record<Width, string | undefined> = {
  full: undefined,
  '20': styles.width20,
  '10': styles.width10,
  '8': styles.width8,
  '4': styles.width4,
};

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'prefix'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown before the input, e.g. '£'; hidden from screen readers, so say it in the label or hint. */
  prefix?: string;
  width?: Width;
  upperCase?: boolean;
};

/** A labelled text input with optional hint and inline error, tied together with aria-describedby. */
export function TextInput({
  id,
  label,
  hint,
  error,
  prefix,
  width = 'full',
  upperCase = false,
  ...inputProps
}: TextInputProps) {
  const input = (
    <input
      id={id}
      type="text"
      className={cx(
        styles.control,
        widthClass[width],
        error && styles.controlError,
        upperCase && styles.upperCase,
      )}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...inputProps}
    />
  );
  return (
    <div className={cx(styles.group, error && styles.groupError)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
      {prefix ? (
        <div className={cx(styles.prefixWrapper, widthClass[width])}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}
