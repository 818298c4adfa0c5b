import { searchableText, searchList, type SearchWords } from '@van/domain/reference-data';
import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { searchListCopy as copy } from '../../content/search-lists';
import { cx } from '../../lib/cx';
import styles from './form-field.module.css';
import combo from './combo-box.module.css';
import hidden from './visually-hidden.module.css';

export interface ComboBoxItem {
  code: string;
  description: string;
}

export interface ComboBoxProps {
  /** The text input's id (the one an error summary link focuses). */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  items: ReadonlyArray<ComboBoxItem>;
  /** Everyday words for entries whose descriptions do not hold them (the domain's lists). */
  searchWords?: SearchWords;
  /** What to say, after "No matches for …", when nothing matches; by default "try another word". */
  noMatchesHelp?: ReactNode;
  /** The chosen item's code; undefined while nothing is chosen. */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  onBlur?: () => void;
}

/** Room the open list needs below its text box before the box is scrolled up to make it. */
const LIST_ROOM_PX = 200;
/** How long after a scroll an opening is taken to be react-aria's, after that scroll. */
const SCROLL_SETTLE_MS = 500;
/** The list's tallest (20rem): on a short screen it is as tall as the room below the box. */
const LIST_MAX_HEIGHT_PX = 320;

/** The item whose description is exactly what was typed (case and punctuation aside), if one. */
function exactMatch(items: ReadonlyArray<ComboBoxItem>, typed: string): ComboBoxItem | undefined {
  const text = searchableText(typed);
  if (text === '') return undefined;
  const exact = items.filter((item) => searchableText(item.description) === text);
  return exact.length === 1 ? exact[0] : undefined;
}

/**
 * Opens the list where it can be read (issue 18 item 4): when the customer's typing opens it too
 * near the bottom of the screen (a phone's keyboard up), the text box is scrolled to the top so
 * the list has the room below it. react-aria closes an open list when the page scrolls; as the
 * text is ours the closing keeps it, and react-aria opens the list again, placed afresh, while the
 * box has focus. That opening follows the customer's own scroll, so it must not scroll them back.
 */
function ListInView({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  const lastScroll = useRef(Number.NEGATIVE_INFINITY);

  // A list closed by a scroll that took the box off the screen opens again when the customer taps
  // the box with their text in it: the box already has focus, so react-aria (which opens on typing)
  // would leave them to type again or find the arrow.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !state) return;
    const onTap = () => {
      if (!state.isOpen && input.value.trim() !== '') state.open(null, 'manual');
    };
    input.addEventListener('click', onTap);
    return () => input.removeEventListener('click', onTap);
  }, [inputRef, state]);

  useEffect(() => {
    const onScroll = (event: Event) => {
      // Only a scroll of the page (or whatever holds the box) moves it, not one of the list.
      const input = inputRef.current;
      if (input && event.target instanceof Node && !event.target.contains(input)) return;
      lastScroll.current = performance.now();
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [inputRef]);

  useEffect(() => {
    const input = inputRef.current;
    if (!isOpen || !input || performance.now() - lastScroll.current < SCROLL_SETTLE_MS) return;
    const screenHeight = window.visualViewport?.height ?? window.innerHeight;
    const { top, bottom } = input.getBoundingClientRect();
    if (top >= 0 && screenHeight - bottom < LIST_ROOM_PX) {
      input.scrollIntoView({ block: 'start' });
    }
  }, [isOpen, inputRef]);
  return null;
}

/**
 * A long list (hundreds of occupations) answered by typing part of an entry, or an everyday word
 * for it, and choosing from the matches: react-aria's combo box gives the ARIA 1.2 pattern,
 * keyboard use and the count of matches announced. Only an item of the list can be chosen; what
 * is typed is kept as typed (a scroll or leaving the box never wipes it), and answers only when it
 * is exactly one entry's name. When nothing matches, a status line says so and how to carry on.
 */
export function ComboBox({
  id,
  label,
  hint,
  error,
  items,
  searchWords,
  noMatchesHelp = copy.tryAnotherWord,
  value,
  onChange,
  onBlur,
}: ComboBoxProps) {
  const chosen = items.find((item) => item.code === value);
  const [inputValue, setInputValue] = useState(chosen?.description ?? '');
  // An answer set from outside (a saved answer, a reset) shows its name; the text typed since
  // nothing was chosen stays as it is.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (chosen) setInputValue(chosen.description);
  }
  const inputRef = useRef<HTMLInputElement>(null);

  const showsChosen = chosen !== undefined && inputValue === chosen.description;
  const matches = useMemo(
    () => (showsChosen ? [...items] : searchList(items, inputValue, searchWords)),
    [items, inputValue, searchWords, showsChosen],
  );
  const typed = inputValue.trim();
  const noMatches = typed !== '' && matches.length === 0;

  return (
    <AriaComboBox
      id={id}
      className={cx(styles.group, error && styles.groupError)}
      items={matches}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        if (value !== undefined && text !== chosen?.description) onChange(undefined);
      }}
      selectedKey={value ?? null}
      onSelectionChange={(key) => {
        // null when the list closes on what was typed: it answers only if it names one entry.
        const item =
          key === null
            ? exactMatch(items, inputValue)
            : items.find((candidate) => candidate.code === String(key));
        if (item) setInputValue(item.description);
        if (item?.code !== value) onChange(item?.code);
      }}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      menuTrigger="input"
    >
      <Label className={styles.label}>{label}</Label>
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className={styles.errorMessage}>
          <span className={hidden.visuallyHidden}>Error: </span>
          {error}
        </Text>
      )}
      <div className={combo.field}>
        <Input
          ref={inputRef}
          className={cx(styles.control, combo.input, error && styles.controlError)}
        />
        {/* No aria-label of our own: react-aria names the button 'Show suggestions' followed by
            the label, which an aria-label here would have repeated ('Show all for X X'). */}
        <Button className={combo.button}>
          <span aria-hidden="true" className={combo.arrow} />
        </Button>
      </div>
      {/* Always in the page, so screen readers hear the line when it appears. */}
      <p role="status" className={noMatches ? combo.noMatches : hidden.visuallyHidden}>
        {noMatches && (
          <>
            {copy.noMatches(typed)} {noMatchesHelp}
          </>
        )}
      </p>
      <ListInView inputRef={inputRef} />
      <Popover className={combo.popover} placement="bottom start" maxHeight={LIST_MAX_HEIGHT_PX}>
        <ListBox<ComboBoxItem> className={combo.list}>
          {(item) => (
            <ListBoxItem id={item.code} textValue={item.description} className={combo.option}>
              {item.description}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
