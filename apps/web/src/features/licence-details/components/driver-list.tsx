import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { licenceDetailsCopy as copy } from '../../../content/licence-details';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './licence-details.module.css';

export interface DriverListProps {
  /** The additional drivers' names, in the quote's order. */
  names: readonly string[];
  onChange: (index: number) => void;
  /** Called once the customer has confirmed; the list then announces the removal. */
  onRemove: (index: number) => void;
}

const removeButtonId = (index: number) => `remove-driver-${index}`;

/**
 * The named drivers on the quote, each with Change and Remove. Remove asks first, in place, since
 * it throws away everything the customer told us about that driver.
 */
export function DriverList({ names, onChange, onRemove }: DriverListProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const [removed, setRemoved] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();

  function askToRemove(index: number) {
    flushSync(() => setConfirming(index));
    document.getElementById(`${removeButtonId(index)}-confirm`)?.focus();
  }

  function keep(index: number) {
    flushSync(() => setConfirming(null));
    document.getElementById(removeButtonId(index))?.focus();
  }

  function remove(index: number) {
    const name = names[index] ?? '';
    flushSync(() => {
      setConfirming(null);
      setRemoved(copy.driverRemoved(name));
      onRemove(index);
    });
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby={`${questionId}-heading`}>
      <h2 id={`${questionId}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {copy.driversHeading}
      </h2>
      <p role="status" className={styles.status}>
        {removed}
      </p>
      {names.length === 0 ? (
        <p>{copy.noDrivers}</p>
      ) : (
        <ul className={styles.drivers}>
          {names.map((name, index) => (
            <li key={`${index}:${name}`} className={styles.driver}>
              <span className={styles.driverName}>{name}</span>
              {confirming === index ? (
                <div
                  role="group"
                  aria-labelledby={`${questionId}-confirm`}
                  className={styles.confirm}
                >
                  <p id={`${questionId}-confirm`} className={styles.confirmQuestion}>
                    {copy.confirmRemoval(name)}
                  </p>
                  <div className={styles.actions}>
                    <button
                      id={`${removeButtonId(index)}-confirm`}
                      type="button"
                      className={styles.linkButton}
                      onClick={() => remove(index)}
                    >
                      {copy.confirmRemove}
                    </button>
                    <button type="button" className={styles.linkButton} onClick={() => keep(index)}>
                      {copy.keepDriver}
                    </button>
                  </div>
                </div>
              ) : (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => onChange(index)}
                  >
                    {copy.changeDriver}
                    <span className={hidden.visuallyHidden}> {name}</span>
                  </button>
                  <button
                    id={removeButtonId(index)}
                    type="button"
                    className={styles.linkButton}
                    onClick={() => askToRemove(index)}
                  >
                    {copy.removeDriver}
                    <span className={hidden.visuallyHidden}> {name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
