import type { AlternativeFormat, SupportNeedCategory } from '@van/domain/forms';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldHint } from '../../../components/ui/field-parts';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { TextInput } from '../../../components/ui/text-input';
import choice from '../../../components/ui/choice.module.css';
import field from '../../../components/ui/form-field.module.css';
import { supportNeedsCopy as copy } from '../../../content/support-needs';
import type { SupportNeedsState } from '../support-needs';

/** Adds or removes `code` from `list`, keeping the others in order. */
function toggled<T>(list: readonly T[], code: T, on: boolean): T[] {
  return on
    ? [...list.filter((item) => item !== code), code]
    : list.filter((item) => item !== code);
}

interface TickBoxesProps<T extends string> {
  id: string;
  legend: string;
  hint: string;
  options: readonly { code: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A fieldset of tick boxes with its legend and hint (GOV.UK checkboxes). */
function TickBoxes<T extends string>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
}: TickBoxesProps<T>) {
  return (
    <div className={field.group}>
      <fieldset className={field.fieldset} aria-describedby={describedBy(id, hint, undefined)}>
        <legend className={field.legend}>{legend}</legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <div className={choice.items}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div key={option.code} className={choice.item}>
                <input
                  id={optionId}
                  type="checkbox"
                  className={choice.input}
                  checked={value.includes(option.code)}
                  onChange={(event) => onChange(toggled(value, option.code, event.target.checked))}
                />
                <label htmlFor={optionId} className={choice.label}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * Decision 047 (FCA FG21/1): the optional support-needs question at the end of
 * check-your-details, with alternative formats of documents and their turnaround. Kept only with
 * the consent tick; without it the customer is told to call instead.
 */
export function SupportNeedsSection({
  value,
  onChange,
  phoneNumber,
}: {
  value: SupportNeedsState;
  onChange: (value: SupportNeedsState) => void;
  phoneNumber: string;
}) {
  const answered = value.categories.length > 0 || value.formats.length > 0;
  return (
    <section aria-labelledby="support-needs-heading">
      <h2 id="support-needs-heading">{copy.heading}</h2>
      <p>
        <strong>{copy.optional}</strong>
      </p>
      <p>{copy.intro}</p>
      <TickBoxes<SupportNeedCategory>
        id="supportNeedsCategories"
        legend={copy.categories.legend}
        hint={copy.categories.hint}
        options={copy.categories.options}
        value={value.categories}
        onChange={(categories) => onChange({ ...value, categories })}
      />
      {value.categories.includes('OTHER') && (
        <TextInput
          id="supportNeedsOther"
          label={copy.other.label}
          hint={copy.other.hint}
          maxLength={copy.other.maxLength}
          value={value.otherHelp}
          onChange={(event) => onChange({ ...value, otherHelp: event.target.value })}
        />
      )}
      <TickBoxes<AlternativeFormat>
        id="supportNeedsFormats"
        legend={copy.formats.legend}
        hint={copy.formats.hint}
        options={copy.formats.options}
        value={value.formats}
        onChange={(formats) => onChange({ ...value, formats })}
      />
      <Checkbox
        id="supportNeedsConsent"
        label={copy.consent.label}
        hint={copy.consent.hint}
        checked={value.consent}
        onChange={(event) => onChange({ ...value, consent: event.target.checked })}
      />
      {/* Always present, so that a screen reader announces the words when they appear. */}
      <p role="status">
        {answered && !value.consent && (
          <>
            {copy.notKept} <PhoneNumber number={phoneNumber} />.
          </>
        )}
      </p>
    </section>
  );
}
