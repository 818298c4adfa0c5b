import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'>;

/** The primary action of a page. Full width on a phone, its own width from 600px. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={styles.button} {...props} />;
}
