import { ADD_ON_GROUPS, type AddOnGroup } from '@van/domain/reference-data';
import { formatMoney } from '@van/domain/shared';
import { useId } from 'react';
import { addOnCopy as copy } from '../../../content/quote';
import type { AddOnGroups, AddOnItem } from '../add-ons';
import styles from './add-ons.module.css';

export interface AddOnsProps {
  groups: AddOnGroups;
  /** Whether an extra is chosen now: what the customer last asked for, priced or not yet. */
  isSelected: (item: AddOnItem) => boolean;
  onToggle: (item: AddOnItem, add: boolean) => void;
}

function AddOnCard({
  item,
  selected,
  onToggle,
}: {
  item: AddOnItem;
  selected: boolean;
  onToggle: AddOnsProps['onToggle'];
}) {
  const nameId = useId();
  return (
    <li className={selected ? `${styles.card} ${styles.chosen}` : styles.card}>
      <h4 id={nameId} className={styles.name}>
        {item.name}
      </h4>
      {item.included ? null : (
        <p className={styles.price}>
          {copy.perYear(formatMoney(item.price))}
          {item.monthlyPrice !== undefined ? (
            <span className={styles.monthly}> {copy.perMonth(formatMoney(item.monthlyPrice))}</span>
          ) : null}
        </p>
      )}
      {item.descriptions.map((description) => (
        <p key={description}>{description}</p>
      ))}
      {item.bullets.length > 0 ? (
        <ul className={styles.bullets}>
          {item.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {item.documents.length > 0 ? (
        <ul className={styles.documents}>
          {item.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} aria-describedby={nameId}>
                {document.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.included ? null : (
        <div className={styles.actions}>
          {selected ? <p className={styles.added}>{copy.added}</p> : null}
          <button
            type="button"
            className={selected ? styles.remove : styles.add}
            onClick={() => onToggle(item, !selected)}
          >
            {selected ? item.selectedTitle : item.unselectedTitle}
          </button>
        </div>
      )}
    </li>
  );
}

function Group({
  group,
  items,
  ...props
}: { group: AddOnGroup; items: AddOnItem[] } & Omit<AddOnsProps, 'groups'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId}>{copy.groups[group]}</h3>
      <p className={styles.hint}>{copy.groupHints[group]}</p>
      <ul className={styles.cards}>
        {items.map((item) => (
          <AddOnCard
            key={item.code}
            item={item}
            selected={item.included || props.isSelected(item)}
            onToggle={props.onToggle}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * §2.6 optional extras, grouped as included, optional, breakdown and tools (§9.5), each with its
 * price a year and a month, what it gives and its product information document. Adding or removing
 * one re-prices the quote (the caller's onToggle).
 */
export function AddOns({ groups, ...props }: AddOnsProps) {
  return (
    <>
      {ADD_ON_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <Group key={group} group={group} items={groups[group]} {...props} />
      ))}
    </>
  );
}
