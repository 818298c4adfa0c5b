import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './form-field.module.css';
import choice from './choice.module.css';

export interface RadioOption<T> {
  value: T;
  label: string;
  hint?: string;
}

export interface RadioGroupProps<T> {
  /** The first radio's id (the one an error summary link focuses); the others get `${id}-{n}`. */
  id: string;
  /** The form field name, shared by the radios. */
  name: string;
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: ReadonlyArray<RadioOption<T>>;
  /** The chosen value; undefined while the customer has not chosen (nothing is pre-answered). */
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  /** Two short options (Yes/No) side by side. */
  inline?: boolean;
}

/**
 * One question answered by choosing one option (GOV.UK radios), for values of any type: the
 * options carry typed values (true/false, numbers, codes), compared by identity, so the form
 * holds what the domain schema expects rather than the strings a native radio reports.
 */
export function RadioGroup<T>({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  inline = false,
}: RadioGroupProps<T>) {
  return (
    <div className={cx(styles.group, error && styles.groupError)}>
      <fieldset className={styles.fieldset} aria-describedby={describedBy(id, hint, error)}>
        <legend className={styles.legend}>{legend}</legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <FieldError id={id} message={error} />
        <div className={cx(choice.items, inline && choice.inline)}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div key={optionId} className={choice.item}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  className={choice.input}
                  checked={value !== undefined && Object.is(value, option.value)}
                  onChange={() => onChange(option.value)}
                  onBlur={onBlur}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
                <label htmlFor={optionId} className={choice.label}>
                  {option.label}
                </label>
                {option.hint && (
                  <div id={`${optionId}-hint`} className={choice.hint}>
                    {option.hint}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** The Yes/No options of a yes-or-no question. */
export const YES_NO_OPTIONS: ReadonlyArray<RadioOption<boolean>> = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
