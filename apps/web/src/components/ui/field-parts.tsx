import type { ReactNode } from 'react';
import styles from './form-field.module.css';
import hidden from './visually-hidden.module.css';

/** Ids of a field's hint and error, so inputs can point at them with aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The aria-describedby value: hint first, then error, as GOV.UK Frontend orders them. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = fieldIds(id);
  const parts = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={fieldIds(id).hint} className={styles.hint}>
      {children}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className={styles.errorMessage}>
      {/* Announces that the text that follows is an error when read out with the field. */}
      <span className={hidden.visuallyHidden}>Error: </span>
      {message}
    </p>
  );
}
