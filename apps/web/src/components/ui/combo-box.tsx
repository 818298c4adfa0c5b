import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
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
  /** The chosen item's code; undefined while nothing is chosen. */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  onBlur?: () => void;
}

/**
 * A long list (hundreds of occupations) answered by typing part of an entry and choosing from the
 * matches: react-aria's combo box gives the ARIA 1.2 pattern, keyboard use and announcements.
 * Only an item of the list can be chosen; what is typed alone answers nothing.
 */
export function ComboBox({
  id,
  label,
  hint,
  error,
  items,
  value,
  onChange,
  onBlur,
}: ComboBoxProps) {
  return (
    <AriaComboBox
      id={id}
      className={cx(styles.group, error && styles.groupError)}
      defaultItems={items}
      selectedKey={value ?? null}
      onSelectionChange={(key) => onChange(key === null ? undefined : String(key))}
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
        <Input className={cx(styles.control, error && styles.controlError)} />
        {/* No aria-label of our own: react-aria names the button 'Show suggestions' followed by
            the label, which an aria-label here would have repeated ('Show all for X X'). */}
        <Button className={combo.button}>
          <span aria-hidden="true" className={combo.arrow} />
        </Button>
      </div>
      <Popover className={combo.popover} placement="bottom start">
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
