import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styles from './repeatable-entries.module.css';
import hidden from './visually-hidden.module.css';

export interface RepeatableEntriesProps {
  /** A stable key per entry, in order (react-hook-form's `useFieldArray` field ids). */
  keys: readonly string[];
  /** The legend of entry `index` (e.g. 'Claim 2'); also what its Remove button says it removes. */
  entryLegend: (index: number) => string;
  /** The questions of entry `index`. */
  children: (index: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  removeLabel?: string;
  /** No Add button once there are this many entries. */
  max?: number;
  /** No Remove buttons while there are this many entries or fewer. */
  min?: number;
}

const FOCUSABLE = 'input, select, textarea, button';

/**
 * Entries the customer adds and removes (GOV.UK's "add another" pattern), each a fieldset with its
 * own legend and Remove button. Focus follows the change so a keyboard or screen reader user is
 * never left on a button that has gone: an added entry's first control takes focus; after a
 * removal, the Add button does.
 */
export function RepeatableEntries({
  keys,
  entryLegend,
  children,
  addLabel,
  onAdd,
  onRemove,
  removeLabel = 'Remove',
  max = Number.POSITIVE_INFINITY,
  min = 0,
}: RepeatableEntriesProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  function add() {
    // Rendered at once, so the new entry's first control exists to take focus.
    flushSync(onAdd);
    const entries = listRef.current?.querySelectorAll(':scope > fieldset');
    const last = entries?.[entries.length - 1];
    last?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }

  function remove(index: number) {
    flushSync(() => onRemove(index));
    addRef.current?.focus();
  }

  return (
    <div ref={listRef} className={styles.entries}>
      {keys.map((key, index) => (
        <fieldset key={key} className={styles.entry}>
          <legend className={styles.legend}>{entryLegend(index)}</legend>
          {children(index)}
          {keys.length > min && (
            <button type="button" className={styles.secondary} onClick={() => remove(index)}>
              {removeLabel}
              <span className={hidden.visuallyHidden}> {entryLegend(index)}</span>
            </button>
          )}
        </fieldset>
      ))}
      {keys.length < max && (
        <button ref={addRef} type="button" className={styles.secondary} onClick={add}>
          {addLabel}
        </button>
      )}
    </div>
  );
}
