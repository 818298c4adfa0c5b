import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  message: string;
  /** Id of the input the message is about; without it the message is shown as plain text. */
  fieldId?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = document.getElementById(fieldId);
  if (!(input instanceof HTMLElement)) return;
  event.preventDefault();
  // GOV.UK Frontend scrolls the label or legend into view rather than the input: on a phone the
  // input alone, at the top of the screen, hides the question it answers.
  const question =
    input.closest('fieldset')?.querySelector('legend') ??
    (input instanceof HTMLInputElement || input instanceof HTMLSelectElement
      ? input.labels?.[0]
      : undefined) ??
    input;
  question.scrollIntoView();
  input.focus({ preventScroll: true });
}

/**
 * The lists `follow` made: the summary keeps up with answers as they are fixed without taking
 * focus again, which would pull the customer away from the box they are typing in.
 */
const followedLists = new WeakSet<ReadonlyArray<ErrorSummaryItem>>();

/**
 * Behaves like GOV.UK Frontend's error summary: each time it is given a new list of problems it
 * takes focus, so the problems are announced and visible, and each message links to its field
 * (a list that only follows fixed answers, from `follow`, does not take focus).
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
}: {
  errors: ReadonlyArray<ErrorSummaryItem>;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0 && !followedLists.has(errors)) ref.current?.focus();
  }, [errors]);
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId ?? '')}
              >
                {error.message}
              </a>
            ) : (
              <span className={styles.text}>{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The first message in a react-hook-form error tree: a field's own message, or for a group (a
 * date's day, month and year; a list of claims) the first message found inside it.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    const found = firstErrorMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The summary of a failed submit, one line per question in page order: `fieldIds` lists the
 * form's top-level field names, in the order the page asks them, with the id of the control a
 * link should focus.
 */
export function errorSummaryItems(
  errors: Readonly<Record<string, unknown>>,
  fieldIds: Readonly<Record<string, string>>,
): ErrorSummaryItem[] {
  return Object.entries(fieldIds).flatMap(([name, fieldId]) => {
    const message = firstErrorMessage(errors[name]);
    return message === undefined ? [] : [{ message, fieldId }];
  });
}

/**
 * The problems a question page shows in its ErrorSummary: `show` replaces them (and the summary
 * takes focus again, even when the problems are the same as before); `clear` hides the summary
 * when the answers are sent. Problems shown with `{ follows: true }` (the answers' own, from a
 * failed submit) then follow the answers: `follow` is given the problems the answers have now and
 * keeps only those shown that remain, in their current words (issue 18: a fixed answer leaves
 * the summary as it is fixed; a new problem waits for the next submit). Other problems (a
 * refusal, "tell us the driver's details first") stay until the next `show` or `clear`.
 */
export function useErrorSummary() {
  const [shown, setShown] = useState<{
    items: ReadonlyArray<ErrorSummaryItem>;
    follows: boolean;
  }>({ items: [], follows: false });
  const show = useCallback(
    (next: ReadonlyArray<ErrorSummaryItem>, options: { follows?: boolean } = {}) =>
      setShown({ items: [...next], follows: options.follows === true }),
    [],
  );
  const follow = useCallback((current: ReadonlyArray<ErrorSummaryItem>) => {
    setShown((before) => {
      if (!before.follows) return before;
      const remaining = new Map(current.map((item) => [item.fieldId, item]));
      const items = before.items.flatMap((item) => {
        const still = remaining.get(item.fieldId);
        return still === undefined ? [] : [still];
      });
      const same =
        items.length === before.items.length &&
        items.every((item, index) => item.message === before.items[index]?.message);
      if (same) return before;
      followedLists.add(items);
      return { items, follows: true };
    });
  }, []);
  const clear = useCallback(() => setShown({ items: [], follows: false }), []);
  return { items: shown.items, show, follow, clear };
}
