import type { MetadataItem } from '@van/domain/quote';
import { describedBy, FieldError, FieldHint } from '../../../components/ui/field-parts';
import choice from '../../../components/ui/choice.module.css';
import field from '../../../components/ui/form-field.module.css';
import { cx } from '../../../lib/cx';

export interface ModificationCheckboxesProps {
  /** The first box's id (the one an error summary link focuses); the others get `${id}-{n}`. */
  id: string;
  legend: string;
  hint?: string;
  error?: string | undefined;
  items: readonly MetadataItem[];
  /** The codes ticked. */
  value: readonly string[] | undefined;
  /** The codes ticked, in the list's order (duq 354, 355, 356 take them in that order). */
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
}

/**
 * §9.11: the modifications of one category as tick boxes (GOV.UK checkboxes, 'select all that
 * apply'). The limit of three is the domain's to check, so a fourth tick gets its message.
 */
export function ModificationCheckboxes({
  id,
  legend,
  hint,
  error,
  items,
  value = [],
  onChange,
  onBlur,
}: ModificationCheckboxesProps) {
  function toggle(code: string, ticked: boolean) {
    onChange(
      items
        .map((item) => item.code)
        .filter((each) => (each === code ? ticked : value.includes(each))),
    );
  }
  return (
    <div className={cx(field.group, error && field.groupError)}>
      <fieldset className={field.fieldset} aria-describedby={describedBy(id, hint, error)}>
        <legend className={field.legend}>{legend}</legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <FieldError id={id} message={error} />
        <div className={choice.items}>
          {items.map((item, index) => {
            const boxId = index === 0 ? id : `${id}-${index}`;
            return (
              <div key={item.code} className={choice.item}>
                <input
                  id={boxId}
                  type="checkbox"
                  className={choice.input}
                  checked={value.includes(item.code)}
                  onChange={(event) => toggle(item.code, event.target.checked)}
                  onBlur={onBlur}
                />
                <label htmlFor={boxId} className={choice.label}>
                  {item.description}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
